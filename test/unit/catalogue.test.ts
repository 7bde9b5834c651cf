// Facets and the catalogue: what authors may write (and the located messages when they write it
// wrong), the age bands a range falls in, and the catalogue's order, scope and counts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { catalogue, catalogueOrder, LISTED } from '../../schema/catalogue';
import { bandsOf } from '../../schema/facetValues';
import { formatProblem, loadManifest } from '../../schema/load';
import { collectResources } from '../../schema/resources';
import { coverageNote, isHomePage, tagCoverage } from '../../schema/tagCoverage';
import { baseManifest, text } from '../helpers/manifest';

type M = ReturnType<typeof baseManifest>;
const withBlocks = (blocks: unknown[], edit?: (m: M) => void) => {
  const m = baseManifest();
  m.routes[1]!.blocks = blocks;
  edit?.(m);
  return text(m);
};
const problems = (src: string) => {
  const r = loadManifest(src);
  if (r.ok) throw new Error('expected the manifest to be invalid');
  return r.problems.map((p) => formatProblem(p));
};
const load = (src: string) => {
  const r = loadManifest(src);
  if (!r.ok) throw new Error(r.problems.map((p) => formatProblem(p)).join('\n'));
  return r.manifest;
};
const link = (extra: Record<string, unknown>) => ({ type: 'linkList', links: [{ label: 'Tool', href: 'https://example.org/tool', ...extra }] });

test('age bands: a band is itself; a range is in every band it overlaps', () => {
  assert.equal(bandsOf(['2-5']), ['2-5']);
  assert.equal(bandsOf(['12-18']), ['11+']);
  assert.equal(bandsOf(['4-8']), ['2-5', '6-10']);
  assert.equal(bandsOf(['0-5']), ['0-2', '2-5']);
  assert.equal(bandsOf(['16+']), ['11+']);
  assert.equal(bandsOf(['10-12', '0-2']), ['0-2', '6-10', '11+']);
});

test('facets: defaults, and what is kept', () => {
  const m = load(withBlocks([link({ audience: ['youth', 'youth'], ages: ['12–18'], cost: 'free' })]));
  const [r] = collectResources(m);
  assert.equal([r!.audience, r!.ages, r!.ageBands, r!.languages, r!.cost], [['youth'], ['12-18'], ['11+'], ['en'], 'free']);
});

test('facet mistakes are located and say what to write', () => {
  assert.equal(problems(withBlocks([link({ ages: ['12 to 18'] })])), [
    'data/site.json:94:17  routes[2].blocks[1].links[1].ages[1]  route "/about" > block 1 (linkList) > link 1 "Tool" > age range 1: "12 to 18" is not an age range: write a band (0-2, 2-5, 6-10, 11+), a range like "12-18", or "16+"',
  ]);
  assert.match(problems(withBlocks([link({ ages: ['18-12'] })]))[0]!, '"18-12" ends before it starts: write the younger age first, like "12-18"');
  assert.match(problems(withBlocks([link({ languages: ['spanish'] })]))[0]!, '"spanish" is not a language code: use a BCP 47 code like "en", "es", "zh-Hant" or "pt-BR"');
  assert.match(problems(withBlocks([link({ audience: ['parents'] })]))[0]!, 'the text "parents" is not allowed: use one of "clinician", "caregiver", "youth", "educator"');
  assert.match(problems(withBlocks([link({ kind: 'worksheets' })]))[0]!, '(did you mean "worksheet"?)');
});

test('one address, one description: a second listing with other tags is located', () => {
  const twice = [{ type: 'linkList', links: [
    { label: 'Tool', href: 'https://example.org/tool', kind: 'worksheet' },
    { label: 'Tool again', href: 'https://example.org/tool', kind: 'handout' },
  ] }];
  assert.equal(problems(withBlocks(twice)), [
    'data/site.json:95:13  routes[2].blocks[1].links[2]  route "/about" > block 1 (linkList) > link 2 "Tool again": this address is also listed at routes[2].blocks[1].links[1] (on "/about") with other tags: give every listing of https://example.org/tool the same kind, audience, ages, languages and cost',
  ]);
});

test('a catalogue names a guide of the menu, and a page holds one', () => {
  assert.equal(problems(withBlocks([{ type: 'resourceCatalogue', guide: 'Guids' }])), [
    'data/site.json:89:20  routes[2].blocks[1].guide  route "/about" > block 1 (resourceCatalogue) > guide: "Guids" is not a guide (did you mean "Guides"?): use the title of a menu group: Guides',
  ]);
  assert.match(problems(withBlocks([{ type: 'resourceCatalogue' }, { type: 'resourceCatalogue' }]))[0]!,
    'routes[2].blocks[2].type  route "/about" > block 2 (resourceCatalogue) > type: a page holds one resourceCatalogue: remove this one');
  assert.match(problems(withBlocks([{ type: 'crisisLines' }]))[0]!, 'a crisisLines block shows site.crisis.lines: add "crisis" to "site" first');
});

test('the catalogue: guide by guide in menu order, every resource once, counts per facet, a guide\'s own scope', () => {
  const m = load(withBlocks([link({ kind: 'video', audience: ['youth'] })], (x) => {
    (x.navigation as { groups: unknown[] }).groups.unshift({ title: 'First', items: [{ label: 'Home', href: '/' }] });
    (x.routes[0]!.blocks as unknown[]).push({ type: 'linkList', links: [{ label: 'Home tool', href: 'https://example.org/home', languages: ['en', 'es'] }] });
  }));
  const ordered = catalogueOrder(collectResources(m), m.navigation);
  const all = catalogue(ordered);
  assert.equal(all.items.map((i) => [i.label, i.guide]), [['Home tool', 'First'], ['Tool', 'Guides']]);
  assert.is(all.total, 2);
  assert.equal(all.counts.kind, { website: 1, video: 1 });
  assert.equal(all.counts.language, { en: 2, es: 1 });
  assert.equal(all.counts.audience, { youth: 1 });
  const guide = catalogue(ordered, 'Guides');
  assert.equal(guide.items.map((i) => i.label), ['Tool']);
  assert.ok(LISTED >= 100, 'the real site\'s resources all fit in its page');
  assert.equal(all.tagged, { audience: 1, ages: 0, cost: 0 }, 'how many state each tag');
});

test('tag coverage: each tag counted once per resource; home pages are web addresses at a site\'s root', () => {
  const r = (url: string, extra: Record<string, unknown> = {}) => ({ url, kind: 'website' as const, audience: [], ages: [], languages: ['en'], ...extra });
  const c = tagCoverage([
    r('https://example.org/', { audience: ['youth', 'caregiver'], ages: ['12-18'], cost: 'free' }),
    r('https://example.org/tool.pdf', { kind: 'pdf', languages: ['en', 'es'] }),
    r('tel:988', { kind: 'crisis-line', audience: ['youth'] }),
    r('https://example.org?x=1#top'),
  ]);
  assert.equal(c, { total: 4, audience: 2, ages: 1, cost: 1, kind: 2, languages: 1, homePages: 2 });
  assert.ok(isHomePage('https://www.example.org')) ;
  assert.not.ok(isHomePage('https://example.org/tools/'));
  assert.not.ok(isHomePage('sms:988'));
  assert.is(coverageNote({ total: 96, audience: 72, ages: 41, cost: 60 }),
    'Tags come from each publisher\'s own page and are left empty where it does not say. Audience is given for 72 of 96 resources, ages for 41 and cost for 60.');
  assert.is(coverageNote({ total: 0, audience: 0, ages: 0, cost: 0 }), '', 'nothing to say of an empty catalogue');
});

test.run();
