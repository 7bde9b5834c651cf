// The open tabs' side of npm start: every page is served with a script (/__live.js, overlay.js)
// that listens to /__live, a stream of events: "reload" after a good build, "problems" (shown over
// the page) after a failed one. A tab opened while the build is failing sees the problems at once.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { overlayData } from './problems.mjs';

const LIVE = '/__live';
const LIVE_FILES = {
  '/__live.js': ['text/javascript', join(import.meta.dirname, 'overlay.js')],
  '/__live.css': ['text/css', join(import.meta.dirname, 'overlay.css')],
};
/** What the static server adds to every page it serves. */
export const SNIPPET = '<script src="/__live.js"></script>';

/** { onRequest, setProblems, announce, close }: onRequest answers /__live and the overlay's files
 * (false for any other request); setProblems keeps the last build's problems (null: it succeeded);
 * announce tells the open tabs: reload, or those problems. */
export function liveReload() {
  const clients = new Set();
  let failure = null; // the problems of the last build, while it failed
  const send = (res, event, data) => res.write(`event: ${event}\ndata: ${data}\n\n`);
  const broadcast = (event, data = event) => { for (const res of clients) send(res, event, data); };

  function onRequest(req, res) {
    const path = (req.url ?? '').split('?')[0];
    if (LIVE_FILES[path]) {
      const [type, file] = LIVE_FILES[path];
      res.writeHead(200, { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'no-cache' });
      res.end(req.method === 'HEAD' ? undefined : readFileSync(file));
      return true;
    }
    if (path !== LIVE) return false;
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
    if (req.method === 'HEAD') { res.end(); return true; }
    res.write('retry: 1000\n\n');
    if (failure) send(res, 'problems', JSON.stringify(overlayData(failure)));
    clients.add(res);
    res.on('close', () => clients.delete(res));
    return true;
  }
  // Comment lines keep idle streams from being dropped by proxies or sleeping laptops.
  const heartbeat = setInterval(() => { for (const res of clients) res.write(': ping\n\n'); }, 30_000);
  heartbeat.unref();

  return {
    onRequest,
    setProblems(problems) { failure = problems; },
    announce() {
      if (failure) broadcast('problems', JSON.stringify(overlayData(failure)));
      else broadcast('reload');
    },
    close() {
      clearInterval(heartbeat);
      for (const res of clients) res.end();
    },
  };
}
