// A disk that fills up during the build, for real: each case builds onto a small in-memory disk
// (a tmpfs mounted in a namespace of its own with `unshare`, so nothing of this machine is touched)
// that is filled just before one step. The build must stop with one line that names the file it
// could not write and says what to do, the exit status 1, and the last complete site untouched.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const dir = join(root, '.cache/full-disk');
const script = join(dir, 'build-on-full-disk.mjs');
/** Room for one complete build of the site and then some (the tmpfs holds only what is written). */
const DISK = '64m';

const canUnshare = () => {
  try {
    execFileSync('unshare', ['-rm', 'sh', '-c', 'mount -t tmpfs -o size=1m tmpfs /mnt 2>/dev/null || mount -t tmpfs -o size=1m tmpfs /tmp'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** Builds once onto the disk (the last complete site), then again with the disk filled just before
 * `step` (test/helpers/break-step.mjs, in both of the build's processes): { code, stdout, stderr }
 * of that second build, and what the site holds after it. Both builds take `options` (buildSite's). */
function buildWithFullDisk(step, options = {}) {
  const disk = join(dir, `disk-${step}${options.precompress ? '-precompress' : ''}`);
  mkdirSync(disk, { recursive: true });
  const { BREAK_WITH: _, ...env } = process.env;
  const r = spawnSync('unshare', ['-rm', 'sh', '-c', `mount -t tmpfs -o size=${DISK} tmpfs "$1" && cd "$1" && exec "$2" --import "$3" "$4" "$5"`,
    'sh', disk, process.execPath, join(root, 'test/helpers/break-step.mjs'), script, JSON.stringify(options)],
  { encoding: 'utf8', env: { ...env, BREAK_BEFORE: step }, maxBuffer: 1 << 24, timeout: 180_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

if (!canUnshare()) {
  if (process.env.CI === 'true') test('unshare can mount a tmpfs (required when CI=true)', () => assert.unreachable('unshare -rm with a tmpfs mount failed'));
  else console.log('\nFULL-DISK TEST SKIPPED: unshare cannot mount a tmpfs here (needs user namespaces)\n');
} else {
  test.before(() => {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    // Run inside the namespace, from the tmpfs: a complete build, then one that finds the disk full.
    writeFileSync(script, `
      import { readFileSync, writeFileSync } from 'node:fs';
      import { buildSite } from ${JSON.stringify(join(root, 'scripts/build/pipeline.mjs'))};
      const outDir = 'dist';
      const options = JSON.parse(process.argv[2]);
      await buildSite({ ...options, outDir, log: null });
      writeFileSync('dist/marker.txt', 'the last complete build');
      // From this build on, the step break-step.mjs put before BREAK_BEFORE fills the disk.
      process.env.BREAK_WITH = 'fill-disk';
      try {
        await buildSite({ ...options, outDir, log: null });
        console.log('built');
      } catch (e) {
        // As build.mjs reports a failed build.
        console.error(e.message);
        console.log('marker: ' + readFileSync('dist/marker.txt', 'utf8'));
        process.exitCode = 1;
      }
    `);
  });
  test.after(() => rmSync(dir, { recursive: true, force: true }));

  const FREE = 'free some space on the disk, then build again; dist/ was left as it was';
  // [the step the disk fills before, the file named, what it says, the build's options]
  for (const [step, file, what, options] of [
    ['prerender', /^dist\/[\w/-]+\.(html|json)$/, 'could not be written'],
    // Pages are written with their twins as they are rendered.
    ['prerender', /^dist\/[\w/-]+\.(html|json)(\.br|\.gz)?$/, 'could not be written', { precompress: true }],
    ['searchIndex', /^dist\/pagefind\/$/, 'the search index could not be written'],
    ['copyStatic', /^dist\/[\w.-]+\.(png|ico|svg)$/, 'could not be written'],
    ['sitemap', /^dist\/(sitemap\.xml|robots\.txt)$/, 'could not be written'],
    // Only a build asked to precompress writes the .br and .gz twins (npm run build -- --precompress).
    ['compress', /^dist\/[\w./-]+\.(br|gz)$/, 'could not be written', { precompress: true }],
  ]) {
    test(`the disk fills before ${step}${options?.precompress ? ' (--precompress)' : ''}: one line naming the file, exit 1, the last complete site kept`, () => {
      const r = buildWithFullDisk(step, options);
      assert.is(r.code, 1, `exit ${r.code}\n${r.stderr.slice(-1500)}`);
      const lines = r.stderr.split('\n').filter((l) => l.startsWith('dist/'));
      assert.is(lines.length, 1, r.stderr.slice(-1500));
      const [at, ...rest] = lines[0].split(': ');
      assert.match(at, file, lines[0]);
      assert.match(rest.join(': '), new RegExp(`^${what}, as the disk is full \\(ENOSPC\\): ${FREE}$`), lines[0]);
      assert.match(r.stdout, 'marker: the last complete build');
      // Only the build's own line: nothing of a program's raw crash report (Pagefind's indexer
      // panics on a full disk) comes before it.
      assert.equal(r.stderr.trim().split('\n'), [lines[0]], `what the build printed:\n${r.stderr.slice(-1500)}`);
    });
  }
}

test.run();
