// A site bigger than one screenful of anything: a generated site (the real shell and routes, plus
// generated ones: scripts/bench/support/synthetic-site.mjs) built and served on its own. The catalogue's
// "Show all" and filters read the facet index a page at a time, in the catalogue's order, with the
// counts of the whole catalogue; filters alone never load the search engine, words do; a guide's
// filter shows each resource's listing in that guide. Search, where a common word finds more pages
// than it reads at once, says "More than N" until "Show more" reads further. axe in each state.
import { test } from 'uvu';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { syntheticManifest } from '../../scripts/bench/support/synthetic-site.mjs';
import {
  browserAvailable, useHarness, withPage, visit, unexpected, runAxe, describeViolations, stats, root, DESKTOP, norm,
} from '../browser-helpers/harness.mjs';

const outDir = join(root, '.cache/browser-dist-scale');
const manifestFile = join(root, '.cache/scale-site/site.json');
const counts = { resources: 0 };

if (browserAvailable(test)) {
  const h = useHarness(test, 'site at scale', () => counts, () => {
    const real = JSON.parse(readFileSync(join(root, 'data/site.json'), 'utf8'));
    mkdirSync(join(root, '.cache/scale-site'), { recursive: true });
    writeFileSync(manifestFile, JSON.stringify(syntheticManifest(real, { routes: 240 })));
    return { manifestFile, outDir };
  });
  const path = () => h.routes.find((r) => r.blocks.some((b) => b.type === 'resourceCatalogue' && !b.guide)).path;
  /** Every row of the facet index, in id order (read from dist/, as the build wrote it). */
  const rows = () => {
    const folder = join(outDir, 'assets', readdirSync(join(outDir, 'assets')).find((f) => f.startsWith('catalogue-')));
    const shards = readdirSync(folder).filter((f) => /^rows-\d+\.json$/.test(f)).sort((a, b) => Number(a.match(/\d+/)[0]) - Number(b.match(/\d+/)[0]));
    return shards.flatMap((f) => JSON.parse(readFileSync(join(folder, f), 'utf8')));
  };
  const status = (page) => page.locator('main [data-pagefind-ignore] [role="status"]').first();
  const waitStatus = (page, re) => page.waitForFunction((src) => new RegExp(src).test(document.querySelector('main [data-pagefind-ignore] [role="status"]')?.textContent ?? ''), re.source, { timeout: 15_000 }).catch(() => {});
  const listed = (page) => page.locator('main [data-pagefind-ignore] li > a:first-child').evaluateAll((as) => as.map((a) => a.firstChild.textContent));
  const where = (page) => page.locator('main [data-pagefind-ignore] li p:last-child a').allTextContents();
  const search = (p) => p.log.requests.filter((r) => new URL(r.url).pathname.startsWith('/pagefind/'));
  const filters = (page) => page.locator('main form[aria-label="Filter resources"]');

  test('"Show all" reads the index a page at a time, in the catalogue\'s order; no search engine', async () => {
    await withPage(h, DESKTOP, async (p, c) => {
      const { page } = p;
      const all = rows();
      const data = JSON.parse(readFileSync(join(outDir, path(), 'catalogue.json'), 'utf8'));
      counts.resources = data.total;
      c.ok(data.total > 1000 && data.total === all.length, `the index holds every resource (${all.length} of ${data.total})`);
      await visit(p, h, path());
      c.eq(norm(await status(page).textContent()), `${data.total.toLocaleString('en')} resources; the first ${data.items.length} are listed here`.replace(/,/g, ''), 'the page lists the first ones');
      c.eq(JSON.stringify(await listed(page)), JSON.stringify(all.slice(0, data.items.length).map((r) => r.label)), 'the page\'s list is the index\'s first rows');
      await page.getByRole('button', { name: `Show all ${data.total} resources` }).click();
      await page.waitForFunction(() => document.querySelectorAll('main [data-pagefind-ignore] li > a:first-child').length === 30, null, { timeout: 15_000 }).catch(() => {});
      c.eq(JSON.stringify(await listed(page)), JSON.stringify(all.slice(0, 30).map((r) => r.label)), 'the first page of all');
      await page.getByRole('button', { name: `Show more (${data.total - 30} more)` }).click();
      await page.waitForFunction(() => document.querySelectorAll('main [data-pagefind-ignore] li > a:first-child').length === 60, null, { timeout: 15_000 }).catch(() => {});
      c.eq(JSON.stringify(await listed(page)), JSON.stringify(all.slice(0, 60).map((r) => r.label)), 'and the next');
      c.none(describeViolations(await runAxe(page), 'every resource shown'), 'axe');
      stats.axeRuns++;
      c.eq(search(p).length, 0, 'no request to the search index');
      c.none(unexpected(p), path());
    });
  });

  test('filters count the whole catalogue and list its matches in order; words load the search engine', async () => {
    await withPage(h, DESKTOP, async (p, c) => {
      const { page } = p;
      const all = rows();
      const videos = all.filter((r) => r.kind === 'video');
      await visit(p, h, path());
      await filters(page).getByLabel('Type', { exact: true }).selectOption('video');
      await waitStatus(page, /^\d+ resources?: Video$/);
      c.eq(norm(await status(page).textContent()), `${videos.length} resources: Video`, 'the count of every video');
      c.eq(JSON.stringify(await listed(page)), JSON.stringify(videos.slice(0, 30).map((r) => r.label)), 'the first videos, in order');
      const english = await filters(page).getByLabel('Language', { exact: true }).locator('option[value="en"]').textContent();
      c.eq(english, `English (${videos.filter((r) => r.languages.includes('en')).length})`, 'another facet counts within the chosen type');
      const options = await filters(page).getByLabel('Type', { exact: true }).locator('option').allTextContents();
      const pdfs = all.filter((r) => r.kind === 'pdf').length;
      c.ok(options.includes(`PDF (${pdfs})`), `the type's own options count all the other types (PDF (${pdfs}) in ${options.join(', ')})`);
      c.none(describeViolations(await runAxe(page), 'filtered by type'), 'axe');
      stats.axeRuns++;
      c.eq(search(p).length, 0, 'filters alone load nothing of the search index');
      await filters(page).getByLabel('Words', { exact: true }).fill('grounding');
      await waitStatus(page, /“grounding”$/);
      const found = await listed(page);
      c.ok(search(p).length > 0, 'words load the search index');
      c.ok(found.length > 0 && found.every((l) => videos.some((v) => v.label === l)), `words keep the chosen type (${found.length} found)`);
      c.none(unexpected(p), path());
    });
  });

  test('filtering by a guide shows each resource\'s listing in that guide', async () => {
    await withPage(h, DESKTOP, async (p, c) => {
      const { page } = p;
      const all = rows();
      const twice = all.find((r) => r.also?.length);
      c.ok(twice, 'some resource is listed in two guides');
      if (!twice) return;
      const guide = twice.also[0].guide;
      const inGuide = all.filter((r) => r.guide === guide || r.also?.some((a) => a.guide === guide));
      await visit(p, h, `${path()}?guide=${encodeURIComponent(guide)}`);
      await waitStatus(page, new RegExp(`: ${guide}$`));
      c.eq(norm(await status(page).textContent()), `${inGuide.length} resource${inGuide.length === 1 ? '' : 's'}: ${guide}`, 'the guide\'s count');
      const shown = inGuide.slice(0, 30);
      c.eq(JSON.stringify(await listed(page)), JSON.stringify(shown.map((r) => r.label)), 'its resources, in order');
      const at = shown.map((r) => (r.guide === guide ? r : r.also.find((a) => a.guide === guide)).where);
      c.eq(JSON.stringify((await where(page)).map(norm)), JSON.stringify(at), 'each at its listing in the guide');
      c.none(unexpected(p), path());
    });
  });

  test('search: a word on many pages counts "More than N" until "Show more" reads further', async () => {
    await withPage(h, DESKTOP, async (p, c) => {
      const { page } = p;
      const path = h.routes.find((r) => r.blocks.some((b) => b.type === 'searchResults')).path;
      await visit(p, h, `${path}?q=grounding`);
      const status = page.locator('main [role="status"]').first();
      await page.waitForFunction(() => /“grounding”/.test(document.querySelector('main [role="status"]')?.textContent ?? ''), null, { timeout: 15_000 }).catch(() => {});
      const before = norm(await status.textContent());
      const n = Number(/^More than (\d+) results for “grounding”$/.exec(before)?.[1]);
      c.ok(n > 0, `the count says there are more than it has read: "${before}"`);
      const results = () => page.locator('main [data-results] > li').count();
      c.eq(await results(), 20, 'the page\'s first 20 results');
      c.ok((await page.locator('main select option').allTextContents()).some((o) => /\(\d+\+\)$/.test(o)), 'the filters\' counts read "N+"');
      c.none(describeViolations(await runAxe(page), 'search with more results'), 'axe');
      stats.axeRuns++;
      await page.getByRole('button', { name: 'Show more results' }).click();
      await page.waitForFunction(() => document.querySelectorAll('main [data-results] > li').length > 20, null, { timeout: 15_000 }).catch(() => {});
      c.ok(await results() > 20, `"Show more" adds results (${await results()})`);
      c.none(unexpected(p), path);
    });
  });

  test.run();
}
