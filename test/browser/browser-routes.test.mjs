// Every route in data/site.json, in a real browser: status, h1, a clean console, hydration,
// highlighted menu link, safe external links, touch targets at desktop size; axe, and the same at
// phone size with a reload, on two routes of each shape (browser-helpers/routes.mjs shapeOf);
// the not-found page, reloads, reading without JavaScript and reduced motion.
import { test } from 'uvu';
import {
  browserAvailable, useHarness, withPage, visit, reload, unexpected, replacedBySsrMismatch, runAxe, axeRuleCount,
  describeViolations, stats, DESKTOP, PHONE, unknownPath, norm, settle, AXE_TAGS, representativeRoutes, blocksOf, firstOfShape,
} from '../browser-helpers/harness.mjs';
import { pageFacts } from '../browser-helpers/page-facts.mjs';

let axeRules = 0;
/** What each route showed with JavaScript on: { [path]: { headings, lines } }. */
const seen = {};

if (browserAvailable(test)) {
  const h = useHarness(test, 'routes', () => ({ routes: h.routes?.length ?? 0, 'axe rules': `${axeRules} (${AXE_TAGS.join(', ')})` }));

  /** Loads every route in one page of this size and checks it; axe (and, on a phone, a reload)
   * runs on the first two routes of each shape (firstOfShape: 25 topic guides share two). */
  const everyRoute = (profile) => withPage(h, profile, async (p, c) => {
    const fresh = firstOfShape(2);
    // At phone size, two routes of each shape: the desktop pass has checked every route.
    for (const route of profile === PHONE ? h.routes.filter(firstOfShape(2)) : h.routes) {
      const where = `${route.path} (${profile.name})`;
      try {
        await checkRoute(p, route, profile, where, c, fresh(route));
      } catch (e) {
        c.ok(false, `${where}: ${String(e.message).split('\n')[0]}`);
      }
    }
  });

  async function checkRoute(p, route, profile, where, c, costly = true) {
    p.reset();
    const res = await visit(p, h, route.path);
    c.eq(res?.status(), 200, `${where} status`);
    const f = await pageFacts(p.page, h.origin);
    c.eq(f.h1s.length, 1, `${where} number of h1`);
    c.eq(norm(f.h1s[0]), norm(route.title), `${where} h1`);
    c.ok(f.title.startsWith(route.title), `${where} document.title "${f.title}" starts with the route title`);
    c.none(unexpected(p), where);
    c.none((await replacedBySsrMismatch(p.page)).map((n) => `hydration replaced the server-rendered ${n}`), where);
    c.none(f.currentLinks.filter((l) => l.path !== route.path).map((l) => `aria-current="page" on a menu link to ${l.path}`), where);
    if (f.menuPaths.includes(route.path)) {
      c.ok(f.currentLinks.some((l) => l.path === route.path && l.visible), `${where}: no visible menu link to the page carries aria-current="page"`);
    }
    c.none(f.badExternal.map((l) => `external link ${l.href} has target="${l.target}" rel="${l.rel}"`), where);
    c.none(f.smallTargets.map((t) => `touch target smaller than 24x24: ${t}`), where);
    c.ok(f.overflowX <= 0, `${where}: page scrolls sideways by ${f.overflowX}px`);
    if (profile === DESKTOP) seen[route.path] = { headings: f.headings, lines: f.mainLines };
    if (!costly) return;
    const v = await runAxe(p.page);
    stats.axeRuns++;
    if (!axeRules) axeRules = await axeRuleCount(p.page);
    c.none(describeViolations(v, route.path), `${where}`);
    if (profile === PHONE) {
      // A deep link reloads to the same page.
      p.reset();
      const again = await reload(p);
      c.eq(again?.status(), 200, `${where} status after reload`);
      c.eq(norm(await p.page.locator('h1').first().textContent()), norm(route.title), `${where} h1 after reload`);
      c.none(unexpected(p), `${where} after reload`);
    }
  }

  test('every route at desktop size (1280x800): status 200, h1, clean console, hydration, menus, links; axe on two of each shape', () => everyRoute(DESKTOP));

  test('two routes of each shape at phone size (390x844): the same, plus a reload of the deep link', () => everyRoute(PHONE));

  for (const profile of [DESKTOP, PHONE]) {
    test(`an unknown path (${profile.name}): Page Not Found, status 404, the path logged as the only console message`, () => withPage(h, profile, async (p, c) => {
      const path = unknownPath(h.routes);
      const where = `${path} (${profile.name})`;
      const res = await visit(p, h, path);
      c.eq(res?.status(), 404, `${where} status`);
      c.eq(norm(await p.page.locator('h1').first().textContent()), norm(h.manifest.site.notFound.title), `${where} h1`);
      const expected = `Page not found: ${path}`;
      c.ok(p.log.console.some((m) => m.type === 'warning' && m.text === expected), `${where}: console.warn("${expected}") was not logged`);
      c.none(unexpected(p, { allowWarnings: [expected], allowStatus: [{ url: h.url + path, status: 404 }] }), where);
      c.none((await replacedBySsrMismatch(p.page)).map((n) => `hydration replaced the server-rendered ${n}`), where);
      const v = await runAxe(p.page);
      stats.axeRuns++;
      c.none(describeViolations(v, path), where);
    }));
  }

  test('without JavaScript every route is readable: status 200 and all of its text in main', () => withPage(h, DESKTOP, async (p, c) => {
    for (const route of h.routes) {
      const where = `${route.path} (no JavaScript)`;
      const res = await visit(p, h, route.path, { js: false });
      c.eq(res?.status(), 200, `${where} status`);
      const text = norm(await p.page.locator('main').innerText());
      const closed = await p.page.locator('main').evaluate((m) => [...m.querySelectorAll('[data-accordion-panel], [role="tabpanel"]')]
        .filter((el) => !el.checkVisibility()).length);
      c.eq(closed, 0, `${where}: accordion and tab panels that stay hidden`);
      c.ok(text.includes(norm(route.title)), `${where}: the title is not in main`);
      const js = seen[route.path];
      if (!js) continue; // the desktop test did not get this far; it reports why
      for (const hd of js.headings) c.ok(text.includes(hd), `${where}: heading "${hd}" is not readable`);
      const missing = js.lines.filter((l) => !text.includes(l));
      c.ok(missing.length === 0, `${where}: ${missing.length} line(s) shown with JavaScript are not readable without it, e.g. "${missing[0]}"`);
    }
  }, { javaScriptEnabled: false }));

  test('with reduced motion nothing animates after scrolling to the bottom (routes covering every block type)', () => withPage(h, DESKTOP, async (p, c) => {
    for (const route of representativeRoutes(h.routes)) {
      const where = `${route.path} (reduced motion)`;
      await visit(p, h, route.path);
      await scrollThrough(p.page);
      const r = await p.page.evaluate(() => ({
        animations: document.getAnimations().map((a) => `${a.constructor.name} on <${a.effect?.target?.tagName?.toLowerCase()} class="${a.effect?.target?.className}">`),
        hidden: [...document.querySelectorAll('main *')].filter((e) => e.style.opacity === '0').length,
      }));
      c.ok(r.animations.length === 0, `${where}: ${r.animations.length} animation(s): ${r.animations.slice(0, 3).join('; ')}`);
      c.eq(r.hidden, 0, `${where}: elements left at opacity 0`);
    }
  }, { reducedMotion: 'reduce' }));

  const animations = (page) => page.evaluate(() => document.getAnimations().map((a) => `${a.constructor.name} on <${a.effect?.target?.tagName?.toLowerCase()}>`));

  test('with reduced motion, opening a dropdown, accordion items and tabs does not animate (desktop)', () => withPage(h, DESKTOP, async (p, c) => {
    const { page } = p;
    const withBlocks = representativeRoutes(h.routes).find((r) => blocksOf(r).some((b) => b.block.type === 'accordion')) ?? h.routes[0];
    await visit(p, h, withBlocks.path);
    const trigger = page.locator('nav[aria-label="Main"]:visible button[aria-expanded]').first();
    await trigger.click();
    await settle(page);
    c.eq((await animations(page)).join('; '), '', 'reduced motion: animations after opening a dropdown');
    await trigger.click();
    for (const sel of ['[data-control="accordion"]', '[role="tab"][aria-selected="false"]']) {
      const el = page.locator(sel).first();
      if (!(await el.count())) continue;
      await el.click();
      await settle(page);
      c.eq((await animations(page)).join('; '), '', `reduced motion: animations after clicking ${sel}`);
    }
    c.none(unexpected(p), 'reduced motion (desktop)');
  }, { reducedMotion: 'reduce' }));

  test('with reduced motion, opening the phone menu and a menu group does not animate', () => withPage(h, PHONE, async (p, c) => {
    const { page } = p;
    await visit(p, h, '/');
    await page.getByRole('button', { name: 'Open menu', exact: true }).click();
    await settle(page);
    c.eq((await animations(page)).join('; '), '', 'reduced motion: animations after opening the phone menu');
    await page.getByRole('dialog').locator('button[aria-expanded]').first().click();
    await settle(page);
    c.eq((await animations(page)).join('; '), '', 'reduced motion: animations after expanding a menu group');
    c.none(unexpected(p), 'reduced motion (phone)');
  }, { reducedMotion: 'reduce' }));

  test('control for the reduced-motion test: with motion allowed, scrolling a long page does animate', () => withPage(h, DESKTOP, async (p, c) => {
    // The route with the most top-level blocks is the longest page.
    const route = [...h.routes].sort((a, b) => b.blocks.length - a.blocks.length)[0];
    await visit(p, h, route.path);
    const count = await scrollThrough(p.page, { countAnimations: true });
    c.ok(count > 0, `${route.path}: no animation seen while scrolling, so the reduced-motion test proves nothing`);
    c.none(unexpected(p), route.path);
  }));

  /** Scrolls to the bottom a screen at a time, then back to the top; returns the most animations seen at once. */
  async function scrollThrough(page, { countAnimations = false } = {}) {
    const most = await page.evaluate(async (count) => {
      const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
      let max = 0;
      for (let y = 0; y <= document.documentElement.scrollHeight; y += Math.round(innerHeight * 0.8)) {
        window.scrollTo(0, y);
        await frame(); await frame();
        if (count) { await new Promise((r) => setTimeout(r, 30)); max = Math.max(max, document.getAnimations().length); }
      }
      window.scrollTo(0, document.documentElement.scrollHeight);
      await frame(); await frame();
      return max;
    }, countAnimations);
    await page.waitForTimeout(120);
    await settle(page);
    return most;
  }
}

test.run();
