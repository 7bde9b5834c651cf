// @ts-check
// Step: copy static/ (favicon, app icons, the share image) into dist/. A symbolic link is copied as
// the file it points to when that file is inside the project; a link that leads outside it (or
// nowhere) stops the build with a located error, so no file from elsewhere on the machine can be
// published or served. Dot-entries (.env, .git/, an editor's .DS_Store) are private by habit and
// never published; only .well-known/ at the top (security.txt and the like) is public by design.
import { copyFile, lstat, mkdir, readdir, realpath, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { root } from '../lib/paths.mjs';
import { fileError } from './file-errors.mjs';

/** @typedef {import('./context.mjs').BuildContext} BuildContext */

const WELL_KNOWN = '.well-known';

/** @param {BuildContext} ctx */
export async function copyStatic(ctx) {
  const from = ctx.staticDir ?? join(root, 'static');
  if (!existsSync(from)) return;
  const project = await realpath(ctx.projectRoot ?? root);
  const outs = await Promise.all([...new Set([ctx.outDir, ctx.siteDir ?? ctx.outDir])].map((d) => realpath(d).catch(() => d)));
  /** @param {string} p @param {string} dir */
  const within = (p, dir) => p === dir || p.startsWith(dir + sep);
  /** @param {string} p */
  const shown = (p) => relative(ctx.projectRoot ?? root, p).split(sep).join('/');
  const seen = new Set(); // real folders already copied: a link back up cannot loop
  /** @param {string} dir @param {string} to */
  async function copyDir(dir, to) {
    const real = await realpath(dir);
    if (seen.has(real)) return;
    seen.add(real);
    await mkdir(to, { recursive: true });
    for (const entry of await readdir(dir)) {
      if (entry.startsWith('.') && !(entry === WELL_KNOWN && to === ctx.outDir)) continue;
      const src = join(dir, entry);
      const dest = join(to, entry);
      let target = src;
      if ((await lstat(src)).isSymbolicLink()) {
        const real = await realpath(src).catch(() => null);
        if (!real) throw fileError(shown(src), 'is a link to a file that does not exist: remove it, or put the file itself in static/');
        if (!within(real, project)) throw fileError(shown(src), `is a link to ${real}, outside the project: copy the file into static/ instead (files outside the project are never published)`);
        if (outs.some((out) => within(real, out))) throw fileError(shown(src), 'is a link into the build\'s own output: link to the file itself');
        if (shown(real).split('/').some((part) => part.startsWith('.'))) throw fileError(shown(src), `is a link to ${shown(real)}, a hidden file of the project (its name or folder starts with "."), and hidden files are never published: copy what should be public into static/ under a name without the "."`);
        target = real;
      }
      const s = await stat(target);
      if (s.isDirectory()) await copyDir(target, dest);
      else if (s.isFile()) await copyFile(target, dest);
    }
  }
  await copyDir(from, ctx.outDir);
}
