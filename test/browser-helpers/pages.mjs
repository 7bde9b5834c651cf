// Pages that record everything that should not happen (console errors and warnings, page errors,
// failed requests to our own origin, a hydration that threw the server HTML away), and the moves
// a test makes on them: visit, reload, wait for hydration, reveal a block inside tabs or accordions.
import { DESKTOP } from './browser.mjs';
import { Checks } from './checks.mjs';

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
