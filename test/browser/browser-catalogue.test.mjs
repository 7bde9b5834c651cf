// The resource catalogue in a real browser, found by reading data/site.json (the route holding a
// resourceCatalogue block): every resource listed by guide without JavaScript; filters that give
// exactly the tagged resources ("worksheet for youth", "Spanish"); the filters in the address, with
// back and forward; the words filter through the search index; a guide page's own catalogue;
// axe with filters set at desktop and phone sizes; a jump to a page's end moves nothing.
import { test } from 'uvu';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { indexFiles } from '../../schema/values/addresses.mjs';
import {
  browserAvailable, useHarness, withPage, visit, unexpected, runAxe, describeViolations, stats, distDir,
  DESKTOP, PHONE, norm, routesWith,
} from '../browser-helpers/harness.mjs';

const counts = { resources: 0 };

if (browserAvailable(test)) {
  const h = useHarness(test, 'catalogue', () => counts);

  const axe = async (p, c, where) => {
    c.none(describeViolations(await runAxe(p.page), where), where);
    stats.axeRuns++;
  };
  const pages = () => routesWith(h.routes, 'resourceCatalogue').map(({ route, found }) => ({ route, block: found[0].block }));
  const whole = () => pages().find((x) => !x.block.guide);
  const dataOf = (path) => JSON.parse(readFileSync(join(distDir, path, 'catalogue.json'), 'utf8'));
  const status = (page) => page.locator('main [data-pagefind-ignore] [role="status"]').first();
  /** The titles of the listed resources (a row's first link: a web page, or a number to call), without the new-tab note. */
  const listed = (page) => page.locator('main [data-pagefind-ignore] li > a:first-child').evaluateAll((as) => as.map((a) => a.firstChild.textContent));
  const waitStatus = (page, re) => page.waitForFunction((src) => new RegExp(src).test(document.querySelector('main [data-pagefind-ignore] [role="status"]')?.textContent ?? ''), re.source, { timeout: 10_000 }).catch(() => {});
  const sameSet = (c, actual, expected, what) => c.eq(JSON.stringify([...actual].sort()), JSON.stringify([...expected].sort()), what);
  /** Every resource of a catalogue, as its facet index's rows hold them (its page lists only the first). */
  const allRows = (data) => {
    const folder = join(distDir, data.index);
    const head = JSON.parse(readFileSync(join(folder, indexFiles.head), 'utf8'));
    return Array.from({ length: Math.ceil(head.total / head.shard) }, (_, k) => JSON.parse(readFileSync(join(folder, indexFiles.shard(k)), 'utf8'))).flat();
  };
  /** A filtered list shows its first page (the block's pageSize) and "Show more": the listed are
   * the first of the expected ones, in the catalogue's order, and the status counts them all. */
  const firstPage = (c, listedNow, expected, pageSize, what) => {
    c.eq(listedNow.length, Math.min(expected.length, pageSize), `${what}: the first ${pageSize} at most`);
    c.ok(listedNow.every((l) => expected.includes(l)), `${what}: only matching resources (${listedNow.filter((l) => !expected.includes(l)).join(', ')})`);
  };

  test('without JavaScript: every resource, under its guide, and no filters that would not work', async () => {
    await withPage(h, PHONE, async (p, c) => {
      const { route } = whole();
      const data = dataOf(route.path);
      counts.resources = data.total;
      c.ok(data.total >= 300 && data.items.length >= 60 && data.items.length <= data.total, `the catalogue's page lists the first ${data.items.length} of its ${data.total} resources`);
      await visit(p, h, route.path, { js: false });
      sameSet(c, await listed(p.page), data.items.map((i) => i.label), 'the first resources are on the page, the rest on their guides\' pages');
      const groups = await p.page.locator('main [data-pagefind-ignore] section > :is(h2, h3)').allTextContents();
      const guides = [...new Set(data.items.map((i) => i.guide ?? 'Other pages'))];
      c.eq(JSON.stringify(groups.map((g) => norm(g).replace(/ \(\d+\)$/, ''))), JSON.stringify(guides), 'one heading per guide, in menu order');
      c.eq(await p.page.locator('main form[aria-label="Filter resources"]').isVisible(), false, 'the filters are hidden');
      c.eq(norm(await status(p.page).textContent()), `${data.total} resources; the first ${data.items.length} are listed here`, 'the count is shown, and how many are listed');
    }, { javaScriptEnabled: false });
  });

  for (const profile of [DESKTOP, PHONE]) {
    test(`${profile.name}: "worksheet for youth" and "Spanish" give exactly the tagged resources; the address keeps the filters; back and forward; axe`, async () => {
      await withPage(h, profile, async (p, c) => {
        const { page } = p;
        const { route } = whole();
        const data = dataOf(route.path);
        const rows = allRows(data);
        const worksheetYouth = rows.filter((i) => i.kind === 'worksheet' && i.audience.includes('youth')).map((i) => i.label);
        const spanish = rows.filter((i) => i.languages.includes('es')).map((i) => i.label);
        const pageSize = whole().block.pageSize ?? 30;
        c.ok(worksheetYouth.length > 0 && spanish.length > 0, 'the data has worksheets for youth and Spanish resources');
        await visit(p, h, route.path);
        const form = page.locator('main form[aria-label="Filter resources"]');
        await form.getByLabel('Type', { exact: true }).selectOption('worksheet');
        await form.getByLabel('Audience', { exact: true }).selectOption('youth');
        await waitStatus(page, /^\d+ resources?: Worksheet, Children and youth$/);
        sameSet(c, await listed(page), worksheetYouth, 'worksheet for youth');
        c.eq(norm(await status(page).textContent()), `${worksheetYouth.length} resource${worksheetYouth.length === 1 ? '' : 's'}: Worksheet, Children and youth`, 'the live count');
        const url = new URL(page.url());
        c.eq(`${url.searchParams.get('kind')} ${url.searchParams.get('audience')}`, 'worksheet youth', 'the filters are in the address');
        await axe(p, c, `${route.path} filtered (${profile.name})`);
        await form.getByRole('button', { name: 'Clear all' }).click();
        await form.getByLabel('Language', { exact: true }).selectOption('es');
        await waitStatus(page, /: Spanish$/);
        firstPage(c, await listed(page), spanish, pageSize, 'Spanish');
        await page.goBack();
        await waitStatus(page, /^\d+ resources$/);
        c.eq(new URL(page.url()).search, '', 'back: the filters cleared');
        await page.goBack();
        await waitStatus(page, /Worksheet, Children and youth$/);
        sameSet(c, await listed(page), worksheetYouth, 'back again: worksheet for youth');
        await page.goForward();
        await page.goForward();
        await waitStatus(page, /: Spanish$/);
        firstPage(c, await listed(page), spanish, pageSize, 'forward: Spanish');
        c.eq(await form.getByLabel('Language', { exact: true }).inputValue(), 'es', 'the filter shows the address\'s choice');
        c.none(unexpected(p), `${route.path} (${profile.name})`);
      });
    });
  }

  test('a deep link filters on load; words filter through the search index; a guide page lists its own guide\'s resources', async () => {
    await withPage(h, DESKTOP, async (p, c) => {
      const { page } = p;
      const { route } = whole();
      const data = dataOf(route.path);
      await visit(p, h, `${route.path}?cost=free`);
      await waitStatus(page, /: Free$/);
      const rows = allRows(data);
      const free = rows.filter((i) => i.cost === 'free').map((i) => i.label);
      firstPage(c, await listed(page), free, whole().block.pageSize ?? 30, 'a deep link to ?cost=free');
      await page.locator('main form[aria-label="Filter resources"]').getByLabel('Words', { exact: true }).fill('grounding');
      await waitStatus(page, /“grounding”$/);
      const found = await listed(page);
      c.ok(found.length > 0 && found.length < data.total, `words narrow the list (${found.length})`);
      c.ok(found.every((l) => free.includes(l)), 'and keep the other filters');
      c.eq(new URL(page.url()).searchParams.get('q'), 'grounding', 'the words are in the address');
      for (const { route: g, block } of pages().filter((x) => x.block.guide)) {
        await visit(p, h, g.path);
        const own = dataOf(g.path);
        const heading = norm(await page.locator('main h2', { hasText: block.heading }).textContent());
        c.eq(heading, `${block.heading}: ${own.total}`, `${g.path}: the heading counts the guide's resources`);
        c.ok(own.items.every((i) => i.guide === block.guide), `${g.path}: only ${block.guide} resources`);
        sameSet(c, await listed(page), own.items.map((i) => i.label), `${g.path}: lists them`);
      }
      c.none(unexpected(p), 'catalogue');
    });
  });

  // A person who jumps (the End key, find in page, a link to the page's foot) lands on the list as
  // it is laid out: nothing moves after they land. Skipping off-screen resources until they near the
  // screen (content-visibility) would move a whole screen here, since a skipped resource's height
  // is only a guess; its other costs are in docs/architecture.md.
  for (const profile of [PHONE, DESKTOP]) {
    test(`${profile.name}: jumping to the end of a catalogue page moves nothing once landed`, () => withPage(h, profile, async (p, c) => {
      for (const { route } of [whole(), pages().find((x) => x.block.guide)]) {
        await visit(p, h, route.path);
        await p.page.evaluate(() => {
          window.__shifts = [];
          new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__shifts.push(e.value); }).observe({ type: 'layout-shift' });
        });
        const before = await p.page.evaluate(() => document.documentElement.scrollHeight);
        await p.page.keyboard.press('End');
        await p.page.waitForTimeout(1000);
        const after = await p.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r({
          shift: window.__shifts.reduce((a, v) => a + v, 0), height: document.documentElement.scrollHeight,
          atEnd: Math.abs(scrollY + innerHeight - document.documentElement.scrollHeight) <= 2,
        })))));
        c.eq(+after.shift.toFixed(3), 0, `${route.path}: layout shift after the jump`);
        c.eq(after.height, before, `${route.path}: the page keeps its length (it was ${before} px, the scroll bar's promise)`);
        c.ok(after.atEnd, `${route.path}: the jump lands at the end`);
      }
      c.none(unexpected(p), 'catalogue');
    }));
  }

  test.run();
}
