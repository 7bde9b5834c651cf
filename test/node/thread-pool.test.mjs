// The build's thread pool (scripts/build/thread-pool.mjs), which renders pages and makes search
// documents on every core: each task's answer comes back to its caller, the threads' last words at
// close, and a task that fails stops the work with its message and the file it names, so the build
// can say what to do (scripts/build/file-errors.mjs).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { threadPool } from '../../scripts/build/thread-pool.mjs';

const dir = join(import.meta.dirname, '../../.cache/thread-pool-test');
const worker = join(dir, 'worker.mjs');

test.before(() => {
  mkdirSync(dir, { recursive: true });
  // Doubles a number, counts what it did, and fails on "full" as a write on a full disk does.
  writeFileSync(worker, `
    import { workerData } from 'node:worker_threads';
    import { serveTasks } from ${JSON.stringify(pathToFileURL(join(import.meta.dirname, '../../scripts/build/thread-pool.mjs')).href)};
    let done = 0;
    serveTasks(async (task) => {
      if (task === 'full') throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC', path: '/site/page.html' });
      await new Promise((r) => setTimeout(r, task % 3));
      done++;
      return task * workerData.factor;
    }, () => done);
  `);
});
test.after(() => rmSync(dir, { recursive: true, force: true }));

test('every task is answered, whatever thread took it, and each thread says what it did', async () => {
  const pool = threadPool(pathToFileURL(worker), { factor: 2 }, 2);
  const answers = [];
  for (let n = 0; n < 100; n++) {
    await pool.ready();
    answers.push(pool.run(n));
  }
  assert.equal(await Promise.all(answers), Array.from({ length: 100 }, (_, n) => n * 2));
  const words = await pool.close();
  assert.is(words.length, 2);
  assert.is(words.reduce((a, b) => a + b, 0), 100, 'the two threads did the hundred tasks between them');
  assert.equal(await pool.close(), words, 'closing again gives the same answer');
});

test('a failed task stops the work with its message, code and file', async () => {
  const pool = threadPool(pathToFileURL(worker), { factor: 1 }, 2);
  let stopped;
  try {
    for (const task of [1, 2, 'full', ...Array.from({ length: 200 }, (_, n) => n)]) {
      await pool.ready();
      pool.run(task);
    }
    await pool.close();
  } catch (e) {
    stopped = e;
  }
  assert.ok(stopped, 'the failure is thrown');
  assert.is(stopped.message, 'ENOSPC: no space left on device');
  assert.is(stopped.code, 'ENOSPC');
  assert.is(stopped.path, '/site/page.html');
  await pool.close().then(() => assert.unreachable('close rejects once a task failed'), (e) => assert.is(e, stopped));
});

test.run();
