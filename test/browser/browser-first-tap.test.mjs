// The first tap answers at once: the page's own controls (src/boot/controls) answer every kind of
// control before the app has started, and even when its scripts never arrive (blocked here); what
// a visitor did meanwhile (open menus, typed words, a chosen filter) is kept when the app takes
// over; a double tap acts as two taps on that control; nothing on the page moves as it loads and
// starts (no layout shift); axe finds nothing in each opened state. The time a tap takes on a slow
// phone is measured by `npm run bench` (first-tap table); the limits here are generous.
import { test } from 'uvu';
import {
  browserAvailable, useHarness, withPage, hydrated, runAxe, describeViolations, unexpected, unknownPath, DESKTOP, PHONE, routesWith, stats,
} from '../browser-helpers/harness.mjs';

if (browserAvailable(test)) {
  const h = useHarness(test, 'first-tap');
  /** The app's entry never loads: only the page's own controls can answer. */
  const blockApp = (p) => p.context.route(/\/assets\/main-[A-Z0-9]+\.js$/, (r) => r.abort());
  const load = (p, path) => p.page.goto(h.url + path, { waitUntil: 'load' });
  const claimed = (page) => page.evaluate(() => [...document.querySelectorAll('#root *')].filter((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))).length);
  /** Resolves whether `fn` (in the page) holds within `ms`. */
  const within = (page, fn, arg, ms = 1000) => page.waitForFunction(fn, arg, { timeout: ms, polling: 'raf' }).then(() => true, () => false);
  const shown = (page, sel) => within(page, (s) => !!document.querySelector(s)?.checkVisibility(), sel);
  const axe = async (p, c, where) => { stats.axeRuns++; c.none(describeViolations(await runAxe(p.page), where), 'axe'); };
  const panelOf = async (button) => `[id="${await button.getAttribute('aria-controls')}"]`;
  const accordionRoute = () => routesWith(h.routes, 'accordion')[0].route.path;

  test('with the app blocked, the phone menu, its groups, search, an accordion item, a tab and Add to packet answer a tap', async () => {
    await withPage(h.ready(), PHONE, async (p, c) => {
      await blockApp(p);
      const { page } = p;
      await load(p, accordionRoute());
      const menu = page.locator('[data-control="menu"]');
      await menu.tap();
      c.ok(await shown(page, await panelOf(menu)), 'the phone menu opens');
      c.ok(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')), 'focus moves into it');
      const group = page.locator('[role="dialog"] [data-control="disclosure"][aria-expanded="false"]').first();
      const groupPanel = await panelOf(group);
      await group.tap();
      c.ok(await shown(page, groupPanel), 'a group of the menu expands');
      await axe(p, c, 'phone menu open');
      await page.keyboard.press('Escape');
      c.eq(await menu.getAttribute('aria-expanded'), 'false', 'Escape closes the menu');
      c.ok(await page.evaluate(() => document.activeElement?.dataset.control === 'menu'), 'focus returns to its button');

      await page.locator('#site-search-toggle').tap();
      c.ok(await shown(page, '#site-search-input'), 'the search toggle opens the box in place');
      c.eq(await page.evaluate(() => document.activeElement?.id), 'site-search-input', 'the box takes the focus');
      c.eq(new URL(page.url()).pathname, accordionRoute(), 'the page stays: the toggle does not follow its link');
      await axe(p, c, 'search box open');
      await page.keyboard.press('Escape');
      c.ok(!(await page.locator('#site-search-input').isVisible()), 'Escape closes it');

      const item = page.locator('[data-control="accordion"]').nth(1);
      await item.tap();
      c.ok(await shown(page, await panelOf(item)), 'an accordion item opens');
      await axe(p, c, 'accordion item open');

      const tabsPath = routesWith(h.routes, 'tabs')[0]?.route.path;
      if (c.ok(tabsPath, 'the site has tabs')) {
        await load(p, tabsPath);
        const tab = page.locator('[role="tab"]').nth(1);
        await tab.tap();
        c.ok(await shown(page, await panelOf(tab)), 'a tab shows its panel');
        c.eq(await page.locator('[role="tabpanel"]:visible').count(), await page.locator('[role="tablist"]').count(), 'one panel per tab list shows');
        await page.keyboard.press('ArrowLeft');
        c.eq(await page.evaluate(() => document.activeElement?.getAttribute('aria-selected')), 'true', 'arrow keys move to the next tab and select it');
        await axe(p, c, 'second tab selected');
      }

      const withLinks = routesWith(h.routes, 'linkList').find(({ route }) => route.path !== '/')?.route.path;
      await load(p, withLinks);
      const add = page.locator('[data-control="packet"]:not([data-section]):visible').first();
      await add.tap();
      c.eq(await add.getAttribute('aria-pressed'), 'true', 'Add to packet is pressed');
      c.ok(await shown(page, '[data-packet-count]'), 'the header shows the count');
      c.ok((await add.innerText()).startsWith('In packet'), `the button says it is in the packet ("${await add.innerText()}")`);
      c.eq(await page.evaluate(() => JSON.parse(localStorage.packet).items.length), 1, 'the packet is kept in this browser');
      await add.tap();
      c.eq(await add.getAttribute('aria-pressed'), 'false', 'pressed again, it is taken out');
      c.eq(await claimed(page), 0, 'all of it without the app');
    });
  });

  test('with the app blocked, desktop dropdowns and More open, one at a time, and close on Escape or a press outside; Go Back goes back', async () => {
    await withPage(h.ready(), DESKTOP, async (p, c) => {
      await blockApp(p);
      const { page } = p;
      await load(p, '/');
      const dropdowns = page.locator('nav [data-control="dropdown"]');
      c.eq(await dropdowns.count(), h.manifest.navigation.dropdowns + 1, 'one dropdown per guide shown on its own, and More');
      const [first, more] = [dropdowns.first(), dropdowns.last()];
      await first.click();
      c.ok(await shown(page, await panelOf(first)), 'a dropdown opens');
      await axe(p, c, 'dropdown open');
      await more.click();
      c.ok(await shown(page, await panelOf(more)), 'More opens');
      c.eq(await first.getAttribute('aria-expanded'), 'false', 'the other closes');
      await page.keyboard.press('Escape');
      c.eq(await more.getAttribute('aria-expanded'), 'false', 'Escape closes it');
      c.ok(await page.evaluate(() => document.activeElement?.dataset.control === 'dropdown'), 'focus back on its button');
      await first.click();
      await page.mouse.click(5, 790); // the page's margin: no link there
      c.eq(await first.getAttribute('aria-expanded'), 'false', 'a press outside closes it');
      c.eq(new URL(page.url()).pathname, '/', 'and the page stays');

      const missing = unknownPath(h.routes);
      await load(p, missing);
      await page.getByRole('button', { name: h.manifest.site.notFound.backLabel }).click();
      c.ok(await page.waitForURL(h.url + '/', { timeout: 5000, waitUntil: 'commit' }).then(() => true, () => false), 'Go Back returns to the page before');
      c.eq(await claimed(page), 0, 'all of it without the app');
    });
  });

  test('the not-found page logs its address at load, with no input', async () => {
    await withPage(h.ready(), PHONE, async (p, c) => {
      const missing = unknownPath(h.routes);
      await load(p, missing);
      c.ok(p.log.console.some((m) => m.type === 'warning' && m.text === `Page not found: ${missing}`), 'the path is in the console');
      c.eq(await claimed(p.page), 0, 'before the app has started');
    });
  });

  test('what a tap opened before the app started stays open when it takes over; a double tap acts twice on that item only', async () => {
    await withPage(h.ready(), PHONE, async (p, c) => {
      const { page } = p;
      await load(p, accordionRoute());
      const items = page.locator('[data-control="accordion"]');
      const item = items.nth(1);
      await item.tap(); // the page's first input: it starts the app
      c.eq(await item.getAttribute('aria-expanded'), 'true', 'the tap opened the item at once');
      await hydrated(page);
      await page.waitForTimeout(300);
      c.eq(await item.getAttribute('aria-expanded'), 'true', 'still open once the app has hydrated');
      c.ok(await page.locator(await panelOf(item)).isVisible(), 'its panel shows');
      await item.tap();
      c.eq(await item.getAttribute('aria-expanded'), 'false', 'one more tap closes it: each tap acts once');
      const before = await items.evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-expanded')));
      await item.dblclick();
      c.eq(JSON.stringify(await items.evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-expanded')))), JSON.stringify(before), 'a double tap opens and closes that item, and no other changes');
      c.none(unexpected(p), 'the log');
    });
  });

  test("while the app hydrates and a part of the page still waits for its code, that part's controls answer (React holds no press back)", async () => {
    await withPage(h.ready(), PHONE, async (p, c) => {
      const { page } = p;
      // The parts hydrated after the page (the phone menu among them) arrive 4 s late.
      let later = [];
      await p.context.route(/\/assets\/chunk-[A-Z0-9]+\.js$/, async (r) => {
        if (later.some((u) => r.request().url().endsWith(u))) await new Promise((ok) => setTimeout(ok, 4000));
        await r.continue();
      });
      await load(p, '/');
      later = await page.evaluate(() => JSON.parse(document.getElementById('app-scripts').textContent).later);
      const menu = page.locator('[data-control="menu"]');
      await menu.tap(); // starts the app
      await page.waitForFunction(() => Object.keys(document.querySelector('main') ?? {}).some((k) => k.startsWith('__reactFiber')), null, { timeout: 10_000 });
      const panel = page.locator(await panelOf(menu));
      c.eq(await panel.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))), false, 'the menu is not hydrated yet (its code is late)');
      const group = panel.locator('[data-control="disclosure"]').first();
      const before = await group.getAttribute('aria-expanded');
      await group.tap();
      c.eq(await group.getAttribute('aria-expanded'), String(before !== 'true'), 'a group of the menu answers the tap');
      await page.keyboard.press('Escape');
      c.eq(await menu.getAttribute('aria-expanded'), 'false', 'Escape closes the menu');
      c.ok(await within(page, () => Object.keys(document.querySelector('[role="dialog"]')).some((k) => k.startsWith('__reactFiber')), null, 10_000), 'then the menu hydrates');
      await menu.tap();
      c.eq(await menu.getAttribute('aria-expanded'), 'true', 'and still opens');
    });
  });

  test('words typed and a filter chosen while the app starts are kept and applied; so is the header search', async () => {
    const catalogue = routesWith(h.routes, 'resourceCatalogue').find(({ found }) => found.some(({ block }) => block.filters && !block.guide))?.route.path;
    await withPage(h.ready(), PHONE, async (p, c) => {
      const { page } = p;
      await load(p, catalogue);
      const form = page.locator('main form[aria-label]').first();
      const words = form.locator('input[type="search"]');
      await words.tap(); // the first input
      await page.keyboard.type('grounding');
      await form.getByLabel('Type', { exact: true }).selectOption('worksheet');
      await hydrated(page);
      c.ok(await within(page, () => /kind=worksheet/.test(location.search) && /q=grounding/.test(location.search), null, 10_000), `the address holds both (${page.url()})`);
      c.eq(await words.inputValue(), 'grounding', 'the words are all there');
      c.eq(await form.getByLabel('Type', { exact: true }).inputValue(), 'worksheet', 'the choice stays');
      c.ok(await within(page, () => /Worksheet/.test(document.querySelector('main [data-pagefind-ignore] [role="status"]')?.textContent ?? ''), null, 10_000), 'and the list is filtered by both');

      await load(p, '/');
      await page.locator('#site-search-toggle').tap();
      await page.keyboard.type('anxiety');
      await hydrated(page);
      c.ok(await within(page, () => /anxiety/.test(document.querySelector('#site-search [role="status"]')?.textContent ?? ''), null, 10_000), 'the header search shows results for the words typed');
      c.eq(await page.locator('#site-search-input').inputValue(), 'anxiety', 'the box keeps them');
      c.none(unexpected(p), 'the log');
    });
  });

  test("a form's Send pressed while the app cannot start is sent by the browser after a few seconds", async () => {
    const path = routesWith(h.routes, 'form')[0].route.path;
    await withPage(h.ready(), PHONE, async (p, c) => {
      await blockApp(p);
      const { page } = p;
      await load(p, path);
      await page.evaluate(() => {
        const f = document.querySelector('main form');
        for (const el of f.elements) if (el.name && el.type !== 'hidden' && el.tabIndex !== -1) el.value = el.type === 'email' ? 'a@example.org' : 'Test';
      });
      const sent = page.waitForRequest((r) => r.isNavigationRequest() && (r.method() === 'POST' || new URL(r.url()).search.length > 1), { timeout: 10_000 }).then(() => true, () => false);
      await page.locator('main form').first().locator('button[type="submit"]').first().tap();
      c.ok(await sent, 'the browser sends the form as it would without JavaScript');
    });
  });

  test('nothing moves while a page loads, takes a first tap and starts the app (no layout shift)', async () => {
    const paths = [...new Set(['accordion', 'tabs', 'resourceCatalogue', 'linkList', 'searchResults'].map((t) => routesWith(h.routes, t)[0]?.route.path).filter(Boolean))];
    await withPage(h.ready(), PHONE, async (p, c) => {
      const { page } = p;
      await p.context.addInitScript(() => {
        window.__shifts = [];
        new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__shifts.push({ value: e.value, nodes: e.sources.map((s) => s.node?.outerHTML?.slice(0, 80) ?? '?') }); })
          .observe({ type: 'layout-shift', buffered: true });
      });
      for (const path of paths) {
        await load(p, path);
        await page.locator('h1').first().tap();
        await hydrated(page).catch(() => {});
        await page.waitForTimeout(1000);
        const shifts = await page.evaluate(() => window.__shifts);
        const cls = shifts.reduce((n, s) => n + s.value, 0);
        c.ok(cls === 0, `${path}: layout shift ${cls.toFixed(4)} (${shifts.flatMap((s) => s.nodes).slice(0, 3).join(' | ')})`);
      }
    });
  });

  test('the packet page keeps the empty packet\'s space from the first paint: the footer stays put when the editor comes; without JavaScript no space is kept', async () => {
    const path = routesWith(h.routes, 'packet')[0].route.path;
    for (const width of [320, 390, 1280]) {
      await withPage(h.ready(), { ...PHONE, name: `${width} px`, viewport: { width, height: 844 } }, async (p, c) => {
        const { page } = p;
        await load(p, path);
        const footerTop = () => page.evaluate(() => document.querySelector('footer').getBoundingClientRect().top);
        const before = await footerTop();
        c.ok(await page.locator('[data-reserve]').getByText(/Your packet is empty/).isVisible(), `${width} px: before the app, the page says the packet is empty`);
        await page.locator('h1').first().tap();
        await hydrated(page);
        await page.locator('[data-reserve] input').first().waitFor({ timeout: 5000 });
        c.ok(Math.abs((await footerTop()) - before) < 0.5, `${width} px: the footer moved from ${before} to ${await footerTop()} when the editor came`);
        c.none(unexpected(p), 'the log');
      });
    }
    await withPage(h.ready(), DESKTOP, async (p, c) => {
      await p.page.context().addInitScript(() => { localStorage.packet = JSON.stringify({ items: [{ id: 'x', title: 'X', url: 'https://example.org/' }], title: '', note: '' }); });
      await p.page.route(/\/assets\/main-[A-Z0-9]+\.js$/, (r) => r.abort());
      await load(p, path);
      c.ok(await p.page.locator('[data-reserve]').getByText('Loading your packet').isVisible(), 'with a packet stored, the page says it is loading, not that it is empty');
    });
    await withPage(h.ready(), PHONE, async (p, c) => {
      await load(p, path);
      const reserve = p.page.locator('[data-reserve]');
      c.ok(await reserve.getByText('needs JavaScript').isVisible(), 'without JavaScript, the page says the packet needs it');
      c.ok(!(await reserve.getByText(/Your packet is empty/).isVisible()), 'and not that it is empty');
      c.ok((await reserve.evaluate((el) => el.getBoundingClientRect().height)) < 100, 'no space is kept for an editor that never comes');
    }, { javaScriptEnabled: false });
  });

  test.run();
}
