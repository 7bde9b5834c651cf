// The catalogue's facet index (schema/derive/catalogueIndex.ts) and the browser's reading of it
// (src/catalogue/facetIndex.ts): for many choices of filters, the counts and pages it gives are
// those of filtering every resource one by one; a resource in several guides shows the listing of
// the guide filtered by.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { catalogue, catalogueOrder, facetValues, guidesOf } from '../../schema/derive/catalogue';
import { catalogueItem } from '../../schema/derive/resourceFormats';
import { catalogueIndex } from '../../schema/derive/catalogueIndex';
import { rowIn } from '../../schema/contract/catalogueIndexFormat';
import { FACETS, type Facet } from '../../schema/values/facetValues';
import { loadManifest, formatProblem } from '../../schema/read/load';
import { collectResources, type Resource } from '../../schema/model/resources';
import { idsBetween, missesOf, tally, type Choice } from '../../src/catalogue/facetIndex';
import { baseManifest, text } from '../helpers/manifest';

/** 60 resources over two guides' pages, with tags in a fixed pattern, and some listed in both guides. */
function site() {
  const m = baseManifest();
  (m.navigation as { groups: unknown[] }).groups.push({ title: 'Second', items: [{ label: 'Two', href: '/two' }] });
  const kinds = ['video', 'worksheet', 'pdf', 'article'];
  const audiences = [[], ['youth'], ['caregiver', 'youth'], ['clinician']];
  const link = (i: number) => ({
    label: `Tool ${i}`, href: `https://example.org/tool-${i}`, kind: kinds[i % 4], audience: audiences[(i >> 2) % 4],
    ...(i % 3 === 0 ? { languages: ['en', 'es'] } : {}), ...(i % 5 === 0 ? { cost: 'free' } : {}), ...(i % 7 === 0 ? { ages: ['12-18'] } : {}),
  });
  m.routes[1]!.blocks = [{ type: 'linkList', links: Array.from({ length: 40 }, (_, i) => link(i)) }];
  // Page two lists 20 of its own and 5 of page one's (the same address, the same tags).
  m.routes.push({ path: '/two', title: 'Two', description: 'Two.', blocks: [{ type: 'linkList', heading: 'More', links: [...Array.from({ length: 20 }, (_, i) => link(40 + i)), ...[1, 2, 3, 4, 5].map(link)] }] });
  const r = loadManifest(text(m));
  if (!r.ok) throw new Error(r.problems.map((p) => formatProblem(p)).join('\n'));
  return catalogueOrder(collectResources(r.manifest), r.manifest.navigation);
}

const ordered = site();
const { head, columns, shards } = catalogueIndex(ordered, { chunk: 8, shard: 5 });

/** The reference: every resource checked against the filters. */
function byHand(chosen: Choice, fixed: Choice) {
  const values = (r: Resource) => facetValues(r, guidesOf(r));
  const fits = (r: Resource, c: Choice, except?: Facet) => FACETS.every((f) => f === except || !c[f] || values(r)[f].includes(c[f]!));
  const inScope = ordered.map((r, id) => ({ r, id })).filter(({ r }) => fits(r, fixed));
  const counts = Object.fromEntries(FACETS.map((f) => [f, {} as Record<string, number>]));
  for (const f of FACETS) {
    for (const { r } of inScope.filter(({ r }) => fits(r, chosen, f))) for (const v of values(r)[f]) counts[f]![v] = (counts[f]![v] ?? 0) + 1;
  }
  return { ids: inScope.filter(({ r }) => fits(r, chosen)).map(({ id }) => id), counts };
}

const column = async (k: number) => columns[k]!;

test('the index: every resource once, in chunks and shards of the given sizes, few signatures', () => {
  assert.is(head.total, 60);
  assert.is(columns.length, 8);
  assert.is(shards.length, 12);
  assert.is(head.chunks.flat().reduce((n, [, c]) => n + c, 0), 60, 'the tallies count every resource');
  assert.ok(head.sigs.length < 60, `${head.sigs.length} signatures for 60 resources`);
  assert.equal(shards.flat().map((r) => r.url), ordered.map((r) => r.href.href), 'rows in id order');
});

const choices: [Choice, Choice][] = [
  [{}, {}], [{ kind: 'video' }, {}], [{ kind: 'video', audience: 'youth' }, {}], [{ language: 'es', cost: 'free' }, {}],
  [{ age: '11+' }, {}], [{ guide: 'Second' }, {}], [{ kind: 'pdf' }, { guide: 'Second' }], [{ audience: 'educator' }, {}],
  [{ kind: 'not-a-kind' }, {}], [{}, { guide: 'Guides' }], [{ audience: 'caregiver', language: 'es' }, { guide: 'Guides' }],
];

for (const [chosen, fixed] of choices) {
  test(`counts and pages as filtering one by one: ${JSON.stringify(chosen)}${fixed.guide ? ` within ${fixed.guide}` : ''}`, async () => {
    const want = byHand(chosen, fixed);
    const misses = missesOf(head, chosen, fixed);
    const keeps = (sig: number) => misses(sig).length === 0;
    const { total, counts } = tally(head, head.chunks.flat(), misses);
    assert.is(total, want.ids.length);
    for (const f of FACETS) if (!fixed[f]) assert.equal(counts[f], want.counts[f], `${f} counts`);
    assert.equal(await idsBetween(head, keeps, 0, 1000, column), want.ids, 'every id, in order');
    for (const [from, to] of [[0, 3], [2, 9], [7, 8], [10, 40]] as const) {
      assert.equal(await idsBetween(head, keeps, from, to, column), want.ids.slice(from, to), `ids [${from}, ${to})`);
    }
  });
}

test('a page reads only the chunks that hold its matches', async () => {
  const read: number[] = [];
  const misses = missesOf(head, { guide: 'Second' });
  const ids = await idsBetween(head, (s) => misses(s).length === 0, 0, 3, async (k) => { read.push(k); return columns[k]!; });
  assert.equal(ids, [1, 2, 3], 'page one\'s resources listed on page two come first');
  assert.equal(read, [0]);
  read.length = 0;
  const later = await idsBetween(head, (s) => misses(s).length === 0, 10, 12, async (k) => { read.push(k); return columns[k]!; });
  assert.equal(later, [45, 46]);
  assert.equal(read, [5], 'chunks before the range are skipped by their tallies');
});

test('a row shows its listing in the guide filtered by; the first listing otherwise; the page\'s own data agrees', () => {
  const both = shards.flat().find((r) => r.url === 'https://example.org/tool-2')!;
  assert.equal([both.guide, both.page], ['Guides', '/about']);
  assert.equal([rowIn(both, 'Second').guide, rowIn(both, 'Second').page, rowIn(both, 'Second').where], ['Second', '/two', 'Second › Two › More']);
  assert.equal(rowIn(both, 'Guides'), rowIn(both, undefined));
  assert.is('also' in rowIn(both, 'Second'), false, 'the other listings stay in the index');
  const second = catalogue(ordered, 'Second');
  assert.equal(second.items, ordered.filter((r) => guidesOf(r).includes('Second')).map((r) => catalogueItem(r, r.listings.find((l) => l.place.guide === 'Second')!)),
    'a guide\'s catalogue lists in the site\'s order, at its listings in the guide');
  assert.equal(second.items.map((i) => i.url), byHand({}, { guide: 'Second' }).ids.map((id) => ordered[id]!.href.href), 'as the index pages it');
});

test.run();
