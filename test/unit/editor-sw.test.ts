// The site's service worker (scripts/build/sw/worker.js) never answers the site editor's requests
// (/_editor/, served by npm start on the address a built site may have been opened at): the
// editor's page, code and site.json come from its server, never from what a worker kept.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

type Listener = (event: unknown) => void;
const ORIGIN = 'http://127.0.0.1:4173';

/** The worker's script run against a stand-in of its global scope; its listeners by event name. */
function loadWorker(): Record<string, Listener> {
  const listeners: Record<string, Listener> = {};
  const cache = { match: async () => undefined, put: async () => {}, delete: async () => true, add: async () => {} };
  const self = {
    location: new URL(ORIGIN),
    addEventListener: (name: string, fn: Listener) => { listeners[name] = fn; },
    clients: { matchAll: async () => [], claim: async () => {} },
    skipWaiting: async () => {},
  };
  const caches = { open: async () => cache, match: async () => undefined, keys: async () => [], delete: async () => true };
  const fetch = async () => new Response('from the network');
  const code = readFileSync(join(process.cwd(), 'scripts/build/sw/worker.js'), 'utf8');
  new Function('self', 'caches', 'fetch', 'BUILD', 'PRECACHE', 'OFFLINE', code)(self, caches, fetch, 'test', [], '/offline');
  return listeners;
}

/** Whether the worker answers a GET of `path` (respondWith called). */
function answers(fetchListener: Listener, path: string, mode = 'cors'): boolean {
  let answered = false;
  fetchListener({
    request: { url: ORIGIN + path, method: 'GET', mode, headers: new Headers() },
    respondWith: (p: Promise<unknown>) => { answered = true; p.catch(() => {}); },
    waitUntil: () => {},
  });
  return answered;
}

test('the worker lets every request of the site editor go to the server', () => {
  const { fetch: onFetch } = loadWorker();
  assert.ok(onFetch, 'the worker has a fetch handler');
  for (const [path, mode] of [['/_editor/', 'navigate'], ['/_editor', 'navigate'], ['/_editor/api/site', 'cors'], ['/_editor/editor.js', 'cors'], ['/%5Feditor/api/site', 'cors']] as const) {
    assert.not.ok(answers(onFetch!, path, mode), `${path} is not answered by the worker`);
  }
  // The site's own requests still are (the worker's offline use is unchanged).
  assert.ok(answers(onFetch!, '/about', 'navigate'));
  assert.ok(answers(onFetch!, '/assets/main-abc.js'));
});

test.run();
