// The "heading or label" rule of the blocks screen readers must name (a form, a tab list), written
// once: screenReaderName in schema/model/fields.ts (the `label` field and the check, in the block's
// own words); each component names itself by aria-labelledby its heading, or aria-label. The
// messages are pinned here word for word, and so is what each block renders.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatProblem, loadManifest } from '../../schema/read/load';
import { prepareBlocks, renderRoute, shellData } from '../../src/server/render';
import { baseManifest, text } from '../helpers/manifest';
import { mainHtml, manifestWith } from '../helpers/render';

const withBlocks = (blocks: unknown[]) => {
  const m = baseManifest();
  m.routes[1]!.blocks = blocks;
  return text(m);
};
/** The problems of a manifest whose "/about" holds these blocks, without their line and column. */
const problems = (blocks: unknown[]) => {
  const r = loadManifest(withBlocks(blocks));
  return r.ok ? [] : r.problems.map((p) => formatProblem(p).replace(/^\S+ +/, ''));
};
const form = (extra: object) => ({ type: 'form', fields: [{ name: 'email', label: 'Email', type: 'email' }], submit: { label: 'Send' }, ...extra });
const tab = (label: string) => ({ label, blocks: [{ type: 'prose', paragraphs: ['Text.'] }] });
const tabs = (extra: object) => ({ type: 'tabs', tabs: [tab('One'), tab('Two')], ...extra });

test('a form with neither a heading nor a label: the message, word for word, at "label"', () => {
  assert.equal(problems([form({})]), [
    'routes[2].blocks[1].label  route "/about" > block 1 (form) > label: a form needs a "heading" or a "label" so screen readers can name it',
  ]);
  assert.equal(problems([form({ heading: 'Write to us' })]), []);
  assert.equal(problems([form({ label: 'Contact' })]), []);
});

test('tabs with neither a heading nor a label: the message, word for word, at "label"', () => {
  assert.equal(problems([tabs({})]), [
    'routes[2].blocks[1].label  route "/about" > block 1 (tabs) > label: tabs need a "heading" or a "label" so screen readers can name the tab list',
  ]);
  assert.equal(problems([tabs({ heading: 'Ways to pay' })]), []);
  assert.equal(problems([tabs({ label: 'Payment method' })]), []);
});

test('a form and a tab list are named by their heading, or else by their label', async () => {
  await prepareBlocks();
  const m = manifestWith([
    form({ heading: 'Write to us' }), form({ label: 'Contact' }),
    tabs({ heading: 'Ways to pay' }), tabs({ label: 'Payment method' }),
  ]);
  const html = mainHtml(renderRoute(shellData(m), m.routes[1]!).html);
  const forms = html.match(/<form[^>]*>/g) ?? [];
  assert.is(forms.length, 2);
  assert.match(forms[0]!, 'aria-labelledby="write-to-us"');
  assert.not.match(forms[0]!, 'aria-label=');
  assert.match(html, /<h2 id="write-to-us">Write to us<\/h2>/, 'the heading it names is in the page');
  assert.match(forms[1]!, 'aria-label="Contact"');
  assert.not.match(forms[1]!, 'aria-labelledby');
  const lists = html.match(/<div role="tablist"[^>]*>/g) ?? [];
  assert.is(lists.length, 2);
  assert.match(lists[0]!, 'aria-labelledby="ways-to-pay"');
  assert.not.match(lists[0]!, 'aria-label=');
  assert.match(lists[1]!, 'aria-label="Payment method"');
  assert.not.match(lists[1]!, 'aria-labelledby');
});

test.run();
