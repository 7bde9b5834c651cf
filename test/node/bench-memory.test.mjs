// The bench's memory figure for a build (scripts/bench/support/measured-run.mjs): the resident
// memory of the whole process tree, sampled together, so a child process's memory (Pagefind's
// indexer, esbuild's service) counts with its parent's.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { treePeakOf } from '../../scripts/bench/support/measured-run.mjs';

// A parent holding about 150 MB that starts a child holding about 150 MB; both wait a second.
const HOLD = "const b = Buffer.alloc(150e6, 1); setTimeout(() => b.length, 1500);";
const PARENT = `${HOLD} require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(HOLD)}], { stdio: 'inherit' });`;

test('a parent and its child, sampled together: the sum of both', async () => {
  const p = spawn(process.execPath, ['-e', PARENT], { stdio: 'inherit' });
  const memory = treePeakOf(p.pid);
  await new Promise((ok) => p.on('close', ok));
  await new Promise((ok) => setTimeout(ok, 1700)); // the child outlives its parent's exit by a little
  const mb = memory.stop();
  assert.ok(mb >= 300, `the tree's peak is ${mb} MB: both processes' 150 MB should be in it`);
  assert.ok(mb < 600, `the tree's peak is ${mb} MB: nothing else should be in it`);
});

test.run();
