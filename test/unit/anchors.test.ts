// Section anchors (schema/values/anchors.ts): what a link or a search result leads to on a page.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { anchorsOf, sectionAnchors, slugify, withAnchors } from '../../schema/values/anchors';
import { formatProblem, loadManifest } from '../../schema/read/load';
import { anchorsWithin, headingId } from '../../src/blocks/anchors';
import { baseManifest, text } from '../helpers/manifest';

test('an anchor is the heading in lower case with hyphens, accents folded', () => {
  assert.is(slugify('Suicide risk screening'), 'suicide-risk-screening');
  assert.is(slugify('Evaluación de riesgo: ¿qué hacer?'), 'evaluacion-de-riesgo-que-hacer');
  assert.is(slugify('988 and you'), 's-988-and-you', 'an anchor starts with a letter');
  assert.is(slugify('!!!'), 'section');
});

test('every block with a heading and every accordion item has an anchor, unique on the page', () => {
  const item1 = { title: 'Grounding', blocks: [{ type: 'linkList', heading: 'Grounding', links: [] }] };
  const item2 = { title: 'Breathing', id: 'grounding-2', blocks: [] };
  const blocks = [
    { type: 'hero', title: 'Not a section' },
    { type: 'prose', heading: 'Search', paragraphs: [] },
    { type: 'accordion', id: 'tools', heading: 'Tools', items: [item1, item2] },
    { type: 'callout', title: 'No heading field, no anchor' },
  ];
  const anchors = sectionAnchors(blocks);
  assert.equal([...anchors.values()], ['search', 'tools', 'grounding', 'grounding-3', 'grounding-2'],
    'own ids kept; a repeated heading numbered past the ids already taken');
  assert.is(anchors.get(item2), 'grounding-2');
  assert.ok(anchorsOf(blocks).has('grounding-3'));
  // The data carries them: a block's anchor unless it has its own id, every item's anchor.
  const marked = withAnchors(blocks.slice(1)) as { anchor?: string; items?: { anchor?: string }[] }[];
  assert.equal(marked.map((b) => b.anchor), ['search', undefined, undefined], 'the accordion keeps its own id "tools"; the callout has no heading');
  assert.equal(marked[1]!.items!.map((it) => it.anchor), ['grounding', 'grounding-2']);
  assert.equal([...anchorsWithin([marked[1]!.items![0]])], ['grounding', 'grounding-3'], 'an item holds its own anchor and those inside it');
  assert.equal([...anchorsWithin([marked[1]])], ['tools', 'grounding', 'grounding-3', 'grounding-2'], 'a block\'s own id counts too');
  assert.is(sectionAnchors([{ type: 'prose', heading: 'Page title', paragraphs: [] }]).values().next().value, 'page-title-2', 'never an id of the page frame');
});

const problems = (m: ReturnType<typeof baseManifest>) => {
  const r = loadManifest(text(m));
  return r.ok ? [] : r.problems.map((p) => formatProblem(p));
};

test('a link to a section of another page must name one of its anchors', () => {
  const m = baseManifest();
  const [home, other] = m.routes;
  other!.blocks = [{ type: 'accordion', items: [{ title: 'Suicide risk screening', blocks: [{ type: 'prose', paragraphs: ['ASQ'] }] }] }];
  const homeBlocks = home!.blocks as unknown[];
  homeBlocks.push({ type: 'buttonRow', buttons: [{ label: 'Screening', href: `${other!.path}#suicide-risk-screening` }] });
  assert.equal(problems(m), [], 'an accordion item\'s anchor');
  (homeBlocks.at(-1) as { buttons: { href: string }[] }).buttons[0]!.href = `${other!.path}#screening`;
  const [p] = problems(m);
  assert.match(p!, `links to "${other!.path}#screening", but the page "${other!.path}" has no section or block with the anchor "screening": use a block's "id", or a section's anchor`);
});

test('anchors of blocks in tabs and accordion items; a heading repeated three times; the page frame\'s ids', () => {
  const inTab = { type: 'linkList', heading: 'Local resources', links: [] };
  const inItem = { type: 'linkList', heading: 'Local resources', links: [] };
  const item = { title: 'Local resources', blocks: [inItem] };
  const blocks = [
    { type: 'tabs', heading: 'Site data', tabs: [{ label: 'A', blocks: [inTab] }, { label: 'B', blocks: [{ type: 'prose', paragraphs: [] }] }] },
    { type: 'accordion', items: [item] },
    { type: 'prose', paragraphs: ['No heading, no anchor'] },
  ];
  const anchors = sectionAnchors(blocks);
  assert.is(anchors.get(blocks[0]!), 'site-data-2', 'never the id of a data script the app reads');
  assert.equal([anchors.get(inTab), anchors.get(item), anchors.get(inItem)], ['local-resources', 'local-resources-2', 'local-resources-3'], 'in page order');
  assert.is(anchors.size, 4, 'the accordion without a heading and the prose without one are no sections');
  assert.is(sectionAnchors([{ type: 'hero', title: 'Welcome' }]).size, 0, 'the hero is not a section');
  assert.equal(sectionAnchors([{ type: 'prose', heading: 'Hours', id: 'hours', paragraphs: [] }, { type: 'prose', heading: 'Hours', paragraphs: [] }]).size, 2);
  assert.equal([...anchorsOf([{ type: 'prose', heading: 'Hours', paragraphs: [] }, { type: 'prose', id: 'hours', paragraphs: [] }])], ['hours-2', 'hours'],
    'a derived anchor never takes an id written later on the page');
});

test('the heading of a block takes its anchor, or the block\'s own id; a block without a heading has none', () => {
  assert.is(headingId({ type: 'prose', heading: 'Hours', anchor: 'hours-2' } as object), 'hours-2');
  assert.is(headingId({ type: 'prose', heading: 'Hours', id: 'times' } as object), 'times', 'its own id moves to its heading');
  assert.is(headingId({ type: 'prose', id: 'times' } as object), undefined, 'no heading: the id stays on the block');
});

test('a "#x" link on the same page may name an accordion item or a section inside one; so may the site\'s links', () => {
  const m = baseManifest();
  const about = m.routes[1]!;
  about.blocks = [
    { type: 'buttonRow', buttons: [{ label: 'Screening', href: '#suicide-risk-screening' }, { label: 'Tools', href: '#asq-toolkit' }] },
    { type: 'accordion', items: [{ title: 'Suicide risk screening', blocks: [{ type: 'linkList', heading: 'ASQ toolkit', links: [], empty: 'Being added.' }] }] },
  ];
  assert.equal(problems(m), []);
  (m.navigation as { primary: { label: string; href: string }[] }).primary.push({ label: 'Hours', href: '/about#hours' });
  const [p] = problems(m);
  assert.match(p!, 'links to "/about#hours", but the page "/about" has no section or block with the anchor "hours": use a block\'s "id", or a section\'s anchor (its heading or accordion item title in lower case with hyphens, e.g. "suicide-risk-screening")');
  assert.match(p!, /navigation/, 'located in navigation');
});

test.run();
