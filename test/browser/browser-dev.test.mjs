// `npm start` in Chromium: a save with problems puts them over the open tab (file:line:col, data
// path, message; accessible, styled under the site's Content-Security-Policy) while the last good
// build stays on screen; the save that fixes them reloads the tab, and the overlay is gone.
import { test } from 'uvu';
import { readFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  browserAvailable, CHROMIUM_ARGS, Checks, describeViolations, DESKTOP, findChromium, norm, printStats, root, runAxe, stats,
} from '../browser-helpers/harness.mjs';

if (browserAvailable(test)) {
  const dir = join(root, '.cache/browser-dev');
  const file = join(dir, 'site.json');
  const original = readFileSync(join(root, 'data/site.json'), 'utf8');
  const site = JSON.parse(original);
  const route = site.routes.find((r) => r.path !== '/' && r.blocks.some((b) => b.type === 'prose'));
  const sentence = route.blocks.find((b) => b.type === 'prose').paragraphs[0];
  const save = async (text) => { await writeFile(`${file}.tmp`, text); await rename(`${file}.tmp`, file); };
  let dev;
  let browser;

  test.before(async () => {
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    await writeFile(file, original);
    const { startDev } = await import('../../scripts/dev/server.mjs');
    dev = await startDev({ manifestFile: file, outDir: join(dir, 'dist'), port: 0, log: () => {} });
    const { chromium } = await import('playwright-core');
    browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  });
  test.after(async () => {
    await browser?.close().catch(() => {});
    await dev?.close();
    printStats('dev overlay');
  });

  test('a bad save shows its problems over the page (last good build underneath); the fix reloads and clears them', async () => {
    const c = new Checks();
    // The site's own policy applies: the overlay must work under it.
    const context = await browser.newContext({ viewport: DESKTOP.viewport });
    await context.addInitScript(() => {
      window.__violations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const page = await context.newPage();
    const axeContext = await browser.newContext({ viewport: DESKTOP.viewport, bypassCSP: true }); // axe is injected as a script
    try {
      await page.goto(`${dev.url}${route.path}`, { waitUntil: 'load' });
      await page.waitForTimeout(300); // the live-reload stream connects
      c.eq(norm(await page.locator('h1').first().textContent()), norm(route.title), 'the page before the edit');

      const broken = original.replace(sentence, `${sentence} NeverShown`).replace('"type": "prose"', '"type": "carousel"');
      await save(broken);
      const overlay = page.locator('#dev-build-problems');
      await overlay.locator('li').first().waitFor({ timeout: 15_000 }).catch(() => {});
      const items = await overlay.locator('li').allTextContents();
      c.eq(items.length, 1, 'one problem shown');
      c.ok(/\.cache\/browser-dev\/site\.json:\d+:\d+/.test(items[0] ?? ''), `file:line:col shown (${items[0]})`);
      c.ok(/routes\[\d+\]\.blocks\[\d+\]\.type/.test(items[0] ?? ''), 'the data path shown');
      c.ok((items[0] ?? '').includes('unknown block type "carousel"'), 'the message shown');
      c.eq(norm(await overlay.getByRole('alert').textContent()), 'The last save has 1 problem', 'announced as an alert');
      c.eq(await overlay.locator('section').evaluate((e) => getComputedStyle(e).position), 'fixed', 'styled (its stylesheet loads under the policy)');
      c.ok(await overlay.getByRole('button', { name: 'Hide' }).isVisible(), 'a Hide button');
      c.ok(!(await page.content()).includes('NeverShown'), 'the page is still the last good build');
      c.eq(norm(await page.locator('h1').first().textContent()), norm(route.title), 'the last good page stays on screen');
      c.eq(await page.evaluate(() => window.__violations.join(', ')), '', 'no Content-Security-Policy violation with the overlay');

      // A tab opened now sees the problems at once; axe finds nothing in the overlay.
      const late = await axeContext.newPage();
      await late.goto(`${dev.url}${route.path}`, { waitUntil: 'load' });
      await late.locator('#dev-build-problems li').first().waitFor({ timeout: 5000 }).catch(() => {});
      c.eq(await late.locator('#dev-build-problems li').count(), 1, 'a tab opened while the build fails shows the problems');
      const violations = await runAxe(late);
      stats.axeRuns++;
      c.none(describeViolations(violations, `${route.path} with the problems overlay`), 'axe with the overlay');

      // The fix: the tab reloads with the new page, and the overlay is gone.
      const reloaded = page.waitForEvent('load', { timeout: 15_000 }).catch(() => null);
      await save(original.replace(sentence, `${sentence} FixedAndShown`));
      c.ok(await reloaded, 'the tab reloads after the fix');
      await page.waitForLoadState('load');
      c.ok((await page.content()).includes('FixedAndShown'), 'the fixed page is shown');
      c.eq(await page.locator('#dev-build-problems').count(), 0, 'the overlay is gone');
      c.eq(await page.evaluate(() => window.__violations.join(', ')), '', 'no Content-Security-Policy violation after the reload');
    } finally {
      await context.close();
      await axeContext.close();
    }
    c.done();
  });

  test.run();
}
