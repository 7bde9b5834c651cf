// Where the search index step writes the documents it hands Pagefind (scripts/build/search-index.mjs):
// a folder of its own per run, removed when the run ends, and by the next run if it was killed.
import { statfsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PREFIX = 'search-source-';

/** Memory (/dev/shm) when it has room for the documents, as files there cost a tenth of files on
 * disk; else the system's temporary folder. */
function scratchRoot(routes, resources) {
  const room = (() => { try { const s = statfsSync('/dev/shm'); return s.bavail * s.bsize; } catch { return 0; } })();
  return room > routes * 32 * 1024 + resources * 8 * 1024 ? '/dev/shm' : tmpdir();
}

const isRunning = (pid) => { try { process.kill(pid, 0); return true; } catch (e) { return e.code === 'EPERM'; } };

/**
 * Removes the folders of earlier runs that were killed before they could remove their own (a
 * folder's name holds the id of the process that made it): in /dev/shm they would hold memory
 * until a restart, 180 MB for a site of 10,000 routes. Folders of running builds are left alone.
 */
export async function removeStaleSources(root) {
  const names = await readdir(root).catch(() => []);
  await Promise.all(names.filter((name) => name.startsWith(PREFIX)).map((name) => {
    const pid = Number.parseInt(name.slice(PREFIX.length), 10);
    return pid > 0 && pid !== process.pid && !isRunning(pid) ? rm(join(root, name), { recursive: true, force: true }) : null;
  }));
}

/** A new, empty folder for this run's documents (`root`: where, by default as above). */
export async function sourceFolder(routes, resources, root = scratchRoot(routes, resources)) {
  await removeStaleSources(root);
  return mkdtemp(join(root, `${PREFIX}${process.pid}-`));
}
