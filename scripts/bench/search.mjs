// npm run bench, search rows: the index's build time and size, the bytes a cold first query
// transfers (our search code, Pagefind's library, WebAssembly, index chunks and fragments), and
// keystroke-to-results time in Chromium (median of 20 queries, warm index).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { kb, listFiles, median, sec, table } from './support/first-load.mjs';
import { relevanceScores, relevanceSet, runRelevanceByLanguage, scoresByLanguage } from './support/relevance.mjs';
import { root } from '../lib/paths.mjs';
import { isHydrated } from './slow-phone.mjs';

const QUERIES = ['grounding', 'worksheet', 'trauma', 'crisis', 'tf-cbt', 'anxiety', 'video', 'family', 'school', 'screening',
  'relaxation', 'telehealth', 'racial', 'latinx', 'native', 'autism', 'motivation', 'thoughts', 'exposure', 'suicide'];

/** Loads a page as a visitor meets it, and starts the app the way a visitor's first input does
 * (src/boot/wake.ts: a page that has had no input never starts it), with a key that types
 * nothing; then waits until the app has hydrated the page (its search shortcut works from then),
 * so the figures below are the search's own, not the app's start. */
export async function openStarted(page, url, path = '/') {
  await page.goto(`${url}${path}`, { waitUntil: 'load' });
  await page.keyboard.press('Shift');
  await page.waitForFunction(isHydrated, null, { timeout: 30_000 });
  await page.waitForTimeout(300);
}

/** Opens the header search in a fresh page (empty cache) and types a query; counts the bytes the
 * server sent for it (counted at the server, so requests of Pagefind's web worker are included). */
async function coldQuery(browser, server, query) {
  // No service worker: its install fetches the offline copies, which are not the search's bytes.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await openStarted(page, server.url);
  const mark = server.sent.length;
  const t0 = Date.now();
  await page.keyboard.press('/');
  await page.locator('#site-search-input').fill(query);
  await page.waitForFunction((q) => (document.querySelector('#site-search [role="status"]')?.textContent ?? '').includes(`“${q}”`), query, { timeout: 30_000 });
  const ms = Date.now() - t0;
  await page.waitForTimeout(500);
  await context.close();
  const files = server.sent.slice(mark);
  const sum = (f) => files.filter(f).reduce((n, x) => n + x.bytes, 0);
  return {
    ms, total: sum(() => true), files: files.length,
    code: sum((f) => f.path.startsWith('/assets/')), library: sum((f) => /\/pagefind\/(pagefind.*\.js|wasm\.)/.test(f.path)),
    index: sum((f) => /\.(pf_meta|pf_index|pf_filter)$/.test(f.path) || f.path.endsWith('pagefind-entry.json')),
    fragments: sum((f) => f.path.endsWith('.pf_fragment')),
  };
}

/** Keystroke to painted results, warm: the box holds all but the last letter; time the last one. */
async function warmKeystrokes(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await openStarted(page, url);
  await page.keyboard.press('/');
  const box = page.locator('#site-search-input');
  const waitFor = (q) => page.waitForFunction((q) => (document.querySelector('#site-search [role="status"]')?.textContent ?? '').includes(`“${q}”`), q, { timeout: 30_000 });
  await box.fill('warm up');
  await waitFor('warm up');
  const times = [];
  for (const q of QUERIES) {
    await box.fill(q.slice(0, -1));
    await waitFor(q.slice(0, -1));
    await page.evaluate((q) => {
      window.__done = new Promise((resolve) => {
        const input = document.getElementById('site-search-input');
        let t0 = 0;
        input.addEventListener('keydown', (e) => { t0 = e.timeStamp; }, { once: true });
        const mo = new MutationObserver(() => {
          if (!(document.querySelector('#site-search [role="status"]')?.textContent ?? '').includes(`“${q}”`)) return;
          mo.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - t0));
        });
        mo.observe(document.getElementById('site-search'), { subtree: true, childList: true, characterData: true });
      });
    }, q);
    await page.keyboard.press(q.slice(-1));
    times.push(await page.evaluate(() => window.__done));
  }
  await context.close();
  return { n: times.length, medianMs: median(times), maxMs: Math.max(...times) };
}

const indexBytes = (dist) => listFiles(join(dist, 'pagefind')).reduce((n, f) => n + f.size, 0);

/** The site's server, counting every response body it sends (gzip where asked for), by path: server.sent. */
export async function countingServer(dist) {
  const { startStaticServer } = await import('../lib/static-server.mjs');
  const sent = [];
  const count = (req, res) => {
    const end = res.end.bind(res);
    res.end = (data, ...rest) => {
      if (data) sent.push({ path: (req.url ?? '').split('?')[0], bytes: data.length });
      return end(data, ...rest);
    };
    return false;
  };
  return Object.assign(await startStaticServer({ root: dist, port: 0, onRequest: count }), { sent });
}

/** The relevance set through the search page (the route holding the searchResults block), each
 * language's queries through its own (/es/search): the scores of all, and of each language. */
async function relevance(browser, url, manifest) {
  const path = manifest.routes.find((r) => r.blocks.some((b) => b.type === 'searchResults'))?.path;
  if (!path) return undefined;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const runs = await runRelevanceByLanguage(page, relevanceSet(root), path, (p) => openStarted(page, url, p));
  await context.close();
  return { ...relevanceScores(runs), byLanguage: scoresByLanguage(runs) };
}

async function measure(dist, { chromium, warm, manifest }) {
  const { chromium: pw } = await import('playwright-core');
  const server = await countingServer(dist);
  const browser = await pw.launch(chromium);
  try {
    const cold = await coldQuery(browser, server, 'grounding');
    return {
      cold, warm: warm ? await warmKeystrokes(browser, server.url) : undefined, indexBytes: indexBytes(dist),
      relevance: manifest ? await relevance(browser, server.url, manifest) : undefined,
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

const row = (label, build, m) => [label, sec(build.timings?.searchIndex), build.search ? `${build.search.pages} pages + ${build.search.resources} resources` : '',
  `${kb(m.indexBytes)}`, `${kb(m.cold.total)} in ${m.cold.files} files`, `${kb(m.cold.code)} / ${kb(m.cold.library)} / ${kb(m.cold.index)} / ${kb(m.cold.fragments)}`,
  m.warm ? `${m.warm.medianMs.toFixed(1)} ms (max ${m.warm.maxMs.toFixed(1)})` : '', build.searchPeakMB ? `${build.searchPeakMB} MB` : ''];
const HEAD = ['search', 'index build', 'records', 'index on disk', 'cold first query', 'our code / library+wasm / index / fragments', 'keystroke → results (warm, median of 20)', 'indexer peak RSS'];

export default {
  name: 'search',
  async real(ctx) {
    const m = await measure(ctx.realDist, { chromium: ctx.chromium, warm: true, manifest: JSON.parse(readFileSync(join(root, 'data/site.json'), 'utf8')) });
    const r = m.relevance;
    const pct = (x) => `${(x * 100).toFixed(1)} %`;
    const names = { en: 'English', es: 'Spanish' };
    const perLanguage = r ? Object.entries(r.byLanguage).map(([lang, x]) => `\n  ${names[lang] ?? lang} (${x.queries} queries): success@1 ${pct(x.at1)}, success@3 ${pct(x.at3)}`).join('') : '';
    const relevanceText = r ? `\nRelevance (test/relevance/queries.json, ${r.queries} queries): success@1 ${pct(r.at1)}, success@3 ${pct(r.at3)}${perLanguage}${r.missed.length ? `\n  missed: ${r.missed.join('\n  missed: ')}` : ''}` : '';
    const es = r?.byLanguage.es;
    return {
      data: { ...m, indexMs: ctx.realBuild.timings?.searchIndex, records: ctx.realBuild.search },
      text: `Search (real site)\n${table(HEAD, [row('real site', ctx.realBuild, m)])}${relevanceText}`,
      targets: [
        ...(r ? [
          { name: 'search relevance: success@3 >= 90 %', pass: r.at3 >= 0.9, value: pct(r.at3) },
          { name: 'search relevance: success@1 >= 70 %', pass: r.at1 >= 0.7, value: pct(r.at1) },
        ] : []),
        ...(es ? [{ name: 'search relevance, Spanish queries on the Spanish index: success@3 >= 90 %', pass: es.at3 >= 0.9, value: pct(es.at3) }] : []),
        { name: 'search: cold first query <= 150 KB', pass: m.cold.total <= 150 * 1024, value: kb(m.cold.total) },
        { name: 'search: warm keystroke to painted results, median <= 50 ms', pass: m.warm.medianMs <= 50, value: `${m.warm.medianMs.toFixed(1)} ms` },
      ],
    };
  },
  async synthetic(ctx, site) {
    const m = await measure(site.dist, { chromium: ctx.chromium, warm: false });
    const n = `${site.routes.toLocaleString('en')} routes:`;
    const targets = [{ name: `${n} search: cold first query <= 300 KB`, pass: m.cold.total <= 300 * 1024, value: kb(m.cold.total) }];
    if (site.routes >= 10000) {
      targets.push({ name: `${n} search index build <= 30 s`, pass: site.build.timings?.searchIndex <= 30_000, value: sec(site.build.timings?.searchIndex) });
      // The build's peak memory, indexer included, is a target of bench.mjs (every process sampled together).
    }
    return { data: { routes: site.routes, ...m, indexMs: site.build.timings?.searchIndex }, text: `Search (${n.slice(0, -1)})\n${table(HEAD, [row(n.slice(0, -1), site.build, m)])}`, targets };
  },
};
