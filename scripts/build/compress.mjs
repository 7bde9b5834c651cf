// Step (last): a .br and a .gz beside every text file, so servers send compressed bytes without
// compressing on each request (nginx: gzip_static, brotli_static). Files in hashed folders are
// compressed hardest (once, then cached for a year); pages and data, which every build rewrites,
// at a brotli quality that keeps big sites quick to build.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { limiter } from '../lib/links/limit.mjs';
import { HASHED_FOLDERS } from '../lib/http-policy.mjs';
import { SEARCH_DIR } from './search-index.mjs';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing (Pagefind's own files are compressed already; the host files,
 * _headers and _nginx.conf, match none of these and are never served anyway). */
export const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|webmanifest|ico|map)$/;
/** Pagefind's hashed folders of index chunks, fragments and filters: compressed already, and
 * 100,000 files on a big site. Taken from the policy's list, so a new one is skipped too. */
const PRECOMPRESSED = HASHED_FOLDERS.filter((f) => f.startsWith(`/${SEARCH_DIR}/`));
const IN_FLIGHT = 8;

const urlOf = (outDir, file) => `/${relative(outDir, file).split(sep).join('/')}`;

/** Every file in dist/ but those in Pagefind's precompressed folders. */
function filesIn(outDir) {
  const files = [];
  const walk = (dir) => {
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
 * Compresses every text file in dist/ but Pagefind's precompressed folders.
 * Compression runs on the thread pool (every core); files are read and written synchronously,
 * which for many small files is several times quicker than a promise per read and write.
 */
export async function compress(ctx) {
  const { outDir } = ctx;
  const files = filesIn(outDir).filter((f) => COMPRESSIBLE.test(f));
  const run = limiter(IN_FLIGHT);
  await Promise.all(files.map((file) => run(async () => {
    const data = readFileSync(file);
    // Data in a hashed folder (the catalogue's facet index: thousands of files on a big site) is
    // compressed as pages are: brotli's hardest setting would cost the build tens of seconds.
    const quality = HASHED_FOLDERS.some((h) => urlOf(outDir, file).startsWith(h)) && !file.endsWith('.json') ? 11 : 5;
    const [b, g] = await Promise.all([
      br(data, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
      gz(data, { level: 9 }),
    ]);
    // A compressed copy no smaller than the file would only cost bytes.
    if (b.length < data.length) writeFileSync(`${file}.br`, b);
    if (g.length < data.length) writeFileSync(`${file}.gz`, g);
  })));
}
