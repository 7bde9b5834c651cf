// @ts-check
// Working folders named after the process that made them ("<prefix><pid>-…" or "<prefix><pid>"):
// a process that is killed cannot remove its own, so the next run removes those whose process is
// gone, and never those of a run still going.
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** @param {number} pid */
const isRunning = (pid) => { try { process.kill(pid, 0); return true; } catch (e) { return /** @type {NodeJS.ErrnoException} */ (e).code === 'EPERM'; } };

/**
 * Removes the folders in `root` named `prefix` + the id of a process that no longer runs.
 * @param {string} root
 * @param {string} prefix
 */
export async function removeStaleFolders(root, prefix) {
  const names = await readdir(root).catch(() => []);
  await Promise.all(names.filter((name) => name.startsWith(prefix)).map((name) => {
    const pid = Number.parseInt(name.slice(prefix.length), 10);
    return pid > 0 && pid !== process.pid && !isRunning(pid) ? rm(join(root, name), { recursive: true, force: true }) : null;
  }));
}
