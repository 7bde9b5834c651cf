// The service worker on a network that is online but not well, in a real browser: a server that
// answers slowly (past the worker's 3 s wait), fails with a 500, has removed a page, answers byte
// ranges, or is asked for search files by an escaped address. The visitor gets the current page on
// the next visit, never a removed one for good, the kept copy rather than an error page, what a
// range asks for, and search is never kept.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import { browserAvailable, useHarness, withPage, visit, distDir, root, PHONE } from '../browser-helpers/harness.mjs';
import { pageFile } from '../../scripts/build/html.mjs';

/** Longer than the worker waits for the network before it answers with its kept copy. */
const SLOW_MS = 4500;

if (browserAvailable(test)) {
  const h = useHarness(test, 'worker on a poor network');
  let served; // a copy of the build, served with answers the test decides
  const control = { delay: new Map(), status: new Map() };
  test.before(async () => {
    h.ready();
    const { startStaticServer } = await import(join(root, 'scripts/lib/static-server.mjs'));
    const dir = await mkdtemp(join(tmpdir(), 'worker-network-'));
    await cp(distDir, dir, { recursive: true });
    const onRequest = async (req, res) => {
      const path = new URL(req.url, 'http://x').pathname;
      const wait = control.delay.get(path);
      if (wait) await new Promise((r) => setTimeout(r, wait));
      const status = control.status.get(path);
      if (status) {
        res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(`<h1>Status ${status}</h1>`);
        return true;
      }
      if (req.headers.range && path === '/share.png') {
        // As nginx or a CDN answers a range: 206 and the bytes asked for.
        const [, from, to] = /bytes=(\d+)-(\d+)/.exec(req.headers.range);
        const bytes = (await readFile(join(dir, 'share.png'))).subarray(Number(from), Number(to) + 1);
        res.writeHead(206, { 'Content-Type': 'image/png', 'Content-Range': `bytes ${from}-${to}/*`, 'Content-Length': bytes.length });
        res.end(bytes);
        return true;
      }
      return false;
    };
    const server = await startStaticServer({ root: dir, port: 0, host: '127.0.0.1', onRequest });
    served = { dir, server, site: { ...h, url: server.url, origin: new URL(server.url).origin } };
  });
  test.after(async () => {
    await served?.server.close();
    if (served) await rm(served.dir, { recursive: true, force: true });
  });

  /** Waits until the service worker controls the page and has kept its files. */
  const workerReady = (page) => page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((ok) => navigator.serviceWorker.addEventListener('controllerchange', ok, { once: true }));
  });
  const h1 = (page) => page.locator('h1').first().innerText();

  test('slow, failing, removed, ranged and escaped: the worker answers as a visitor needs', async () => {
    const { site, dir } = served;
    const kept = new Set(['/', ...h.manifest.site.offline.pages]);
    const [a, b, c] = h.routes.filter((r) => !kept.has(r.path) && !r.path.startsWith('/es')).slice(0, 3);
    await withPage(site, PHONE, async (p, check) => {
      const { page } = p;
      await visit(p, site, '/');
      await workerReady(page);
      for (const r of [a, b, c]) await page.goto(site.url + r.path, { waitUntil: 'load' });

      // Steadily slow: the kept copy answers at once, and the page that arrives late replaces it.
      const file = pageFile(dir, a.path);
      await writeFile(file, (await readFile(file, 'utf8')).replace(`>${a.title}</h1>`, `>${a.title} (updated)</h1>`));
      control.delay.set(a.path, SLOW_MS);
      await page.goto(site.url + a.path, { waitUntil: 'load' });
      check.eq(await h1(page), a.title, 'a slow answer: the kept copy first');
      await page.waitForTimeout(SLOW_MS);
      await page.goto(site.url + a.path, { waitUntil: 'load' });
      check.eq(await h1(page), `${a.title} (updated)`, 'the next visit, as slow: the page that arrived late');

      // A removed page, on a slow connection: its late 404 removes the kept copy.
      await rm(pageFile(dir, b.path));
      control.delay.set(b.path, SLOW_MS);
      await page.goto(site.url + b.path, { waitUntil: 'load' });
      await page.waitForTimeout(SLOW_MS);
      const gone = await page.goto(site.url + b.path, { waitUntil: 'load' });
      check.eq(gone?.status(), 404, 'a removed page is not served from the kept copy for good');

      // A server error: the kept copy answers, not the error page.
      control.status.set(c.path, 500);
      const failing = await page.goto(site.url + c.path, { waitUntil: 'load' });
      check.eq(failing?.status(), 200, 'a 500 leaves the kept copy to answer');
      check.eq(await h1(page), c.title, 'the kept copy of the page');

      // A byte range goes to the server as asked, and its 206 reaches the page.
      const range = await page.evaluate(async () => {
        try {
          const r = await fetch('/share.png', { headers: { Range: 'bytes=0-9' } });
          return { status: r.status, bytes: (await r.arrayBuffer()).byteLength };
        } catch (e) { return { error: String(e) }; }
      });
      check.eq(JSON.stringify(range), JSON.stringify({ status: 206, bytes: 10 }), 'a range request through the worker');

      // Search files are never kept, however their address is written.
      await page.evaluate(() => fetch('/%70agefind/pagefind.js').then((r) => r.text()));
      const keptSearch = await page.evaluate(async () => {
        const urls = [];
        for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(req.url);
        return urls.filter((u) => decodeURIComponent(new URL(u).pathname).startsWith('/pagefind/'));
      });
      check.none(keptSearch, 'a search file in the worker\'s caches');
    }, { serviceWorkers: 'allow' });
  });

  test.run();
}
