const SCOPE = import.meta.env.BASE_URL;

/**
 * Installs the page's service worker (public/sw.js): the app shell for a reload with no signal,
 * and Web Push. Browsers offer service workers only on a secure origin (HTTPS, or the machine
 * itself); on a venue server's plain HTTP the page still keeps its last known state and unsent
 * reports in storage, but a reload with no signal cannot show it.
 */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(`${SCOPE}sw.js`, { scope: SCOPE });
}

/** Once the player's table is shown, for every player whose browser can: not only those who turn push on. */
export function registerServiceWorkerIfAvailable(): void {
  // Not in development: Vite serves the sources there, and a kept shell would hide edits.
  if (!import.meta.env.PROD || !window.isSecureContext || !('serviceWorker' in navigator)) return;
  void registerServiceWorker().catch(() => undefined);
}
