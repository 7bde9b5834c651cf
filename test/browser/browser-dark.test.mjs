// Dark mode in a real browser: the page follows prefers-color-scheme with the dark theme's colours,
// no surface is brighter than its text, and axe finds nothing, on two routes of each shape (every accordion and tab panel shown, as without JavaScript)
// nor in the interactive states: menus, search, a notice.
import { join } from 'node:path';
import { test } from 'uvu';
import { bundleForNode } from '../../scripts/lib/node-bundle.mjs';
import {
  browserAvailable, root, useHarness, withPage, visit, runAxe, describeViolations, stats, DESKTOP, PHONE, settle,
  unexpected, noticeTriggers, firstOfShape,
} from '../browser-helpers/harness.mjs';
import { brightSurfaces } from '../browser-helpers/surfaces.mjs';

const counts = { 'dark routes': 0, 'dark surfaces checked': 0 };

if (browserAvailable(test)) {
  const h = useHarness(test, 'dark', () => counts);
  const DARK = { colorScheme: 'dark' };
  /** The theme colours in use: the page background and text, as rgb(). */
  const colours = (page) => page.evaluate(() => ({ bg: getComputedStyle(document.body).backgroundColor, text: getComputedStyle(document.body).color }));
  const rgb = (hex) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
  /** Both themes' colours, from the token file itself. */
  const themes = async () => (await import((await bundleForNode(['src/styles/tokens.ts'], { outDir: join(root, '.cache/dark-test') })).tokens)).themes;
  const axeAt = async (p, c, where) => {
    const v = await runAxe(p.page);
    stats.axeRuns++;
    c.none(describeViolations(v, where), where);
  };

  test('the light theme by default, the dark one when the system asks for it', async () => {
    const { light, dark } = await themes();
    await withPage(h, DESKTOP, async (p, c) => {
      await visit(p, h, '/');
      const got = await colours(p.page);
      c.eq(got.bg, rgb(light.bg), 'light: page background');
      c.eq(got.text, rgb(light.text), 'light: text');
    }, { colorScheme: 'light' });
    await withPage(h, DESKTOP, async (p, c) => {
      await visit(p, h, '/');
      const got = await colours(p.page);
      c.eq(got.bg, rgb(dark.bg), 'dark: page background');
      c.eq(got.text, rgb(dark.text), 'dark: text');
    }, DARK);
  });

  // Every panel shown at once, as a visitor without JavaScript sees them, so one axe run per route
  // checks the colours of everything in it. (axe itself needs JavaScript.)
  const SHOW_PANELS = '[data-accordion-panel][hidden],[role="tabpanel"][hidden]{display:block!important}';

  test('dark: on two routes of each shape no surface is brighter than its text (the home hero included), and axe finds nothing with every accordion and tab panel shown', () => withPage(h, DESKTOP, async (p, c) => {
    // Two routes of each shape (the 25 topic guides share two): their surfaces come from the same code.
    for (const route of h.routes.filter(firstOfShape(2))) {
      await visit(p, h, route.path);
      // As the visitor sees the page first, before the panels are shown for axe.
      const { out, checked } = await brightSurfaces(p.page);
      counts['dark surfaces checked'] += checked;
      c.none(out.slice(0, 4), `${route.path} (dark)`);
      if (route.path === '/') {
        const hero = await p.page.evaluate(() => {
          const box = document.querySelector('main h1').parentElement;
          return getComputedStyle(box).backgroundImage + getComputedStyle(box).backgroundColor;
        });
        c.ok(hero.includes('rgb'), `the home hero paints a surface (${hero})`);
      }
      counts['dark routes']++;
      await p.page.addStyleTag({ content: SHOW_PANELS });
      await axeAt(p, c, `${route.path} (dark, panels open)`);
    }
    c.none(unexpected(p), 'dark');
  }, { ...DARK, reducedMotion: 'reduce' }));

  test('dark: axe finds nothing with a dropdown open, search open, or a notice shown', () => withPage(h, DESKTOP, async (p, c) => {
    const { page } = p;
    await visit(p, h, '/');
    await page.locator('nav[aria-label="Main"]:visible button[aria-expanded]').first().click();
    await settle(page);
    await axeAt(p, c, '/ with a dropdown open (dark)');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await settle(page);
    await axeAt(p, c, '/ with search open (dark)');
    const t = noticeTriggers(h.routes).find((x) => x.kind === 'button' && !x.path.length);
    if (c.ok(t, 'a notice button to try')) {
      await visit(p, h, t.route.path);
      await page.getByRole('button', { name: t.label, exact: true }).first().click();
      await page.locator('[role="status"]').getByText(t.title, { exact: true }).first().waitFor({ timeout: 5000 }).catch(() => {});
      await axeAt(p, c, `${t.route.path} with the notice "${t.title}" (dark)`);
    }
    c.none(unexpected(p), 'dark');
  }, DARK));

  test('dark (phone): axe finds nothing with the menu open', () => withPage(h, PHONE, async (p, c) => {
    await visit(p, h, '/');
    await p.page.getByRole('button', { name: 'Open menu', exact: true }).click();
    const groups = p.page.getByRole('dialog').locator('button[aria-expanded="false"]');
    while (await groups.count()) await groups.first().click();
    await settle(p.page);
    await axeAt(p, c, '/ with the phone menu open (dark)');
  }, { ...DARK, reducedMotion: 'reduce' }));
}

test.run();
