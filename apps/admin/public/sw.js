// Taikai dashboard's service worker (scope /admin/): keeps the app shell so a judge's phone that
// opened the dashboard once with a signal can open it again with none (the Rules page then reads
// and searches the rules texts it stored on the device, src/rules/offline/).
// - The page (every path under the scope is the same single page) is network-first: an upgraded
//   server is never hidden behind an old copy; the kept one answers only when the network fails.
// - Hashed assets (assets/…) are cache-first: a new build has new names. Those a page loaded before
//   this worker controlled it (the Rules page's lazy chunk) are kept when the page names them
//   (the `keep` message, src/app/serviceWorker.ts).
// - Only GETs under the scope are answered here: GraphQL (/graphql, POST) and everything else
//   always go to the network and are never cached.
// The player page's worker (apps/player/public/sw.js) keeps its shell the same way and adds Web Push.
/* eslint-env serviceworker */

/** Bump when what is cached changes shape: older caches are deleted on activate. */
const SHELL_CACHE = 'taikai-admin-shell-v1';
const SCOPE = self.registration.scope;
const ASSETS = `${SCOPE}assets/`;

/** The assets a page names (script, stylesheet, preloads), as absolute URLs. */
function assetsOf(html) {
  const urls = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => new URL(match[1], SCOPE).href);
  return [...new Set(urls.filter((url) => url.startsWith(ASSETS)))];
}

/**
 * Stores `page` and the assets it names. Assets of an older build are left: the lazy chunks a
 * page loaded are named by no HTML, and an old build's files are few and dropped with the cache
 * when its version is bumped.
 */
async function keepShell(page) {
  const cache = await caches.open(SHELL_CACHE);
  const assets = assetsOf(await page.clone().text());
  const cached = new Set((await cache.keys()).map((request) => request.url));
  await cache.addAll(assets.filter((url) => !cached.has(url)));
  await cache.put(SCOPE, page);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    fetch(SCOPE, { cache: 'no-cache' })
      .then((page) => (page.ok && !page.redirected ? keepShell(page) : undefined))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name.startsWith('taikai-admin-') && name !== SHELL_CACHE).map((name) => caches.delete(name))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  const { data } = event;
  if (!data || data.type !== 'keep' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((url) => typeof url === 'string' && url.startsWith(ASSETS));
  event.waitUntil(
    caches.open(SHELL_CACHE).then(async (cache) => {
      for (const url of urls) if (!(await cache.match(url, { ignoreVary: true }))) await cache.add(url).catch(() => undefined);
      if (event.ports[0]) event.ports[0].postMessage({ type: 'kept', urls });
    }),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || !request.url.startsWith(SCOPE)) return;
  if (request.mode === 'navigate') event.respondWith(pageNetworkFirst(event));
  else if (request.url.startsWith(ASSETS)) event.respondWith(assetCacheFirst(request));
});

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
