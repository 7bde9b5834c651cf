// The recipe for a new block kind (docs/architecture.md, "Adding a block kind"), checked where no
// other check holds it: the compiler holds the registry to the union (src/blocks/index.ts,
// `satisfies`), conventions.test.ts the schema file, the component's folder and docs/blocks.md,
// render.test.tsx the fixture, and so on, as the recipe says. The kinds are read from the schema's
// union (schema/model/block.ts), so a kind added there is named here with the file it still lacks.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { z } from 'zod';
import { blockTypes, type BlockType } from '../../schema/model/block';
import { JSON_SCHEMA_OPTIONS } from '../../schema/derive/jsonSchema';
import { manifest } from '../../schema/model/manifest';

const root = process.cwd();
const read = (f: string) => readFileSync(join(root, f), 'utf8');
const Name = (t: string) => t[0]!.toUpperCase() + t.slice(1);

/** Kinds that are not in the registry of src/blocks/index.ts, and why. */
const NOT_IN_REGISTRY: Partial<Record<BlockType, string>> = {
  hero: "a page's opening, kept apart as route.hero and shown by the page view (src/shell/PageView.tsx)",
};

// --- The checks, as functions of what they read, so the last test can show each one fails. ---

/** Each kind's fixture (test/fixtures/blocks/<kind>.json) holds a block of that kind and has its
 * pinned render (<kind>.html) beside it: render.test.tsx writes a missing .html and passes, so
 * without this a fixture never committed with its .html would pin nothing. */
function fixtureProblems(types: readonly string[], exists: (f: string) => boolean, json: (f: string) => string): string[] {
  const out: string[] = [];
  for (const t of types) {
    const f = `test/fixtures/blocks/${t}.json`;
    if (!exists(f)) { out.push(`${f} is missing (render.test.tsx fails too)`); continue; }
    const data = JSON.parse(json(f)) as unknown;
    const blocks = (Array.isArray(data) ? data : (data as { blocks?: unknown[] }).blocks ?? []) as { type?: unknown }[];
    if (!blocks.some((b) => b?.type === t)) out.push(`${f} shows no "${t}" block`);
    if (!exists(f.replace(/\.json$/, '.html'))) out.push(`${f.replace(/\.json$/, '.html')} is missing: run \`node test/run.mjs render\` to write it, read it, and commit it`);
  }
  return out;
}

/** The registry's line for each kind, loading the component from its own folder. */
function registryProblems(types: readonly string[], index: string): string[] {
  return types.filter((t) => !(t in NOT_IN_REGISTRY))
    .filter((t) => !new RegExp(`^\\s*${t}: lazyBlock\\(\\(\\) => import\\('\\./${Name(t)}/${Name(t)}'\\)\\.then\\(\\(m\\) => m\\.${Name(t)}\\)\\),$`, 'm').test(index))
    .map((t) => `src/blocks/index.ts has no line  ${t}: lazyBlock(() => import('./${Name(t)}/${Name(t)}').then((m) => m.${Name(t)})),`);
}

/** Every place that walks the blocks inside other blocks, each asking `b.type === '<kind>'` of
 * every kind that holds blocks. */
const WALKERS = ['src/blocks/index.ts', 'schema/model/topicCheck.ts', 'schema/model/manifest.ts', 'schema/model/resources.ts', 'schema/values/anchors.ts', 'test/browser-helpers/routes.mjs'];
/** schema/read/translate.ts walks the keys that hold blocks, by name (keepAnchors). */
const KEY_WALKER = 'schema/read/translate.ts';

/** The kinds whose fields hold other blocks (an accordion's items, tabs' panels), with the field
 * that holds them, read from the JSON Schema: their definition refers to a block kind's. */
function containers(types: readonly string[], defs: Record<string, unknown>): { type: string; key: string }[] {
  const refersToBlock = (node: unknown) => types.some((t) => JSON.stringify(node).includes(`"#/$defs/${t}"`));
  return types.flatMap((t) => {
    const props = (defs[t] as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
    return Object.entries(props).filter(([, v]) => refersToBlock(v)).map(([key]) => ({ type: t, key }));
  });
}

function walkerProblems(found: { type: string; key: string }[], source: (f: string) => string): string[] {
  const out: string[] = [];
  for (const { type, key } of found) {
    for (const f of WALKERS) if (!source(f).includes(`.type === '${type}'`)) out.push(`${f} does not walk into "${type}" blocks (it has no \`.type === '${type}'\`)`);
    if (!source(KEY_WALKER).includes(`'${key}'`)) out.push(`${KEY_WALKER} (keepAnchors) does not walk the key '${key}' that holds the blocks of "${type}"`);
  }
  return out;
}

const defs = () => (z.toJSONSchema(manifest, JSON_SCHEMA_OPTIONS) as { $defs: Record<string, unknown> }).$defs;
const onDisk = (f: string) => existsSync(join(root, f));

test('every block kind has its fixture, showing that kind, and every fixture its pinned render (test/fixtures/blocks/)', () => {
  assert.equal(fixtureProblems(blockTypes, onDisk, read), []);
  const unpinned = readdirSync(join(root, 'test/fixtures/blocks')).filter((f) => f.endsWith('.json'))
    .map((f) => `test/fixtures/blocks/${f.replace(/\.json$/, '.html')}`).filter((f) => !onDisk(f));
  assert.equal(unpinned, [], 'fixtures without their pinned render: run `node test/run.mjs render` to write it, read it, and commit it');
});

test('every block kind but the stated exceptions has its line in the registry (src/blocks/index.ts), from its own folder', () => {
  assert.equal(registryProblems(blockTypes, read('src/blocks/index.ts')), []);
  assert.equal(Object.keys(NOT_IN_REGISTRY).filter((t) => !(blockTypes as string[]).includes(t)), [], 'an exception for a kind that does not exist');
});

test('a kind that holds blocks is walked into everywhere blocks inside blocks are walked', () => {
  const found = containers(blockTypes, defs());
  assert.equal(found.map((c) => c.type).sort(), ['accordion', 'tabs'], 'the walk finds the containers (update this list with a new one)');
  assert.equal(walkerProblems(found, read), []);
});

test('the recipe in docs/architecture.md names only files that exist, and every check file it names', () => {
  const doc = read('docs/architecture.md');
  const start = doc.indexOf('## Adding a block kind');
  assert.ok(start >= 0, 'docs/architecture.md has the section "Adding a block kind"');
  const end = doc.indexOf('\n## ', start + 1);
  const section = doc.slice(start, end < 0 ? undefined : end);
  const named = [...section.matchAll(/`((?:test|src|schema|scripts|docs|data)\/[^`<>*\s]+\.(?:ts|tsx|mjs|md|json))`/g)].map((m) => m[1]!);
  assert.ok(named.length > 10, `the recipe names its files (${named.length})`);
  assert.equal([...new Set(named)].filter((f) => !onDisk(f)), [], 'files the recipe names that do not exist');
  // The checks this file holds are in the recipe too.
  assert.ok(section.includes('test/unit/block-recipe.test.ts'), 'the recipe names this test');
});

test('the checks bite: a new kind without its files is named with each file it lacks', () => {
  const none = () => false;
  assert.equal(fixtureProblems(['newKind'], none, () => '[]'), ['test/fixtures/blocks/newKind.json is missing (render.test.tsx fails too)']);
  assert.equal(fixtureProblems(['newKind'], (f) => f.endsWith('.json'), () => '[{ "type": "callout" }]'), [
    'test/fixtures/blocks/newKind.json shows no "newKind" block',
    'test/fixtures/blocks/newKind.html is missing: run `node test/run.mjs render` to write it, read it, and commit it',
  ]);
  assert.equal(fixtureProblems(['newKind'], () => true, () => '{ "site": {}, "blocks": [{ "type": "newKind" }] }'), []);
  assert.equal(registryProblems(['hero', 'newKind'], read('src/blocks/index.ts')), [
    "src/blocks/index.ts has no line  newKind: lazyBlock(() => import('./NewKind/NewKind').then((m) => m.NewKind)),",
  ]);
  // A container of a new kind, referring to a block kind's definition as the JSON Schema does, and walked nowhere.
  const found = containers(['panels', 'prose'], { panels: { properties: { heading: {}, panes: { items: { properties: { blocks: { items: { $ref: '#/$defs/prose' } } } } } } }, prose: { properties: {} } });
  assert.equal(found, [{ type: 'panels', key: 'panes' }]);
  const problems = walkerProblems(found, read);
  assert.equal(problems.length, WALKERS.length + 1);
  assert.match(problems[0]!, 'src/blocks/index.ts does not walk into "panels" blocks');
  assert.match(problems.at(-1)!, "schema/read/translate.ts (keepAnchors) does not walk the key 'panes'");
});

test.run();
