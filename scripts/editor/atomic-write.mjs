// Writes a file whole or not at all: the text goes to a temporary file beside it, which then takes
// its place by a rename (atomic on one file system). A crash or a full disk mid-write leaves the
// old site.json as it was, and the watcher of npm start sees one change, never a half-written file
// (its name ends in .tmp, which the watcher ignores: scripts/dev/watcher.mjs EDITOR_NOISE).
import { open, rename, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';

export async function writeAtomically(file, text) {
  const temp = join(dirname(file), `.${basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  const handle = await open(temp, 'wx');
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync(); // on disk before the rename makes it the file
  } catch (e) {
    await handle.close().catch(() => {});
    await rm(temp, { force: true });
    throw e;
  } finally {
    await handle.close().catch(() => {});
  }
  try {
    await rename(temp, file);
  } catch (e) {
    await rm(temp, { force: true });
    throw e;
  }
}
