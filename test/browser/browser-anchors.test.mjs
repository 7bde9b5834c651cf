// Section anchors in a real browser: a deep link to a section inside a closed accordion item opens
// the item, scrolls its heading into view (clear of the fixed header) and focuses it; so does an
// in-app navigation to it and a link to it on the same page; an in-app navigation to a section
// outside any accordion lands there instead of the top; without JavaScript the section's content
// shows anyway; axe with the item opened at phone and desktop sizes.
import { join } from 'node:path';
import { test } from 'uvu';
import {
  browserAvailable, useHarness, withPage, visit, settle, unexpected, runAxe, describeViolations, stats, DESKTOP, PHONE, routesWith, root,
} from '../browser-helpers/harness.mjs';
import { bundleForNode } from '../../scripts/lib/node-bundle.mjs';

const { sectionAnchors, slugify } = await import((await bundleForNode(['schema/values/anchors.ts'], { outDir: join(root, '.cache/anchors-test') })).anchors);

/** The page the brief names: crisis assessment, whose accordion opens its first item on arrival. */
const ASSESSMENT = '/crisis-intervention/assessment';

if (browserAvailable(test)) {
  const h = useHarness(test, 'anchors');

  /** The assessment page's accordion: the anchors of its first and second items. */
  const target = () => {
    const { route, found } = routesWith(h.routes, 'accordion').find(({ route }) => route.path === ASSESSMENT) ?? {};
    if (!route) throw new Error(`no accordion on ${ASSESSMENT} in data/site.json`);
    const { block } = found.find(({ block }) => block.items.length >= 2);
    const anchors = sectionAnchors(route.blocks);
    const [first, second] = block.items;
    return { route, path: route.path, second, anchor: anchors.get(second), first: anchors.get(first) };
  };
  /** The item's state once effects ran: open, heading in view below the fixed header and focused. */
  const stateOf = (page, anchor) => page.evaluate((anchor) => {
    const heading = document.getElementById(anchor);
    const box = heading?.getBoundingClientRect();
    const header = [...document.querySelectorAll('header')].find((e) => getComputedStyle(e).position === 'fixed');
    const below = header ? header.getBoundingClientRect().bottom : 0;
    return {
      expanded: heading?.querySelector('button')?.getAttribute('aria-expanded') ?? null,
      inView: !!box && box.top >= below - 1 && box.bottom <= innerHeight,
      where: box ? `top ${Math.round(box.top)}, header bottom ${Math.round(below)}, view ${innerHeight}` : 'not found',
      focused: !!heading && document.activeElement === heading,
      open: [...document.querySelectorAll('[data-control="accordion"][aria-expanded="true"]')].length,
    };
  }, anchor);
  const landed = async (p, c, anchor, how, { item = true } = {}) => {
    if (item) await p.page.waitForFunction((a) => document.getElementById(a)?.querySelector('button')?.getAttribute('aria-expanded') === 'true', anchor, { timeout: 5000 }).catch(() => {});
    await settle(p.page);
    await p.page.waitForTimeout(700); // a smooth scroll ends
    const s = await stateOf(p.page, anchor);
    if (item) c.eq(s.expanded, 'true', `${how}: the item "${anchor}" is open`);
    if (item) c.eq(s.open, 1, `${how}: only that item is open`);
    c.ok(s.inView, `${how}: its heading is in view, clear of the header (${s.where})`);
    c.ok(s.focused, `${how}: focus is on it`);
  };

  test('the anchor of an item without an id is its title in lower case with hyphens', () => {
    h.ready();
    const { second, anchor } = target();
    const want = second.id ?? slugify(second.title);
    if (anchor !== want) throw new Error(`the second item's anchor is ${anchor}, not ${want}`);
  });

  // The phone with reduced motion (instant scroll), the desktop with smooth scrolling.
  for (const [profile, reducedMotion] of [[PHONE, 'reduce'], [DESKTOP, 'no-preference']]) {
    test(`${profile.name}: a deep link to a closed accordion item opens it, in view and focused; axe`, async () => {
      await withPage(h, profile, async (p, c) => {
        const { path, anchor } = target();
        c.ok(!!anchor, 'the item has an anchor');
        await visit(p, h, `${path}#${anchor}`);
        await landed(p, c, anchor, `deep link (${reducedMotion} motion)`);
        const v = await runAxe(p.page);
        stats.axeRuns++;
        c.none(describeViolations(v, `${path}#${anchor}`), 'axe');
        c.none(unexpected(p), 'console and network');
      }, { reducedMotion });
    });
  }

  test('an in-app navigation, a same-page link and a hash change open the item they name', async () => {
    await withPage(h, DESKTOP, async (p, c) => {
      const { path, anchor, first } = target();
      await visit(p, h, '/');
      // What wouter's Link does: push the address (wouter's patched pushState tells the app).
      await p.page.evaluate((to) => history.pushState(null, '', to), `${path}#${anchor}`);
      await landed(p, c, anchor, 'in-app navigation');
      c.eq(await p.page.evaluate(() => performance.getEntriesByType('navigation').length), 1, 'no page load');
      await p.page.locator(`#${anchor} button`).click();
      c.eq(await p.page.locator(`#${anchor} button`).getAttribute('aria-expanded'), 'false', 'the open item still closes');
      await p.page.evaluate((to) => history.pushState(null, '', to), `${path}#${first}`);
      await landed(p, c, first, 'an in-app link to another item on the same page');
      await p.page.evaluate((hash) => { location.hash = hash; }, anchor);
      await landed(p, c, anchor, 'a same-page "#" link (hashchange)');
      await p.page.goBack();
      await landed(p, c, first, 'back (popstate)');
      c.none(unexpected(p), 'console and network');
    }, { reducedMotion: 'reduce' });
  });

  test('an in-app navigation to a section outside any accordion starts there, not at the top', async () => {
    await withPage(h, PHONE, async (p, c) => {
      // The section lowest on its page among the sections outside accordions and tabs.
      const candidates = h.routes.filter((r) => r.path !== '/').flatMap((route) => {
        const anchors = sectionAnchors(route.blocks);
        return route.blocks.map((b, i) => ({ path: route.path, i, anchor: b.type === 'accordion' || b.type === 'tabs' ? undefined : anchors.get(b) }));
      }).filter((x) => x.anchor);
      const { path, anchor } = candidates.sort((a, b) => b.i - a.i)[0];
      await visit(p, h, '/');
      await p.page.evaluate((to) => history.pushState(null, '', to), `${path}#${anchor}`);
      await p.page.waitForFunction((a) => !!document.getElementById(a), anchor, { timeout: 5000 }).catch(() => {});
      await landed(p, c, anchor, `in-app navigation to ${path}#${anchor}`, { item: false });
      c.ok(await p.page.evaluate(() => scrollY > 0), 'the page scrolled down to it');
    }, { reducedMotion: 'reduce' });
  });

  test('without JavaScript, the section a deep link names is visible, and the headings carry their anchors', async () => {
    await withPage(h, PHONE, async (p, c) => {
      const { route, path, anchor } = target();
      await visit(p, h, `${path}#${anchor}`, { js: false });
      const panel = p.page.locator(`#${anchor} + [data-accordion-panel]`);
      c.ok(await panel.isVisible(), 'the item\'s panel shows');
      c.ok((await panel.innerText()).trim().length > 0, 'with its content');
      // What the search index makes sub-results of: every section's heading, with its anchor.
      for (const [section, a] of sectionAnchors(route.blocks)) {
        if (typeof section.heading !== 'string' && typeof section.title !== 'string') continue; // an id on a block without a heading
        c.eq(await p.page.locator(`:is(h2, h3, h4, h5, h6)[id="${a}"]`).count(), 1, `a heading has the id "${a}"`);
      }
      c.eq(await p.page.evaluate(() => { const ids = [...document.querySelectorAll('[id]')].map((e) => e.id); return ids.length - new Set(ids).size; }), 0, 'no id twice');
    }, { javaScriptEnabled: false });
  });

  test.run();
}
