// The project's rules, checked: routes are data, every block has its schema file and
// component folder, and the editor's JSON schema is up to date.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { blockTypes } from '../../schema/model/block';
import { siteJsonSchema } from '../../schema/derive/jsonSchema';

const root = process.cwd();
const files = (dir: string): string[] => readdirSync(dir).flatMap((f) => {
  const p = join(dir, f);
  return statSync(p).isDirectory() ? files(p) : [p];
});

test('src/ never names a route path of the site', () => {
  const site = JSON.parse(readFileSync(join(root, 'data/site.json'), 'utf8')) as { routes: { path: string }[] };
  const paths = site.routes.map((r) => r.path).filter((p) => p !== '/');
  assert.ok(paths.length > 10);
  const hits: string[] = [];
  for (const f of files(join(root, 'src'))) {
    const src = readFileSync(f, 'utf8');
    for (const p of paths) for (const q of [`'${p}`, `"${p}`, `\`${p}`]) if (src.includes(q)) hits.push(`${f}: ${p}`);
  }
  assert.equal(hits, []);
});

test('every block type has schema/blocks/<name>.ts and src/blocks/<Name>/<Name>.tsx + .css.ts', () => {
  const missing: string[] = [];
  for (const t of blockTypes) {
    const Name = t[0]!.toUpperCase() + t.slice(1);
    for (const f of [`schema/blocks/${t}.ts`, `src/blocks/${Name}/${Name}.tsx`, `src/blocks/${Name}/${Name}.css.ts`]) {
      if (!existsSync(join(root, f))) missing.push(f);
    }
  }
  assert.equal(missing, []);
});

test('spacing comes from the theme scale: no raw lengths in gap, margin or padding', () => {
  // Lengths in em follow the text (an icon or bullet aligned with its first line); any other
  // spacing is a step of vars.space, so gaps stay consistent across blocks and the shell.
  const raw: string[] = [];
  for (const f of files(join(root, 'src')).filter((f) => f.endsWith('.css.ts'))) {
    const lines = readFileSync(f, 'utf8').split('\n');
    lines.forEach((line, i) => {
      for (const m of line.matchAll(/\b(gap|rowGap|columnGap|margin\w*|padding\w*|inset)\s*:\s*([^,}]+)/g)) {
        const value = m[2]!.replace(/\$\{vars\.space\.\w+\}|vars\.space\.\w+/g, '').trim();
        if (/\d(px|rem|vw|%)/.test(value) || /^-?[1-9][\d.]*$/.test(value)) raw.push(`${f.slice(root.length + 1)}:${i + 1}  ${m[1]}: ${m[2]!.trim()}`);
      }
    });
  }
  assert.equal(raw, []);
});

test('every schema/blocks/<name>.ts is a block type in the union (schema/model/block.ts)', () => {
  const blockFiles = readdirSync(join(root, 'schema/blocks')).filter((f) => f.endsWith('.ts')).map((f) => f.replace(/\.ts$/, ''));
  assert.ok(blockFiles.length >= blockTypes.length);
  assert.equal(blockFiles.filter((f) => !(blockTypes as string[]).includes(f)), [], 'block files whose type is not in the block union');
});

test('the block reference (docs/blocks.md) has a row and a screenshot for every block type, and none for a type that does not exist', () => {
  const doc = readFileSync(join(root, 'docs/blocks.md'), 'utf8');
  const rows = [...doc.matchAll(/^\| `(\w+)` \|/gm)].map((m) => m[1]!);
  assert.ok(rows.length > 0, 'no block table in docs/blocks.md');
  assert.equal(blockTypes.filter((t) => !rows.includes(t)), [], 'block types missing from the table of docs/blocks.md');
  assert.equal(rows.filter((r) => !(blockTypes as string[]).includes(r)), [], 'docs/blocks.md rows for no block type');
  const shots = blockTypes.filter((t) => !doc.includes(`](blocks/${t}.png)`) || !existsSync(join(root, `docs/blocks/${t}.png`)));
  assert.equal(shots, [], 'block types without a screenshot in docs/blocks/ (npm run screenshots)');
});

test('no ESLint suppression comments: the project has no ESLint, so they would only mislead', () => {
  const pkg = readFileSync(join(root, 'package.json'), 'utf8');
  if (pkg.includes('"eslint"')) return;
  const hits = ['src', 'schema', 'scripts', 'test'].flatMap((d) => files(join(root, d)))
    .filter((f) => /\.(ts|tsx|mjs)$/.test(f) && readFileSync(f, 'utf8').includes('eslint-' + 'disable'));
  assert.equal(hits, []);
});

test('schema files are pure: no React, no styles', () => {
  for (const f of files(join(root, 'schema')).filter((f) => f.endsWith('.ts'))) {
    assert.not.match(readFileSync(f, 'utf8'), /from '(react|@vanilla-extract|\.\.\/src)/, f);
  }
});

test('schema/site.schema.json is generated from the current Zod schema (npm run schema:json)', () => {
  assert.ok(readFileSync(join(root, 'schema/site.schema.json'), 'utf8') === siteJsonSchema(), 'schema/site.schema.json is stale: run npm run schema:json');
  assert.is(JSON.parse(readFileSync(join(root, 'data/site.json'), 'utf8')).$schema, '../schema/site.schema.json');
});

test('the GitHub workflow validates, tests as CI does, and builds, on every push', () => {
  const wf = readFileSync(join(root, '.github/workflows/site.yml'), 'utf8');
  assert.match(wf, /^on:\n {2}push:/m);
  const at = ['run: npm run validate', 'run: bash .ci/run', 'run: npm run build'].map((step) => wf.indexOf(step));
  assert.ok(at.every((i) => i > 0), 'every step is there');
  assert.equal([...at].sort((a, b) => a - b), at, 'in this order');
});

test.run();
