// npm start serves the site without a service worker (the build's serviceWorker step does not run),
// yet a production build opened once at this address (npm run build, then a server on port 4173)
// leaves its worker in the browser, which goes on answering this address's requests from what it
// kept: stale pages, and the site editor's site.json. The browser asks for the worker's script
// again on each visit, so npm start answers /sw.js with this worker, which takes the old one's
// place, deletes what it kept, removes itself and loads again the tabs it had, from the server.
const SERVICE_WORKER = '/sw.js';

export const RESET_WORKER = `// npm start: no service worker while editing. This one removes the worker of a production build
// left at this address, with what it kept, then loads again the tabs it answered.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil((async () => {
  await self.registration.unregister();
  for (const name of await caches.keys()) await caches.delete(name);
  for (const client of await self.clients.matchAll({ type: 'window' })) client.navigate(client.url).catch(() => {});
})()));
`;

/** Answers /sw.js with RESET_WORKER; false for any other request. */
export function resetWorker(req, res) {
  if ((req.url ?? '').split('?')[0] !== SERVICE_WORKER) return false;
  res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : RESET_WORKER);
  return true;
}
