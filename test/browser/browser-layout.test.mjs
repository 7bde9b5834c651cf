// Layout in a real browser: at 320, 390 and 768 px nothing on any route overflows its container;
// the rule under a page's lead is spaced like the gaps between blocks; card grids never leave
// empty columns.
import { test } from 'uvu';
import { browserAvailable, useHarness, withPage, visit, blocksOf } from '../browser-helpers/harness.mjs';
import { overflowProblems } from '../browser-helpers/layout-facts.mjs';

export const WIDTHS = [320, 390, 768];
const counts = { 'overflow checks': 0 };

if (browserAvailable(test)) {
  const h = useHarness(test, 'layout', () => counts);

  // The phone widths share one visit per route: the page is loaded at 390 px, checked, then narrowed
  // to 320 px (its media queries and layout follow the new width) and checked again.
  const phones = WIDTHS.filter((w) => w < 600).sort((a, b) => b - a);
  const profileOf = (width) => ({ name: `${width}px`, viewport: { width, height: 800 }, isMobile: width < 600, hasTouch: width < 600 });
  for (const widths of [phones, ...WIDTHS.filter((w) => w >= 600).map((w) => [w])]) {
    test(`${widths.join(' and ')} px: nothing on any route overflows its container`, () => withPage(h, profileOf(widths[0]), async (p, c) => {
      for (const route of h.routes) {
        await visit(p, h, route.path);
        for (const width of widths) {
          if (width !== widths[0]) await p.page.setViewportSize({ width, height: 800 });
          const problems = await overflowProblems(p.page, width);
          counts['overflow checks']++;
          c.none(problems.slice(0, 6), `${route.path} at ${width}px`);
          if (width === 390) await pageHeaderSpacing(p.page, route, c);
        }
        if (widths.length > 1) await p.page.setViewportSize(profileOf(widths[0]).viewport);
      }
    }));
  }

  /** On a page without a hero, the gap below the rule under the lead is the gap between blocks. */
  async function pageHeaderSpacing(page, route, c) {
    if (route.hero || !route.blocks.length) return;
    const r = await page.evaluate(() => {
      const header = document.querySelector('main header');
      // The header opens the page (with breadcrumbs above it on a guide's sub-page); the blocks follow.
      const blocks = header?.nextElementSibling ?? header?.parentElement.nextElementSibling;
      if (!header || !blocks) return null;
      return { below: blocks.getBoundingClientRect().top - header.getBoundingClientRect().bottom, gap: parseFloat(getComputedStyle(blocks).rowGap) };
    });
    if (!c.ok(r, `${route.path}: no page header followed by blocks`)) return;
    c.eq(Math.round(r.below), Math.round(r.gap), `${route.path}: space between the rule under the lead and the first block (the gap between blocks)`);
  }

  test('desktop: a card grid with fewer cards than columns leaves no empty column', () => withPage(h, { name: 'wide', viewport: { width: 1280, height: 800 } }, async (p, c) => {
    const few = h.routes.filter((r) => blocksOf(r).some(({ block: b, path }) => b.type === 'cardGrid' && !path.length && b.cards.length < 4));
    c.ok(few.length > 0, 'data/site.json has a card grid with fewer than four cards');
    for (const route of few) {
      await visit(p, h, route.path);
      const grids = await p.page.evaluate(() => [...document.querySelectorAll('main ul')].filter((ul) => getComputedStyle(ul).display === 'grid' && ul.querySelector(':scope > li article'))
        .map((ul) => ({ right: ul.getBoundingClientRect().right, cards: ul.children.length, last: ul.lastElementChild.getBoundingClientRect().right, columns: getComputedStyle(ul).gridTemplateColumns.split(' ').length })));
      for (const g of grids.filter((x) => x.cards <= x.columns)) {
        c.ok(Math.abs(g.right - g.last) < 2, `${route.path}: a grid of ${g.cards} card(s) in ${g.columns} columns ends ${Math.round(g.right - g.last)}px before its right edge`);
      }
    }
  }));
}

test.run();
