// The service worker, as the browser runs it. The build (scripts/build/service-worker.mjs) puts
// in front of it: BUILD (the build id), PRECACHE (the addresses kept at install: the app's
// first-load files, the crisis pages and their data, and the offline page) and
// OFFLINE (the offline page). Plain JavaScript, no imports: a worker loads nothing else.
//
// Pages and route data: the network first, with a short wait, so a returning visitor always
// gets the current crisis numbers when online; what arrives is kept, and is what answers when
// the network does not. Files named by their hash (/assets/): kept and answered from the cache.
// Search (/pagefind/) is never kept: it says itself when it cannot load. Every cache carries the
// build id, and a new build deletes the old ones, so old pages never meet new files.
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
    await Promise.all(open.map((client) => new URL(client.url)).filter((url) => url.origin === self.location.origin && !url.pathname.startsWith('/pagefind/'))
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

/** The network's answer within WAIT_MS, kept when it is good; else the kept copy. */
async function networkFirst(request, cacheKey) {
  const cache = await caches.open(PAGES);
  try {
    const response = await Promise.race([
      fetch(request),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), WAIT_MS)),
    ]);
    if (response.ok) await cache.put(cacheKey, response.clone());
    return response;
  } catch (e) {
    const kept = await cache.match(cacheKey, { ignoreSearch: true });
    if (kept) return kept;
    throw e;
  }
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

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/pagefind/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, pageKey(url)).catch(async () => (await caches.match(OFFLINE)) ?? Response.error()));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else {
    event.respondWith(networkFirst(request, pageKey(url)));
  }
});
