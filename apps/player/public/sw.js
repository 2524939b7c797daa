// Taikai player page's service worker.
// - Offline: keeps the app shell (the page and the hashed assets it names) so a reload with no
//   signal still shows the page, which then shows the last known state from its own storage.
//   The page is fetched network-first (an upgraded server is never hidden behind an old copy);
//   hashed assets are cache-first (a new build has new names). Only GETs under the page's scope
//   are answered here: GraphQL (/graphql, POST) always goes to the network and is never cached.
// - Web Push: shows the server's notifications (new pairings, a result to confirm, a judge's
//   answer) and, when one is tapped, brings the page forward or opens it.
/* eslint-env serviceworker */

/** Bump when what is cached changes shape: older caches are deleted on activate. */
const SHELL_CACHE = 'taikai-player-shell-v1';
const SCOPE = self.registration.scope;
const ASSETS = `${SCOPE}assets/`;

/** The assets a page names (script, stylesheet, preloads), as absolute URLs. */
function assetsOf(html) {
  const urls = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => new URL(match[1], SCOPE).href);
  return [...new Set(urls.filter((url) => url.startsWith(ASSETS)))];
}

/** Stores `page` (the page's HTML) and the assets it names, and forgets assets no page names any more. */
async function keepShell(page) {
  const cache = await caches.open(SHELL_CACHE);
  const assets = assetsOf(await page.clone().text());
  const cached = new Set((await cache.keys()).map((request) => request.url));
  await cache.addAll(assets.filter((url) => !cached.has(url)));
  await cache.put(SCOPE, page);
  await Promise.all([...cached].filter((url) => url !== SCOPE && !assets.includes(url)).map((url) => cache.delete(url)));
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    fetch(SCOPE, { cache: 'no-cache' })
      .then((page) => (page.ok && !page.redirected ? keepShell(page) : undefined))
      // Installed even without a shell: push works, and the next page load stores it.
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name.startsWith('taikai-player-') && name !== SHELL_CACHE).map((name) => caches.delete(name))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  // The stream overlay (/play/overlay.html) is a page of its own: never kept as this page's shell.
  if (request.method !== 'GET' || !request.url.startsWith(SCOPE) || request.url.startsWith(`${SCOPE}overlay.html`)) return;
  if (request.mode === 'navigate') event.respondWith(pageNetworkFirst(event));
  else if (request.url.startsWith(ASSETS)) event.respondWith(assetCacheFirst(request));
});

/** Every path under the scope is the same single page: the newest from the server, or the kept one offline. */
async function pageNetworkFirst(event) {
  try {
    const page = await fetch(event.request);
    if (page.ok && !page.redirected) event.waitUntil(keepShell(page.clone()).catch(() => undefined));
    return page;
  } catch (error) {
    const kept = await caches.match(SCOPE, { cacheName: SHELL_CACHE, ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
}

/** Hashed file names never change content. */
async function assetCacheFirst(request) {
  const cache = await caches.open(SHELL_CACHE);
  const kept = await cache.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    // not a message of ours: still show something, browsers require it for every push
  }
  event.waitUntil(
    self.registration.showNotification(message.title || 'Taikai', {
      body: message.body || '',
      // One notification per round, match or call: a newer one replaces it and buzzes again.
      tag: message.tag,
      renotify: Boolean(message.tag),
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const scope = self.registration.scope;
  const requested = event.notification.data && event.notification.data.url ? new URL(event.notification.data.url, scope).href : scope;
  // Only pages of the player app are opened.
  const url = requested.startsWith(scope) ? requested : scope;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url.startsWith(scope));
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
