// Facets and the catalogue: what authors may write (and the located messages when they write it
// wrong), the age bands a range falls in, and the catalogue's order, scope and counts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { catalogue, catalogueOrder, LISTED } from '../../schema/derive/catalogue';
import { bandsOf } from '../../schema/values/facetValues';
import { formatProblem, loadManifest } from '../../schema/read/load';
import { collectResources } from '../../schema/model/resources';
import { coverageNote, isHomePage, isTool, tagCoverage } from '../../schema/values/tagCoverage';
import { iconNames } from '../../schema/model/icons';
import { kindIcons, kindLabels, resourceKinds, type ResourceKind } from '../../schema/values/resourceKinds';
import { UI } from '../../src/i18n';
import { coverageRows, TARGETS, type CoverageRow } from '../../src/server/tagReport';
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
  assert.ok(LISTED >= 60, 'a page lists enough to scan before "Show all"');
  assert.equal(all.tagged, { audience: 1, ages: 0, cost: 0 }, 'how many state each tag');
});

test('tag coverage: each tag counted once per resource; every kind counted; home pages count against tools only', () => {
  const r = (url: string, extra: Record<string, unknown> = {}) => ({ url, kind: 'website' as ResourceKind, audience: [], ages: [], languages: ['en'], ...extra });
  const c = tagCoverage([
    r('https://example.org/', { audience: ['youth', 'caregiver'], ages: ['12-18'], cost: 'free' }),
    r('https://example.org/tool.pdf', { kind: 'pdf', languages: ['en', 'es'] }),
    r('tel:988', { kind: 'crisis-line', audience: ['youth'] }),
    r('https://example.org?x=1#top'),
    r('https://association.example.org/', { kind: 'organisation' }),
    r('https://finder.example.org/', { kind: 'directory' }),
    r('https://worksheets.example.org/', { kind: 'worksheet' }),
    r('https://worksheets.example.org/calm-breathing', { kind: 'worksheet' }),
  ]);
  const { kinds, ...rest } = c;
  assert.equal(rest, { total: 8, audience: 2, ages: 1, cost: 1, languages: 1, fallback: 2, homePages: 5, tools: 3, toolHomePages: 1 });
  assert.equal(Object.keys(kinds), [...resourceKinds], 'every kind is counted, none present or not');
  assert.equal([kinds.organisation, kinds.directory, kinds.worksheet, kinds.pdf, kinds.website, kinds.video], [1, 1, 2, 1, 2, 0]);
  assert.ok(isTool('worksheet') && isTool('video') && isTool('manual') && isTool('document'));
  assert.not.ok(isTool('organisation') || isTool('directory') || isTool('crisis-line') || isTool('website'), 'their home page is their address');
  assert.ok(isHomePage('https://www.example.org')) ;
  assert.not.ok(isHomePage('https://example.org/tools/'));
  assert.not.ok(isHomePage('sms:988'));
  assert.is(coverageNote({ total: 96, audience: 72, ages: 41, cost: 60 }),
    'Tags come from each publisher\'s own page and are left empty where it does not say. Audience is given for 72 of 96 resources, ages for 41 and cost for 60.');
  assert.is(coverageNote({ total: 0, audience: 0, ages: 0, cost: 0 }), '', 'nothing to say of an empty catalogue');
});

test('the coverage table: a row for every kind, the fallback kind and the tools at a home page, against their targets', () => {
  const r = (url: string, kind: ResourceKind) => ({ url, kind, audience: [], ages: [], languages: ['en'] });
  const rows = coverageRows(tagCoverage([
    r('https://association.example.org/', 'organisation'), r('https://finder.example.org/', 'directory'),
    r('https://example.org/page', 'website'), r('https://worksheets.example.org/', 'worksheet'),
    r('https://worksheets.example.org/a', 'worksheet'), r('https://worksheets.example.org/b', 'handout'),
    r('https://worksheets.example.org/c', 'video'), r('https://worksheets.example.org/d', 'toolkit'),
  ]));
  const byTag = new Map(rows.map((x) => [x.tag, x]));
  for (const k of resourceKinds.filter((k) => k !== 'website')) assert.ok(byTag.has(`kind: ${k}`), `a row for ${k}`);
  assert.equal(pick(byTag.get('kind: organisation')), { count: 1, total: 8, target: undefined, pass: undefined });
  assert.equal(pick(byTag.get('kind: directory')), { count: 1, total: 8, target: undefined, pass: undefined });
  assert.equal(pick(byTag.get('kind: only the fallback "website"')), { count: 1, total: 8, target: '<= 5 %', pass: false }, '1 of 8 is 12.5 %');
  assert.equal(pick(byTag.get('tools at a site\'s home page')), { count: 1, total: 5, target: '<= 20 %', pass: true }, 'of the 5 tools, 1 at a home page: 20 %');
  assert.equal(pick(byTag.get('all links at a site\'s home page')), { count: 3, total: 8, target: undefined, pass: undefined }, 'shown, with no target');
  assert.is(TARGETS.fallback, 5);
  assert.is(TARGETS.toolHomePages, 20);
});
const pick = (x: CoverageRow | undefined) => ({ count: x?.count, total: x?.total, target: x?.target, pass: x?.pass });

test('the kinds an author may write: organisation and directory, with a correction for the American spelling', () => {
  const m = load(withBlocks([{ type: 'linkList', links: [
    { label: 'An association', href: 'https://association.example.org/', kind: 'organisation' },
    { label: 'A therapist finder', href: 'https://finder.example.org/', kind: 'directory' },
  ] }]));
  assert.equal(collectResources(m).map((x) => x.kind), ['organisation', 'directory']);
  assert.match(problems(withBlocks([link({ kind: 'organization' })]))[0]!, '(did you mean "organisation"?)');
  for (const k of resourceKinds) {
    assert.ok(kindLabels[k] && kindIcons[k], `${k} has a label and an icon`);
    assert.ok(iconNames.includes(kindIcons[k]), `${k}'s icon is in the icon set`);
    assert.ok(UI.en.tags.kinds[k] && UI.es.tags.kinds[k], `${k} is named in English and Spanish`);
  }
  assert.equal([UI.en.tags.kinds.organisation, UI.en.tags.kinds.directory], ['Organisation', 'Directory']);
  assert.equal([UI.es.tags.kinds.organisation, UI.es.tags.kinds.directory], ['Organización', 'Directorio']);
});

test.run();
