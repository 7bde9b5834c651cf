// What a visitor sees first, in a real browser (dark surfaces: browser-dark.test.mjs): the video
// preview never clips its icon or title on a phone and is no empty box on a desktop; /resources shows its filters and first result in the first screen
// without saying its intro twice; the catalogue and the contact page are in both menus, and Connect
// says where it goes; the fixed header hides the page scrolling under it.
import { test } from 'uvu';
import { browserAvailable, useHarness, withPage, visit, blocksOf, DESKTOP, PHONE } from '../browser-helpers/harness.mjs';


if (browserAvailable(test)) {
  const h = useHarness(test, 'visual');
  const routeWith = (type) => h.routes.find((r) => blocksOf(r).some(({ block }) => block.type === type));

  const POSTER = 'figure button:has(svg)';
  /** The preview's box, and how much of it its icon and title use, and whether they stay inside it. */
  const posterFacts = (page) => page.locator(POSTER).first().evaluate((btn) => {
    const box = btn.getBoundingClientRect();
    const parts = [...btn.children].map((x) => x.getBoundingClientRect());
    const top = Math.min(...parts.map((r) => r.top));
    const bottom = Math.max(...parts.map((r) => r.bottom));
    const inside = parts.every((r) => r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5 && r.left >= box.left - 0.5 && r.right <= box.right + 0.5);
    const wrap = btn.parentElement.getBoundingClientRect();
    const inWrap = box.top >= wrap.top - 0.5 && box.bottom <= wrap.bottom + 0.5;
    return { height: box.height, used: (bottom - top) / box.height, inside, inWrap };
  });

  for (const width of [320, 390]) {
    test(`${width} px: the video preview shows its whole icon and title`, () => withPage(h, { ...PHONE, viewport: { width, height: 800 } }, async (p, c) => {
      const route = routeWith('videoFrame');
      if (!c.ok(route, 'data/site.json has a videoFrame block')) return;
      await visit(p, h, route.path);
      const f = await posterFacts(p.page);
      c.ok(f.inside && f.inWrap, `${route.path}: the preview's icon or title is cut off at ${width}px`);
    }));
  }

  test('desktop: the video preview is no empty box', () => withPage(h, DESKTOP, async (p, c) => {
    const route = routeWith('videoFrame');
    await visit(p, h, route.path);
    const f = await posterFacts(p.page);
    c.ok(f.inside, `${route.path}: the preview's content stays inside it`);
    c.ok(f.height <= 360, `${route.path}: the preview is ${Math.round(f.height)}px tall before anything plays (at most 360)`);
    c.ok(f.used >= 0.4, `${route.path}: the icon and title fill ${Math.round(f.used * 100)}% of the preview's height (at least 40%)`);
  }));

  test('/resources at 1280x800: the intro is said once, and the filters and the first result are in the first screen', () => withPage(h, DESKTOP, async (p, c) => {
    const route = h.routes.find((r) => r.blocks[0]?.type === 'resourceCatalogue');
    await visit(p, h, route.path);
    const r = await p.page.evaluate(() => {
      const main = document.querySelector('main');
      const controls = [...main.querySelectorAll('select, input')];
      // The sentences above the filters: the page's lead, and any intro the catalogue adds.
      const above = (x) => x.compareDocumentPosition(controls[0]) & Node.DOCUMENT_POSITION_FOLLOWING;
      const intros = [...main.querySelectorAll('p')].filter(above).map((x) => x.textContent.trim()).filter((x) => x.length > 60);
      const filters = controls.map((x) => x.getBoundingClientRect().bottom);
      const first = main.querySelector('li:has(ul[aria-label])');
      return { intros, filters: Math.max(...filters), first: first?.getBoundingClientRect().bottom ?? null, firstText: first?.textContent.slice(0, 40) };
    });
    c.ok(r.intros.length <= 1, `${route.path}: ${r.intros.length} introductions before the filters: ${r.intros.join(' | ')}`);
    c.ok(r.filters <= 800, `${route.path}: the filters end at ${Math.round(r.filters)}px (the screen is 800)`);
    c.ok(r.first !== null && r.first <= 800, `${route.path}: the first result ("${r.firstText}") ends at ${Math.round(r.first)}px (the screen is 800)`);
  }));

  // The catalogue of everything (no guide of its own) and the page with the contact form.
  const destinations = () => [
    h.routes.find((r) => r.blocks.some((b) => b.type === 'resourceCatalogue' && !b.guide)),
    h.routes.find((r) => r.blocks.some((b) => b.type === 'form')),
  ];
  const linkTo = (scope, path) => scope.locator(`a[href="${path}"]`).first();

  test('desktop: the resource catalogue and the contact page are in the header menu, and Connect says where it goes', () => withPage(h, DESKTOP, async (p, c) => {
    await visit(p, h, '/');
    const nav = p.page.locator('nav[aria-label="Main"]:visible');
    for (const route of destinations()) {
      // A link of the bar, or of one of its dropdowns (opened to look).
      if (await linkTo(nav, route.path).isVisible()) continue;
      const toggles = nav.locator('button[aria-expanded]');
      let found = false;
      for (let i = 0; i < await toggles.count() && !found; i++) {
        await toggles.nth(i).click();
        found = await linkTo(nav, route.path).isVisible();
        await p.page.keyboard.press('Escape');
      }
      c.ok(found, `${route.path} is a link of the header's menu or one of its dropdowns`);
    }
    const bar = await nav.evaluate((n) => ({ right: n.closest('header').querySelector('a[href^="http"]').getBoundingClientRect().right, width: innerWidth }));
    // It keeps a margin like the page's own (16 px at least) rather than touching the window's edge.
    c.ok(bar.right <= bar.width - 16, `the header's last button ends at ${Math.round(bar.right)}px, under 16 px from the window's edge (${bar.width}px)`);
    const to = h.manifest.site.connect.href;
    const href = typeof to === 'string' ? to : to.href;
    const where = new URL(href).hostname.replace(/^www\./, '').split('.')[0];
    const connect = p.page.locator(`body header a[href="${href}"]`).first();
    const name = (await connect.textContent()) ?? '';
    c.ok(name.toLowerCase().includes(where), `the header's Connect link to ${href} names ${where} (it says "${name}")`);
    const icon = await connect.locator('use').getAttribute('href');
    c.ok(!icon.endsWith('#message-circle'), `the Connect icon is a generic speech bubble (${icon}), not where it goes`);
  }));

  test('phone: the resource catalogue and the contact page are in the menu', () => withPage(h, PHONE, async (p, c) => {
    await visit(p, h, '/');
    await p.page.getByRole('button', { name: 'Open menu', exact: true }).click();
    const menu = p.page.getByRole('dialog');
    const groups = menu.locator('button[aria-expanded="false"]');
    while (await groups.count()) await groups.first().click();
    for (const route of destinations()) c.ok(await linkTo(menu, route.path).isVisible(), `${route.path} is a link of the phone menu (its groups opened)`);
  }, { reducedMotion: 'reduce' }));

  for (const [profile, scheme] of [[DESKTOP, 'light'], [DESKTOP, 'dark'], [PHONE, 'dark']]) {
    test(`${profile.name} (${scheme}): the fixed header is opaque, so page text never shows through it`, () => withPage(h, profile, async (p, c) => {
      await visit(p, h, '/');
      const r = await p.page.evaluate(() => {
        const header = document.querySelector('body header');
        const alpha = (css) => { const m = css.match(/\(([^)]+)\)/); return m ? Number(m[1].split(/[ ,/]+/).filter(Boolean).slice(css.startsWith('color(') ? 4 : 3)[0] ?? 1) : 0; };
        let opacity = 1;
        for (let el = header; el; el = el.parentElement) opacity *= Number(getComputedStyle(el).opacity);
        const cs = getComputedStyle(header);
        return { position: cs.position, alpha: alpha(cs.backgroundColor), opacity, filter: cs.backdropFilter };
      });
      c.eq(r.position, 'fixed', 'the header is fixed');
      c.eq(r.alpha, 1, `the header's background is see-through (alpha ${r.alpha})`);
      c.eq(r.opacity, 1, 'the header is fully opaque');
    }, { colorScheme: scheme }));
  }
}

test.run();
