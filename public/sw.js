/*
 * Facedown's service worker, for solo play with no network: the app's own files, network
 * first (a new build is used as soon as it is reachable), the last copy when offline. It never
 * touches other origins or the signaling server, and caches nothing but successful GETs.
 */
const CACHE = 'facedown-app-v1';

/**
 * The build's own scripts and styles (the build writes their names here: vite.config.ts), kept at
 * install, so what a page loads only when needed (help, the end of a match, the Details) is there
 * offline too once the app was visited. One that fails to arrive is left to the fetch handler.
 */
const BUILD = [];

self.addEventListener('install', (e) => {
  e.waitUntil(caches.open(CACHE).then((c) => c.addAll(['./', './index.html', './favicon.svg', './manifest.webmanifest'])
    .then(() => Promise.all(BUILD.map((u) => c.add(u).catch(() => undefined))))).then(() => self.skipWaiting()));
});

/** Another build's files are dropped from the cache (their names carry a hash: they are never asked for again). */
const stale = (c) => c.keys().then((reqs) => Promise.all(reqs.filter((r) => {
  const path = new URL(r.url).pathname;
  return path.startsWith('/assets/') && BUILD.length > 0 && !BUILD.includes(`.${path}`);
}).map((r) => c.delete(r))));

self.addEventListener('activate', (e) => {
  e.waitUntil(caches.keys().then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
    .then(() => caches.open(CACHE)).then(stale).then(() => self.clients.claim()));
});

self.addEventListener('fetch', (e) => {
  const req = e.request;
  const url = new URL(req.url);
  if (req.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/peerjs')) return;
  e.respondWith(fetch(req).then((res) => {
    if (res.ok && res.type === 'basic') {
      const copy = res.clone();
      void caches.open(CACHE).then((c) => c.put(req, copy));
    }
    return res;
  }).catch(() => caches.match(req).then((hit) => hit ?? (req.mode === 'navigate' ? caches.match('./index.html') : undefined)).then((r) => r ?? Response.error())));
});
