// @ts-check
// The first and last steps: where a build writes, and how what it wrote reaches the site's folder
// (dist/). Every step writes into a working folder beside it; `publish` puts that in place only
// once every step has ended. So a build that stops half way (a full disk, a bug) leaves the last
// complete site exactly as it was, for the hosts and for `npm start`, which keeps serving it.
//   a whole build   (npm run build, npm start's first): a fresh folder, swapped for the old one
//   a save's build  (npm start after that): only the files the save changed, each moved into the
//                   site with a rename, so a reader gets the old file or the new one, never half
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join, relative, sep } from 'node:path';
import { removeStaleFolders } from './stale-folders.mjs';

/** @typedef {import('./context.mjs').BuildContext} BuildContext */

const WORKING = '-building-';
const REPLACED = '-replaced-';
/** Beside the site's folder (so a rename moves it), hidden, named after the build's process (the
 * process that publishes it: pipeline.mjs, whose site process writes into it and ends first). */
const besideSite = (/** @type {string} */ siteDir, /** @type {string} */ kind, owner = process.pid) => join(dirname(siteDir), `.${basename(siteDir)}${kind}${owner}`);

/** What steps remember of the files they wrote, so that `npm start` skips writing them again: a
 * fresh folder holds none of them, and an abandoned build's files never reached the site. */
const MEMOS = /** @type {const} */ (['catalogueIndexUrl', 'catalogueText', 'packetText']);

/**
 * Step: an empty working folder; from here on ctx.outDir is where steps write.
 * @param {BuildContext} ctx
 */
export async function clean(ctx) {
  ctx.siteDir ??= ctx.outDir;
  ctx.whole = !(ctx.dev && ctx.published);
  ctx.memos = Object.fromEntries(MEMOS.map((k) => [k, ctx[k]]));
  if (ctx.whole) for (const k of MEMOS) ctx[k] = undefined;
  ctx.removed = [];
  const work = besideSite(ctx.siteDir, WORKING, ctx.owner);
  for (const kind of [WORKING, REPLACED]) await removeStaleFolders(dirname(ctx.siteDir), `.${basename(ctx.siteDir)}${kind}`);
  await rm(work, { recursive: true, force: true });
  await mkdir(join(work, 'assets'), { recursive: true });
  ctx.outDir = work;
  ctx.workDir = work;
}

/**
 * A file or folder of the site (a URL path) that this build replaces: removed when it is published.
 * @param {BuildContext} ctx
 * @param {string | undefined} url
 */
export function removeFromSite(ctx, url) {
  if (url && !ctx.whole) ctx.removed.push(url);
}

/**
 * Every file under dir, as paths relative to it.
 * @param {string} dir
 */
async function filesUnder(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath ?? /** @type {{ path: string }} */ (/** @type {unknown} */ (e)).path, e.name).slice(dir.length + 1));
}

/**
 * Moves a save's files into the site: hashed assets first, since a page moved in may name them.
 * @param {string} work
 * @param {string} site
 * @param {string[]} removed
 */
async function merge(work, site, removed) {
  const files = await filesUnder(work);
  const isAsset = (/** @type {string} */ f) => f.startsWith(`assets${sep}`);
  await Promise.all([...new Set(files.map((f) => dirname(join(site, f))))].map((dir) => mkdir(dir, { recursive: true })));
  // Each group's renames at once (each is atomic on its own; one after another, a few hundred
  // files took most of a save's time): the assets, then the pages that may name them.
  const move = (/** @type {string[]} */ group) => Promise.all(group.map((f) => rename(join(work, f), join(site, f))));
  await move(files.filter(isAsset));
  await move(files.filter((f) => !isAsset(f)));
  await Promise.all(removed.map((url) => rm(join(site, url), { recursive: true, force: true })));
  await rm(work, { recursive: true, force: true });
}

/**
 * Puts a whole build in the site's place: two renames, so the site is never half of each.
 * @param {string} work
 * @param {string} site
 */
async function swap(work, site) {
  const old = besideSite(site, REPLACED);
  await rm(old, { recursive: true, force: true });
  const had = existsSync(site);
  if (had) await rename(site, old);
  try {
    await rename(work, site);
  } catch (e) {
    if (had) await rename(old, site);
    throw e;
  }
  if (had) await rm(old, { recursive: true, force: true });
}

/**
 * Step (last): what the build wrote becomes the site.
 * @param {BuildContext} ctx
 */
export async function publish(ctx) {
  if (ctx.whole) await swap(ctx.outDir, ctx.siteDir);
  else await merge(ctx.outDir, ctx.siteDir, ctx.removed);
  ctx.outDir = ctx.siteDir;
  ctx.published = true;
}

/** An esbuild metafile of this build with its output paths (relative to `root`) where publish put
 * them: in the site's folder, not the working folder that no longer exists.
 * @param {import('esbuild').Metafile | undefined} metafile
 * @param {BuildContext} ctx
 * @param {string} root
 */
export function publishedMetafile(metafile, ctx, root) {
  if (!metafile || !ctx.workDir) return metafile;
  const from = `${relative(root, ctx.workDir).split(sep).join('/')}/`;
  const to = `${relative(root, ctx.siteDir).split(sep).join('/')}/`;
  const moved = (/** @type {string} */ p) => (typeof p === 'string' && p.startsWith(from) ? to + p.slice(from.length) : p);
  const outputs = Object.fromEntries(Object.entries(metafile.outputs).map(([file, o]) => [moved(file), {
    ...o, ...(o.cssBundle && { cssBundle: moved(o.cssBundle) }), imports: o.imports.map((i) => ({ ...i, path: moved(i.path) })),
  }]));
  return { ...metafile, outputs };
}

/**
 * After a step failed: the working folder goes, the site stays as it was.
 * @param {BuildContext} ctx
 */
export async function abandon(ctx) {
  if (!ctx.siteDir || ctx.outDir === ctx.siteDir) return;
  // Never in the way of the failure's own message: a folder left behind goes with the next build.
  await rm(ctx.outDir, { recursive: true, force: true, maxRetries: 3 }).catch(() => {});
  ctx.outDir = ctx.siteDir;
  if (ctx.memos) Object.assign(ctx, ctx.memos);
}
