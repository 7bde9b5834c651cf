// The way to the crisis lines from every page, in a real browser: on a phone the home page shows
// "Call 988" in its first screen (one tap), "Get help now" leads to the crisis lines, the phone
// menu opens with it first, the not-found page offers search, the guides and the crisis lines;
// a call to 911 looks like an emergency, not like the brand, with AA contrast in both themes;
// the bar's buttons are at least 24 px with gaps between them; axe at 390 and 1280 px, light and dark.
import { test } from 'uvu';
import {
  browserAvailable, useHarness, withPage, visit, settle, unexpected, runAxe, describeViolations, stats, DESKTOP, PHONE, unknownPath,
} from '../browser-helpers/harness.mjs';

const counts = { 'taps to 988 from home (phone)': 0 };

if (browserAvailable(test)) {
  const h = useHarness(test, 'crisis path', () => counts);
  const help = () => h.manifest.site.crisis.help;
  const bar = (page) => page.locator('nav[aria-label="Crisis help"]');
  const axe = async (p, c, where) => {
    const v = await runAxe(p.page);
    stats.axeRuns++;
    c.none(describeViolations(v, where), where);
  };

  /** WCAG contrast ratio of two rgb() strings. */
  const contrast = (a, b) => {
    const lum = (s) => {
      const [r, g, bl] = s.match(/[\d.]+/g).slice(0, 3).map(Number).map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
    };
    const [x, y] = [lum(a), lum(b)].sort((m, n) => n - m);
    return (x + 0.05) / (y + 0.05);
  };

  test('phone: from home, "Call 988" is in the first screen (one tap); "Get help now" leads to the crisis lines', async () => {
    await withPage(h, PHONE, async (p, c) => {
      const { page } = p;
      await visit(p, h, '/');
      const call = bar(page).locator('a[href="tel:988"]');
      const box = await call.boundingBox();
      c.ok(box && box.y + box.height <= PHONE.viewport.height, 'Call 988 is in the first screen');
      counts['taps to 988 from home (phone)'] = box && box.y + box.height <= PHONE.viewport.height ? 1 : 0;
      c.ok(await bar(page).locator('a[href="tel:911"]').isVisible(), 'and Call 911');
      await bar(page).getByRole('link', { name: help().label }).click();
      await page.waitForFunction((to) => location.pathname === to, help().href.href.split("#")[0]);
      await settle(page);
      c.ok(await page.locator('main a[href="tel:988"]').count() > 0, `${help().href.href} lists the crisis lines`);
      c.none(unexpected(p), 'crisis path');
    });
  });

  test('phone: the menu opens with "Get help now" first', async () => {
    await withPage(h, PHONE, async (p, c) => {
      const { page } = p;
      await visit(p, h, '/our-story');
      await page.locator('header button[aria-controls$="-menu"]').click();
      await settle(page);
      const first = page.locator('[role="dialog"] a').first();
      c.eq((await first.innerText()).trim(), help().label, 'the first link of the menu');
      c.eq(await first.getAttribute("href"), help().href.href, "leads to the crisis lines");
      await axe(p, c, 'phone menu open');
    });
  });

  for (const [profile, scheme] of [[PHONE, 'light'], [DESKTOP, 'dark'], [PHONE, 'dark'], [DESKTOP, 'light']]) {
    test(`${profile.name}, ${scheme}: the not-found page offers search, the guides and the crisis lines; 911 is an emergency button; targets; axe`, async () => {
      await withPage(h, profile, async (p, c) => {
        const { page } = p;
        const path = unknownPath(h.routes);
        await visit(p, h, path);
        const main = page.locator('main');
        c.eq(await main.locator('form[role="search"]').getAttribute('action'), h.manifest.site.search.page, 'a search form to the search page');
        for (const g of h.manifest.navigation.groups) c.ok(await main.getByRole('link', { name: g.title, exact: true }).count() > 0, `the ${g.title} guide`);
        c.ok(await main.locator('a[href="tel:988"]').count() > 0 && await main.locator('a[href="tel:911"]').count() > 0, 'call 988 and 911');
        // 911: the emergency colour, not the brand's, readable in this theme.
        const look = await page.evaluate(() => {
          const css = (el) => { const s = getComputedStyle(el); return { bg: s.backgroundColor, fg: s.color }; };
          return { e: css(document.querySelector('main a[href="tel:911"]')), brand: css(document.querySelector('main a.' + CSS.escape([...document.querySelector('main a[href="/"]').classList][1]))) };
        });
        c.ok(look.e.bg !== look.brand.bg, `911 (${look.e.bg}) differs from the brand button (${look.brand.bg})`);
        c.ok(contrast(look.e.bg, look.e.fg) >= 4.5, `911 text contrast ${contrast(look.e.bg, look.e.fg).toFixed(2)} >= 4.5`);
        // The bar's buttons: at least 24 px, never touching.
        const boxes = await bar(page).locator('li > a').evaluateAll((as) => as.map((a) => a.getBoundingClientRect().toJSON()));
        c.ok(boxes.every((b) => b.width >= 24 && b.height >= 24), 'targets of at least 24 x 24 px');
        c.ok(boxes.every((b, i) => i === 0 || boxes[i - 1].right + 4 <= b.left || boxes[i - 1].bottom + 4 <= b.top), 'with visible gaps');
        await axe(p, c, `not-found page (${profile.name}, ${scheme})`);
        c.none(unexpected(p, { allowWarnings: [`Page not found: ${path}`], allowStatus: [{ url: h.url + path, status: 404 }] }), 'not found');
      }, { colorScheme: scheme });
    });
  }

  test.run();
}
