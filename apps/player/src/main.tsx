import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { I18nProvider } from './i18n/I18nProvider';
import { registerServiceWorkerIfAvailable } from './serviceWorker';
import styles from './styles.css?inline';

// The styles travel inside the script: on venue Wi-Fi a stylesheet of its own is one more request
// beside it, on a connection of its own (one more round trip before the table); nothing shows
// before the script renders anyway.
const sheet = document.createElement('style');
sheet.textContent = styles;
document.head.append(sheet);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
registerServiceWorkerIfAvailable();
createRoot(root).render(
  <StrictMode>
    <I18nProvider>
      <App />
    </I18nProvider>
  </StrictMode>,
);
