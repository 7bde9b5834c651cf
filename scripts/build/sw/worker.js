// The service worker, as the browser runs it. The build (scripts/build/service-worker.mjs) puts
// in front of it: BUILD (the build id), PRECACHE (the addresses kept at install: the app's
// first-load files, the crisis pages and their data, and the offline page) and
// OFFLINE (the offline page). Plain JavaScript, no imports: a worker loads nothing else.
//
// Pages and route data: the network first, with a short wait, so a returning visitor always
// gets the current crisis numbers when online; what arrives is kept, and is what answers when
// the network does not. Files named by their hash (/assets/): kept and answered from the cache.
// Search (/pagefind/) is never kept: it says itself when it cannot load. Every cache carries the
// build id, and a new build deletes the old ones, so old pages never meet new files. The site
// editor (/_editor/, served by npm start on the same address a built site may have been opened
// at) is never answered, nor kept: its page, its code and site.json come from its server only.
/* global BUILD, PRECACHE, OFFLINE */
const PAGES = `pages-${BUILD}`;
const FILES = `files-${BUILD}`;
const WAIT_MS = 3000;

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const pages = await caches.open(PAGES);
    const files = await caches.open(FILES);
    await Promise.all(PRECACHE.map((url) => (url.startsWith('/assets/') ? files : pages).add(new Request(url, { cache: 'reload' }))));
    // The page that registered the worker (and any other page of the site open now) loaded before
    // there was a worker to keep it: kept now, so the first page a visitor saw is there offline.
    const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    await Promise.all(open.map((client) => new URL(client.url)).filter((url) => url.origin === self.location.origin && !url.pathname.startsWith('/pagefind/') && !isEditor(decodedPath(url)))
      .map((url) => pages.add(pageKey(url)).catch(() => {})));
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (!name.endsWith(`-${BUILD}`)) await caches.delete(name);
    await self.clients.claim();
  })());
});

/**
 * The network's answer, kept when it is good. When a copy is kept, it answers instead of a server
 * error (5xx), of no answer, and of one slower than WAIT_MS; a slow answer still replaces it when
 * it comes (event.waitUntil keeps the worker for it), so a steadily slow connection gets the
 * current page on the next visit, and a page removed (404, 410) is forgotten. Without a kept copy
 * the network is waited for.
 */
async function networkFirst(event, cacheKey) {
  const cache = await caches.open(PAGES);
  const kept = await cache.match(cacheKey, { ignoreSearch: true });
  const network = fetch(event.request).then(async (response) => {
    if (response.ok) await cache.put(cacheKey, response.clone());
    else if (response.status === 404 || response.status === 410) await cache.delete(cacheKey, { ignoreSearch: true });
    return response;
  });
  if (!kept) return network;
  event.waitUntil(network.catch(() => {}));
  const late = new Promise((resolve) => setTimeout(resolve, WAIT_MS, kept));
  return Promise.race([network.then((r) => (r.status >= 500 ? kept : r), () => kept), late]);
}

async function cacheFirst(request) {
  const cache = await caches.open(FILES);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** A page's address without the query (the same page for every search). */
const pageKey = (url) => `${url.origin}${url.pathname}`;

/** The path as the server reads it: "/%70agefind/" is "/pagefind/" to it. */
const decodedPath = (url) => { try { return decodeURIComponent(url.pathname); } catch { return url.pathname; } };

/** The site editor's addresses (npm start's), never the site's. */
const isEditor = (path) => path === '/_editor' || path.startsWith('/_editor/');

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  const path = decodedPath(url);
  // A byte range (media) goes to the network as asked: a partial answer cannot be kept, and a
  // kept whole file is not what was asked for.
  if (request.method !== 'GET' || url.origin !== self.location.origin || request.headers.has('range') || path.startsWith('/pagefind/')) return;
  if (isEditor(path)) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(event, pageKey(url)).catch(async () => (await caches.match(OFFLINE)) ?? Response.error()));
  } else if (path.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else {
    event.respondWith(networkFirst(event, pageKey(url)));
  }
});
