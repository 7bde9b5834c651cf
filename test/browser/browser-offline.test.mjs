// Offline use in a real browser, with the built service worker: after one visit to "/", the
// network is cut; the crisis pages (site.offline.pages) and a page visited before still open and
// show the 988 line; a page never visited shows the offline page with the crisis lines (axe);
// a second build with a changed crisis number reaches the visitor on the next online load. Also:
// the app is installable (Chromium's own check) with the crisis page as its shortcut, and the
// phone menu opens and closes without JavaScript.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  browserAvailable, useHarness, withPage, visit, runAxe, describeViolations, stats, distDir, root, PHONE, findChromium, CHROMIUM_ARGS,
} from '../browser-helpers/harness.mjs';

if (browserAvailable(test)) {
  const h = useHarness(test, 'offline');
  let served; // a copy of the build the test may replace, and its own server
  test.before(async () => {
    h.ready();
    const { startStaticServer } = await import(join(root, 'scripts/lib/static-server.mjs'));
    const dir = await mkdtemp(join(tmpdir(), 'offline-site-'));
    await cp(distDir, dir, { recursive: true });
    const server = await startStaticServer({ root: dir, port: 0, host: '127.0.0.1' });
    served = { dir, server, site: { ...h, url: server.url, origin: new URL(server.url).origin } };
  });
  test.after(async () => {
    await served?.server.close();
    if (served) await rm(served.dir, { recursive: true, force: true });
  });

  const offline = () => h.manifest.site.offline;
  /** Waits until the service worker has kept its files and controls the page. */
  const workerReady = (page) => page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((ok) => navigator.serviceWorker.addEventListener('controllerchange', ok, { once: true }));
    return reg.active?.scriptURL;
  });
  const versionOf = async (dir) => /const BUILD = "([^"]+)"/.exec(await readFile(join(dir, 'sw.js'), 'utf8'))[1];
  /** Waits until the worker of this version has kept its files and removed every older cache. */
  async function cachesHold(page, version) {
    for (let i = 0; i < 150; i++) {
      const keys = await page.evaluate(() => caches.keys());
      if (keys.length > 0 && keys.every((k) => k.endsWith(`-${version}`))) return true;
      await page.waitForTimeout(100);
    }
    return false;
  }

  test('offline after one visit: crisis pages and a visited page open with tel:988, an unvisited page shows the offline page; a new crisis number arrives online', async () => {
    const { site, dir } = served;
    await withPage(site, PHONE, async (p, c) => {
      const { page, context } = p;
      await visit(p, site, '/');
      c.ok((await workerReady(page))?.endsWith('/sw.js'), 'the service worker controls the page');
      c.ok(await cachesHold(page, await versionOf(dir)), 'the worker kept its files');
      const visited = h.routes.find((r) => r.path === '/about') ?? h.routes[1];
      await visit(p, site, visited.path);

      await context.setOffline(true);
      // '/' registered the worker: it loaded before there was one, and is kept all the same.
      for (const path of [...offline().pages, visited.path, '/']) {
        const res = await page.goto(site.url + path, { waitUntil: 'load' });
        c.eq(res?.status(), 200, `${path} opens offline`);
        c.ok(await page.locator('a[href="tel:988"]').count() > 0 || [visited.path, '/'].includes(path), `${path} shows tel:988`);
        c.eq(await page.locator('h1').first().innerText(), h.routes.find((r) => r.path === path).title, `${path} is itself`);
      }
      // The crisis page (the first kept) shows what to do right now offline too.
      await page.goto(site.url + offline().pages[0], { waitUntil: 'load' });
      c.eq(await page.locator('main [data-crisis-steps] li').count(), h.manifest.site.crisis.steps.items.length, `${offline().pages[0]} shows what to do right now offline`);
      const unvisited = h.routes.find((r) => ![...offline().pages, visited.path, '/'].includes(r.path)).path;
      await page.goto(site.url + unvisited, { waitUntil: 'load' });
      c.eq(await page.locator('h1').first().innerText(), offline().title, `${unvisited} (never visited) shows the offline page`);
      c.ok(await page.locator('a[href="tel:988"]').count() > 0, 'with the crisis lines');
      // Search is never kept: it says so, and the page stays as it is.
      await visit(p, site, offline().pages[0]);
      // Chromium (150) leaves navigator.onLine true on a document its service worker served while
      // the context is offline, as no device does: the emulation is applied again to this document.
      if (await page.evaluate(() => navigator.onLine)) { await context.setOffline(false); await context.setOffline(true); }
      c.eq(await page.evaluate(() => navigator.onLine), false, 'the page knows it is offline');
      await page.keyboard.press('/');
      await page.keyboard.type('grounding');
      await page.waitForFunction(() => /not available offline/.test(document.querySelector('#site-search [role="status"]')?.textContent ?? ''), null, { timeout: 10_000 }).catch(() => {});
      const said = await page.locator('#site-search [role="status"]').first().textContent({ timeout: 2000 }).catch(() => '(no status)') ?? '';
      c.ok(/not available offline/.test(said), `search says it is not available offline (it says: ${said})`);
      c.eq(await page.locator('h1').first().innerText(), h.routes.find((r) => r.path === offline().pages[0]).title, 'and the page is still there');
      await page.keyboard.press('Escape');

      // A new deploy that changes a crisis number: seen on the next online visit, and kept.
      const line = h.manifest.site.crisis.lines.at(-1);
      const before = line.bullets[0];
      const after = before.replace(/\d(?=\D*$)/, (d) => String((Number(d) + 1) % 10));
      const raw = JSON.parse(await readFile(join(root, 'data/site.json'), 'utf8'));
      raw.site.crisis.lines.at(-1).bullets[0] = after;
      const file = join(dir, '..', `offline-manifest-${Date.now()}.json`);
      await writeFile(file, JSON.stringify(raw));
      const { buildSite } = await import(join(root, 'scripts/build/pipeline.mjs'));
      const next = await mkdtemp(join(tmpdir(), 'offline-next-'));
      try {
        await buildSite({ manifest: file, outDir: next, log: null });
        // As a host deploys: the new files, then the worker that names them, so the browser (which
        // checks for a new worker whenever a page registers it) never installs it before its files.
        await cp(next, dir, { recursive: true, force: true, filter: (src) => src !== join(next, 'sw.js') });
        await cp(join(next, 'sw.js'), join(dir, 'sw.js'), { force: true });
      } finally {
        await rm(next, { recursive: true, force: true });
        await rm(file, { force: true });
      }
      await context.setOffline(false);
      // axe comes from another origin, so the offline page is checked online, at its own address.
      await page.goto(`${site.url}/offline`, { waitUntil: 'load' });
      const v = await runAxe(page);
      stats.axeRuns++;
      c.none(describeViolations(v, 'the offline page'), 'axe');
      // The next online visit shows the new number (pages come from the network first), and the
      // browser finds the changed worker, which installs and replaces the old caches.
      await page.goto(site.url + offline().pages[0], { waitUntil: 'domcontentloaded', timeout: 60_000 });
      const online = await page.locator('main').innerText();
      c.ok(online.includes(after) && !online.includes(before), `online, ${offline().pages[0]} shows the new number "${after}"`);
      c.ok(await cachesHold(page, await versionOf(dir)), 'the next online visit installs the new worker, which removes the old caches');
      await context.setOffline(true);
      await page.goto(site.url + offline().pages[0], { waitUntil: 'load' });
      const text = await page.locator('main').innerText();
      c.ok(text.includes(after) && !text.includes(before), `offline again, ${offline().pages[0]} shows the new number "${after}"`);
      await context.setOffline(false);
    }, { serviceWorkers: 'allow' });
  });

  test('installable: the web manifest and icons pass Chromium\'s check; the crisis page is a shortcut', async () => {
    const { site } = served;
    // A profile of its own: Chromium never offers to install from an incognito context.
    const { chromium } = await import('playwright-core');
    const profile = await mkdtemp(join(tmpdir(), 'offline-profile-'));
    const context = await chromium.launchPersistentContext(profile, { executablePath: findChromium(), args: CHROMIUM_ARGS });
    try {
      const page = context.pages()[0] ?? await context.newPage();
      await page.goto(`${site.url}/`, { waitUntil: 'load' });
      await page.evaluate(() => navigator.serviceWorker.ready);
      const { installabilityErrors } = await (await context.newCDPSession(page)).send('Page.getInstallabilityErrors');
      assert.is(installabilityErrors.map((e) => e.errorId).join(', '), '', 'no installability errors');
      const manifest = await (await fetch(`${site.url}/manifest.webmanifest`)).json();
      assert.is(manifest.shortcuts?.[0]?.url, offline().pages[0], 'the first crisis page is the shortcut');
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });

  test('without JavaScript the phone menu opens and closes, and lists the guides', async () => {
    const { site } = served;
    await withPage(site, PHONE, async (p, c) => {
      await visit(p, site, '/', { js: false });
      const summary = p.page.locator('header details > summary');
      c.ok(await summary.isVisible(), 'a menu button shows');
      await summary.click();
      c.ok(await p.page.locator('header details[open] nav a').first().isVisible(), 'it opens the menu');
      for (const g of h.manifest.navigation.groups) c.ok(await p.page.locator('header details nav', { hasText: g.title }).count() > 0, `listing ${g.title}`);
      await summary.click();
      c.eq(await p.page.locator('header details').getAttribute('open'), null, 'and closes it');
    }, { javaScriptEnabled: false });
  });

  test.run();
}
