// Writes site.json whole or not at all, and only over the version the save was made from. The text
// goes to a temporary file beside the real file (through a symbolic link, to where it points), with
// the file's own permissions, flushed to disk; then, with nothing in between that could wait, the
// file on disk is read and compared by hash with the version the save was checked against, and the
// temporary file takes its place by a rename (atomic on one file system). A hand edit made while
// the save was being checked is found at that compare and the save is refused, so it is never
// overwritten. A crash or a full disk mid-write leaves the old site.json as it was, and the watcher
// of npm start sees one change (names ending in .tmp are ignored: scripts/dev/watcher.mjs).
import { chownSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync } from 'node:fs';
import { open, realpath, rm, stat } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';
import { versionOf } from './versions.mjs';

const tempName = (file) => join(dirname(file), `.${basename(file)}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`);
const TEMP = /^\.(.+)\.(\d+)-[0-9a-f]{12}\.tmp$/;

/**
 * Writes `text` to `file` when the file on disk is still version `base` (versions.mjs; null: write
 * whatever is there). Returns { written: true } or { changed: true } (nothing written).
 */
export async function writeAtomically(file, text, { base = null } = {}) {
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
    if (base !== null && versionOf(readFileSync(target, 'utf8')) !== base) {
      rmSync(temp, { force: true });
      return { changed: true };
    }
    renameSync(temp, target);
    return { written: true };
  } catch (e) {
    rmSync(temp, { force: true });
    throw e;
  }
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
