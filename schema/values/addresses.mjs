// Every address the build writes a file at and the browser fetches it from, and the folders and
// pages the build keeps for its own files: one definition each, so the two sides never drift.
// Plain JavaScript, so the build's steps (Node, scripts/build/) import it as they are, and the
// app and the schema import it with its types (addresses.d.mts). The browser loads it with the
// catalogue, the packet and search, never with a page's first load: a route's data, the one
// address every page uses from the start, is in routeData.mjs (which says why).

/** The folder of the hashed files: scripts, the stylesheet, the icon sprite, the catalogue's index. */
export const ASSETS_FOLDER = '/assets';
/** The folder of the search index: Pagefind's files, and the site's acronyms. */
export const SEARCH_FOLDER = '/pagefind';
// Files in SEARCH_FOLDER, written out whole: the bundler keeps a template literal that joins other
// values wherever this file goes, used or not.
/** Pagefind's browser library, which the app imports the first time search is used. */
export const SEARCH_LIBRARY = '/pagefind/pagefind.js';
/** The site's acronyms and, by language, its topics (scripts/build/search-terms.mjs), by its name in that folder and its address. */
export const TERMS_FILE = 'terms.json';
export const SEARCH_TERMS = '/pagefind/terms.json';
/** A language's topics, which search offers and leads with (scripts/build/search-terms.mjs): its name in
 * that folder, and its address. */
export const topicsFile = (lang) => `topics-${lang}.json`;
export const searchTopics = (lang) => `/pagefind/topics-${lang}.json`;

/** The not-found page, and the page the service worker shows offline for a page it has not kept. */
export const NOT_FOUND_PATH = '/404';
export const OFFLINE_PATH = '/offline';
/** Paths of the build's own files (the not-found page, the home page's file name, the offline
 * page) and folders (hashed files, the search index): a route there would clash with them. */
export const RESERVED_PATHS = [NOT_FOUND_PATH, '/index', OFFLINE_PATH];
export const RESERVED_FOLDERS = [ASSETS_FOLDER, SEARCH_FOLDER];
export const isReservedPath = (path) => RESERVED_PATHS.includes(path) || RESERVED_FOLDERS.some((f) => path === f || path.startsWith(`${f}/`));

/** A catalogue page's data (catalogueFormat.ts), beside the page. */
export const catalogueUrl = (path) => (path === '/' ? '/catalogue.json' : `${path}/catalogue.json`);

/** The packet page's data (packetFormat.ts), beside the page. */
export const packetDataUrl = (path) => `${path === '/' ? '' : path}/resources-by-id.json`;
/** One shard of a big site's packet data (packetFormat.ts), in a folder beside the page. */
export const packetShardUrl = (path, k) => `${path === '/' ? '' : path}/resources-by-id/${k}.json`;

/** The catalogue's facet index: a folder of ASSETS_FOLDER named by its content (INDEX_FOLDER, then
 * a hash), which each catalogue's data names; in it, the head, each chunk's column and each
 * shard's rows (catalogueIndexFormat.ts). */
export const INDEX_FOLDER = 'catalogue-';
export const indexFiles = { head: 'head.json', column: (k) => `column-${k}.json`, shard: (k) => `rows-${k}.json` };
