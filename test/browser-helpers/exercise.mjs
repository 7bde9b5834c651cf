// Loads every route and uses each kind of interactive part once (menus, in-app navigation,
// accordion, tabs, a notice, a video, search when a page holds search results), recording every
// Content-Security-Policy violation (securitypolicyviolation events) and everything else that
// should not happen (console errors and warnings, page errors, failed requests: unexpected()).
import { DESKTOP, PHONE } from './browser.mjs';
import { openPage, reveal, settle, unexpected, visit } from './pages.mjs';
import { noticeTriggers, norm, routesWith, unknownPath } from './routes.mjs';

/** Reports securitypolicyviolation events of every document the context opens to `into`. */
export async function recordViolations(context, into) {
  await context.exposeBinding('__reportViolation', ({ page }, v) => into.push({ at: page?.url(), ...v }));
  await context.addInitScript(() => document.addEventListener('securitypolicyviolation', (e) => window.__reportViolation({
    directive: e.effectiveDirective, blocked: e.blockedURI, source: `${e.sourceFile}:${e.lineNumber}`, sample: e.sample,
  })));
}

const CANARY = 'https://csp-canary.invalid/blocked.png';

/**
 * { pages, expected, actions, violations, problems, canarySeen }: `expected` lists the interactions
 * the manifest has parts for, `actions` those that did what they should. `canarySeen` proves the
 * recording works: an image from a host the policy does not allow must be reported.
 */
export async function exerciseSite(h) {
  const out = { pages: 0, expected: [], actions: [], violations: [], problems: [], canarySeen: false };
  const check = (p, where, allow) => {
    out.problems.push(...unexpected(p, allow).map((x) => `${where}: ${x}`));
    p.reset();
  };
  const first = (type) => routesWith(h.routes, type)[0];
  const notice = noticeTriggers(h.routes).find((t) => t.kind === 'button');
  out.expected = [h.manifest.site.offline && 'service worker', 'menu', 'in-app navigation', first('accordion') && 'accordion', first('tabs') && 'tabs', notice && 'notice',
    first('videoFrame') && 'video', first('searchResults') && 'search', 'phone menu'].filter(Boolean);
  const go = async (p, path) => { await visit(p, h, path); out.pages++; };
  // The service worker runs here (under the real policy) and answers every later page load.
  const p = await openPage(h, DESKTOP, { serviceWorkers: 'allow' });
  const { page } = p;
  try {
    await recordViolations(p.context, out.violations);
    for (const r of h.routes) {
      await go(p, r.path);
      check(p, r.path);
    }
    if (h.manifest.site.offline) {
      const active = await page.evaluate(() => Promise.race([
        navigator.serviceWorker.ready.then((r) => !!r.active), new Promise((ok) => setTimeout(() => ok(false), 10_000)),
      ]));
      if (active) out.actions.push('service worker');
    }
    const missing = unknownPath(h.routes);
    await go(p, missing);
    check(p, missing, { allowWarnings: [`Page not found: ${missing}`], allowStatus: [{ url: h.url + missing, status: 404 }] });

    await page.evaluate((src) => { new Image().src = src; }, CANARY);
    for (let i = 0; i < 40 && !out.violations.some((v) => v.blocked === CANARY); i++) await page.waitForTimeout(25);
    out.canarySeen = out.violations.some((v) => v.blocked === CANARY && v.directive === 'img-src');
    out.violations.splice(0, out.violations.length, ...out.violations.filter((v) => v.blocked !== CANARY));
    p.reset();

    // A dropdown menu, then a link in it: the next route comes from its route.json.
    await go(p, '/');
    const trigger = page.locator('nav[aria-label="Main"] > ul > li > button[aria-expanded]').first();
    await trigger.click();
    if ((await trigger.getAttribute('aria-expanded')) === 'true') out.actions.push('menu');
    const link = page.locator('nav[aria-label="Main"] [data-noscript-menu] a[href^="/"]:visible').first();
    const to = new URL(await link.getAttribute('href'), h.url).pathname;
    const data = page.waitForResponse((res) => new URL(res.url()).pathname === `${to}/route.json`, { timeout: 5000 });
    await link.click();
    await data;
    const route = h.routes.find((r) => r.path === to);
    await page.waitForFunction((t) => document.querySelector('h1')?.textContent?.replace(/\s+/g, ' ').trim() === t, norm(route.title), { timeout: 5000 });
    out.actions.push('in-app navigation');
    check(p, `menu link to ${to}`);

    const accordion = first('accordion')?.route;
    if (accordion) {
      await go(p, accordion.path);
      const collapsed = await page.locator('[data-control="accordion"]').evaluateAll((bs) => bs.findIndex((b) => b.getAttribute('aria-expanded') === 'false'));
      const button = page.locator('[data-control="accordion"]').nth(collapsed);
      await button.click();
      await settle(page);
      if ((await button.getAttribute('aria-expanded')) === 'true') out.actions.push('accordion');
      check(p, `${accordion.path}: accordion`);
    }
    const tabs = first('tabs')?.route;
    if (tabs) {
      await go(p, tabs.path);
      const tab = page.getByRole('tab').nth(1);
      await tab.click();
      await settle(page);
      if ((await tab.getAttribute('aria-selected')) === 'true') out.actions.push('tabs');
      check(p, `${tabs.path}: tabs`);
    }
    if (notice) {
      await go(p, notice.route.path);
      await reveal(page, notice.path);
      await page.getByRole('button', { name: notice.label, exact: true }).first().click();
      await page.locator('[role="status"]').getByText(notice.title, { exact: true }).first().waitFor({ timeout: 5000 });
      out.actions.push('notice');
      check(p, `${notice.route.path}: notice "${notice.title}"`);
    }
    const video = first('videoFrame');
    if (video) {
      await go(p, video.route.path);
      await reveal(page, video.found[0].path);
      await page.getByRole('button', { name: `Play here: ${video.found[0].block.title}` }).first().click();
      // The frame's address is checked against frame-src before any request leaves.
      await page.locator('iframe').first().waitFor({ timeout: 5000 });
      await settle(page);
      out.actions.push('video');
      check(p, `${video.route.path}: video`);
    }
    const search = first('searchResults')?.route;
    if (search) {
      // The search page's results come from Pagefind: its library, web worker and WebAssembly.
      await go(p, `${search.path}?q=grounding`);
      const found = await page.waitForFunction(() => (document.querySelector('main [role="status"]')?.textContent ?? '').includes('“grounding”')
        && document.querySelectorAll('main [data-results] > li').length > 0, null, { timeout: 10_000 }).then(() => true, () => false);
      // And the header's search, as you type.
      await page.keyboard.press('/');
      await page.locator('#site-search-input').fill('worksheet');
      const typed = await page.waitForFunction(() => document.querySelectorAll('#site-search [data-results] > li').length > 0, null, { timeout: 10_000 }).then(() => true, () => false);
      if (found && typed) out.actions.push('search');
      check(p, `${search.path}?q=grounding and the header search`);
    }
  } finally {
    await p.close();
  }

  // The phone menu: a dialog with its own focus handling and transitions.
  const phone = await openPage(h, PHONE);
  try {
    await recordViolations(phone.context, out.violations);
    await go(phone, '/');
    await phone.page.getByRole('button', { name: 'Open menu', exact: true }).click();
    await phone.page.getByRole('dialog').waitFor({ timeout: 5000 });
    out.actions.push('phone menu');
    check(phone, 'phone menu');
  } finally {
    await phone.close();
  }
  return out;
}
