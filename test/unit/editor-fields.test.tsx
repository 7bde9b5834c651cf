// The editor's fields in happy-dom, made from the real form description: labels are the schema's
// plain titles; a list of a fixed set of values is a group of checkboxes by plain names (a
// resource's audience, a crisis line's searches, the site's languages), a resource's topics are
// the site's topics by their names; a date is a date picker writing YYYY-MM-DD; a problem speaks
// plain words, names its place in the file only with "Show JSON names", and a translation that
// lacks its blocks offers "Keep these blocks in English".
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { setupDom } from '../helpers/dom';
import { formDescription } from '../../src/server/formSchema';
import type { EditorProblem, Path } from '../../src/editor/formDescription';
import { Field } from '../../src/editor/fields/Field';
import { JsonNamesToggle, setJsonNames } from '../../src/editor/JsonNames';
import { getIn, pathKey, setIn } from '../../src/editor/paths';
import { schemasAlong } from '../../src/editor/schema';
import { Ctx, type EditorContext } from '../../src/editor/store';

const form = formDescription();
const root = form.schema;

const draft = () => ({
  site: {
    locales: ['en', 'es'],
    topics: [{ id: 'sleep', label: 'Sleep', words: 'sleep' }, { id: 'anxiety', label: 'Anxiety', words: 'worry' }],
    crisis: { title: 'Help', text: 'Call 988.', lines: [{ title: 'Poison Control', call: '1-800-222-1222', firstFor: ['poisoning'] }] },
  },
  routes: [{
    path: '/calm', title: 'Calm', description: 'Calm.', reviewed: '2026-01-02',
    blocks: [{ type: 'prose', paragraphs: ['One.'] }, { type: 'linkList', links: [{ label: 'Breathing', href: 'https://www.example.org/b.pdf', audience: ['youth'] }] }],
    translations: { es: { title: 'Calma' } },
  }],
});

// The draft as the fields left it (any: the test reads into it freely).
let doc: any;
let view: { root: Root; container: HTMLElement } | undefined;
const announced: string[] = [];

/** The field at `path` of the draft (`shape` changes the draft first), with its schema from the form description, and `problems`. */
async function show(path: Path, problems: EditorProblem[] = [], shape: (d: any) => void = () => {}) {
  setupDom();
  doc = draft();
  shape(doc);
  announced.length = 0;
  const byPath = new Map<string, EditorProblem[]>();
  for (const p of problems) byPath.set(pathKey(p.path), [...(byPath.get(pathKey(p.path)) ?? []), p]);
  function Harness() {
    const [d, setD] = useState<unknown>(doc);
    doc = d;
    const ctx = {
      form, textKeys: new Set(form.textKeys), doc: d, problems: byPath, announce: (m: string) => announced.push(m),
      actions: {
        set: (p: Path, v: unknown) => setD((x: unknown) => setIn(x, p, v)),
        setTranslated: (base: Path, lang: string, rest: Path, v: unknown) => setD((x: unknown) => setIn(x, [...base, 'translations', lang, ...rest], v)),
      },
    } as unknown as EditorContext;
    return (
      <Ctx.Provider value={ctx}>
        <JsonNamesToggle />
        <Field schema={schemasAlong(root, doc, path).at(-1)!} path={path} value={getIn(d, path)} name={path.at(-1)!} />
      </Ctx.Provider>
    );
  }
  const container = document.createElement('div');
  document.body.append(container);
  const r = createRoot(container);
  await act(async () => r.render(<Harness />));
  view = { root: r, container };
  return container;
}

test.after.each(() => {
  act(() => setJsonNames(false));
  if (view) act(() => view!.root.unmount());
  view = undefined;
});

const labelled = (c: HTMLElement, text: string) => {
  const label = [...c.querySelectorAll('label')].find((l) => l.textContent!.trim() === text);
  if (!label) throw new Error(`no field labelled "${text}": ${[...c.querySelectorAll('label')].map((l) => l.textContent).join(' | ')}`);
  return (label.htmlFor ? c.querySelector(`#${label.htmlFor}`) : label.querySelector('input')) as HTMLInputElement;
};
const group = (c: HTMLElement, legend: string) => {
  const g = [...c.querySelectorAll('fieldset')].find((f) => f.querySelector('legend')?.textContent === legend);
  if (!g) throw new Error(`no group "${legend}": ${[...c.querySelectorAll('legend')].map((l) => l.textContent).join(' | ')}`);
  return g as HTMLFieldSetElement;
};
const boxes = (g: Element) => [...g.querySelectorAll('input[type="checkbox"]')].map((b) => [b.closest('label')!.textContent!.trim(), (b as HTMLInputElement).checked]);
const tick = (b: HTMLElement) => act(async () => { b.click(); });
/** Types into an input as a person does (React reads the native value setter and an input event). */
const type = (input: HTMLInputElement, value: string) => act(async () => {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!.call(input, value); // an input's or a textarea's
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
});

test('a resource\'s audience is a group of checkboxes by plain names, written in the schema\'s order', async () => {
  const c = await show(['routes', 0, 'blocks', 1, 'links', 0]);
  assert.ok(labelled(c, 'Resource name'), 'the label is the title, not "Label"');
  assert.ok(labelled(c, 'Link address'), 'not "Href"');
  const audience = group(c, 'Who it is for');
  assert.equal(boxes(audience), [['Clinicians', false], ['Parents and caregivers', false], ['Children and youth', true], ['Educators', false]]);
  assert.not.ok([...c.querySelectorAll('button')].some((b) => /Add audience/.test(b.textContent!)), 'no "Add audience"');
  await tick(labelled(audience, 'Parents and caregivers'));
  assert.equal(doc.routes[0]!.blocks[1]!.links![0]!.audience, ['caregiver', 'youth'], 'ticked into its place in the schema\'s order');
  await tick(labelled(audience, 'Educators'));
  assert.equal(doc.routes[0]!.blocks[1]!.links![0]!.audience, ['caregiver', 'youth', 'educator']);
  for (const name of ['Parents and caregivers', 'Children and youth', 'Educators']) await tick(labelled(audience, name));
  assert.not.ok('audience' in doc.routes[0]!.blocks[1]!.links![0]!, 'nothing ticked: the key is left out, as the schema allows');
  // The kind of resource: a choice by plain names, writing the value.
  const kind = labelled(c, 'Kind of resource') as unknown as HTMLSelectElement;
  assert.ok([...kind.options].some((o) => o.textContent === 'Crisis line' && o.value === 'crisis-line'));
});

test('a resource\'s topics are the site\'s topics by their names, in the site\'s order', async () => {
  const c = await show(['routes', 0, 'blocks', 1, 'links', 0]);
  const topics = group(c, 'Topics');
  assert.equal(boxes(topics), [['Sleep', false], ['Anxiety', false]]);
  await tick(labelled(topics, 'Anxiety'));
  await tick(labelled(topics, 'Sleep'));
  assert.equal(doc.routes[0]!.blocks[1]!.links![0]!.topics, ['sleep', 'anxiety']);
});

test('a crisis line\'s searches and the site\'s languages are checkboxes by plain names', async () => {
  let c = await show(['site', 'crisis', 'lines', 0]);
  assert.equal(boxes(group(c, 'Shown first for searches about')), [['Poisoning', true], ['Suicide', false], ['Self-harm', false], ['A crisis', false]]);
  assert.ok(labelled(c, 'Number to call'));
  assert.ok(group(c, 'Word to text first'), 'not "Text words"');
  c = await show(['site', 'locales']);
  assert.equal(boxes(group(c, 'Languages')), [['English', true], ['Spanish', true]]);
});

test('a date is a date picker that writes YYYY-MM-DD', async () => {
  const c = await show(['routes', 0, 'reviewed']);
  const date = labelled(c, 'Last reviewed');
  assert.is(date.type, 'date');
  assert.is(date.value, '2026-01-02');
  await type(date, '2026-03-04');
  assert.is(doc.routes[0]!.reviewed, '2026-03-04');
  await type(date, '');
  assert.not.ok('reviewed' in doc.routes[0]!, 'emptied: the optional date is left out');
});

test('names: block kinds and list items by their titles; "Show JSON names" adds each key', async () => {
  const c = await show(['routes', 0]);
  const kinds = labelled(c, 'Kind of block to add') as unknown as HTMLSelectElement;
  const names = [...kinds.options].map((o) => o.textContent);
  assert.ok(names.includes('Text') && names.includes('List of links') && names.includes('Page top (hero)'), names.join(', '));
  assert.not.ok(names.includes('prose'));
  assert.ok(c.textContent!.includes('Block 1 — Text'), 'the block\'s header names its kind by its title');
  assert.ok(c.textContent!.includes('Block 2 — List of links'));
  assert.ok(labelled(c, 'Page address'), 'not "Path"');
  assert.is(c.querySelectorAll('code').length, 0, 'no JSON names at first');
  await tick(labelled(c, 'Show JSON names'));
  const codes = [...c.querySelectorAll('code')].map((x) => x.textContent);
  assert.ok(codes.includes('path') && codes.includes('title'), codes.join(', '));
  assert.is(localStorage.getItem('site-editor-json-names'), 'on', 'remembered');
});

test('a problem in plain words: keys as titles, the place in the file only with JSON names, and a one-click fix', async () => {
  const lacks = { path: ['routes', 0, 'translations', 'es'], where: 'routes[1].translations.es', line: 40, col: 5, message: 'route "/calm" > translations > es: the es translation lacks "blocks": translate it, or write null to keep the block in English' };
  const empty = { path: ['routes', 0, 'path'], where: 'routes[1].path', line: 12, col: 7, message: 'route "/calm" > path: must not be empty' };
  const c = await show(['routes', 0], [lacks, empty]);
  const alerts = () => [...c.querySelectorAll('[role="alert"]')].map((a) => a.textContent!.trim());
  assert.ok(alerts().some((t) => t.startsWith('the Spanish translation lacks "Blocks": translate it, or press "Keep these blocks in English"')), alerts().join(' / '));
  assert.ok(alerts().some((t) => t === 'must not be empty: type the page address'), alerts().join(' / '));
  assert.not.ok(alerts().some((t) => t.includes('routes[1]')), 'no JSON place');
  await tick(labelled(c, 'Show JSON names'));
  assert.ok(alerts().some((t) => t.includes('(routes[1].path, line 12)')), 'the place, with JSON names on');
  const keep = [...c.querySelectorAll('button')].find((b) => b.textContent === 'Keep these blocks in English')!;
  await tick(keep);
  assert.equal(doc.routes[0]!.translations.es, { title: 'Calma', blocks: [null, null] }, 'one null per English block');
  assert.match(announced.join(' '), 'Kept the 2 blocks');
});

test('a Spanish text emptied in the middle of its list keeps its place, so the later ones keep theirs', async () => {
  const c = await show(['routes', 0, 'blocks', 0, 'paragraphs'], [], (d) => {
    d.routes[0].blocks[0].paragraphs = ['One.', 'Two.', 'Three.'];
    d.routes[0].translations.es.blocks = [{ paragraphs: ['Uno.', 'Dos.', 'Tres.'] }];
  });
  await type(labelled(c, 'Paragraph 2 (Spanish)'), '');
  assert.equal(doc.routes[0].translations.es.blocks[0].paragraphs, ['Uno.', '', 'Tres.'], 'in its place, empty');
  await type(labelled(c, 'Paragraph 3 (Spanish)'), '');
  assert.equal(doc.routes[0].translations.es.blocks[0].paragraphs, ['Uno.', ''], 'the last one leaves the list');
});

test.run();
