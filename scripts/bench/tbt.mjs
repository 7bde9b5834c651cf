// npm run bench, main-thread blocking during load: Total Blocking Time per route, measured from a
// Chromium trace the way Lighthouse defines it. A phone-sized window, the CPU slowed 4x (CDP
// Emulation.setCPUThrottlingRate), an empty cache; the trace runs from navigation until the main
// thread has been quiet for a while after the load event, with no input (the app starts at a
// visitor's first input: src/boot/wake.ts). TBT = the sum, over tasks of the page's main thread,
// of the part of each task beyond 50 ms that falls after the first contentful paint. Also
// reported: FCP, LCP, the longest task, and for the first input, the time until the app has
// started and hydrated the page (every element under #root belongs to React) and its longest
// task. In each language, the home page and the first route showing each block type, or every
// route with --all-routes; the median of 3 runs (1 with --quick), each run's TBT beside it (one run
// of a long page swings with the machine's load).
import { kb, median, table } from './support/first-load.mjs';
import { CPU_SLOWDOWN, PHONE, isHydrated, slowPage } from './slow-phone.mjs';

export const TBT_TARGET_MS = 50;
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

/** The page's main-thread tasks in a trace (Chrome's JSON trace format), and its first contentful paint. */
function pageTasks(trace) {
  const events = trace.traceEvents ?? trace;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const pid = fcp?.pid ?? events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')?.pid;
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain')?.tid ?? fcp?.tid;
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.pid === pid && e.tid === main);
  return { events, fcp, pid, tasks };
}

const toMs = (us) => Math.round(us / 1000);

/** Blocking time of a trace, after the first contentful paint. */
export function blockingTime(trace) {
  const { events, fcp, tasks } = pageTasks(trace);
  if (!fcp) return null;
  const lcps = events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === fcp.pid);
  const nav = events.find((e) => e.name === 'navigationStart' && e.pid === fcp.pid && e.args?.data?.isLoadingMainFrame) ?? events.find((e) => e.name === 'navigationStart' && e.pid === fcp.pid);
  const long = tasks.filter((e) => e.dur > 50_000);
  let tbt = 0;
  let longest = 0;
  for (const t of long) {
    const start = Math.max(t.ts, fcp.ts);
    const end = t.ts + t.dur;
    longest = Math.max(longest, t.dur);
    if (end - start > 50_000) tbt += end - start - 50_000;
  }
  const t0 = nav?.ts ?? fcp.ts;
  return { tbtMs: toMs(tbt), fcpMs: toMs(fcp.ts - t0), lcpMs: lcps.length ? toMs(lcps[lcps.length - 1].ts - t0) : null, longestTaskMs: toMs(longest), longTasks: long.length };
}

/** The longest main-thread task of a trace: what a tap waits for at worst while the app starts. */
export const longestTask = (trace) => toMs(Math.max(0, ...pageTasks(trace).tasks.map((t) => t.dur)));

/** In the page: sets window.__wakeMs to the time from the next key press to the app's hydration. */
function timeWake(hydrated) {
  addEventListener('keydown', (e) => {
    const t0 = e.timeStamp;
    const tick = () => (hydrated() ? (window.__wakeMs = performance.now() - t0) : setTimeout(tick, 50));
    setTimeout(tick, 50);
  }, { capture: true, once: true });
}

const TRACE = { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing', '__metadata'] };

async function measureOnce(browser, url) {
  const context = await browser.newContext(PHONE);
  try {
    // The slow phone's CPU on a fast network: the blocking time is the CPU's.
    const { page } = await slowPage(context, { network: false });
    // The load, as a visitor who reads without touching the page meets it (the app has not started:
    // src/boot/wake.ts), until the main thread has been quiet for a while after the load event.
    await browser.startTracing(page, TRACE);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(QUIET_MS);
    const load = blockingTime(JSON.parse((await browser.stopTracing()).toString('utf8')));
    if (!load) return null;
    // The first input (a key press that changes nothing): the app starts and hydrates the page.
    // Timed in the page from the key's own timestamp, checked every 50 ms by a short script there
    // (not Playwright's waitForFunction, whose injected script would weigh on the trace).
    await page.evaluate(`(${timeWake})(${isHydrated})`);
    await browser.startTracing(page, TRACE);
    await page.keyboard.press('Shift');
    const deadline = Date.now() + 30_000;
    let wakeMs;
    while ((wakeMs = await page.evaluate(() => window.__wakeMs)) === undefined) {
      if (Date.now() > deadline) throw new Error(`${url}: not hydrated within 30 s of the first input`);
      await page.waitForTimeout(PROBE_MS);
    }
    await page.waitForTimeout(QUIET_MS);
    const wakeLongestMs = longestTask(JSON.parse((await browser.stopTracing()).toString('utf8')));
    return { ...load, wakeMs: Math.round(wakeMs), wakeLongestMs };
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
      rows.push({ path, runs: ok.length, tbtMs: med('tbtMs'), tbtRunsMs: ok.map((r) => r.tbtMs), maxTbtMs: ok.length ? Math.max(...ok.map((r) => r.tbtMs)) : null, fcpMs: med('fcpMs'), lcpMs: med('lcpMs'), longestTaskMs: med('longestTaskMs'), wakeMs: med('wakeMs'), wakeLongestMs: med('wakeLongestMs') });
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
      + 'then the first input: time until the app has started and hydrated the page, and its longest task\n'
      + table(['route', 'first-load JS', 'TBT', 'TBT of each run', 'longest task', 'FCP', 'LCP', 'first input: hydrated', 'its longest task', ''],
        rows.map((r) => [r.path, kb(js.get(r.path)), ms(r.tbtMs), r.tbtRunsMs.length ? r.tbtRunsMs.join(', ') : 'n/a', ms(r.longestTaskMs), ms(r.fcpMs), ms(r.lcpMs), ms(r.wakeMs), ms(r.wakeLongestMs), r.tbtMs != null && r.tbtMs <= TBT_TARGET_MS ? 'PASS' : 'FAIL']));
    const worst = rows.reduce((a, b) => ((b.tbtMs ?? Infinity) > (a?.tbtMs ?? -1) ? b : a), null);
    return {
      data: { cpuSlowdown: CPU_SLOWDOWN, runs: RUNS, routes: rows },
      text,
      targets: [{ name: `TBT <= ${TBT_TARGET_MS} ms on every route measured (trace, mobile, CPU ${CPU_SLOWDOWN}x)`, pass: rows.length > 0 && rows.every((r) => r.tbtMs != null && r.tbtMs <= TBT_TARGET_MS), value: worst ? `max ${ms(worst.tbtMs)} on ${worst.path} (${rows.length} routes)` : 'no routes' }],
    };
  },
};
