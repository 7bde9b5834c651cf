// Section anchors in a real browser: a deep link to a section inside a closed accordion item opens
// the item, scrolls its heading into view and focuses it; so does an in-app navigation to it and
// a link to it on the same page; without JavaScript the section's content shows anyway; axe with
// the item opened at phone and desktop sizes.
import { join } from 'node:path';
import { test } from 'uvu';
import {
  browserAvailable, useHarness, withPage, visit, settle, unexpected, runAxe, describeViolations, stats, DESKTOP, PHONE, routesWith, root,
} from '../browser-helpers/harness.mjs';
import { bundleForNode } from '../../scripts/lib/node-bundle.mjs';

const { sectionAnchors } = await import((await bundleForNode(['schema/anchors.ts'], { outDir: join(root, '.cache/anchors-test') })).anchors);

if (browserAvailable(test)) {
  const h = useHarness(test, 'anchors');

  /** A page with an accordion of at least two items, the anchor of its second item and of its first. */
  const target = () => {
    const { route, found } = routesWith(h.routes, 'accordion').find(({ found }) => found.some(({ block }) => block.items.length >= 2));
    const { block } = found.find(({ block }) => block.items.length >= 2);
    const anchors = sectionAnchors(route.blocks);
    return { path: route.path, anchor: anchors.get(block.items[1]), first: anchors.get(block.items[0]) };
  };
  /** The item's state once effects ran: open, heading in view, focus on its button. */
  const stateOf = (page, anchor) => page.evaluate((anchor) => {
    const heading = document.getElementById(anchor);
    const box = heading?.getBoundingClientRect();
    return {
      expanded: heading?.querySelector('button')?.getAttribute('aria-expanded'),
      inView: !!box && box.top >= 0 && box.bottom <= innerHeight,
      focused: !!heading && heading.contains(document.activeElement),
    };
  }, anchor);
  const expectOpen = async (p, c, anchor, how) => {
    await p.page.waitForFunction((a) => document.getElementById(a)?.querySelector('button')?.getAttribute('aria-expanded') === 'true', anchor, { timeout: 5000 }).catch(() => {});
    await settle(p.page);
    await p.page.waitForTimeout(600); // a smooth scroll ends
    const s = await stateOf(p.page, anchor);
    c.eq(s.expanded, 'true', `${how}: the item "${anchor}" is open`);
    c.ok(s.inView, `${how}: its heading is in view`);
    c.ok(s.focused, `${how}: focus is on it`);
  };

  for (const profile of [PHONE, DESKTOP]) {
    test(`${profile.name}: a deep link to a section in a closed accordion item opens it, in view and focused; axe`, async () => {
      await withPage(h, profile, async (p, c) => {
        const { path, anchor } = target();
        c.ok(!!anchor, 'the item has an anchor');
        await visit(p, h, `${path}#${anchor}`);
        await expectOpen(p, c, anchor, 'deep link');
        const v = await runAxe(p.page);
        stats.axeRuns++;
        c.none(describeViolations(v, `${path}#${anchor}`), 'axe');
        c.none(unexpected(p), 'console and network');
      }, { reducedMotion: 'reduce' });
    });
  }

  test('an in-app navigation and a same-page link to a section open its item', async () => {
    await withPage(h, DESKTOP, async (p, c) => {
      const { path, anchor, first } = target();
      await visit(p, h, '/');
      // What wouter's Link does: push the address; the app follows it without a page load.
      await p.page.evaluate((to) => history.pushState(null, '', to), `${path}#${anchor}`);
      await expectOpen(p, c, anchor, 'in-app navigation');
      c.eq(await p.page.evaluate(() => performance.getEntriesByType('navigation').length), 1, 'no page load');
      await p.page.locator(`#${anchor} button`).click();
      c.eq(await p.page.locator(`#${anchor} button`).getAttribute('aria-expanded'), 'false', 'the open item still closes');
      await p.page.evaluate((to) => history.pushState(null, '', to), `${path}#${first}`);
      await expectOpen(p, c, first, 'a same-page link to another item');
      await p.page.evaluate((to) => history.pushState(null, '', to), `${path}#${anchor}`);
      await expectOpen(p, c, anchor, 'and back');
    }, { reducedMotion: 'reduce' });
  });

  test('without JavaScript, the section a deep link names is visible', async () => {
    await withPage(h, PHONE, async (p, c) => {
      const { path, anchor } = target();
      await visit(p, h, `${path}#${anchor}`, { js: false });
      const panel = p.page.locator(`#${anchor} + [data-reach-accordion-panel]`);
      c.ok(await panel.isVisible(), 'the item\'s panel shows');
      c.ok((await panel.innerText()).trim().length > 0, 'with its content');
    }, { javaScriptEnabled: false });
  });

  test.run();
}
