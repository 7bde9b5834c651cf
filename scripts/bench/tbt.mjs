// npm run bench, main-thread blocking during load: Total Blocking Time per route, measured from a
// Chromium trace the way Lighthouse defines it. A phone-sized window, the CPU slowed 4x (CDP
// Emulation.setCPUThrottlingRate), an empty cache; the trace runs from navigation until the page
// has hydrated (every element under #root belongs to React) and the main thread has then been
// quiet for a while. TBT = the sum, over tasks of the page's main thread, of the part of each
// task beyond 50 ms that falls after the first contentful paint. Also reported: FCP, LCP, and the
// longest task. In each language, the home page and the first route showing each block type, or
// every route with --all-routes; the median of 3 runs (1 with --quick).
import { kb, median, table } from '../lib/first-load.mjs';

export const TBT_TARGET_MS = 50;
const CPU_SLOWDOWN = 4;
const QUIET_MS = 1500;
const PROBE_MS = 500;
const args = process.argv.slice(2);
const RUNS = args.includes('--quick') ? 1 : 3;

/** The routes to measure: in each language, the home page and the first route that shows each
 * block type (`blockTypes`, from the bench's build: scripts/bench.mjs), so every block's code is
 * measured hydrating at least once. */
export function routeSample(routes) {
  const seen = new Set();
  return routes.filter((r) => {
    const keys = [r.home ? `${r.lang} home` : null, ...(r.blockTypes ?? []).map((t) => `${r.lang} ${t}`)].filter(Boolean);
    const fresh = keys.some((k) => !seen.has(k));
    keys.forEach((k) => seen.add(k));
    return fresh;
  });
}

/** Blocking time of a trace (Chrome's JSON trace format), after the first contentful paint. */
export function blockingTime(trace) {
  const events = trace.traceEvents ?? trace;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return null;
  const lcps = events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === fcp.pid);
  const nav = events.find((e) => e.name === 'navigationStart' && e.pid === fcp.pid && e.args?.data?.isLoadingMainFrame) ?? events.find((e) => e.name === 'navigationStart' && e.pid === fcp.pid);
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === fcp.pid && e.args?.name === 'CrRendererMain')?.tid ?? fcp.tid;
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.pid === fcp.pid && e.tid === main && e.dur > 50_000);
  let tbt = 0;
  let longest = 0;
  for (const t of tasks) {
    const start = Math.max(t.ts, fcp.ts);
    const end = t.ts + t.dur;
    longest = Math.max(longest, t.dur);
    if (end - start > 50_000) tbt += end - start - 50_000;
  }
  const ms = (us) => Math.round(us / 1000);
  const t0 = nav?.ts ?? fcp.ts;
  return { tbtMs: ms(tbt), fcpMs: ms(fcp.ts - t0), lcpMs: lcps.length ? ms(lcps[lcps.length - 1].ts - t0) : null, longestTaskMs: ms(longest), longTasks: tasks.length };
}

async function measureOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing', '__metadata'] });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // The probe is a short script run every PROBE_MS, not Playwright's waitForFunction: that
    // evaluates Playwright's own injected script in the page (a 100 ms task on a 4x slower CPU)
    // and polls often, which the trace would count as the page's blocking time.
    const hydrated = () => page.evaluate(() => {
      const root = document.getElementById('root');
      return !!root?.lastElementChild && [...root.querySelectorAll('*')].every((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber')));
    });
    const deadline = Date.now() + 30_000;
    while (!(await hydrated())) {
      if (Date.now() > deadline) throw new Error(`${url}: not hydrated within 30 s`);
      await page.waitForTimeout(PROBE_MS);
    }
    await page.waitForTimeout(QUIET_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    return blockingTime(trace);
  } finally {
    await context.close();
  }
}

export async function measureTbt({ dist, routes, chromium }) {
  const { startStaticServer } = await import('../lib/static-server.mjs');
  const { chromium: pw } = await import('playwright-core');
  const server = await startStaticServer({ root: dist, port: 0 });
  const browser = await pw.launch(chromium);
  const rows = [];
  try {
    for (const path of routes) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measureOnce(browser, `${server.url}${path}`));
      const ok = runs.filter(Boolean);
      const med = (k) => (ok.length ? median(ok.map((r) => r[k] ?? 0)) : null);
      rows.push({ path, runs: ok.length, tbtMs: med('tbtMs'), maxTbtMs: ok.length ? Math.max(...ok.map((r) => r.tbtMs)) : null, fcpMs: med('fcpMs'), lcpMs: med('lcpMs'), longestTaskMs: med('longestTaskMs') });
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return rows;
}

export default {
  name: 'tbt',
  async real(ctx) {
    const routes = ctx.realBuild.routes;
    const paths = (args.includes('--all-routes') ? routes : routeSample(routes)).map((r) => r.path);
    const rows = await measureTbt({ dist: ctx.realDist, routes: paths, chromium: ctx.chromium });
    const js = new Map((ctx.firstLoads ?? []).map((l) => [l.route, l.js]));
    const ms = (v) => (v == null ? 'n/a' : `${v} ms`);
    const text = `Total Blocking Time during load (Chromium trace, 390 px phone window, CPU ${CPU_SLOWDOWN}x slower, empty cache; median of ${RUNS}; target <= ${TBT_TARGET_MS} ms)\n`
      + table(['route', 'first-load JS', 'TBT', 'TBT max', 'longest task', 'FCP', 'LCP', ''],
        rows.map((r) => [r.path, kb(js.get(r.path)), ms(r.tbtMs), ms(r.maxTbtMs), ms(r.longestTaskMs), ms(r.fcpMs), ms(r.lcpMs), r.tbtMs != null && r.tbtMs <= TBT_TARGET_MS ? 'PASS' : 'FAIL']));
    const worst = rows.reduce((a, b) => ((b.tbtMs ?? Infinity) > (a?.tbtMs ?? -1) ? b : a), null);
    return {
      data: { cpuSlowdown: CPU_SLOWDOWN, runs: RUNS, routes: rows },
      text,
      targets: [{ name: `TBT <= ${TBT_TARGET_MS} ms on every route measured (trace, mobile, CPU ${CPU_SLOWDOWN}x)`, pass: rows.length > 0 && rows.every((r) => r.tbtMs != null && r.tbtMs <= TBT_TARGET_MS), value: worst ? `max ${ms(worst.tbtMs)} on ${worst.path} (${rows.length} routes)` : 'no routes' }],
    };
  },
};
