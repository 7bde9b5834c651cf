// @ts-check
// Where the search index step writes the documents it hands Pagefind (scripts/build/search-index.mjs):
// a folder of its own per run, removed when the run ends, and by the next run if it was killed.
import { statfsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { removeStaleFolders } from './stale-folders.mjs';

const PREFIX = 'search-source-';

/**
 * Memory (/dev/shm) when it has room for the documents, as files there cost a tenth of files on
 * disk; else the system's temporary folder.
 * @param {number} routes
 * @param {number} resources
 */
function scratchRoot(routes, resources) {
  const room = (() => { try { const s = statfsSync('/dev/shm'); return s.bavail * s.bsize; } catch { return 0; } })();
  return room > routes * 32 * 1024 + resources * 8 * 1024 ? '/dev/shm' : tmpdir();
}

/** Removes the folders of earlier runs that were killed before they could remove their own: in
 * /dev/shm they would hold memory until a restart, 180 MB for a site of 10,000 routes. */
export const removeStaleSources = (/** @type {string} */ root) => removeStaleFolders(root, PREFIX);

/**
 * A new, empty folder for this run's documents (`root`: where, by default as above).
 * @param {number} routes
 * @param {number} resources
 */
export async function sourceFolder(routes, resources, root = scratchRoot(routes, resources)) {
  await removeStaleSources(root);
  return mkdtemp(join(root, `${PREFIX}${process.pid}-`));
}
