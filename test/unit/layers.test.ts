// How the code's folders depend on each other, checked: src/'s folders import only from their own
// layer and the layers below it, and neither schema/ nor src/ has a circle of imports. A newcomer
// can then read a folder knowing what it may rely on, and a change below never needs one above.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const root = process.cwd();

/**
 * src/'s folders (and its two root files) from the top down; the editor (src/editor) is an entry of
 * its own, like the app's. A module may import from its own
 * layer and from those below it: the entries start the app, the app shows the shell, the shell
 * shows blocks, blocks show the catalogue, search and the packet, which are built of the small
 * interface parts (ui), which read the page's data and words (data), on top of hooks, styles and
 * the interface's strings (i18n).
 */
const LAYERS = [
  ['main.tsx', 'boot', 'server', 'editor'],
  ['App.tsx'],
  ['shell'],
  ['blocks'],
  ['catalogue'],
  ['search'],
  ['packet'],
  ['ui'],
  ['data'],
  ['lib', 'styles', 'i18n'],
];

const sources = (dir: string): string[] => readdirSync(dir).flatMap((f) => {
  const p = join(dir, f);
  return statSync(p).isDirectory() ? sources(p) : /\.tsx?$/.test(f) && !f.endsWith('.d.ts') ? [p] : [];
});

interface Import { from: string; to: string; line: number; dynamic: boolean; typeOnly: boolean }

/** Whether an import's clause names types only: "type { A }", "{ type A, type B }". */
const isTypeOnly = (clause: string) => /^\s*type\b/.test(clause)
  || /^\s*\{([^}]*)\}\s*from\s*$/.test(clause) && /^\s*\{([^}]*)\}/.exec(clause)![1]!.split(',').map((n) => n.trim()).filter(Boolean).every((n) => n.startsWith('type '));

/** The project files a module imports (static, type-only and dynamic imports, re-exports), each
 * with its line; packages are left out. */
function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8');
  const out: Import[] = [];
  const re = /^\s*(?:import|export)\b([^'"`;]*?)['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/gm;
  for (const m of text.matchAll(re)) {
    const spec = m[2] ?? m[3]!;
    const base = resolve(dirname(file), spec);
    const to = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((c) => existsSync(c) && statSync(c).isFile());
    if (!to) throw new Error(`${relative(root, file)}: cannot resolve ${spec}`);
    out.push({ from: file, to, line: text.slice(0, m.index).split('\n').length, dynamic: !!m[3], typeOnly: isTypeOnly(m[1] ?? '') });
  }
  return out;
}

/** The layer of a file of src/ (its index in LAYERS), by its folder or, at src/'s root, its name. */
const layerOf = (file: string): number => {
  const top = relative(join(root, 'src'), file).split(/[\\/]/)[0]!;
  return LAYERS.findIndex((l) => l.includes(top));
};

const rel = (f: string) => relative(root, f).split('\\').join('/');

test('every folder of src/ has its place in the layers', () => {
  const tops = readdirSync(join(root, 'src'));
  assert.equal(tops.filter((t) => !LAYERS.flat().includes(t)), [], 'add these to LAYERS, where they belong');
  assert.equal(LAYERS.flat().filter((t) => !tops.includes(t)), [], 'these are in LAYERS but not in src/');
});

test('src/ imports only from its own layer and those below it', () => {
  const upward: string[] = [];
  for (const file of sources(join(root, 'src'))) {
    for (const i of importsOf(file)) {
      if (!i.to.startsWith(join(root, 'src'))) continue;
      if (layerOf(i.to) < layerOf(file)) upward.push(`${rel(file)}:${i.line} imports ${rel(i.to)}, which sits above it`);
    }
  }
  assert.equal(upward, []);
});

/** The circles among these files' imports (strongly connected groups of more than one file),
 * each as its files. Dynamic imports are left out: a block that holds blocks (an accordion) loads
 * them lazily through the block registry, and that is how nesting works. */
function circles(files: readonly string[]): string[][] {
  const edges = new Map(files.map((f) => [f, importsOf(f).filter((i) => !i.dynamic).map((i) => i.to)]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of edges.get(v) ?? []) {
      if (!edges.has(w)) continue;
      if (!index.has(w)) { visit(w); low.set(v, Math.min(low.get(v)!, low.get(w)!)); }
      else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do { w = stack.pop()!; group.push(rel(w)); } while (w !== v);
    if (group.length > 1) found.push(group.sort());
  };
  for (const f of files) if (!index.has(f)) visit(f);
  return found;
}

/** schema/'s rooms from the top down: reading a manifest file (parse, locate, check, report) uses
 * what the build derives from a manifest, which writes the formats the build hands the browser
 * (contract/: types and a few lines the browser runs), which are made from the Zod schema
 * (model/, and one file per block kind in blocks/), which uses plain values the browser may load
 * too (values/) and the language packs (languages/). */
const SCHEMA_ROOMS = [['read'], ['derive'], ['contract'], ['model', 'blocks'], ['values', 'languages']];
const roomOf = (file: string): number => {
  const top = relative(join(root, 'schema'), file).split(/[\\/]/)[0]!;
  return SCHEMA_ROOMS.findIndex((r) => r.includes(top));
};

test('every folder of schema/ is one of its rooms, and its top holds at most 12 entries', () => {
  const tops = readdirSync(join(root, 'schema'));
  assert.ok(tops.length <= 12, `schema/ holds ${tops.length} entries: ${tops.join(', ')}`);
  const folders = tops.filter((t) => statSync(join(root, 'schema', t)).isDirectory());
  assert.equal(folders.filter((t) => !SCHEMA_ROOMS.flat().includes(t)), [], 'add these to SCHEMA_ROOMS, where they belong');
  assert.equal(tops.filter((t) => /\.tsx?$/.test(t) && !t.endsWith('.d.ts')), [], 'every module of schema/ lives in a room');
});

test('schema/ imports only from its own room and those below it; nothing in schema/ imports src/', () => {
  const upward: string[] = [];
  for (const file of sources(join(root, 'schema'))) {
    for (const i of importsOf(file)) {
      if (i.to.startsWith(join(root, 'src'))) upward.push(`${rel(file)}:${i.line} imports ${rel(i.to)}, from src/`);
      else if (i.to.startsWith(join(root, 'schema')) && roomOf(i.to) < roomOf(file)) upward.push(`${rel(file)}:${i.line} imports ${rel(i.to)}, which sits above it`);
    }
  }
  assert.equal(upward, []);
});

test('schema/ and src/ have no circle of imports (type-only imports included)', () => {
  assert.equal(circles([...sources(join(root, 'schema')), ...sources(join(root, 'src'))]), []);
});

test('the build <-> browser contract (schema/contract/) and the values (schema/values/) run in the browser: nothing they load reaches Zod', () => {
  // The modules they load when they run (types are erased), and theirs.
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const i of importsOf(file)) if (!i.typeOnly) visit(i.to);
  };
  for (const dir of ['schema/contract', 'schema/values'].map((d) => join(root, d))) {
    readdirSync(dir).filter((f) => /\.(ts|mjs)$/.test(f) && !f.endsWith('.d.ts')).forEach((f) => visit(join(dir, f)));
  }
  assert.ok(seen.size >= 20, `the contract's modules: ${[...seen].map(rel).join(', ')}`);
  const zod = [...seen].filter((f) => /^\s*import\s+(?!type\b)[^;]*?from\s*['"]zod['"]/m.test(readFileSync(f, 'utf8')));
  assert.equal(zod.map(rel), []);
});

test('the circle check finds a circle', () => {
  // Two files of the check's own making, each importing the other, through a type only.
  const dir = join(root, '.cache/layers-test');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'a.ts'), "import type { B } from './b';\nexport type A = B[];\n");
  writeFileSync(join(dir, 'b.ts'), "import { type A } from './a';\nexport type B = { a?: A };\n");
  assert.equal(circles([join(dir, 'a.ts'), join(dir, 'b.ts')]), [['.cache/layers-test/a.ts', '.cache/layers-test/b.ts']]);
});

test.run();
