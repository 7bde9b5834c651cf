// @ts-check
// Step: dist/_nginx.conf, the site's HTTP policy (scripts/lib/http-policy.mjs) and URL rules for
// nginx, to include in a server block whose root is dist/ (deploy/nginx.conf shows one with TLS).
// Every add_header sits at server level, with the cache lifetime chosen per location through a
// variable, because nginx drops inherited add_headers in any location that has its own.
import { writeOut } from './file-errors.mjs';
import { join } from 'node:path';
import { HASHED_FOLDERS, HIDDEN, IMMUTABLE, localeNotFoundFile, NOT_FOUND_FILE, NOT_SERVED, REVALIDATE, securityHeaders } from '../lib/http-policy.mjs';

/** @typedef {import('./context.mjs').BuildContext} BuildContext */

/** The paths a redirect may name, as nginx matches them (decoded): segments of letters, digits and
 * ". _ ~ -". A backslash or a tab there would make the Location read as "//another-host". */
const SITE_PATH = '(?<site_path>(?:/[A-Za-z0-9._~-]+)+)';
/** Never served (http-policy.mjs HIDDEN), also inside folders matched with ^~ (which skip regexes). */
const DENY_HIDDEN = `location ~ "${HIDDEN.source}" { return 404; }`;

/** The types nginx gzips as it sends them, when a file has no .gz twin (text/html always is):
 * those of compress.mjs COMPRESSIBLE. */
const COMPRESSED_TYPES = ['text/css', 'text/plain', 'text/xml', 'application/javascript', 'application/json', 'application/manifest+json', 'image/svg+xml', 'image/x-icon', 'application/xml'];

/** @param {string} v */
const quote = (v) => {
  if (/["$\\\n]/.test(v)) throw new Error(`nginx-config: a header value nginx would misread: ${v}`);
  return `"${v}"`;
};

/**
 * The server-level directives (a string), for `include` inside `server { }`.
 * @param {ReturnType<import('./context.mjs').Server['contentOrigins']>} origins The hosts pages embed or send to.
 * @param {string[]} [otherLocales] The site's languages but the first, each with its not-found page.
 */
export function nginxConfig(origins, otherLocales = []) {
  const headers = { 'Cache-Control': '$site_cache_control', ...securityHeaders(origins) };
  return `# The site's HTTP policy and URL rules for nginx, written by npm run build from data/site.json
# and scripts/lib/http-policy.mjs: do not edit, rebuild. Include it in a server block whose root is
# this folder (deploy/nginx.conf). A site built with --precompress has a .br and a .gz beside each
# text file, sent as they are (the .br files need Debian's libnginx-mod-http-brotli-static); one
# built without them is gzipped as it is sent.

server_tokens off;
absolute_redirect off;
charset utf-8;
charset_types text/css text/plain text/xml application/javascript application/json application/manifest+json image/svg+xml;
gzip_static on;
gzip_vary on;
brotli_static on;
gzip on;
gzip_comp_level 5;
gzip_min_length 256;
gzip_types ${COMPRESSED_TYPES.join(' ')};
error_page 404 ${NOT_FOUND_FILE};
# Answers nginx makes before any location (a malformed or too long request, TRACE and CONNECT, an
# unknown method, version or Transfer-Encoding) carry the policy too: as an error page they pass
# through the server's "set" below, so they get their Cache-Control. A header or cookie too large
# is nginx's own 494, sent as 400.
error_page 400 405 414 501 505 ${NOT_FOUND_FILE};
error_page 494 =400 ${NOT_FOUND_FILE};
# No byte ranges: every file of the site is small, and nginx's 416 answer repeats every header.
max_ranges 0;

# Every response, redirects and 404s included. Files in hashed folders are kept for a year.
set $site_cache_control ${quote(REVALIDATE)};
${Object.entries(headers).map(([k, v]) => `add_header ${k} ${k === 'Cache-Control' ? v : quote(v)} always;`).join('\n')}

# Dot-entries (.git/, .env) and the .br/.gz twins by their own URL: never served. First, as the
# first regular expression that matches wins.
${DENY_HIDDEN}

# Pages are <path>.html, served at <path>: one URL per page, other forms redirect (301), to paths of
# the site only (SITE_PATH above).
location = / { try_files /index.html =404; }
location / { try_files $uri $uri.html =404; }
location ~ "^${SITE_PATH}/+$" { return 301 $site_path$is_args$args; }
location ~ ^/index(\\.html)?$ { return 301 /$is_args$args; }
location ~ "^${SITE_PATH}\\.html$" { return 301 $site_path$is_args$args; }
location = ${NOT_FOUND_FILE} { internal; }
${otherLocales.map((l) => `# Unknown paths of the "${l}" pages get their own language's not-found page.
location /${l}/ { error_page 404 ${localeNotFoundFile(l)}; try_files $uri $uri.html =404; }
location = ${localeNotFoundFile(l)} { internal; error_page 404 ${localeNotFoundFile(l)}; }
location = ${localeNotFoundFile(l).replace(/\.html$/, '')} { error_page 404 ${localeNotFoundFile(l)}; return 404; }`).join('\n')}
${NOT_SERVED.filter((f) => f !== NOT_FOUND_FILE).map((f) => `location = ${f} { return 404; }`).join('\n')}
location = /manifest.webmanifest { types { } default_type application/manifest+json; }

${HASHED_FOLDERS.map((f) => `location ^~ ${f} { set $site_cache_control ${quote(IMMUTABLE)}; ${DENY_HIDDEN} try_files $uri =404; }`).join('\n')}
`;
}

/** @param {BuildContext} ctx */
export async function nginxConfigFile(ctx) {
  await writeOut(join(ctx.outDir, '_nginx.conf'), nginxConfig(ctx.server.contentOrigins(ctx.manifest), ctx.manifest.site.locales.slice(1)));
}
