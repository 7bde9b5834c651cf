// The editor speaks plain words: every field and every block kind has a plain title in the schema
// (JSON Schema `title`, from each field's about() in schema/), which the editor shows as its label.
// A field added to the schema without one fails here, so the editor never shows a JSON key instead.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { z } from 'zod';
import { formDescription } from '../../src/server/formSchema';
import { plainProblem, withoutPlace } from '../../src/editor/labels';
import type { JsonSchema } from '../../src/editor/formDescription';
import { choicesOf, choiceTitle, labelOf, plainWords, resolve, singular, summaryOf, tagOf, variantName, variantsOf } from '../../src/editor/schema';

/** Each object schema with properties (its place), and each union whose members are all tagged objects (blocks). */
function walk(root: JsonSchema) {
  const objects: { where: string; node: JsonSchema }[] = [];
  const kinds: { where: string; node: JsonSchema }[] = [];
  const enums: { where: string; node: JsonSchema }[] = [];
  const seen = new Set<unknown>();
  const visit = (node: unknown, where: string): void => {
    if (Array.isArray(node)) return node.forEach((n, i) => visit(n, `${where}[${i}]`));
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    const n = node as JsonSchema;
    if (n.properties) objects.push({ where, node: n });
    const union = n.oneOf ?? n.anyOf;
    if (union?.length && union.every((u) => tagOf(resolve(u, root)))) kinds.push({ where, node: n });
    if (n['x-enum-titles']) enums.push({ where, node: n });
    for (const [k, v] of Object.entries(n)) if (k !== 'examples' && k !== 'default' && k !== 'const' && k !== 'enum' && !k.startsWith('x-')) visit(v, where ? `${where}.${k}` : k);
  };
  visit(root, '');
  return { objects, kinds, enums };
}

/** The problems with the titles of a form description: fields and block kinds without a title, and titles that are not a short name. */
function untitled(root: JsonSchema): string[] {
  const out: string[] = [];
  const { objects, kinds, enums } = walk(root);
  const name = (t: unknown, at: string) => {
    if (typeof t !== 'string' || !t.trim()) return out.push(`${at}: no title`);
    // A title is a name, not a sentence: a description given where the title goes reads as one.
    if (t.length > 40 || /[.:]$/.test(t) || t.includes('\n')) out.push(`${at}: "${t}" is not a short name`);
  };
  for (const { where, node } of objects) {
    for (const [key, prop] of Object.entries(node.properties!)) {
      if (key === '$schema') continue; // the editor's link to the JSON Schema: never a field of the form
      name(prop.title ?? resolve(prop, root).title, `${where ? `${where}.` : ''}properties.${key}`);
    }
  }
  for (const { where, node } of kinds) {
    for (const v of variantsOf(node, root)) name(v.title, `${where}: the block kind "${tagOf(v)}"`);
  }
  for (const { where, node } of enums) {
    const titles = node['x-enum-titles']!;
    for (const c of choicesOf(node) ?? []) if (!titles[String(c)]) out.push(`${where}: the value ${JSON.stringify(c)} has no title in x-enum-titles`);
  }
  return out;
}

test('every field and every block kind of the form description has a plain title', () => {
  const { schema } = formDescription();
  const problems = untitled(schema);
  assert.equal(problems, [], `${problems.length} without a plain title:\n${problems.join('\n')}`);
  const { objects, kinds } = walk(schema);
  assert.ok(objects.reduce((n, o) => n + Object.keys(o.node.properties!).length, 0) > 200, 'the walk reaches every field');
  assert.ok(kinds.length >= 2, 'the walk reaches the block lists (a page\'s, an accordion item\'s, a tab\'s)');
});

test('the check fails on a field or a block kind without a title, and on a sentence given as a title', () => {
  const block = (type: string, title?: string) => z.strictObject({ type: z.literal(type).meta({ title: 'Kind of block' }) }).meta({ id: type, ...(title && { title }) });
  const bare = z.strictObject({
    heading: z.string().optional(),
    named: z.string().meta({ title: 'The words shown above the block.' }),
    blocks: z.array(z.discriminatedUnion('type', [block('a', 'A'), block('b')])).meta({ title: 'Blocks' }),
    tone: z.enum(['plain', 'panel']).meta({ title: 'Look', 'x-enum-titles': { plain: 'Plain' } }),
  });
  const problems = untitled(z.toJSONSchema(bare, { io: 'input', target: 'draft-2020-12', reused: 'inline' }) as JsonSchema);
  assert.equal(problems.sort(), [
    'properties.blocks.items: the block kind "b": no title',
    'properties.heading: no title',
    'properties.named: "The words shown above the block." is not a short name',
    'properties.tone: the value "panel" has no title in x-enum-titles',
  ]);
});

test('names in the editor come from the titles: fields, list items, block kinds, values', () => {
  const { schema } = formDescription();
  const route = resolve(schema.properties!.routes!, schema).items!;
  const r = resolve(route, schema);
  assert.is(resolve(r.properties!.path!, schema).title, 'Page address');
  const blocks = resolve(r.properties!.blocks!, schema);
  const kinds = variantsOf(resolve(blocks.items, schema), schema);
  const names = Object.fromEntries(kinds.map((k) => [tagOf(k), variantName(k)]));
  assert.is(names.prose, 'Text');
  assert.is(names.linkList, 'List of links');
  assert.is(names.hero, 'Page top (hero)');
  assert.is(names.buttonRow, 'Call to action');
  assert.is(singular('blocks', blocks, schema), 'block');
  assert.is(summaryOf({ type: 'prose', heading: 'Our story' }, resolve(blocks.items, schema), schema), 'Text: Our story');
  const linkList = kinds.find((k) => tagOf(k) === 'linkList')!;
  const links = resolve(linkList.properties!.links!, schema);
  assert.is(singular('links', links, schema), 'link');
  const link = resolve(links.items, schema);
  assert.is(resolve(link.properties!.href!, schema).title, 'Link address');
  const audience = resolve(resolve(link.properties!.audience!, schema).items, schema);
  assert.is(choiceTitle(audience, 'caregiver'), 'Parents and caregivers');
  // A value with no title of its own reads as words.
  assert.is(choiceTitle({ enum: ['self-harm'] }, 'self-harm'), 'Self harm');
  assert.is(labelOf('logoText'), 'Logo text');
});

test('a quoted key in a description or a problem becomes the field\'s title', () => {
  const { schema } = formDescription();
  const site = resolve(schema.properties!.site!, schema);
  const crisis = resolve(site.properties!.crisis!, schema);
  const line = resolve(resolve(crisis.properties!.lines!, schema).items, schema);
  assert.is(
    plainWords('"textWords" are the words to text to "textTo": add "textTo", the number to text', [line], schema),
    '"Word to text first" are the words to text to "Number to text": add "Number to text", the number to text',
  );
  // As validation writes it, after its place in the data: beside its field, without the place.
  const doc = { site: { locales: ['en', 'es'], crisis: { lines: [{}, { title: 'Crisis Text Line: 24/7 > text', textWords: { en: 'HOME' } }] } } };
  const problem = { path: ['site', 'crisis', 'lines', 1, 'textWords'], where: 'site.crisis.lines[2].textWords', line: 1, col: 1,
    message: 'site > crisis > line 2 "Crisis Text Line: 24/7 > text" > textWords: "textWords" are the words to text to "textTo": add "textTo", the number to text' };
  assert.is(plainProblem(problem, schema, doc), '"Word to text first" are the words to text to "Number to text": add "Number to text", the number to text');
  assert.is(withoutPlace('route "/a" > path: must not be empty', ['routes', 0, 'path']), 'must not be empty');
  assert.is(withoutPlace('must not be empty: a: b', ['routes', 0, 'path']), 'must not be empty: a: b', 'no place written: kept whole');
  assert.is(plainProblem({ ...problem, path: ['routes', 0, 'blocks', 0, 'paragraphs'], message: 'route "/a" > block 1 (prose) > paragraphs: needs at least 1 item' },
    schema, { routes: [{ blocks: [{ type: 'prose', paragraphs: [] }] }] }), 'needs at least 1 item: press "Add paragraph"');
  // A block's kind by its title; "an" before a name said now is "a" where the name wants it.
  const page = { routes: [{ path: '/a', blocks: [{ type: 'prose', paragraphs: ['x'] }, { type: 'hero' }, { type: 'cardGrid', cards: [{ title: 'x', cta: 'Go' }] }] }] };
  const at = (path: (string | number)[], message: string) => plainProblem({ path, where: '', line: 1, col: 1, message }, schema, page);
  assert.is(at(['routes', 0, 'blocks', 1, 'type'], 'route "/a" > block 2 (hero) > type: a hero can only open a page: move it to the top, or use a "prose" or "callout" block here'),
    'a hero can only open a page: move it to the top, or use a "Text" or "Highlighted note" block here');
  assert.is(at(['routes', 0, 'blocks', 2, 'cards', 0, 'cta'], 'route "/a" > block 3 (cardGrid) > card 1 "x" > cta: "cta" labels the card\'s link, so it needs an "href"'),
    '"Link text" labels the card\'s link, so it needs a "Link address"');
  // A value of a list of checkboxes that is none of its choices: untick it.
  assert.match(plainProblem({ path: ['routes', 0, 'blocks', 0, 'links', 0, 'topics', 0], where: '', line: 1, col: 1, message: '"nope" is not a topic: use the id of one of site.topics: sleep' },
    schema, { routes: [{ blocks: [{ type: 'linkList', links: [{ topics: ['nope'] }] }] }] }), /: untick it in "Topics"$/);
  // A quoted value that is not a key stays as it is.
  assert.is(plainWords('write "HOME" in "textWords"', [line], schema), 'write "HOME" in "Word to text first"');
});

test.run();
