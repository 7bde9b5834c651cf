// Guides in a real browser: on each guide, "Next" walks every page in the menu's order and
// "Previous" walks back, by client navigation; each sub-page shows its breadcrumb trail.
import { test } from 'uvu';
import { browserAvailable, useHarness, withPage, visit, unexpected, norm, DESKTOP } from '../browser-helpers/harness.mjs';

const counts = { guides: 0, 'pages walked': 0 };

if (browserAvailable(test)) {
  const h = useHarness(test, 'guides', () => counts);

  /** Each guide's pages in order, from the overview (a page of the guide with no trail) along
   * route.guide.next. A page under a guide but not in its menu (a topic the Topics menu leaves out)
   * has its trail, and no previous or next: it starts no walk. */
  const guides = () => {
    const byPath = new Map(h.routes.map((r) => [r.path, r]));
    return h.routes.filter((r) => r.guide && !r.guide.previous && !r.guide.trail.length).map((first) => {
      const pages = [first];
      for (let r = first; r.guide?.next; r = byPath.get(r.guide.next.href.href)) pages.push(byPath.get(r.guide.next.href.href));
      return pages;
    });
  };

  test('every guide: Next walks its pages in menu order and Previous walks back, without a page load; trails are right', () => withPage(h, DESKTOP, async (p, c) => {
    const { page } = p;
    const all = guides();
    c.ok(all.length >= 5, `only ${all.length} guides found`);
    const h1Is = (title) => page.waitForFunction((t) => document.querySelector('h1')?.textContent.replace(/\s+/g, ' ').trim() === t, norm(title), { polling: 25, timeout: 5000 }).catch(() => {});
    // English and Spanish guides alike (a Spanish guide walks its translated pages).
    const steps = page.locator('nav[aria-label^="In this guide"], nav[aria-label^="En esta guía"]');
    const WORDS = { en: { next: 'Next', previous: 'Previous', breadcrumb: 'Breadcrumb' }, es: { next: 'Siguiente', previous: 'Anterior', breadcrumb: 'Ruta de navegación' } };
    for (const pages of all) {
      counts.guides++;
      const where = `guide "${pages[0].guide.title}"`;
      const w = WORDS[pages[0].lang ?? 'en'];
      c.ok(pages.length >= 2, `${where}: ${pages.length} page(s)`);
      await visit(p, h, pages[0].path);
      await page.evaluate(() => { window.__marker = 'same document'; });
      for (const [i, route] of pages.entries()) {
        counts['pages walked']++;
        c.eq(norm(await page.locator('h1').first().textContent()), norm(route.title), `${where}, step ${i + 1}: h1`);
        const crumbs = page.locator(`nav[aria-label="${w.breadcrumb}"]`);
        if (i === 0) c.eq(await crumbs.count(), 0, `${where}: the overview shows no breadcrumbs`);
        else {
          const links = await crumbs.locator('a').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
          c.eq(JSON.stringify(links), JSON.stringify(route.guide.trail.map((t) => [t.label, t.href.href])), `${route.path}: breadcrumb links`);
          c.eq(norm(await crumbs.locator('[aria-current="page"]').textContent()), norm(route.title), `${route.path}: the current page ends the trail`);
        }
        c.eq(await steps.getByRole('link', { name: new RegExp(`^${w.previous}`) }).count(), i > 0 ? 1 : 0, `${route.path}: a Previous link`);
        const next = steps.getByRole('link', { name: new RegExp(`^${w.next}`) });
        if (i === pages.length - 1) { c.eq(await next.count(), 0, `${route.path}: no Next on the last page`); break; }
        c.eq(norm(await next.textContent()), `${w.next}${norm(pages[i + 1].title)}`, `${route.path}: Next names the next page`);
        await next.click();
        await h1Is(pages[i + 1].title);
      }
      if (pages.length >= 2) {
        await steps.getByRole('link', { name: new RegExp(`^${w.previous}`) }).click();
        await h1Is(pages.at(-2).title);
        c.eq(norm(await page.locator('h1').first().textContent()), norm(pages.at(-2).title), `${where}: Previous goes back one page`);
        c.eq(await page.evaluate(() => document.activeElement?.tagName), 'H1', `${where}: focus moves to the new page's h1`);
      }
      c.eq(await page.evaluate(() => window.__marker), 'same document', `${where}: walked by client navigation`);
    }
    c.none(unexpected(p), 'guides');
  }));

  test('a page under a guide but not in its menu shows its trail back to the guide, and no previous or next', () => withPage(h, DESKTOP, async (p, c) => {
    const { page } = p;
    const outside = h.routes.filter((r) => r.guide && r.guide.trail.length && !r.guide.previous && !r.guide.next);
    c.ok(outside.length > 0, 'the site has such pages (topics the Topics menu leaves out)');
    for (const route of outside.slice(0, 3)) {
      await visit(p, h, route.path);
      const w = (route.lang ?? 'en') === 'es' ? 'Ruta de navegación' : 'Breadcrumb';
      const links = await page.locator(`nav[aria-label="${w}"] a`).evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
      c.eq(JSON.stringify(links), JSON.stringify(route.guide.trail.map((t) => [t.label, t.href.href])), `${route.path}: its trail`);
      c.eq(await page.locator('nav[aria-label^="In this guide"], nav[aria-label^="En esta guía"]').getByRole('link').count(), 0, `${route.path}: no previous or next`);
    }
    c.none(unexpected(p), 'pages outside their guide\'s menu');
  }));
}

test.run();
