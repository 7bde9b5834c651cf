// Performance budgets: builds the real site and checks each route's first load (gzip -9, empty
// cache) against the budgets, and that the build keeps data and validation out of the browser.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../scripts/build/pipeline.mjs';
import { root } from '../../scripts/lib/paths.mjs';
import { OFFLINE_BUDGET, precacheSize } from '../../scripts/bench/support/precache.mjs';
import { BUDGETS, filesWithAllTitles, firstLoad, htmlFile, kb, listFiles, renderBlockingScripts, table } from '../../scripts/bench/support/first-load.mjs';

const out = join(root, '.cache/budget-dist');
let result;
let loads;

test.before(async () => {
  result = await buildSite({ outDir: out, log: null, withManifest: true });
  const cache = new Map();
  loads = [...result.manifest.routes.map((r) => r.path), '/404.html'].map((p) => firstLoad(out, p, { cache }));
});

test('every route loads within the JS, CSS and HTML budgets (gzip, empty cache)', () => {
  const over = [];
  for (const l of loads) {
    for (const kind of ['js', 'css', 'html']) {
      if (l[kind] <= BUDGETS[kind]) continue;
      const largest = l.files.filter((f) => f.kind === kind).sort((a, b) => b.gzip - a.gzip).slice(0, 2)
        .map((f) => `${f.url} ${kb(f.gzip)}`).join(', ');
      over.push([l.route, kind.toUpperCase(), kb(l[kind]), kb(BUDGETS[kind]), `+${kb(l[kind] - BUDGETS[kind])}`, largest]);
    }
  }
  if (over.length) {
    console.log(`\nOver budget (${over.length} route/kind pairs):\n`);
    console.log(table(['route', 'kind', 'gzip', 'budget', 'over by', 'largest files (gzip)'], over));
  }
  const worst = (kind) => Math.max(...loads.map((l) => l[kind]));
  assert.is(over.length, 0, `${over.length} route/kind pairs over budget; largest JS ${kb(worst('js'))}, CSS ${kb(worst('css'))}, HTML ${kb(worst('html'))}`);
});

test('the measurement sees the whole app: React, the entry and its chunks, and the stylesheet', () => {
  for (const l of loads) {
    // React and react-dom alone are ~69 KB gzip: less than 50 KB means scripts went uncounted.
    assert.ok(l.js > 50 * 1024, `${l.route}: only ${kb(l.js)} of JavaScript found`);
    assert.ok(l.css > 1024, `${l.route}: only ${kb(l.css)} of CSS found`);
    assert.ok(l.files.some((f) => f.kind === 'js' && /\/main-[A-Z0-9]+\.js$/.test(f.url)), `${l.route}: no main entry`);
  }
});

test('no file in dist/assets holds every route (route data stays per route)', () => {
  const titles = result.manifest.routes.map((r) => r.title);
  if (titles.length < 3) return;
  const offenders = filesWithAllTitles(listFiles(join(out, 'assets')), titles).map((f) => f.slice(out.length));
  assert.equal(offenders, [], `these files contain the title of every route: ${offenders.join(', ')}`);
});

test('offline: the service worker keeps at most 200 KB (gzip), a fixed set whatever the number of routes; registering it costs under 1 KB', () => {
  const size = precacheSize(out);
  assert.ok(size, 'the site asks for offline use, so the build writes dist/sw.js');
  assert.ok(size.bytes <= OFFLINE_BUDGET, `precache ${kb(size.bytes)} of ${kb(OFFLINE_BUDGET)}`);
  const list = JSON.parse(/const PRECACHE = (\[.*\]);/.exec(readFileSync(join(out, 'sw.js'), 'utf8'))[1]);
  const kept = result.manifest.routes.map((r) => r.path).filter((p) => list.includes(p));
  assert.equal(kept, result.manifest.routes.map((r) => r.path).filter((p) => result.manifest.site.offline.pages.includes(p)), 'the only routes kept are site.offline.pages');
  // The loader registers it (src/boot/loader.ts), so a page read without starting the app is kept too.
  const registering = [result.metafile, result.bootMetafile].flatMap((m) => Object.values(m.outputs)).map((o) => o.inputs['src/boot/offline.ts']?.bytesInOutput ?? 0).reduce((a, b) => a + b, 0);
  assert.ok(registering > 0 && registering < 1024, `registering the worker: ${registering} B minified`);
});

test('zod (validation) is not in the browser bundle', () => {
  const zod = Object.keys(result.metafile.inputs).filter((k) => /(^|[\\/])node_modules[\\/]zod[\\/]/.test(k));
  assert.equal(zod.slice(0, 5), [], `the browser bundle includes ${zod.length} zod modules`);
});

test('no render-blocking script in <head> (only type=module, async or defer)', () => {
  const blocking = loads.flatMap((l) => renderBlockingScripts(readFileSync(htmlFile(out, l.route), 'utf8')).map((s) => `${l.route}: ${s}`));
  assert.equal(blocking, [], `render-blocking scripts:\n${blocking.join('\n')}`);
});

test.run();
