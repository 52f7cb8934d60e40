/*
 * Leverline's service worker: keeps the app shell (the page, its scripts, styles, icons and
 * language files) on the phone, so the app opens at once and still opens without a connection.
 * Market data, accounts and orders are never cached: /api, /v1 and /admin always go to the
 * network, and the app says when it is offline.
 *
 * - The page: network first, the cached copy when the network fails or takes over 3 s.
 * - Built files (/assets/, names carry a content hash): from the cache, else fetched and kept.
 * - Other static files (manifest, icons, pictures): the cached copy at once, refreshed behind.
 */
const SHELL = 'leverline-shell-v1';
const PAGE_TIMEOUT_MS = 3000;

/** The page and every file it names, resolved against the worker's own folder. */
async function shellFiles() {
  const page = await fetch('./', { cache: 'no-cache' });
  const html = await page.clone().text();
  const named = [...html.matchAll(/(?:src|href)="(\.\/[^"]+)"/g)].map((m) => new URL(m[1], self.registration.scope).href);
  return { page, files: [...new Set([...named, new URL('./manifest.json', self.registration.scope).href])] };
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL);
      const { page, files } = await shellFiles();
      await cache.put(new URL('./', self.registration.scope).href, page);
      await cache.addAll(files);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== SHELL) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

function isLive(url) {
  return /^\/(api|v1|admin|uploads|metrics|healthz|readyz)(\/|$)/.test(url.pathname);
}

async function pageFirstFromNetwork(request) {
  const cache = await caches.open(SHELL);
  const key = new URL('./', self.registration.scope).href;
  try {
    const fresh = await Promise.race([
      fetch(request),
      new Promise((_, reject) => setTimeout(() => reject(new Error('slow')), PAGE_TIMEOUT_MS)),
    ]);
    if (fresh.ok) await cache.put(key, fresh.clone());
    return fresh;
  } catch (error) {
    const cached = await cache.match(key);
    if (cached) return cached;
    throw error;
  }
}

async function cachedBuildFile(request) {
  const cache = await caches.open(SHELL);
  const cached = await cache.match(request);
  if (cached) return cached;
  const fresh = await fetch(request);
  if (fresh.ok) await cache.put(request, fresh.clone());
  return fresh;
}

async function cachedThenRefreshed(request, event) {
  const cache = await caches.open(SHELL);
  const cached = await cache.match(request);
  const refresh = fetch(request).then(async (fresh) => {
    if (fresh.ok) await cache.put(request, fresh.clone());
    return fresh;
  });
  if (cached) {
    event.waitUntil(refresh.catch(() => undefined));
    return cached;
  }
  return refresh;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isLive(url)) return;
  if (request.mode === 'navigate') event.respondWith(pageFirstFromNetwork(request));
  else if (url.pathname.includes('/assets/')) event.respondWith(cachedBuildFile(request));
  else event.respondWith(cachedThenRefreshed(request, event));
});

/*
 * Notifications pushed by the server (Web Push, docs/notifications.md): the payload is JSON with a
 * title, a text, the app screen it is about (`link`, a route of the app's hash router) and a tag
 * (a repeat replaces the one shown). Every push shows a notification, also with the app open:
 * browsers (Safari above all) withdraw the permission of a worker that receives pushes silently.
 */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const options = {
    body: typeof data.body === 'string' ? data.body : '',
    icon: new URL('./icons/icon-192.png', self.registration.scope).href,
    badge: new URL('./icons/icon-192.png', self.registration.scope).href,
    data: { link: typeof data.link === 'string' && data.link.startsWith('/') ? data.link : '/' },
  };
  if (typeof data.tag === 'string') options.tag = data.tag;
  event.waitUntil(self.registration.showNotification(typeof data.title === 'string' && data.title ? data.title : 'Leverline', options));
});

/** Tapping a notification opens its screen: in a window of the app already open, else a new one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data && event.notification.data.link) || '/';
  const url = new URL(`./#${link}`, self.registration.scope).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url.startsWith(self.registration.scope));
      if (open) {
        // Navigate first: focusing needs the tap's activation, which a browser may not pass on.
        const shown = (await open.navigate(url).catch(() => null)) || open;
        await shown.focus().catch(() => undefined);
        return;
      }
      return self.clients.openWindow(url);
    })(),
  );
});
