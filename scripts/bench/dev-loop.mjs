// Bench section: save-to-reload of `npm start`. The dev server runs on a copy of the manifest; a
// tab's live-reload stream is open; one route's text is edited by an atomic save (temp file +
// rename, as editors do) and the time from the rename until the tab is told to reload is measured,
// several times.
// Targets: <= 300 ms on the real site (about 50 routes) and <= 1.5 s at 10,000 routes.
import { readFile, rename, rm, mkdir, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { startDev } from '../dev/server.mjs';
import { median, table } from './support/first-load.mjs';
import { root } from '../lib/paths.mjs';

const EDITS = 5;
/** The issue's targets: the real site (about 50 routes) and 10,000 routes; sizes between are reported only. */
const targetFor = (routes) => (routes >= 10_000 ? 1500 : routes <= 100 ? 300 : undefined);

/** Resolves with the time of the next 'reload' event on the stream. */
function reloadWatcher(url) {
  let waiting = null;
  const req = request(`${url}/__live`, (res) => {
    res.on('data', (d) => { if (String(d).includes('event: reload') && waiting) { waiting(performance.now()); waiting = null; } });
  });
  req.end();
  return {
    next: (ms) => new Promise((resolve, reject) => {
      const timer = setTimeout(() => { waiting = null; reject(new Error(`no reload within ${ms} ms of the save`)); }, ms);
      waiting = (t) => { clearTimeout(timer); resolve(t); };
    }),
    close: () => req.destroy(),
  };
}

async function measure(work, label, manifestText, routes) {
  const dir = join(work, `dev-loop-${label}`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const file = join(dir, 'site.json');
  await writeFile(file, manifestText);
  const startup = performance.now();
  const dev = await startDev({ manifestFile: file, outDir: join(dir, 'dist'), port: 0, log: () => {} });
  const startMs = Math.round(performance.now() - startup);
  const stream = reloadWatcher(dev.url);
  await new Promise((r) => setTimeout(r, 300));
  // A paragraph of a route in the middle of the list: its first prose paragraph.
  const m = JSON.parse(manifestText);
  const route = m.routes.slice(Math.floor(m.routes.length / 2)).find((r) => r.blocks.some((b) => b.type === 'prose'));
  const paragraph = route.blocks.find((b) => b.type === 'prose').paragraphs[0];
  const at = manifestText.indexOf(JSON.stringify(paragraph));
  const runs = [];
  try {
    for (let i = 0; i < EDITS; i++) {
      const text = `${manifestText.slice(0, at + 1)}Edit ${i}: ${manifestText.slice(at + 1)}`;
      let build;
      const off = dev.onBuild((b) => { build = b; });
      // The save is complete when the new file is in place: the clock starts there.
      await writeFile(`${file}.tmp`, text);
      await rename(`${file}.tmp`, file);
      const t0 = performance.now();
      const t1 = await stream.next(routes >= 10_000 ? 20_000 : 5_000);
      off();
      runs.push({ ms: Math.round(t1 - t0), buildMs: build?.ms, changed: build?.changed });
      await new Promise((r) => setTimeout(r, 200));
    }
  } finally {
    stream.close();
    await dev.close();
    await rm(dir, { recursive: true, force: true });
  }
  const ms = runs.map((r) => r.ms);
  const data = { routes, startMs, runs, medianMs: median(ms), maxMs: Math.max(...ms) };
  const targetMs = targetFor(routes);
  const text = `Save-to-reload, npm start, ${routes.toLocaleString('en')} routes (one route edited by an atomic save, ${EDITS} times; first build ${(startMs / 1000).toFixed(1)} s)\n`
    + table(['', 'median', 'max', 'builder (median)', 'routes rendered'], [['save -> reload', `${data.medianMs} ms`, `${data.maxMs} ms`, `${median(runs.map((r) => r.buildMs ?? 0))} ms`, runs.map((r) => r.changed ?? 'all').join(', ')]]);
  if (!targetMs) return { data, text, targets: [] };
  const target = { name: `${routes.toLocaleString('en')} routes: save-to-reload <= ${targetMs >= 1000 ? `${targetMs / 1000} s` : `${targetMs} ms`} (one-route edit, npm start)`, pass: data.maxMs <= targetMs, value: `median ${data.medianMs} ms, max ${data.maxMs} ms` };
  return { data, text, targets: [target] };
}

export default {
  name: 'devLoop',
  async real(ctx) {
    return measure(ctx.work, 'real', await readFile(join(root, 'data/site.json'), 'utf8'), ctx.realRaw.routes.length);
  },
  async synthetic(ctx, site) {
    return measure(ctx.work, `synthetic-${site.routes}`, await readFile(site.manifestFile, 'utf8'), site.routes);
  },
};
