import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startSignedOutAtSignIn } from './app/auth/signedOutStart';
import { registerServiceWorker } from './app/serviceWorker';
import { tokens } from './app/session';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
startSignedOutAtSignIn(tokens.get() !== null);
registerServiceWorker();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
