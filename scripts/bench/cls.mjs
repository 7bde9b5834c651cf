// npm run bench, layout shifts: the cumulative layout shift of each route the TBT section samples
// (every route with --all-routes), on the slow phone (scripts/bench/slow-phone.mjs), cold, over
// the load and a first input: a tap on the page's main heading, which answers nothing but starts
// the app (src/boot/wake.ts), until the app has hydrated the page (at most 8 s), and half a
// second more for the renders that follow hydration (stored state, packet buttons). CLS is the
// sum of the layout-shift entries the browser reports (PerformanceObserver, buffered) without
// hadRecentInput, as Chrome counts it; the shifts within 500 ms of the tap, which Chrome forgives,
// are shown beside it. Target: 0 (to three decimals), and for a route that misses it, the
// elements that moved.
import { table } from './support/first-load.mjs';
import { countingServer } from './search.mjs';
import { PHONE, isHydrated, launchLocalOnly, slowPage, tapAt, within } from './slow-phone.mjs';
import { routeSample } from './tbt.mjs';

const args = process.argv.slice(2);
const HYDRATED_MS = 8_000;

/** Installed before the page's own scripts: every layout shift, with what moved, in window.__shifts. */
function installShiftLog() {
  const shifts = (window.__shifts = []);
  const describe = (node) => {
    const el = node?.nodeType === 1 ? node : node?.parentElement;
    if (!el) return '(an element since removed)';
    const attr = (a) => (el.getAttribute(a) ? `[${a}="${el.getAttribute(a)}"]` : '');
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${el.localName}${el.id ? `#${el.id}` : ''}${attr('role')}${attr('aria-label')}${text ? ` "${text}"` : ''}`;
  };
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) shifts.push({ value: e.value, recent: e.hadRecentInput, at: Math.round(e.startTime), sources: (e.sources ?? []).map((s) => describe(s.node)) });
    }).observe({ type: 'layout-shift', buffered: true });
  } catch { /* no layout-shift entries in this browser */ }
}

async function measureRoute(browser, url) {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript(installShiftLog);
    const { page, cdp } = await slowPage(context);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const h1 = await page.evaluate(() => {
      const r = document.querySelector('main h1')?.getBoundingClientRect();
      return r && { x: r.left + Math.min(r.width / 2, 20), y: r.top + r.height / 2 };
    });
    if (h1) await within(tapAt(cdp, h1), 10_000, null);
    const hydrated = await within(page.waitForFunction(isHydrated, null, { timeout: HYDRATED_MS, polling: 100 }).then(() => true, () => false), HYDRATED_MS + 2000, false);
    await page.waitForTimeout(500);
    const shifts = await page.evaluate(() => window.__shifts);
    const counted = shifts.filter((s) => !s.recent);
    const moved = new Map();
    for (const s of counted) for (const src of s.sources) moved.set(src, (moved.get(src) ?? 0) + s.value);
    return {
      cls: counted.reduce((n, s) => n + s.value, 0), afterTap: shifts.filter((s) => s.recent).reduce((n, s) => n + s.value, 0), hydrated, tapped: !!h1,
      moved: [...moved].sort((a, b) => b[1] - a[1]).map(([element, value]) => ({ element, value: +value.toFixed(4) })),
    };
  } finally {
    await context.close();
  }
}

export default {
  name: 'cls',
  async real(ctx) {
    const routes = ctx.realBuild.routes;
    const paths = (args.includes('--all-routes') ? routes : routeSample(routes)).map((r) => r.path);
    const server = await countingServer(ctx.realDist);
    const browser = await launchLocalOnly(ctx.chromium);
    const rows = [];
    try {
      for (const path of paths) rows.push({ path, ...(await measureRoute(browser, `${server.url}${path}`).catch((e) => ({ error: e.message.split('\n')[0] }))) });
    } finally {
      await browser.close();
      await server.close();
    }
    const zero = (r) => r.error === undefined && r.cls.toFixed(3) === '0.000';
    const failing = rows.filter((r) => !zero(r));
    const text = 'Layout shift over load and a first tap (on the main heading) until hydrated (390 px phone, CPU 4x, slow network, cold; target 0)\n'
      + table(['route', 'CLS', 'within 500 ms of the tap (not counted)', 'hydrated within 8 s', ''],
        rows.map((r) => (r.error ? [r.path, 'n/a', '', '', `FAIL: ${r.error}`] : [r.path, r.cls.toFixed(3), r.afterTap.toFixed(3), r.hydrated ? 'yes' : 'no', zero(r) ? 'PASS' : 'FAIL'])))
      + failing.filter((r) => r.moved?.length).map((r) => `\n  ${r.path} moved: ${r.moved.slice(0, 6).map((m) => `${m.element} (${m.value.toFixed(3)})`).join('; ')}`).join('');
    const worst = rows.reduce((a, b) => ((b.cls ?? Infinity) > (a?.cls ?? -1) ? b : a), null);
    return {
      data: { routes: rows },
      text,
      targets: [{ name: 'CLS 0 over load and first tap on every sampled route (phone)', pass: rows.length > 0 && failing.length === 0,
        value: worst ? `max ${worst.cls?.toFixed(3) ?? 'n/a'} on ${worst.path}; ${failing.length} of ${rows.length} routes above 0` : 'no routes' }],
    };
  },
};
