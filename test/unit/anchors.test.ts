// Section anchors (schema/anchors.ts): what a link or a search result leads to on a page.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { anchorsOf, sectionAnchors, slugify, withAnchors } from '../../schema/anchors';
import { formatProblem, loadManifest } from '../../schema/load';
import { anchorsWithin } from '../../src/blocks/anchors';
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

test.run();
