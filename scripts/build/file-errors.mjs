// @ts-check
// Build problems about a file, in the form the terminal and npm start's overlay show them
// ("dist/sitemap.xml: could not be written, as the disk is full (ENOSPC): …"). Node's errors for a
// failed write often name no file (a write to a full disk says only "ENOSPC … write"), so the
// steps write through writeOut/writeOutSync, which note the file on the error.
import { writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { relative, resolve, sep } from 'node:path';

/** What a failure may say of the file it concerns: Node's errors name it (path, or dest for a copy)
 * with the system's code; writeOut notes it; `what` and `folder` are a step's own (pagefind-service.mjs).
 * @typedef {Error & { path?: string, dest?: string, code?: string, what?: string, folder?: boolean }} FileFailure */
/** Where the build was writing when it failed: clean may not have run yet.
 * @typedef {Pick<import('./context.mjs').BuildContext, 'outDir'> & Partial<Pick<import('./context.mjs').BuildContext, 'workDir' | 'siteDir'>>} FailedBuild */

/**
 * A build error about one file, in the form the dev overlay and the terminal show.
 * @param {string} file
 * @param {string} message
 */
export function fileError(file, message) {
  return Object.assign(new Error(`${file}: ${message}`), { problems: [{ file, message }] });
}

/** @param {unknown} e @param {string} file */
const noted = (e, file) => {
  if (e && typeof e === 'object' && !(/** @type {FileFailure} */ (e)).path) /** @type {FileFailure} */ (e).path = file;
  return e;
};

/**
 * writeFile, with the file noted on the error.
 * @param {string} file
 * @param {string | Uint8Array} data
 */
export const writeOut = (file, data) => writeFile(file, data).catch((e) => { throw noted(e, file); });

/**
 * writeFileSync, with the file noted on the error.
 * @param {string} file
 * @param {string | Uint8Array} data
 */
export function writeOutSync(file, data) {
  try {
    writeFileSync(file, data);
  } catch (e) {
    throw noted(e, file);
  }
}

/** Why the system refused a write, and what to do about it. */
/** @type {Record<string, [why: string, todo: string]>} */
const REFUSALS = {
  ENOSPC: ['the disk is full', 'free some space on the disk'],
  EDQUOT: ['the disk quota is used up', 'free some space on the disk'],
  EROFS: ['the disk is read-only', 'build onto a disk that can be written'],
  EACCES: ['this user may not write there', 'make the folder writable for this user'],
  EPERM: ['this user may not write there', 'make the folder writable for this user'],
  EMFILE: ['too many files are open', 'close some programs'],
  EIO: ['the disk reported an error', 'check the disk'],
};

/** Where a file of the build is shown: the site's folder (dist/…) for a file of the working folder
 * (output-folder.mjs), relative to the folder the build was started in.
 * @param {string} file
 * @param {FailedBuild} ctx
 */
function shownPath(file, ctx) {
  let abs = resolve(file);
  if (ctx.workDir && ctx.siteDir && (abs === ctx.workDir || abs.startsWith(ctx.workDir + sep))) abs = resolve(ctx.siteDir) + abs.slice(ctx.workDir.length);
  return relative(process.cwd(), abs).split(sep).join('/') || '.';
}

/**
 * A step's error as the owner should read it, when the system refused to write a file: one line
 * naming the file, why, and what to do, the site's folder being left as it was (the build writes
 * elsewhere until it has ended). `err.what` says what could not be written when it is more than a
 * file ("the search index"); any other error is returned as it is.
 * @param {unknown} failure
 * @param {FailedBuild} ctx
 */
export function explainFailure(failure, ctx) {
  const err = /** @type {FileFailure | undefined} */ (failure);
  const file = err?.dest ?? err?.path;
  const refusal = err?.code ? REFUSALS[err.code] : undefined;
  if (!err || !file || (!refusal && !err.what)) return failure;
  const shown = `${shownPath(file, ctx)}${err.folder ? '/' : ''}`;
  const what = err.what ?? 'could not be written';
  const site = `${shownPath(ctx.siteDir ?? ctx.outDir, ctx)}/`;
  const message = refusal
    ? `${what}, as ${refusal[0]} (${err.code}): ${refusal[1]}, then build again; ${site} was left as it was`
    : `${what}: ${err.message}`;
  return fileError(shown, message);
}
