// Shared set-up for the browser tests (test/browser/*.test.mjs): builds the site once per process
// into .cache/browser-dist, serves it, launches Debian's Chromium through playwright-core, and
// opens pages that record everything that should not happen (console errors and warnings, page
// errors, failed requests to our own origin, a hydration that threw the server HTML away).
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import * as assert from 'uvu/assert';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/lib/chromium.mjs';

export const root = resolve(import.meta.dirname, '../..');
export const distDir = join(root, '.cache/browser-dist');
export const AXE_PATH = join(root, 'node_modules/axe-core/axe.min.js');
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
export const DESKTOP = { name: 'desktop', viewport: { width: 1280, height: 800 } };
export const PHONE = { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
// Chromium is found and flagged as the scripts launch it (npm run images, npm run screenshots).
export { CHROMIUM_ARGS, findChromium };

/**
 * Call first in every browser test file. Without a browser it prints a loud line and returns
 * false; the file then registers no tests (Total: 0), except under CI=true, where it registers
 * one failing test so a missing browser fails the build.
 */
export function browserAvailable(test) {
  if (findChromium()) return true;
  if (process.env.CI !== 'true') {
    console.log('\nBROWSER TESTS SKIPPED: chromium not found (apt-get install chromium)\n');
  } else {
    console.log('\nBROWSER TESTS FAILED: chromium not found (apt-get install chromium); a missing browser is a failure when CI=true\n');
    test('chromium is installed (required when CI=true)', () => {
      assert.unreachable('chromium not found on PATH: apt-get install chromium');
    });
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Build, server and browser, started once per process.

const builds = new Map();
/** Builds the site into .cache/browser-dist (or `outDir`, from another manifest) once per process;
 * later calls reuse that build. */
export function buildOnceForTests({ manifestFile, outDir = distDir } = {}) {
  let build = builds.get(outDir);
  // npm test builds the site once for every browser test file (test/run.mjs).
  const shared = !manifestFile && outDir === distDir && process.env.BROWSER_TEST_SITE;
  if (!build && shared) {
    build = readFile(shared, 'utf8').then(JSON.parse);
    builds.set(outDir, build);
  }
  if (!build) {
    build = (async () => {
      const { buildSite } = await import(join(root, 'build.mjs'));
      const started = Date.now();
      const result = await buildSite({ ...(manifestFile && { manifest: manifestFile }), outDir, log: null });
      return { ...result, builtMs: Date.now() - started };
    })();
    builds.set(outDir, build);
  }
  return build;
}

/**
 * axe-core from its own little server (another origin, so it never counts as a request of the
 * site), cacheable, so Chromium compiles it once instead of on every page.
 */
async function startAxeServer() {
  const body = readFileSync(AXE_PATH);
  const server = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=3600', 'Content-Length': body.length });
    res.end(body);
  });
  await new Promise((ok, fail) => { server.once('error', fail); server.listen(0, '127.0.0.1', ok); });
  return {
    url: `http://127.0.0.1:${server.address().port}/axe.min.js`,
    close: () => new Promise((ok) => { server.close(() => ok()); server.closeAllConnections(); }),
  };
}

/** Everything a test file needs: { url, origin, manifest, routes, browser, axeUrl, close }; `site`:
 * another manifest to build and serve ({ manifestFile, outDir }), else data/site.json. */
export async function startHarness(site = {}) {
  const { chromium } = await import('playwright-core');
  const { startStaticServer } = await import(join(root, 'scripts/lib/static-server.mjs'));
  const built = await buildOnceForTests(site);
  const server = await startStaticServer({ root: site.outDir ?? distDir, port: 0, host: '127.0.0.1' });
  const axeServer = await startAxeServer();
  let browser;
  try {
    browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  } catch (e) {
    await server.close();
    await axeServer.close();
    throw e;
  }
  const origin = new URL(server.url).origin;
  return {
    url: server.url,
    origin,
    axeUrl: axeServer.url,
    bypassCSP: true,
    manifest: built.manifest,
    routes: built.manifest.routes,
    builtMs: built.builtMs,
    browser,
    async close() {
      await browser.close().catch(() => {});
      await server.close();
      await axeServer.close();
    },
  };
}

/**
 * Call once at the top of a browser test file (after browserAvailable): starts the harness before
 * the file's tests and closes it after them, printing the file's totals (`extra(h)` adds the
 * file's own counts; `site()` may give another manifest to build, as startHarness takes it). Returns
 * the harness object, filled in once it has started; a start-up error
 * is thrown by every withPage (or h.ready()), so each test reports it.
 */
export function useHarness(test, label, extra = () => ({}), site = () => ({})) {
  let setupError;
  const h = { ready() { if (setupError) throw setupError; return h; } };
  test.before(async () => {
    try { Object.assign(h, await startHarness(await site())); } catch (e) { setupError = e; }
  });
  test.after(async () => {
    await h.close?.();
    printStats(label, extra(h));
  });
  return h;
}

/** A path that is no route in the manifest. */
export function unknownPath(routes) {
  let p = '/no-such-page/checked-by-browser-tests';
  while (routes.some((r) => r.path === p)) p += '-x';
  return p;
}

// ---------------------------------------------------------------------------------------------
// Pages that record what went wrong.

// Runs before any page script: remembers the server-rendered landmarks, so a hydration that
// failed and re-rendered from scratch (which replaces them) is caught even if nothing is logged.
const INIT_SCRIPT = `(() => {
  const grab = () => {
    if (window.__ssrNodes) return;
    const r = document.getElementById('root');
    if (!r || !r.firstElementChild) return;
    window.__ssrNodes = [...r.querySelectorAll('header, main, footer, h1, nav, main > *')];
  };
  document.addEventListener('readystatechange', () => { if (document.readyState === 'interactive') grab(); });
})();`;

/**
 * Opens a page in a fresh context. Options: a profile from above (viewport...), plus any
 * playwright context option (javaScriptEnabled, reducedMotion).
 * Returns { page, context, log, sinceMark(), close() } where log holds console messages, page
 * errors, own-origin request failures and responses >= 400, and every request made.
 */
export async function openPage(h, profile = DESKTOP, extra = {}) {
  const { name: _n, ...ctxOptions } = profile;
  // axe is injected from its own origin, which the site's Content-Security-Policy (served from
  // dist/_headers) rightly refuses; these tests let it in. browser-nginx.test.mjs keeps the policy.
  // Service workers are blocked (a worker's cache would hide what a test changes) unless a test asks for them.
  const context = await h.browser.newContext({ serviceWorkers: 'block', ...(h.bypassCSP && { bypassCSP: true }), ...ctxOptions, ...extra });
  await context.addInitScript(INIT_SCRIPT);
  const page = await context.newPage();
  const log = { console: [], pageErrors: [], failed: [], badResponses: [], requests: [] };
  page.on('console', (m) => log.console.push({ type: m.type(), text: m.text(), url: m.location()?.url ?? '' }));
  page.on('pageerror', (e) => log.pageErrors.push(String(e?.stack ?? e)));
  page.on('request', (r) => log.requests.push({
    url: r.url(), method: r.method(), type: r.resourceType(), nav: r.isNavigationRequest(), main: r.frame() === page.mainFrame(),
  }));
  page.on('requestfailed', (r) => {
    // What failed, with its type and whether the service worker made it, so a failure says where to look.
    if (r.url().startsWith(h.origin)) log.failed.push(`${r.method()} ${r.url()} (${r.resourceType()}${r.serviceWorker() ? ', service worker' : ''}${r.isNavigationRequest() ? ', navigation' : ''}): ${r.failure()?.errorText}`);
  });
  page.on('response', (r) => {
    if (r.url().startsWith(h.origin) && r.status() >= 400) log.badResponses.push({ url: r.url(), status: r.status() });
  });
  const reset = () => { for (const k of Object.keys(log)) log[k].length = 0; };
  page.harness = h;
  return { page, context, log, reset, close: () => context.close().catch(() => {}) };
}

/**
 * The shape of a browser check: opens a fresh page of this size (openPage's `extra` options),
 * runs `body(p, c)` with a new Checks, always closes the page, then fails the test with every
 * problem `c` collected. Throws the harness's start-up error, if it had one.
 */
export async function withPage(h, profile, body, extra = {}) {
  h.ready?.();
  const c = new Checks();
  const p = await openPage(h, profile, extra);
  try {
    await body(p, c);
  } finally {
    await p.close();
  }
  c.done();
}

/**
 * Starts the app the way a visitor does, and waits until React has hydrated the whole page and
 * effects ran. The app starts at a visitor's first key, touch or pointer movement (src/boot/
 * wake.ts): Shift alone is a real key press that changes nothing on the page. Blocks, header and
 * footer are Suspense boundaries that hydrate after the root, so every element must carry a fiber.
 */
export async function waitForHydration(page) {
  await page.keyboard.press('Shift');
  await hydrated(page);
  await settle(page);
}

/** Waits, without any input, until every element under #root belongs to React (rejects after `timeout` ms). */
export const hydrated = (page, { timeout = 10_000 } = {}) => page.waitForFunction(() => {
  const root = document.getElementById('root');
  if (!root?.lastElementChild) return false;
  const fibered = (el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'));
  return [...root.querySelectorAll('*')].every(fibered);
}, null, { timeout, polling: 25 });

/** Two animation frames and a macrotask (at most 200 ms): enough for React effects and a style recalc. */
export const settle = (page) => page.evaluate(() => new Promise((r) => {
  setTimeout(r, 200);
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0)));
}));

/** Runs a full navigation; requests of the page being left that it cut short (net::ERR_ABORTED,
 * e.g. a prefetch started by focusing a link) are not failures of either page. */
async function navigate(p, go, js) {
  const before = p.log.failed.length;
  const res = await go();
  const after = p.log.failed.splice(before);
  p.log.failed.push(...after.filter((f) => !f.endsWith('net::ERR_ABORTED')));
  if (js) await waitForHydration(p.page);
  return res;
}

/** Loads a path (waitUntil 'load') and, with JavaScript on, waits for hydration. Returns the response. */
export const visit = (p, h, path, { js = true } = {}) => navigate(p, () => p.page.goto(h.url + path, { waitUntil: 'load' }), js);

/** Reloads the page (waitUntil 'load') and waits for hydration. Returns the response. */
export const reload = (p, { js = true } = {}) => navigate(p, () => p.page.reload({ waitUntil: 'load' }), js);

/**
 * Everything unexpected in a page's log, as readable lines. `allowWarnings` lists console
 * messages (exact text) that are expected, e.g. the not-found warning.
 */
export function unexpected(p, { allowWarnings = [], allowStatus = [] } = {}) {
  const out = [];
  for (const m of p.log.console) {
    if (m.type !== 'error' && m.type !== 'warning') continue;
    if (allowWarnings.includes(m.text)) continue;
    // The test browser's own refusal of the site's service worker (openPage blocks workers by default).
    if (m.type === 'warning' && m.text === 'Service Worker registration blocked by Playwright') continue;
    // Other hosts do not resolve in the test browser (see CHROMIUM_ARGS); their loads are not under test.
    if (m.type === 'error' && /^Failed to load resource/.test(m.text) && m.url && !m.url.startsWith(p.page.harness.origin)) continue;
    // Chromium logs an expected error status (a 404 page, a 405 to a form post) as a console error.
    const status = m.type === 'error' && Number(/status of (\d{3})/.exec(m.text)?.[1]);
    if (status && allowStatus.some((a) => a.status === status && m.url === a.url)) continue;
    out.push(`console.${m.type === 'warning' ? 'warn' : m.type}: ${m.text}${m.url ? ` (${m.url})` : ''}`);
  }
  for (const e of p.log.pageErrors) out.push(`page error: ${e.split('\n').slice(0, 3).join(' | ')}`);
  for (const f of p.log.failed) out.push(`request failed: ${f}`);
  for (const r of p.log.badResponses) {
    if (allowStatus.some((a) => a.url === r.url && a.status === r.status)) continue;
    out.push(`HTTP ${r.status}: ${r.url}`);
  }
  return out;
}

/** Server-rendered landmarks that hydration threw away (empty when hydration kept the HTML). */
export const replacedBySsrMismatch = (page) => page.evaluate(() =>
  (window.__ssrNodes ?? [null]).filter((n) => !n || !n.isConnected).map((n) => (n ? `<${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : ''}>` : 'no server-rendered HTML seen')));

// ---------------------------------------------------------------------------------------------
// axe-core

/** Waits (at most `ms`) for running animations, e.g. a block fading in, so colours are final. */
export const finishAnimations = (page, ms = 1500) => page.evaluate((ms) => Promise.race([
  Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))),
  new Promise((r) => setTimeout(r, ms)),
]), ms);

/** Adds axe-core to the page's document unless it is there already. */
async function injectAxe(page) {
  if (await page.evaluate(() => typeof window.axe === 'object')) return;
  await page.addScriptTag(page.harness?.axeUrl ? { url: page.harness.axeUrl } : { path: AXE_PATH });
}

/** Injects axe (once per document) and runs it with the WCAG 2.x A/AA tags; returns violations. */
export async function runAxe(page, context = 'document') {
  await finishAnimations(page);
  await injectAxe(page);
  return page.evaluate(async ([tags, ctx]) => {
    const r = await window.axe.run(ctx === 'document' ? document : ctx, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return r.violations.map((v) => ({
      id: v.id, impact: v.impact, help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: (n.failureSummary ?? '').split('\n').slice(0, 3).join(' ') })),
    }));
  }, [AXE_TAGS, context]);
}

/** The number of axe rules the tags select. */
export async function axeRuleCount(page) {
  await injectAxe(page);
  return page.evaluate((tags) => window.axe.getRules(tags).length, AXE_TAGS);
}

/** Lines for a failure message: one per violating node, with the rule, target and where. */
export const describeViolations = (violations, where) =>
  violations.flatMap((v) => v.nodes.map((n) => `axe ${v.id} (${v.impact}) at ${where}: ${n.target} — ${v.help}${n.summary ? ` [${n.summary}]` : ''}`));

// ---------------------------------------------------------------------------------------------
// Checks: count every check, collect failures, report them all at once.

export const stats = { checks: 0, failed: 0, axeRuns: 0 };

export class Checks {
  constructor() { this.failures = []; }
  ok(cond, message) {
    stats.checks++;
    if (!cond) { stats.failed++; this.failures.push(message); }
    return !!cond;
  }
  eq(actual, expected, message) {
    return this.ok(Object.is(actual, expected), `${message}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
  /** Adds each problem line as a failed check (or one passed check when there are none). */
  none(problems, where) {
    if (!problems.length) return this.ok(true, '');
    for (const p of problems) this.ok(false, `${where}: ${p}`);
    return false;
  }
  /** Fails the uvu test with every collected failure listed. */
  done() {
    if (this.failures.length) {
      const shown = this.failures.slice(0, 80);
      const more = this.failures.length - shown.length;
      assert.unreachable(`${this.failures.length} check(s) failed:\n      - ${shown.join('\n      - ')}${more > 0 ? `\n      … and ${more} more` : ''}`);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Reading the manifest.

/** Every block of a route with where it sits: [{ block, path: [{ type:'tabs', label } | { type:'accordion', title }] }]. */
export function blocksOf(route) {
  const out = [];
  const walk = (blocks, path) => {
    for (const b of blocks) {
      out.push({ block: b, path });
      if (b.type === 'accordion') for (const it of b.items) walk(it.blocks, [...path, { type: 'accordion', title: it.title }]);
      if (b.type === 'tabs') for (const t of b.tabs) walk(t.blocks, [...path, { type: 'tabs', label: t.label }]);
    }
  };
  walk(route.blocks, []);
  return out;
}

/** Routes holding at least one block of this type, with those blocks. */
export function routesWith(routes, type) {
  return routes
    .map((route) => ({ route, found: blocksOf(route).filter((x) => x.block.type === type) }))
    .filter((x) => x.found.length);
}

/** Every control that shows a notice: buttons with a notice action, and form submit buttons. */
export function noticeTriggers(routes) {
  const out = [];
  for (const route of routes) {
    for (const { block, path } of blocksOf(route)) {
      const buttons = [
        ...(block.buttons ?? []), ...(block.actions ?? []),
        ...(block.type === 'cardGrid' ? block.cards.flatMap((c) => c.actions ?? []) : []),
      ];
      for (const b of buttons) {
        if (b.action?.type === 'notice') out.push({ route, path, label: b.label, title: b.action.title, kind: 'button' });
      }
      if (block.type === 'form') out.push({ route, path, label: block.submit.label, title: block.submit.notice?.title, kind: 'form', form: block });
    }
  }
  return out;
}

/** Makes a block inside tabs or accordions visible: selects its tab, opens its accordion item. */
export async function reveal(page, path) {
  for (const step of path) {
    if (step.type === 'tabs') {
      await page.getByRole('tab', { name: step.label, exact: true }).first().click();
    } else {
      const button = page.locator('[data-control="accordion"]').filter({ hasText: step.title }).first();
      if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    }
  }
  await settle(page);
}

export const norm = (s) => String(s ?? '').replace(/\s+/g, ' ').trim();

/** Prints the file's totals; call from test.after. */
export function printStats(label, extra = {}) {
  const parts = Object.entries({ checks: stats.checks, failed: stats.failed, 'axe runs': stats.axeRuns, ...extra }).map(([k, v]) => `${k}: ${v}`);
  console.log(`\n  [${label}] ${parts.join(', ')}`);
}

/** A few routes that together hold every block type in use, plus the longest page. */
export function representativeRoutes(routes) {
  const picked = new Set();
  const types = new Set(routes.flatMap((r) => blocksOf(r).map((x) => x.block.type)));
  for (const t of types) {
    const r = routes.find((x) => blocksOf(x).some((b) => b.block.type === t));
    if (r) picked.add(r);
  }
  picked.add([...routes].sort((a, b) => b.blocks.length - a.blocks.length)[0]);
  return [...picked];
}
