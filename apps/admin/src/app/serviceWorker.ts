const SCOPE = import.meta.env.BASE_URL;

let registered: Promise<ServiceWorkerRegistration | undefined> = Promise.resolve(undefined);

/**
 * Installs the dashboard's service worker (public/sw.js): the app shell, so the Rules page opens on
 * a judge's phone with no network. Browsers offer service workers only on a secure origin (HTTPS,
 * or the machine itself). Not in development: Vite serves the sources there, and a kept shell would
 * hide edits.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !window.isSecureContext || !('serviceWorker' in navigator)) return;
  registered = navigator.serviceWorker.register(`${SCOPE}sw.js`, { scope: SCOPE }).catch(() => undefined);
}

/**
 * Asks the worker to keep the hashed assets this page has loaded: those loaded before the worker
 * controlled the page (on the first visit, everything) went past it, and a lazy chunk is named by
 * no HTML. Resolves true once they are kept, false where there is no worker.
 */
export async function keepLoadedAssets(): Promise<boolean> {
  if (!(await registered)) return false;
  const { active } = await navigator.serviceWorker.ready;
  if (!active) return false;
  const assets = new URL(`${SCOPE}assets/`, window.location.href).href;
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(assets));
  const channel = new MessageChannel();
  const kept = new Promise<boolean>((resolve) => {
    channel.port1.onmessage = () => resolve(true);
  });
  active.postMessage({ type: 'keep', urls }, [channel.port2]);
  return kept;
}
