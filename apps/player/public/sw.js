// Taikai player page: shows the server's Web Push notifications (new pairings, a result to confirm,
// a judge's answer) and, when one is tapped, brings the page forward or opens it. No caching.
/* eslint-env serviceworker */

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

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
