// A build runs in two processes (scripts/build/pipeline.mjs): the steps that read the manifest in a
// site process of their own, which has ended, taking what rendering left in memory with it, before
// the search index is made; the steps that read only files in the build's own process, which never
// holds the manifest. A failure of the site process reaches the build's caller as it was explained.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, FILE_STEPS, SITE_STEPS, STEPS } from '../../scripts/build/pipeline.mjs';
import { descendants } from '../../scripts/lib/process-tree.mjs';

const root = join(import.meta.dirname, '../..');
const dir = join(root, '.cache/site-process-test');

test.before(() => mkdir(dir, { recursive: true }));
test.after(() => rm(dir, { recursive: true, force: true }));

test('the steps are split where the manifest is last read: search documents, then the index', () => {
  assert.equal(STEPS.map((s) => s.name), [...SITE_STEPS, ...FILE_STEPS].map((s) => s.name));
  assert.is(SITE_STEPS.at(-1)?.name, 'searchDocuments');
  assert.equal(FILE_STEPS.map((s) => s.name), ['searchIndex', 'compress', 'publish']);
});

test('the index is made once the site process has ended, in a process that holds no manifest', async () => {
  const at = FILE_STEPS.findIndex((s) => s.name === 'searchIndex');
  const searchIndex = /** @type {(ctx: Record<string, unknown>) => Promise<void>} */ (FILE_STEPS[at]);
  /** @type {{ keys: string[], processes: string[] } | undefined} */
  let seen;
  FILE_STEPS[at] = async function searchIndexWatched(ctx) {
    const processes = descendants(process.pid).slice(1).map((pid) => { try { return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim(); } catch { return ''; } }).filter(Boolean);
    seen = { keys: Object.keys(ctx), processes };
    return searchIndex(ctx);
  };
  try {
    const result = await buildSite({ outDir: join(dir, 'dist'), log: null });
    assert.ok(seen, 'the index step ran');
    for (const key of ['manifest', 'server', 'catalogues', 'catalogueOrder', 'packetText', 'pageCommon']) {
      assert.not.ok(seen.keys.includes(key), `the index step's context holds no ${key}`);
    }
    assert.equal(seen.processes.filter((p) => p.includes('site-process')), [], `the site process has ended: ${seen.processes.join('; ')}`);
    assert.is(result.manifest, undefined, 'no manifest in the result unless asked for');
    assert.ok(result.routes.length > 100 && result.routes.every((r) => r.path.startsWith('/') && r.title && Array.isArray(r.blockTypes)), 'each route summed up');
    // Each step's time and CPU time, the site process's steps included.
    for (const step of STEPS) {
      const name = step.name === 'searchIndex' ? 'searchIndexWatched' : step.name;
      assert.type(result.timings[name], 'number', `${name}'s time`);
      assert.type(result.cpu[name], 'number', `${name}'s CPU time`);
    }
    assert.ok(result.cpu.prerender > 0 && result.cpu.searchIndexWatched > 0, JSON.stringify(result.cpu));
  } finally {
    FILE_STEPS[at] = searchIndex;
  }
});

test('a manifest the site process refuses: its problems, located, reach the caller', async () => {
  const site = JSON.parse(readFileSync(join(root, 'data/site.json'), 'utf8'));
  site.routes[0].title = 42;
  const file = join(dir, 'site.json');
  await writeFile(file, JSON.stringify(site, null, 2));
  try {
    await buildSite({ manifest: file, outDir: join(dir, 'refused'), log: null });
    assert.unreachable('the build should stop');
  } catch (e) {
    const err = /** @type {Error & { problems?: unknown[] }} */ (e);
    assert.match(err.message, /site\.json is not valid:\n.*site\.json:\d+:\d+\s+routes\[\d+\]\.title\s.*expected text, got the number 42/);
    assert.ok(Array.isArray(err.problems) && err.problems.length >= 1, 'the problems come with it, as the editor reads them');
  }
});

test.run();
