// Offline support: precache every built file at install, then answer same-origin
// requests from the cache first. scripts/bundle.cjs fills in the version and list.
//
// The cache belongs to this deployment: its name carries the worker's scope, so two
// deployments on one origin (say /a/ and /b/) never delete each other's files.
const PREFIX = `innovation ${new URL(self.registration.scope).pathname} `;
const CACHE = PREFIX + '__VERSION__';
const FILES = __FILES__;

self.addEventListener('install', (event) => {
  // `reload`: past the HTTP cache, so a stale index.html is never paired with new chunk names.
  const requests = FILES.map((f) => new Request(f, { cache: 'reload' }));
  event.waitUntil(caches.open(CACHE).then((c) => c.addAll(requests)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== self.location.origin) return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const hit = await cache.match(req, { ignoreSearch: true });
      if (hit) return hit;
      try {
        return await fetch(req);
      } catch (err) {
        // Offline: a page load gets the app's page; a script, wasm or data request fails as it would.
        const page = req.mode === 'navigate' ? await cache.match('./') : undefined;
        if (page) return page;
        throw err;
      }
    }),
  );
});
