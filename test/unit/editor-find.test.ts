// The editor's "Find in the site" (src/editor/find.ts): every value (English or a translation) and
// every field's name holding the words, in the site settings, the menus and the pages, each named
// in plain words; at most 50 listed with a count; quick on a draft of 10,000 pages.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { FIND_CAP, excerpt, findInDraft, matcher, placeOf, sectionOf } from '../../src/editor/find';
import type { JsonSchema } from '../../src/editor/formDescription';
import { formDescription } from '../../src/server/formSchema';

const draft = () => ({
  $schema: './schema.json',
  site: {
    name: 'Family Practice',
    crisis: { lines: [{ title: '988 Lifeline', call: '988' }, { title: 'Crisis Text Line', textTo: '741741' }] },
    translations: { es: { crisis: { lines: [{ title: 'Línea 988' }] } } },
  },
  navigation: { groups: [{ label: 'More', items: [{ label: 'Our Story', href: '/our-story' }] }] },
  routes: [
    { path: '/', title: 'Home', blocks: [{ type: 'hero', lead: 'Hello' }] },
    {
      path: '/our-story', title: 'Our Story', description: 'Who we are',
      blocks: [{ type: 'prose', paragraphs: ['One'] }, { type: 'prose', heading: 'Our values', paragraphs: ['We listen to children.'] }],
      translations: { es: { title: 'Nuestra historia', blocks: [{}, { heading: 'Nuestros valores', paragraphs: ['Escuchamos a los niños.'] }] } },
    },
  ],
});

test('a number in the site settings, named in plain words, in the part of the site it is in', () => {
  const r = findInDraft(draft(), '741741');
  assert.is(r.total, 1);
  assert.equal(r.hits[0]!.path, ['site', 'crisis', 'lines', 1, 'textTo']);
  assert.is(r.hits[0]!.section, 'site');
  assert.match(r.hits[0]!.place, /^Site settings › Crisis › Line 2 .*› Text to$/);
  assert.is(r.hits[0]!.value, '741741');
});

test('a translation is found by its own words, without accents or case, and named by its English place and language', () => {
  const r = findInDraft(draft(), 'NINOS');
  assert.is(r.total, 1);
  const h = r.hits[0]!;
  assert.equal(h.path, ['routes', 1, 'translations', 'es', 'blocks', 1, 'paragraphs', 0]);
  assert.is(h.section, 1);
  assert.is(h.place, 'Page “Our Story” › Block 2 (prose) › Paragraph 1 (Spanish)');
  assert.is(h.value, 'Escuchamos a los niños.');
  assert.is(findInDraft(draft(), 'niños').total, 1, 'the accented word finds it too');
  assert.is(findInDraft(draft(), 'línea').hits[0]!.place, 'Site settings › Crisis › Line 1 › Title (Spanish)');
});

test('English values of a page and the menus, each in the order of the sidebar', () => {
  const r = findInDraft(draft(), 'our story');
  assert.equal(r.hits.map((h) => [h.section, h.place]), [
    ['navigation', 'Menus › Group 1 › Item 1 › Label'],
    ['navigation', 'Menus › Group 1 › Item 1 › Href'],
    [1, 'Page “Our Story” › Path'],
    [1, 'Page “Our Story” › Title'],
  ]);
  assert.is(findInDraft(draft(), 'values').hits[0]!.place, 'Page “Our Story” › Block 2 (prose) › Heading');
});

test('a field or a part is found by its name, also when its value does not hold the words', () => {
  const r = findInDraft(draft(), 'text to');
  assert.equal(r.hits.map((h) => h.path), [['site', 'crisis', 'lines', 1, 'textTo']]);
  const lines = findInDraft(draft(), 'lines');
  assert.equal(lines.hits[0]!.path, ['site', 'crisis', 'lines'], 'the list itself');
  assert.is(lines.hits[0]!.value, '');
  // The language of a translation and the keys the forms do not show are not fields.
  assert.is(findInDraft(draft(), 'translations').total, 0);
  assert.is(findInDraft(draft(), 'schema.json').total, 0);
  assert.is(findInDraft(draft(), '').total, 0);
  assert.is(findInDraft(draft(), '   ').total, 0);
});

test('with the schema, a field is found by the title the form shows it by (a block by its kind\'s)', () => {
  const text: JsonSchema = { type: 'string' };
  const root: JsonSchema = {
    type: 'object',
    properties: {
      site: { type: 'object', properties: { crisis: { $ref: '#/$defs/crisis' } } },
      routes: { type: 'array', items: { $ref: '#/$defs/route' } },
    },
    $defs: {
      crisis: { type: 'object', properties: { lines: { type: 'array', title: 'Crisis lines', items: { type: 'object', properties: { title: text, textTo: { type: 'string', title: 'Number to text' } } } } } },
      route: { type: 'object', properties: { title: text, blocks: { type: 'array', items: { oneOf: [{ $ref: '#/$defs/hero' }, { $ref: '#/$defs/prose' }] } } } },
      hero: { type: 'object', properties: { type: { const: 'hero' }, lead: { type: 'string', title: 'Opening line' } } },
      prose: { type: 'object', properties: { type: { const: 'prose' }, heading: { type: 'string', title: 'Section heading' }, paragraphs: { type: 'array', items: text } } },
    },
  };
  assert.equal(findInDraft(draft(), 'number to text', { root }).hits.map((h) => h.path), [['site', 'crisis', 'lines', 1, 'textTo']]);
  assert.is(findInDraft(draft(), 'number to text').total, 0, 'without the schema, only the key\'s words');
  assert.equal(findInDraft(draft(), 'crisis lines', { root }).hits.map((h) => h.path), [['site', 'crisis', 'lines']]);
  // A union (a block of any kind): each block's fields by its own kind's titles.
  assert.equal(findInDraft(draft(), 'opening line', { root }).hits.map((h) => h.path), [['routes', 0, 'blocks', 0, 'lead']]);
  assert.equal(findInDraft(draft(), 'section heading', { root }).hits.map((h) => h.path), [['routes', 1, 'blocks', 1, 'heading']]);
});

test('characters of a regular expression are only characters', () => {
  const d = draft();
  (d.routes[0]!.blocks[0] as Record<string, unknown>).lead = 'Call (988) now? [yes]';
  assert.is(findInDraft(d, '(988) now?').total, 1);
  assert.is(findInDraft(d, '[yes]').total, 1);
  assert.is(findInDraft(d, '.*').total, 0);
  assert.ok(matcher("don't")!.test('Don’t wait'), 'a straight apostrophe finds a curly one');
});

test('a long text is shown around the words found', () => {
  const long = `${'Lorem ipsum dolor sit amet. '.repeat(10)}The needle is here. ${'More words after it. '.repeat(10)}`;
  const e = excerpt(long, matcher('needle'));
  assert.ok(e.length <= 90, e);
  assert.match(e, 'needle');
  assert.ok(e.startsWith('…') && e.endsWith('…'), e);
  assert.is(excerpt('short', matcher('x')), 'short');
});

test('at most 50 are named; the rest are counted, and the walk stops at the cap', () => {
  const d = draft();
  d.routes = Array.from({ length: 3000 }, (_, i) => ({ path: `/p${i}`, title: `Page ${i}`, blocks: [] })) as never;
  const r = findInDraft(d, 'page');
  assert.is(r.hits.length, 50);
  assert.is(r.total, FIND_CAP);
  assert.ok(r.capped);
  const few = findInDraft(d, 'page 29');
  assert.is(few.total, 111, '/p29, /p290–299, /p2900–2999: "Page 29…" each');
  assert.not.ok(few.capped);
});

test('the real site: a crisis line number, a Spanish word, and places named in plain words', () => {
  const site = JSON.parse(readFileSync('data/site.json', 'utf8'));
  const r = findInDraft(site, '741741');
  assert.ok(r.total >= 1);
  assert.ok(r.hits.some((h) => h.section === 'site' && /^Site settings › /.test(h.place)), JSON.stringify(r.hits.map((h) => h.place)));
  const es = findInDraft(site, 'familia');
  assert.ok(es.hits.some((h) => typeof h.section === 'number' && h.path.includes('translations') && / \(Spanish\)$/.test(h.place)), JSON.stringify(es.hits.slice(0, 5)));
  for (const h of es.hits) assert.is(placeOf(h.path, site), h.place);
  assert.equal(sectionOf(['routes', 4, 'title']), 4);
  assert.equal(sectionOf(['navigation', 'groups']), 'navigation');
});

test('quick on a draft of 10,000 pages, with the site\'s own schema: a word found nowhere walks it all in well under a second', () => {
  const site = JSON.parse(readFileSync('data/site.json', 'utf8'));
  const { schema: root } = formDescription();
  const routes = Array.from({ length: 10_000 }, (_, i) => site.routes[i % site.routes.length]);
  const big = { ...site, routes };
  findInDraft(big, 'warm up', { root });
  const times: number[] = [];
  for (const q of ['zqxjv', 'ñandú', 'no such words here']) {
    const t = performance.now();
    const r = findInDraft(big, q, { root });
    times.push(performance.now() - t);
    assert.is(r.total, 0);
  }
  const t = performance.now();
  const common = findInDraft(big, 'the', { root });
  times.push(performance.now() - t);
  assert.ok(common.capped);
  console.log(`    10,000 pages: ${times.map((x) => `${Math.round(x)} ms`).join(', ')}`);
  assert.ok(Math.max(...times) < 1500, `${times}`);
});

test.run();
