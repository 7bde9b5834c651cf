// npm run bench, catalogue rows: the first load of the page holding the resource catalogue (its
// HTML lists at most LISTED resources, whatever the site's size), its data file, and a filter:
// the bytes it transfers (the search index answers it) and the time to the updated count.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUDGETS, firstLoad, gzipSize, kb, table } from '../lib/first-load.mjs';
import { countingServer } from './search.mjs';

/** The first route whose blocks include a resourceCatalogue without a guide (the whole catalogue). */
const cataloguePath = (raw) => raw?.routes?.find((r) => r.blocks?.some((b) => b.type === 'resourceCatalogue' && !b.guide))?.path;

async function filterInBrowser(dist, chromium, path) {
  const { chromium: pw } = await import('playwright-core');
  const server = await countingServer(dist);
  const browser = await pw.launch(chromium);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
    const select = page.locator('main form[aria-label="Filter resources"] select').first();
    await select.waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => [...document.querySelectorAll('#root *')].every((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))), null, { timeout: 30_000 });
    const mark = server.sent.length;
    const t0 = Date.now();
    await select.selectOption('video');
    await page.waitForFunction(() => /: Video$/.test(document.querySelector('main [data-pagefind-ignore] [role="status"]')?.textContent ?? ''), null, { timeout: 30_000 });
    const ms = Date.now() - t0;
    await page.waitForTimeout(300);
    const found = Number(/^(\d+)/.exec(await page.locator('main [data-pagefind-ignore] [role="status"]').first().textContent())?.[1]);
    return { ms, bytes: server.sent.slice(mark).reduce((n, x) => n + x.bytes, 0), found };
  } finally {
    await browser.close();
    await server.close();
  }
}

async function measure(dist, raw, chromium) {
  const path = cataloguePath(raw);
  if (!path) return undefined;
  const load = firstLoad(dist, path);
  const data = readFileSync(join(dist, path, 'catalogue.json'));
  const json = JSON.parse(data);
  return { path, html: load.html, js: load.js, total: json.total, listed: json.items.length, dataGzip: gzipSize(data), filter: await filterInBrowser(dist, chromium, path) };
}

const HEAD = ['catalogue', 'resources', 'listed in the page', 'first load HTML / JS', 'data file (gzip)', 'filter "Video": bytes, time to count'];
const row = (label, m) => [label, m.total.toLocaleString('en'), m.listed, `${kb(m.html)} / ${kb(m.js)}`, kb(m.dataGzip), `${kb(m.filter.bytes)}, ${m.filter.ms} ms (${m.filter.found} found)`];

export default {
  name: 'catalogue',
  async real(ctx) {
    const m = await measure(ctx.realDist, ctx.realRaw, ctx.chromium);
    if (!m) return { data: null, text: 'Catalogue: no page holds a resourceCatalogue', targets: [] };
    return { data: m, text: `Catalogue (${m.path}, real site)\n${table(HEAD, [row('real site', m)])}`, targets: [] };
  },
  async synthetic(ctx, site) {
    const raw = JSON.parse(readFileSync(site.manifestFile, 'utf8'));
    const m = await measure(site.dist, raw, ctx.chromium);
    if (!m) return { data: null, text: '', targets: [] };
    const n = `${site.routes.toLocaleString('en')} routes:`;
    return {
      data: { routes: site.routes, ...m },
      text: `Catalogue (${m.path}, ${n.slice(0, -1)})\n${table(HEAD, [row(n.slice(0, -1), m)])}`,
      targets: [
        { name: `${n} ${m.path} first-load HTML <= ${kb(BUDGETS.html)}`, pass: m.html <= BUDGETS.html, value: kb(m.html) },
        { name: `${n} ${m.path} first-load JS <= ${kb(BUDGETS.js)}`, pass: m.js <= BUDGETS.js, value: kb(m.js) },
      ],
    };
  },
};
