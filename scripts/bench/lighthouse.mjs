// npm run bench, Lighthouse's mobile scores of the routes the TBT section samples (one per home
// and block type and language), when the lighthouse package is installed (it is not a dependency:
// npm i --no-save lighthouse to try it; without it the section says it was skipped, and fails no
// target). Lighthouse's own mobile profile: a Moto G Power's screen, CPU 4x slower and a slow 4G
// connection, simulated. Targets: performance 100 and TBT <= 50 ms on every page, the score the
// phone gets when the page costs nothing while it is read; LCP and CLS beside them. Each route is
// run RUNS times (--lighthouse-runs=N), round after round, and its timings and performance are the
// median of its runs, as Lighthouse's own guidance on variability advises (on this machine one
// run's TBT of a long page swings by 100 ms); accessibility, best practices and CLS are its worst run's.
// The machine's load average at the start and end of the runs is printed with them: each run's
// task times are measured at full speed and scaled up, so another program's work shows as blocking.
// A route over the TBT target is run again as a person's phone would load it (Lighthouse's applied
// throttling: the page really loads at CPU 4x over the slow connection), and that TBT is printed
// beside the simulated one: simulation scales up a load made at full speed, where the page paints
// before it has been read in full and lays the rest out after the first paint; on the phone the
// page has usually arrived whole by its first paint. The target stays the simulated figure.
//   npm run bench -- --only lighthouse [--lighthouse-runs=5]
import { loadavg } from 'node:os';
import { median, table } from './support/first-load.mjs';
import { routeSample, TBT_TARGET_MS } from './tbt.mjs';

const args = process.argv.slice(2);
const RUNS = Math.max(1, Number(args.find((a) => a.startsWith('--lighthouse-runs='))?.slice(18) ?? 3));

/** One route's runs as one row: the median of timings and performance, the worst of the rest. */
const summary = (runs) => ({
  performance: median(runs.map((r) => r.performance)),
  accessibility: Math.min(...runs.map((r) => r.accessibility)),
  'best-practices': Math.min(...runs.map((r) => r['best-practices'])),
  lcpMs: Math.round(median(runs.map((r) => r.lcpMs))), fcpMs: Math.round(median(runs.map((r) => r.fcpMs))),
  tbtMs: Math.round(median(runs.map((r) => r.tbtMs))), tbtRunsMs: runs.map((r) => r.tbtMs),
  cls: Math.max(...runs.map((r) => r.cls)),
});

/** `chromium`: the bench's launch options, given a debugging port Lighthouse connects to.
 * `throttlingMethod`: 'simulate' (Lighthouse's default) or 'devtools' (applied). */
export async function lighthouseScores(url, paths, chromium, throttlingMethod = 'simulate') {
  let lh;
  try { lh = (await import('lighthouse')).default; } catch { return { skipped: 'the lighthouse package is not installed (not a dependency; npm i --no-save lighthouse to try it)' }; }
  const port = 9200 + Math.floor(Math.random() * 600);
  const browser = await (await import('playwright-core')).chromium.launch({ ...chromium, args: [...chromium.args, `--remote-debugging-port=${port}`] });
  /** @type {Record<string, object[]>} */
  const runs = Object.fromEntries(paths.map((p) => [p, []]));
  try {
    // Round after round, so a slow minute of the machine falls on one run of many routes rather than every run of one.
    for (let round = 0; round < RUNS; round++) {
      for (const p of paths) {
        const { lhr } = await lh(`${url}${p}`, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'], throttlingMethod });
        const metric = (id) => lhr.audits[id]?.numericValue;
        runs[p].push({
          ...Object.fromEntries(Object.entries(lhr.categories).map(([k, c]) => [k, Math.round(c.score * 100)])),
          lcpMs: Math.round(metric('largest-contentful-paint')), tbtMs: Math.round(metric('total-blocking-time')),
          cls: +metric('cumulative-layout-shift').toFixed(3), fcpMs: Math.round(metric('first-contentful-paint')),
        });
      }
    }
  } finally { await browser.close(); }
  return { formFactor: 'mobile', runs: RUNS, scores: Object.fromEntries(paths.map((p) => [p, summary(runs[p])])) };
}

export default {
  name: 'lighthouse',
  async real(ctx) {
    const routes = ctx.realBuild.routes;
    const paths = (args.includes('--all-routes') ? routes : routeSample(routes)).map((r) => r.path);
    const server = await (await import('../lib/static-server.mjs')).startStaticServer({ root: ctx.realDist, port: 0 });
    const passes = (s) => s.performance === 100 && s.tbtMs <= TBT_TARGET_MS;
    let r;
    // The machine's 1-minute load around the runs: on a shared machine a long page's TBT follows it.
    const load = { start: +loadavg()[0].toFixed(2), end: 0 };
    try {
      r = await lighthouseScores(server.url, paths, ctx.chromium);
      const over = r.skipped ? [] : paths.filter((p) => r.scores[p].tbtMs > TBT_TARGET_MS);
      if (over.length) r.applied = (await lighthouseScores(server.url, over, ctx.chromium, 'devtools')).scores;
    } finally { await server.close(); load.end = +loadavg()[0].toFixed(2); }
    r.load = load;
    if (r.skipped) return { data: r, text: `Lighthouse: skipped: ${r.skipped}`, targets: [] };
    const rows = Object.entries(r.scores);
    const applied = Object.entries(r.applied ?? {});
    const text = `Lighthouse, mobile (simulated slow 4G, CPU 4x), ${rows.length} sampled routes, median of ${r.runs} runs each; target performance 100 and TBT <= ${TBT_TARGET_MS} ms (load average ${load.start} at the start, ${load.end} at the end)\n`
      + table(['route', 'performance', 'accessibility', 'best practices', 'FCP', 'LCP', 'TBT', 'TBT of each run', 'CLS', ''],
        rows.map(([p, s]) => [p, s.performance, s.accessibility, s['best-practices'], `${s.fcpMs} ms`, `${s.lcpMs} ms`, `${s.tbtMs} ms`, s.tbtRunsMs.join(', '), s.cls, passes(s) ? 'PASS' : 'FAIL']))
      + (applied.length ? `\nThe routes over the TBT target, loaded as the phone loads them (applied throttling, median of ${r.runs} runs; not a target)\n`
        + table(['route', 'performance', 'FCP', 'LCP', 'TBT', 'TBT of each run'], applied.map(([p, s]) => [p, s.performance, `${s.fcpMs} ms`, `${s.lcpMs} ms`, `${s.tbtMs} ms`, s.tbtRunsMs.join(', ')])) : '');
    const worst = rows.reduce((a, b) => (!a || b[1].performance < a[1].performance || b[1].tbtMs > a[1].tbtMs ? b : a), null);
    return {
      data: r,
      text,
      targets: [{
        name: `Lighthouse mobile: performance 100 and TBT <= ${TBT_TARGET_MS} ms on every sampled route (median of ${r.runs} runs)`,
        pass: rows.length > 0 && rows.every(([, s]) => passes(s)),
        value: worst ? `lowest ${worst[1].performance}, TBT ${worst[1].tbtMs} ms, LCP ${worst[1].lcpMs} ms on ${worst[0]} (${rows.length} routes)` : 'no routes',
      }],
    };
  },
};
