// @ts-check
// Step (last), when the build is asked to precompress (npm run build -- --precompress): a .br and a
// .gz beside every text file, so servers that send such twins (nginx: gzip_static, brotli_static)
// send compressed bytes without compressing on each request. Netlify, Cloudflare Pages and GitHub
// Pages compress on their own and never send a twin, so by default none is written: at 10,000
// routes they were a fifth of the build's work. Files in hashed folders are
// compressed hardest (once, then cached for a year); pages and data, which every build rewrites,
// at a brotli quality that keeps big sites quick to build. Pages and their data get their copies
// as prerender writes them (writeWithCopies), on other cores while the next page renders; this
// step compresses every file that has none yet.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { writeOut, writeOutSync } from './file-errors.mjs';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { limiter } from '../lib/limiter.mjs';
import { HASHED_FOLDERS } from '../lib/http-policy.mjs';
import { SEARCH_FOLDER } from '../../schema/values/addresses.mjs';

/** @typedef {import('./context.mjs').BuildContext} BuildContext */

const br = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing (Pagefind's own files are compressed already; the host files,
 * _headers and _nginx.conf, match none of these and are never served anyway). */
export const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|webmanifest|ico|map)$/;
/** Pagefind's hashed folders of index chunks, fragments and filters: compressed already, and
 * 100,000 files on a big site. Taken from the policy's list, so a new one is skipped too. */
const PRECOMPRESSED = HASHED_FOLDERS.filter((f) => f.startsWith(`${SEARCH_FOLDER}/`));
const IN_FLIGHT = 8;

const urlOf = (/** @type {string} */ outDir, /** @type {string} */ file) => `/${relative(outDir, file).split(sep).join('/')}`;

/**
 * The compressed copies of a file's bytes, on the thread pool (every core). Code in a hashed folder
 * (`hashed`: compressed once, then cached for a year) gets brotli's and gzip's hardest settings;
 * pages and data, which every build rewrites, settings that keep a big site quick to build: on a
 * page, gzip level 6 is 25% quicker than 9 for 0.5% more bytes, and brotli's text mode 15% quicker
 * for the same bytes. A copy no smaller than the file is left out (null): it would only cost bytes.
 * @param {Buffer} data
 * @param {boolean} hashed
 */
async function copiesOf(data, hashed, text = true) {
  const [b, g] = await Promise.all([
    br(data, { params: {
      [constants.BROTLI_PARAM_QUALITY]: hashed ? 11 : 5, [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      [constants.BROTLI_PARAM_MODE]: text ? constants.BROTLI_MODE_TEXT : constants.BROTLI_MODE_GENERIC,
    } }),
    gz(data, { level: hashed ? 9 : 6 }),
  ]);
  return { br: b.length < data.length ? b : null, gz: g.length < data.length ? g : null };
}

/**
 * Writes a page or data file (text, or its UTF-8 bytes) with its .br and .gz beside it.
 * @param {string} file
 * @param {string | Buffer} text
 */
export const writeWithCopies = (file, text) => writeEachWithCopies([file], text);

/**
 * Writes the same data (text, or its UTF-8 bytes) to each of `files` with its .br and .gz beside
 * it, compressed once for all (the packet's shards, the same beside every page with a packet).
 * @param {string[]} files
 * @param {string | Buffer} text
 */
export async function writeEachWithCopies(files, text) {
  const data = typeof text === 'string' ? Buffer.from(text) : text;
  const [, copies] = await Promise.all([Promise.all(files.map((f) => writeOut(f, data))), copiesOf(data, false)]);
  await Promise.all(files.flatMap((f) => [copies.br && writeOut(`${f}.br`, copies.br), copies.gz && writeOut(`${f}.gz`, copies.gz)]));
}

/**
 * Every file in dist/ but those in Pagefind's precompressed folders.
 * @param {string} outDir
 */
function filesIn(outDir) {
  /** @type {string[]} */
  const files = [];
  const walk = (/** @type {string} */ dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name);
      if (e.isFile()) files.push(path);
      // Folder URLs compared with their trailing slash, as the policy writes them.
      else if (e.isDirectory() && !PRECOMPRESSED.includes(`${urlOf(outDir, path)}/`)) walk(path);
    }
  };
  walk(outDir);
  return files;
}

/**
 * Compresses every text file in dist/ but Pagefind's precompressed folders and those that have
 * their copies already (dist/ is emptied at the start of a build, so a copy is of this build).
 * Files are read and written synchronously, which for many small files is several times quicker
 * than a promise per read and write.
  * @param {BuildContext} ctx
 */
export async function compress(ctx) {
  const { outDir } = ctx;
  if (!ctx.precompress) return;
  const files = filesIn(outDir).filter((f) => COMPRESSIBLE.test(f) && !existsSync(`${f}.gz`) && !existsSync(`${f}.br`));
  const run = limiter(IN_FLIGHT);
  // Every file's work ends before a failure is reported, so nothing is still writing once it is.
  const results = await Promise.allSettled(files.map((file) => run(async () => {
    const data = readFileSync(file);
    // Data in a hashed folder (the catalogue's facet index: thousands of files on a big site) is
    // compressed as pages are: brotli's hardest setting would cost the build tens of seconds.
    const copies = await copiesOf(data, HASHED_FOLDERS.some((h) => urlOf(outDir, file).startsWith(h)) && !file.endsWith('.json'), !file.endsWith('.ico'));
    if (copies.br) writeOutSync(`${file}.br`, copies.br);
    if (copies.gz) writeOutSync(`${file}.gz`, copies.gz);
  })));
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}
