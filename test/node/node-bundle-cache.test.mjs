// The Node side's compile is kept between runs while its sources are unchanged
// (scripts/lib/node-bundle.mjs): the key must change with any source file, and only then.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sourcesKey } from '../../scripts/lib/node-bundle.mjs';
import { cacheDir, root } from '../../scripts/lib/paths.mjs';

const dir = mkdtempSync(join(tmpdir(), 'node-bundle-'));
const write = (f, text) => { mkdirSync(join(dir, f, '..'), { recursive: true }); writeFileSync(join(dir, f), text); };
write('src/blocks/Prose/Prose.tsx', 'a');
write('schema/read/load.ts', 'b');
write('package-lock.json', '{}');
write('scripts/lib/node-bundle.mjs', 'c');
const later = (f, s) => utimesSync(join(dir, f), new Date(), new Date(Date.now() + s * 1000));

test('the same sources give the same key', async () => {
  assert.is(await sourcesKey(dir), await sourcesKey(dir));
});

test('a source saved again (a nested one), a new source, a new lock file or a changed size each change it', async () => {
  let key = await sourcesKey(dir);
  const changed = async (what) => { const k = await sourcesKey(dir); assert.is.not(k, key, what); key = k; };
  later('src/blocks/Prose/Prose.tsx', 5);
  await changed('a nested source saved again');
  write('schema/new.ts', 'x');
  await changed('a new source');
  later('package-lock.json', 7);
  await changed('the packages installed anew');
  write('schema/read/load.ts', 'bb');
  await changed('a source whose size changed');
  rmSync(join(dir, 'schema/new.ts'));
  await changed('a source removed');
});

test('a fresh process reuses the compile, and compiles again when its file is gone though the key is kept', () => {
  const folder = join(cacheDir, 'test-kept-compile');
  rmSync(folder, { recursive: true, force: true });
  // A run of its own each time: serverModule keeps the module for the life of a process.
  const load = () => execFileSync(process.execPath, ['--input-type=module', '-e',
    "const m = await (await import('./scripts/lib/node-bundle.mjs')).serverModule({ folder: 'test-kept-compile' }); if (typeof m.loadManifest !== 'function') process.exit(3);"], { cwd: root, stdio: 'pipe' });
  const file = join(folder, 'node.mjs');
  load();
  const compiled = statSync(file).mtimeMs;
  load();
  assert.is(statSync(file).mtimeMs, compiled, 'the second run compiled again');
  rmSync(file);
  load();
  assert.ok(existsSync(file), 'the compile was not made again');
  rmSync(folder, { recursive: true, force: true });
});

test.after(() => rmSync(dir, { recursive: true, force: true }));
test.run();
