// Step (last): a .br and a .gz beside every text file, so servers send compressed bytes without
// compressing on each request (nginx: gzip_static, brotli_static). Files in hashed folders are
// compressed hardest (once, then cached for a year); pages and data, which every build rewrites,
// at a brotli quality that keeps big sites quick to build.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { eachLimited } from '../lib/each-limited.mjs';
import { HASHED_FOLDERS, HOST_FILES } from '../lib/http-policy.mjs';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing (Pagefind's own files are compressed already). */
export const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|webmanifest|ico|map)$/;
const IN_FLIGHT = 8;

/** Compresses every text file in dist/, or (in `npm start`) only those this rebuild wrote (ctx.written). */
export async function compress(ctx) {
  const { outDir } = ctx;
  const candidates = ctx.written ?? (await readdir(outDir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile()).map((e) => join(e.parentPath ?? e.path, e.name));
  const files = candidates.filter((f) => COMPRESSIBLE.test(f) && !HOST_FILES.includes(urlOf(outDir, f)));
  await eachLimited(files, IN_FLIGHT, (file) => compressFile(file, HASHED_FOLDERS.some((f) => urlOf(outDir, file).startsWith(f))));
}

const urlOf = (outDir, file) => `/${relative(outDir, file).split(sep).join('/')}`;

async function compressFile(file, hashed) {
  const data = await readFile(file);
  const [b, g] = await Promise.all([
    br(data, { params: { [constants.BROTLI_PARAM_QUALITY]: hashed ? 11 : 5, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
    gz(data, { level: 9 }),
  ]);
  // A compressed copy no smaller than the file would only cost bytes.
  await Promise.all([b.length < data.length && writeFile(`${file}.br`, b), g.length < data.length && writeFile(`${file}.gz`, g)]);
}
