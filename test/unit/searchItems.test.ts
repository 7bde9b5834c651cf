// How a page's search result becomes items (the page and the resources it lists that matched), and
// how the items of a query are ordered and read a window at a time: src/search/items.ts, engine.ts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { coverage, itemsOf, meant, type Query } from '../../src/search/items';
import { FIRST_WINDOW, ItemList, WINDOW } from '../../src/search/engine';
import type { PagefindData, PagefindResult, SubResult } from '../../src/search/pagefindQuery';
import { resourceAnchor, type ResourceEntry } from '../../schema/contract/resourceEntry.mjs';
import { kindIcons } from '../../schema/values/resourceKinds';

/** A page's data: its text as words, and sub-results whose places are [word index, weight]. */
function page(url: string, text: string, subs: { id?: string; title: string; at: [number, number][] }[], meta: Record<string, string> = {}): PagefindData {
  return {
    url, content: text, excerpt: '', filters: {},
    meta: { title: `Title of ${url}`, href: url, where: 'Trauma', ...meta },
    anchors: subs.flatMap((s, i) => (s.id ? [{ id: s.id, element: 'h1', text: s.title, location: i }] : [])),
    sub_results: subs.map((s): SubResult => ({
      title: s.title, url: `${url}#${s.id ?? ''}`, excerpt: `excerpt of ${s.title}`, anchor: s.id ? { id: s.id } : undefined,
      locations: s.at.map(([l]) => l), weighted_locations: s.at.map(([l, w]) => ({ location: l, weight: w, balanced_score: w * 100 })),
    })),
  };
}
const entry = (url: string, kind = 'worksheet', label = url): ResourceEntry => [`https://${url}`, 3, kind, url, label, `About ${label}`, 'Trauma › Page', 1];
const CALM = resourceAnchor(entry('calm.example', 'worksheet', 'Calm worksheet'));
const CANS = resourceAnchor(entry('cans.example', 'pdf', 'CANS'));
const q = (text: string, extra: Partial<Query> = {}): Query => {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  return { text, words, exact: [], ...extra };
};

//               0       1    2     3         4     5   6   7
const TEXT = 'Grounding skills. CANS can help. Calm worksheet for kids';
const data = page('/trauma/grounding', TEXT, [
  { id: 'page-title', title: 'Grounding skills', at: [[0, 7], [1, 7]] },
  { id: CALM, title: 'Calm worksheet', at: [[5, 7], [6, 7]] },
  { id: CANS, title: 'CANS', at: [[2, 7], [3, 1]] },
]);

test('a page\'s result: the page where its own words matched, and each resource whose section matched', () => {
  const items = itemsOf('p1', data, q('grounding'));
  assert.equal(items.map((s) => [s.item.kind, s.item.title]), [['page', 'Title of /trauma/grounding'], ['worksheet', 'Calm worksheet'], ['pdf', 'CANS']]);
  const calm = items[1]!.item;
  assert.equal([calm.url, calm.host, calm.resource, calm.where, calm.guide, calm.page], ['https://calm.example', 'calm.example', 3, 'Trauma › Page', 'Trauma', { path: '/trauma/grounding', title: 'Title of /trauma/grounding', more: 1 }]);
  assert.is(calm.excerpt, 'About Calm worksheet', 'a resource shows its own description');
  assert.is(calm.icon, kindIcons.worksheet);
});

test('a kind keeps its items only; a page of another language lends its resources, not itself', () => {
  assert.equal(itemsOf('p1', data, q('grounding', { kind: 'pdf' })).map((s) => s.item.title), ['CANS']);
  assert.equal(itemsOf('p1', data, q('grounding', { kind: 'page' })).map((s) => s.item.kind), ['page']);
  const lent = page('/en-only', TEXT, [{ id: CALM, title: 'Calm worksheet', at: [[5, 7]] }], { resourcesOnly: '1' });
  assert.equal(itemsOf('p2', lent, q('calm')).map((s) => s.item.kind), ['worksheet']);
});

test('without words every resource of the page is an item, in the page\'s order', () => {
  const bare = { ...data, sub_results: [] };
  assert.equal(itemsOf('p1', bare, q('')).map((s) => s.item.title), ['Title of /trauma/grounding', 'Calm worksheet', 'CANS']);
});

test('an exact term counts only where it is written as such: "CANS" is not "can"', () => {
  const words = TEXT.split(' ');
  const cans = data.sub_results![2]!;
  assert.equal(meant(cans, words, { exact: ['cans'], words: ['cans'] }).locations, [2], '"can" is dropped');
  assert.equal(meant(cans, words, { exact: [], words: ['cans'] }).locations, [2, 3], 'without exact terms every place counts');
  const onlyCan = { ...cans, weighted_locations: [{ location: 3, weight: 1, balanced_score: 100 }], locations: [3] };
  assert.equal(itemsOf('p1', { ...data, sub_results: [onlyCan] }, q('CANS', { exact: ['cans'] })), [], 'a section that only says "can" is no result');
  assert.is(coverage(data.sub_results![1]!, words, { exact: [], words: ['worksheet', 'kid'] }), 1, 'a variant counts ("kids" for "kid"), other words do not');
});

test('a page is measured by its opening with its best section, and named when its title holds the words', () => {
  const p = page('/calm', 'Feeling calm grounding. Breathing techniques here', [
    { id: 'page-title', title: 'Feeling calm', at: [[2, 1]] },
    { id: 'breathing', title: 'Breathing', at: [[4, 6]] },
  ]);
  const [it] = itemsOf('p', p, q('grounding techniques'));
  assert.equal([it!.covers, it!.named], [2, false]);
  assert.is(it!.item.url, '/calm#breathing', 'the result links to the best section');
  assert.is(it!.item.section, 'Breathing');
});

/** A result whose data is the given page. */
const result = (id: string, d: PagefindData): PagefindResult => ({ id, data: async () => d });

test('items: more words first, then named, resources before pages, score; a resource listed twice shows once', async () => {
  const a = page('/a', 'alpha beta worksheet', [
    { id: 'page-title', title: 'A', at: [[0, 7], [1, 1]] },
    { id: resourceAnchor(entry('shared.example', 'worksheet', 'Shared')), title: 'Shared', at: [[2, 1]] },
  ]);
  const b = page('/b', 'alpha beta shared', [
    { id: resourceAnchor(entry('shared.example', 'worksheet', 'Shared')), title: 'Shared', at: [[0, 7], [1, 7]] },
    { id: resourceAnchor(entry('other.example', 'video', 'Other')), title: 'Other', at: [[0, 1]] },
  ]);
  const list = new ItemList([result('a', a), result('b', b)], new Set(), q('alpha beta'));
  await list.next();
  assert.equal(list.items.map((it) => `${it.kind}:${it.title}@${it.page?.path ?? it.url}`), [
    'worksheet:Shared@/b', // both words, in its name
    'page:Title of /a@/a', // both words
    'video:Other@/b', // one word
  ]);
  assert.ok(list.done);
});

test('items are read a window of pages at a time; later windows follow, earlier items never move', async () => {
  const n = FIRST_WINDOW + WINDOW + 5;
  const pages = Array.from({ length: n }, (_, i) => result(`p${i}`, page(`/p${i}`, 'alpha', [{ id: 'page-title', title: 'P', at: [[0, i < FIRST_WINDOW ? 1 : 7]] }])));
  const list = new ItemList(pages, new Set(), q('alpha'));
  await list.next();
  assert.is(list.items.length, FIRST_WINDOW, 'the first window is small: the header shows a few results');
  assert.not.ok(list.done);
  const first = [...list.items];
  await list.upTo(FIRST_WINDOW + 1);
  assert.equal(list.items.slice(0, FIRST_WINDOW), first, 'the first window keeps its order');
  assert.is(list.items.length, FIRST_WINDOW + WINDOW, 'the next windows are larger');
  assert.is(list.items[FIRST_WINDOW]!.url, `/p${FIRST_WINDOW}`, 'the second window sorted in itself');
  await list.upTo(n);
  assert.ok(list.done);
  const few = new ItemList(pages.slice(0, WINDOW), new Set(), q('alpha'));
  await few.next();
  assert.equal([few.items.length, few.done], [WINDOW, true], 'a query that finds at most a window of pages reads them all: its count is exact');
});

test('an index or stub page ranks after content; the resources it lists do not', async () => {
  const stub = page('/stub', 'alpha worksheet', [
    { id: 'page-title', title: 'Stub', at: [[0, 7]] },
    { id: resourceAnchor(entry('tool.example', 'worksheet', 'Alpha tool')), title: 'Alpha tool', at: [[0, 7]] },
  ]);
  const content = page('/content', 'alpha', [{ id: 'page-title', title: 'Content', at: [[0, 1]] }]);
  const list = new ItemList([result('s', stub), result('c', content)], new Set(['s']), q('alpha'));
  await list.next();
  assert.equal(list.items.map((it) => it.title), ['Alpha tool', 'Title of /content', 'Title of /stub']);
});

test('a hyphenated word\'s variants are hyphenated too: "self" is not "self-harm"', () => {
  const words = 'Self advocacy. self-harming. self-harm'.split(' ');
  const sub = (at: number[]): SubResult => ({ title: '', url: '', excerpt: '', locations: at, weighted_locations: at.map((l) => ({ location: l, weight: 1, balanced_score: 1 })) });
  const query = { exact: [], words: ['self-harm'] };
  assert.is(coverage(sub([0]), words, query), 0, '"Self" alone');
  assert.is(coverage(sub([2]), words, query), 1, '"self-harming"');
  assert.is(coverage(sub([3]), words, query), 1, '"self-harm"');
});

test.run();
