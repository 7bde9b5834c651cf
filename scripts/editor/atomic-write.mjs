// Writes site.json whole or not at all, and only over the version the save was made from. The text
// goes to a temporary file beside the real file (through a symbolic link, to where it points), with
// the file's own permissions, flushed to disk; then, with nothing in between that could wait, the
// file on disk is read and compared by hash with the version the save was checked against, and the
// temporary file takes its place by a rename (atomic on one file system). A hand edit made while
// the save was being checked is found at that compare and the save is refused, so it is never
// overwritten; one written in place in the moment between the compare and the rename went into the
// file replaced, which is held open, read again after the rename and put back (the save refused). A crash or a full disk mid-write leaves the old site.json as it was, and the watcher
// of npm start sees one change (names ending in .tmp are ignored: scripts/dev/watcher.mjs).
import { chownSync, closeSync, fstatSync, openSync, readdirSync, readSync, realpathSync, renameSync, rmSync, statSync } from 'node:fs';
import { open, realpath, rm, stat } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';
import { versionOf } from './versions.mjs';

const tempName = (file) => join(dirname(file), `.${basename(file)}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`);
const TEMP = /^\.(.+)\.(\d+)-[0-9a-f]{12}\.tmp$/;

/**
 * Writes `text` to `file` when the file on disk is still version `base` (versions.mjs; null: write
 * whatever is there). Returns { written: true } or { changed: true } (nothing written).
 * `between` (tests only) runs between the compare and the rename: a writer in that moment.
 */
export async function writeAtomically(file, text, { base = null, between = null } = {}) {
  const target = await realpath(file).catch(() => file); // a symlink stays a symlink
  const before = await stat(target).catch(() => null);
  const temp = tempName(target);
  const handle = await open(temp, 'wx', before ? before.mode & 0o777 : 0o644);
  try {
    await handle.writeFile(text, 'utf8');
    if (before) await handle.chmod(before.mode & 0o7777); // the umask narrowed the mode open() set
    await handle.sync(); // on disk before the rename makes it the file
  } catch (e) {
    await handle.close().catch(() => {});
    await rm(temp, { force: true });
    throw e;
  }
  await handle.close();
  try {
    if (before) keepOwner(temp, before);
    // From here to the rename nothing awaits: the compare and the rename are one step.
    if (base === null) { renameSync(temp, target); return { written: true }; }
    // The file compared is held open through the rename: a writer that writes in place (most text
    // editors do) and opened it between the compare and the rename wrote into the file just
    // replaced, which is read again here and, when it changed, put back, and the save refused.
    const fd = openSync(target, 'r');
    let handEdit;
    try {
      if (versionOf(readWhole(fd)) !== base) {
        rmSync(temp, { force: true });
        return { changed: true };
      }
      between?.(target);
      renameSync(temp, target);
      if (versionOf(readWhole(fd)) === base) return { written: true };
      handEdit = await settled(fd);
    } finally {
      closeSync(fd);
    }
    await writeAtomically(file, handEdit, { base: versionOf(text) });
    return { changed: true };
  } catch (e) {
    rmSync(temp, { force: true });
    throw e;
  }
}

/** The whole text of an open file, from its start (the file as it is now, not as first read). */
function readWhole(fd) {
  const size = fstatSync(fd).size;
  const bytes = Buffer.alloc(size);
  let at = 0;
  while (at < size) {
    const n = readSync(fd, bytes, at, size - at, at);
    if (!n) break;
    at += n;
  }
  return bytes.subarray(0, at).toString('utf8');
}

/** The text of a file another process may still be writing: read until it has not changed for
 * 200 ms (at most about 3 seconds). Only a save that lost that race waits. */
async function settled(fd) {
  let last = readWhole(fd);
  for (let still = 0, i = 0; still < 10 && i < 150; i++) {
    await new Promise((r) => setTimeout(r, 20));
    const now = readWhole(fd);
    still = now === last ? still + 1 : 0;
    last = now;
  }
  return last;
}

/** The owner and group of the file, when this process may give them (as root, or its own). */
function keepOwner(temp, before) {
  try { chownSync(temp, before.uid, before.gid); } catch { /* not ours to give: the mode is kept */ }
}

/**
 * Removes temporary files a save left beside `file` when its process was killed mid-write (their
 * name carries the process id; a process still running keeps its own). Returns the names removed.
 */
export function removeLeftovers(file) {
  let target = file;
  try { target = realpathSync(file); } catch { /* not there yet */ }
  const dir = dirname(target);
  const removed = [];
  let names = [];
  try { names = readdirSync(dir); } catch { return removed; }
  for (const name of names) {
    const m = TEMP.exec(name);
    if (!m || m[1] !== basename(target) || alive(Number(m[2]))) continue;
    try {
      if (statSync(join(dir, name)).isFile()) { rmSync(join(dir, name)); removed.push(name); }
    } catch { /* gone already */ }
  }
  return removed;
}

function alive(pid) {
  if (pid === process.pid) return true;
  try { process.kill(pid, 0); return true; } catch (e) { return e.code === 'EPERM'; }
}
