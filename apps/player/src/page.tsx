import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { I18nProvider } from './i18n/I18nProvider';
import { parseOrganizationPath } from './organizationLink';
import { parsePublicConventionPath, parsePublicEventPath } from './publicEventLink';
import styles from './styles.css?inline';

// The page's code (loaded by main.ts). The styles travel inside it: on venue Wi-Fi a stylesheet of
// its own is one more request beside it, on a connection of its own; nothing shows before the
// script renders anyway.
const sheet = document.createElement('style');
sheet.textContent = styles;
document.head.append(sheet);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// The organization's page (/play/o/<slug>) is a chunk of its own: the event page's first load does not carry it.
const organizationSlug = parseOrganizationPath(window.location.pathname, import.meta.env.BASE_URL);
const OrganizationPage = lazy(() => import('./organization/OrganizationPage').then((module) => ({ default: module.OrganizationPage })));
// An event's public page (/play/e/<code>), no sign-in: a chunk of its own too.
const publicEventCode = parsePublicEventPath(window.location.pathname, import.meta.env.BASE_URL);
const PublicEventPage = lazy(() => import('./public/PublicEventPage').then((module) => ({ default: module.PublicEventPage })));
// A convention's public page (/play/c/<id>), no sign-in.
const publicConventionId = parsePublicConventionPath(window.location.pathname, import.meta.env.BASE_URL);
const PublicConventionPage = lazy(() =>
  import('./public/PublicConventionPage').then((module) => ({ default: module.PublicConventionPage })),
);
createRoot(root).render(
  <StrictMode>
    <I18nProvider>
      {publicEventCode ? (
        <Suspense fallback={null}>
          <PublicEventPage code={publicEventCode} />
        </Suspense>
      ) : publicConventionId ? (
        <Suspense fallback={null}>
          <PublicConventionPage id={publicConventionId} base={import.meta.env.BASE_URL} />
        </Suspense>
      ) : organizationSlug ? (
        <Suspense fallback={null}>
          <OrganizationPage slug={organizationSlug} base={import.meta.env.BASE_URL} />
        </Suspense>
      ) : (
        <App />
      )}
    </I18nProvider>
  </StrictMode>,
);
