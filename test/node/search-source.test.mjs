// The search step's document folders: each run gets its own, and a run removes the folders of
// earlier runs that were killed (their process is gone), never those of builds still running.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { sourceFolder } from '../../scripts/build/search-source.mjs';

test('a run removes the folders of killed runs and keeps those of running ones', async () => {
  const root = mkdtempSync(join(tmpdir(), 'search-source-test-'));
  const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  const deadPid = Number(gone.stdout.trim());
  const alive = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
  try {
    const folders = {
      killed: `search-source-${deadPid}-a1b2c3`,
      running: `search-source-${alive.pid}-d4e5f6`,
      nameWithoutPid: 'search-source-Xy12Ab',
      other: 'not-ours',
    };
    for (const name of Object.values(folders)) mkdirSync(join(root, name, '0'), { recursive: true });
    const made = await sourceFolder(10, 10, root);
    assert.is(dirname(made), root);
    assert.ok(basename(made).startsWith(`search-source-${process.pid}-`), basename(made));
    assert.equal(readdirSync(made), [], 'the new folder is empty');
    assert.not.ok(existsSync(join(root, folders.killed)), 'the killed run\'s documents are removed');
    for (const keep of [folders.running, folders.nameWithoutPid, folders.other]) assert.ok(existsSync(join(root, keep)), `${keep} is kept`);
  } finally {
    alive.kill();
    rmSync(root, { recursive: true, force: true });
  }
});

test.run();
