// How a build reaches dist/: written into a folder of its own and put in place only once every step
// has ended, so a build that stops half way leaves the last complete site as it was; and the same
// from any working folder (`node /path/to/build.mjs`).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

const root = join(import.meta.dirname, '../..');
const parent = join(root, '.cache/publish-test');
const out = join(parent, 'site');
const run = promisify(execFile);

const script = join(root, '.cache/publish-test-build.mjs');

/** Builds into `out` in a process of its own started in another folder; `breakBefore` names a step
 * before which a step that throws is put (a build that stops half way: test/helpers/break-step.mjs). */
async function build(breakBefore = '') {
  await writeFile(script, `
    import { buildSite } from ${JSON.stringify(join(root, 'scripts/build/pipeline.mjs'))};
    await buildSite({ outDir: ${JSON.stringify(out)}, log: null });
  `);
  const env = { ...process.env, BREAK_BEFORE: breakBefore, BREAK_WITH: 'throw' };
  return run(process.execPath, ['--import', join(root, 'test/helpers/break-step.mjs'), script], { cwd: tmpdir(), env, maxBuffer: 1 << 24 })
    .then(() => ({ code: 0 }), (e) => ({ code: e.code, stderr: e.stderr }));
}

test.before(async () => {
  await rm(parent, { recursive: true, force: true });
  await mkdir(out, { recursive: true });
  await writeFile(join(out, 'left-over.html'), 'a file of an older build');
});

test('a build started in another folder finds the project\'s files and writes a complete site', async () => {
  const r = await build();
  assert.is(r.code, 0, r.stderr);
  assert.ok(existsSync(join(out, 'index.html')));
  assert.ok(readdirSync(join(out, 'assets')).some((f) => /^main-[A-Z0-9]{8}\.js$/.test(f)));
  assert.not.ok(existsSync(join(out, 'left-over.html')), 'the site is a fresh folder: nothing of an older build stays');
  assert.equal(readdirSync(dirname(out)), ['site'], 'no working folder is left beside it');
});

test('a build that stops half way leaves the last complete site in place, and no working folder', async () => {
  const before = readFileSync(join(out, 'index.html'), 'utf8');
  const sitemap = readFileSync(join(out, 'sitemap.xml'), 'utf8');
  await writeFile(join(out, 'marker.txt'), 'from the last complete build');
  for (const step of ['sitemap', 'compress']) {
    const r = await build(step);
    assert.is.not(r.code, 0);
    assert.match(r.stderr, 'stopped on purpose');
    assert.is(readFileSync(join(out, 'marker.txt'), 'utf8'), 'from the last complete build', `stopped before ${step}: the site is the last complete one`);
    assert.is(readFileSync(join(out, 'index.html'), 'utf8'), before);
    assert.is(readFileSync(join(out, 'sitemap.xml'), 'utf8'), sitemap);
    assert.equal(readdirSync(dirname(out)), ['site'], `stopped before ${step}: its working folder is removed`);
  }
});

test.run();
