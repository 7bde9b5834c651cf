// The language packs (schema/languages/): a folder for each language of the interface, with every
// part and nothing else, a registry for each part, and each part loaded only where it is needed:
// the interface words, the tag words and the readability formula (with its syllable counters) are
// Node only, never reachable from the browser's code; the search words and crisis words go with the
// search code. The compiler holds each registry to INTERFACE_LOCALES (schema/languages/parts.ts).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { INTERFACE_LOCALES } from '../../schema/values/locales';

const root = process.cwd();
const dir = join(root, 'schema/languages');
/** A language's parts, one file each (LanguagePack in schema/languages/parts.ts). */
const PARTS = ['ui.ts', 'tagWords.ts', 'searchWords.ts', 'readability.ts', 'crisisWords.json'];
/** The parts the browser may load (with the search code); the others are Node only. */
const BROWSER_PARTS = ['searchWords.ts', 'crisisWords.json'];
/** The browser's entries: the app, its last start stage, the page's loader, and the editor's page. */
const BROWSER_ENTRIES = ['src/main.tsx', 'src/boot/start.tsx', 'src/boot/loader.ts', 'src/editor/main.tsx'];

const rel = (f: string) => relative(root, f).split('\\').join('/');

test('a folder for each language of the interface, with every part and no other file', () => {
  const folders = readdirSync(dir).filter((f) => statSync(join(dir, f)).isDirectory());
  assert.equal(folders.sort(), [...INTERFACE_LOCALES].sort());
  for (const code of folders) assert.equal(readdirSync(join(dir, code)).sort(), [...PARTS].sort(), code);
  // A registry for each part, typed against INTERFACE_LOCALES.
  for (const part of PARTS) {
    const registry = readFileSync(join(dir, part.replace(/\.json$/, '.ts')), 'utf8');
    assert.match(registry, /Registry<'(\w+)'>/, part);
    for (const code of INTERFACE_LOCALES) assert.ok(registry.includes(`'./${code}/${part.replace(/\.ts$/, '')}'`), `${part}'s registry names ${code}'s`);
  }
});

/** The project modules a module loads when it runs (types are erased; dynamic imports count), and
 * the packages it imports. */
function loads(file: string): { files: string[]; packages: string[] } {
  const text = readFileSync(file, 'utf8');
  const files: string[] = [];
  const packages: string[] = [];
  const re = /^\s*(?:import|export)\b([^'"`;]*?)['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;
  for (const m of text.matchAll(re)) {
    const clause = m[1] ?? '';
    if (/^\s*type\b/.test(clause) || /^\s*\{([^}]*)\}\s*from\s*$/.test(clause) && /\{([^}]*)\}/.exec(clause)![1]!.split(',').map((n) => n.trim()).filter(Boolean).every((n) => n.startsWith('type '))) continue;
    const spec = m[2] ?? m[3]!;
    if (!spec.startsWith('.')) { packages.push(spec); continue; }
    const base = resolve(dirname(file), spec);
    const to = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((c) => existsSync(c) && statSync(c).isFile());
    if (to) files.push(to);
  }
  return { files, packages };
}

test('the browser\'s code never reaches a Node-only part, nor the syllable counters', () => {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !/\.(tsx?|mjs)$/.test(file)) return;
    seen.add(file);
    const l = loads(file);
    l.packages.forEach((p) => packages.add(p));
    l.files.forEach(visit);
  };
  BROWSER_ENTRIES.forEach((e) => visit(join(root, e)));
  assert.ok(seen.size > 100, `${seen.size} modules`);
  const parts = [...seen].map(rel).filter((f) => f.startsWith('schema/languages/'));
  assert.ok(parts.includes('schema/languages/searchWords.ts'), 'the search code loads the search words');
  const nodeOnly = parts.filter((f) => !BROWSER_PARTS.includes(f.split('/').at(-1)!));
  assert.equal(nodeOnly, []);
  assert.equal([...packages].filter((p) => p === 'syllable' || p === 'silabas'), []);
});

test.run();
