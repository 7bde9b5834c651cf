// The owner's packages (docs/architecture.md, "The owner's packages"): the table stays true. Every
// package the owner named has a row; a row's package is in package.json under the key its second
// column names, or is marked replaced, and then is in neither list and imported nowhere; every file
// or folder a row names exists.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const root = process.cwd();

/** The packages the site's owner named for it. */
const OWNER_NAMED = [
  'react', 'react-dom', 'wouter', 'zod', 'framer-motion', '@reach/accordion', '@reach/tabs', 'react-toastify',
  '@vanilla-extract/css', '@vanilla-extract/esbuild-plugin', 'esbuild', 'uvu', 'happy-dom',
];

interface Row { name: string; status: string; where: string; line: string }
interface Pkg { dependencies?: Record<string, string>; devDependencies?: Record<string, string> }

/** The rows of the section's table: | `package` | status | where | notes |. */
function rowsOf(doc: string): Row[] {
  const start = doc.indexOf("## The owner's packages");
  if (start < 0) return [];
  const end = doc.indexOf('\n## ', start + 1);
  const section = doc.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(/^\| `([^`]+)` \|([^|]*)\|([^|]*)\|.*$/gm)]
    .map((m) => ({ name: m[1]!, status: m[2]!.trim(), where: m[3]!, line: m[0] }));
}

/** What is wrong with the table, against package.json and a way to tell whether a path exists and
 * whether a package is imported. */
function tableProblems(rows: Row[], pkg: Pkg, exists: (p: string) => boolean, importedIn: (name: string) => string[]): string[] {
  const out: string[] = [];
  const names = rows.map((r) => r.name);
  for (const n of OWNER_NAMED) if (!names.includes(n)) out.push(`${n}: no row in the table`);
  for (const n of names.filter((x, i) => names.indexOf(x) !== i)) out.push(`${n}: two rows`);
  for (const r of rows) {
    const inDeps = !!pkg.dependencies?.[r.name];
    const inDev = !!pkg.devDependencies?.[r.name];
    if (r.status === 'dependencies' || r.status === 'devDependencies') {
      if (!(r.status === 'dependencies' ? inDeps : inDev)) {
        out.push(`${r.name}: the table says ${r.status}, but package.json has it ${inDeps ? 'in dependencies' : inDev ? 'in devDependencies' : 'in neither'}: correct the table, or mark it replaced`);
      }
    } else if (r.status === 'replaced') {
      if (inDeps || inDev) out.push(`${r.name}: marked replaced, but package.json still lists it`);
      for (const f of importedIn(r.name)) out.push(`${r.name}: marked replaced, but ${f} imports it`);
    } else {
      out.push(`${r.name}: the second column says "${r.status}": write dependencies, devDependencies or replaced`);
    }
    for (const m of r.where.matchAll(/`((?:src|schema|scripts|test|docs|data)\/[^`*<>\s]*|build\.mjs|package\.json)`/g)) {
      if (!exists(m[1]!)) out.push(`${r.name}: names ${m[1]}, which does not exist`);
    }
  }
  return out;
}

const files = (dir: string): string[] => readdirSync(dir).flatMap((f) => {
  const p = join(dir, f);
  return statSync(p).isDirectory() ? files(p) : [p];
});

/** The source files of src/, schema/, scripts/ and test/ that import this package (or a path in it). */
function importersOf(name: string): string[] {
  const esc = name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const re = new RegExp(`(from|import\\(|require\\()\\s*['"]${esc}(/[^'"]*)?['"]`);
  return ['src', 'schema', 'scripts', 'test'].flatMap((d) => files(join(root, d)))
    .filter((f) => /\.(ts|tsx|mjs|js)$/.test(f) && re.test(readFileSync(f, 'utf8')))
    .map((f) => f.slice(root.length + 1));
}

test("the table of the owner's packages is true to package.json and to the code", () => {
  const rows = rowsOf(readFileSync(join(root, 'docs/architecture.md'), 'utf8'));
  assert.ok(rows.length > 0, "no table in docs/architecture.md's section \"The owner's packages\"");
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Pkg;
  assert.equal(tableProblems(rows, pkg, (p) => existsSync(join(root, p)), importersOf), []);
});

test('the import search finds a package imported by a path inside it, and nothing else', () => {
  assert.ok(importersOf('framer-motion').includes('src/ui/Reveal.tsx'), 'framer-motion/dom/mini, imported on demand');
  assert.ok(importersOf('zod').some((f) => f.startsWith('schema/')));
  assert.equal(importersOf('@reach/tabs'), []);
  assert.ok(importersOf('react-dom').includes('src/server/render.tsx'), 'react-dom/server');
  assert.not.ok(importersOf('react').includes('schema/model/fields.ts'), 'the schema is pure: no React');
});

test('the check bites: a row missing, a wrong column, a replaced package still listed or imported, a path that does not exist', () => {
  const row = (name: string, status: string, where = '') => ({ name, status, where, line: '' });
  const all = OWNER_NAMED.map((n) => row(n, n.startsWith('@reach/') ? 'replaced' : 'dependencies'));
  const pkg: Pkg = { dependencies: Object.fromEntries(OWNER_NAMED.filter((n) => !n.startsWith('@reach/')).map((n) => [n, '1'])) };
  const yes = () => true;
  const nowhere = () => [];
  assert.equal(tableProblems(all, pkg, yes, nowhere), []);
  assert.equal(tableProblems(all.filter((r) => r.name !== 'uvu'), pkg, yes, nowhere), ['uvu: no row in the table']);
  assert.equal(tableProblems(all.map((r) => (r.name === 'zod' ? row('zod', 'devDependencies') : r)), pkg, yes, nowhere),
    ['zod: the table says devDependencies, but package.json has it in dependencies: correct the table, or mark it replaced']);
  assert.equal(tableProblems(all, { dependencies: { ...pkg.dependencies, '@reach/tabs': '0.18' } }, yes, (n) => (n === '@reach/tabs' ? ['src/x.tsx'] : [])), [
    '@reach/tabs: marked replaced, but package.json still lists it',
    '@reach/tabs: marked replaced, but src/x.tsx imports it',
  ]);
  assert.equal(tableProblems([...all.filter((r) => r.name !== 'wouter'), row('wouter', 'dependencies', '`src/Gone.tsx` and `src/shell/`')], pkg, (p) => p !== 'src/Gone.tsx', nowhere),
    ['wouter: names src/Gone.tsx, which does not exist']);
  const { dependencies: { esbuild: _gone, ...rest } = {} } = pkg;
  assert.equal(tableProblems(all, { dependencies: rest }, yes, nowhere),
    ['esbuild: the table says dependencies, but package.json has it in neither: correct the table, or mark it replaced']);
});

test.run();
