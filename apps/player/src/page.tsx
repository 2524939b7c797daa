import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { I18nProvider } from './i18n/I18nProvider';
import styles from './styles.css?inline';

// The page's code (loaded by main.ts). The styles travel inside it: on venue Wi-Fi a stylesheet of
// its own is one more request beside it, on a connection of its own; nothing shows before the
// script renders anyway.
const sheet = document.createElement('style');
sheet.textContent = styles;
document.head.append(sheet);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <I18nProvider>
      <App />
    </I18nProvider>
  </StrictMode>,
);
