// @ts-check
// Where the search index step writes the documents it hands Pagefind (scripts/build/search-index.mjs):
// a folder of its own per run, removed when the run ends, and by the next run if it was killed.
import { statfsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
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
 * A new, empty folder for this run's documents (`root`: where, by default as above), named after
 * the build's process (`owner`), which indexes them after the process that writes them has ended.
 * @param {number} routes
 * @param {number} resources
 */
export async function sourceFolder(routes, resources, root = scratchRoot(routes, resources), owner = process.pid) {
  await removeStaleSources(root);
  return mkdtemp(join(root, `${PREFIX}${owner}-`));
}

/** Removes the documents of a build that indexed them or stopped before it could.
 * @param {{ searchSources?: { folder: string }[] }} ctx */
export async function removeSources(ctx) {
  await Promise.all((ctx.searchSources ?? []).map((s) => rm(s.folder, { recursive: true, force: true })));
  ctx.searchSources = undefined;
}
