// The site's HTTP policy, in one place: the security headers every response carries, how long each
// path may be cached, and which URL of a page is the real one. The build writes it for the hosts
// (dist/_headers for Netlify and Cloudflare Pages, dist/_nginx.conf for nginx: see
// scripts/build/headers-file.mjs and nginx-config.mjs); the dev server (static-server.mjs) reads
// dist/_headers back, so what you see while editing is what the hosts send.

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Netlify's and Cloudflare's own default, so every host sends the same value. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * Folders whose files are named by their content hash, so a changed file always gets a new URL
 * and browsers may keep them for a year. Everything else (pages, route.json, icons, the sitemap,
 * and the search files named without a hash: pagefind.js, pagefind-entry.json, pagefind-worker.js,
 * the wasm and pf_meta files) is revalidated on every use. A route can never live in these folders
 * (schema/model/fields.ts reserves them).
 */
export const HASHED_FOLDERS = ['/assets/', '/pagefind/index/', '/pagefind/fragment/', '/pagefind/filter/'];

/** Host configuration files in dist/ that are never served. */
export const HOST_FILES = ['/_headers', '/_nginx.conf'];

/** The not-found page, answered with status 404 for every unknown path. */
export const NOT_FOUND_FILE = '/404.html';

/** Each other language's not-found page, in its folder ("/es/404.html"), answered for unknown
 * paths there (as Cloudflare Pages does by itself: the nearest 404.html). */
export const localeNotFoundFile = (lang) => `/${lang}${NOT_FOUND_FILE}`;
/** The not-found page for a path: its language folder's, when `has(file)` says it exists. */
export const notFoundFileFor = (path, has) => {
  const folder = /^\/([a-z]{2})(\/|$)/.exec(path)?.[1];
  return folder && has(localeNotFoundFile(folder)) ? localeNotFoundFile(folder) : NOT_FOUND_FILE;
};
const notFoundNames = (file) => [file, file.replace(/\.html$/, '')];

/** Paths answered with the not-found page although a file is there: the host configuration, and
 * the not-found pages themselves under their own names. */
export const NOT_SERVED = [...HOST_FILES, ...notFoundNames(NOT_FOUND_FILE)];
export const isNotServed = (path) => NOT_SERVED.includes(path) || /^\/[a-z]{2}\/404(\.html)?$/.test(path) || HIDDEN.test(path);

/**
 * Paths never served, whatever the site's folder holds: dot-entries (a deploy from a checkout leaves
 * .git/ there, a copy an .env; the build publishes none) and the compressed twins (.br, .gz), which
 * a server sends in place of a file, never by their own URL. /.well-known/ is public by design.
 * One pattern for nginx (PCRE) and the dev server (JavaScript).
 */
export const HIDDEN = /^\/\.(?!well-known\/)|.\/\.|\.(?:br|gz)$/;

/** The characters of a path segment a redirect may name: a browser reads a backslash, a tab or a
 * line break in a Location as part of "//", the start of another host, so a path with any other
 * is not redirected (it is not a page of the site either). */
const REDIRECTABLE = /^(?:\/[A-Za-z0-9._~%-]+)*\/?$/;

/**
 * Features the site never uses, denied to the page and every frame in it. Frames keep what the
 * video player asks for (fullscreen, picture-in-picture, encrypted-media) by not being listed.
 */
const DENIED_FEATURES = ['accelerometer', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'hid', 'idle-detection',
  'magnetometer', 'microphone', 'midi', 'payment', 'screen-wake-lock', 'serial', 'usb', 'xr-spatial-tracking', 'browsing-topics'];

/**
 * The Content-Security-Policy. Scripts only from the site itself ('wasm-unsafe-eval' lets the
 * search index compile its WebAssembly; it does not allow eval), no inline script or style, frames
 * only from the video hosts the pages embed and images only from the thumbnail hosts they show;
 * forms post, and the app sends them, only to the site and to the endpoints forms are configured
 * with (form.delivery.endpoint; Netlify Forms posts to the site itself).
 * @param {{ frames: string[], images: string[], forms: string[] }} origins other origins the content uses (schema/derive/origins.ts)
 */
export function contentSecurityPolicy({ frames = [], images = [], forms = [] } = {}) {
  const list = (xs, wildcard = false) => [...new Set(xs)].sort().map((x) => plainOrigin(x, wildcard));
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self'",
    `img-src ${["'self'", ...list(images, true)].join(' ')}`,
    "font-src 'self'",
    `connect-src ${["'self'", ...list(forms)].join(' ')}`,
    `frame-src ${frames.length ? list(frames).join(' ') : "'none'"}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    `form-action ${["'self'", ...list(forms)].join(' ')}`,
  ].join('; ');
}

// A source the policy names: a scheme, a host of letters, digits, "-" and "." and a port; the
// image hosts may name all subdomains of one domain ("https://*.googleusercontent.com").
const ORIGIN = /^https?:\/\/(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[::1\])(?::\d{1,5})?$/;
const SUBDOMAINS = /^https:\/\/\*\.[a-z0-9-]+(?:\.[a-z0-9-]+)+$/;

/** The source as it is, or an error: validation (schema/model/headerUrl.ts) lets nothing else through,
 * and this guards the header against any caller that skipped it. */
function plainOrigin(source, wildcard) {
  if (ORIGIN.test(source) || (wildcard && SUBDOMAINS.test(source))) return source;
  throw new Error(`http-policy: ${JSON.stringify(source)} is not a plain origin (scheme, host and port), so it cannot be put in the Content-Security-Policy`);
}

/** Headers for every response. */
export function securityHeaders(origins) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(origins),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': DENIED_FEATURES.map((f) => `${f}=()`).join(', '),
  };
}

/** Added by the TLS example only (deploy/nginx.conf): browsers then refuse plain HTTP for two years. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * The header rules, in _headers terms: a path pattern ("*" matches anything) and its headers. No
 * header name appears in two rules that can match the same path, so hosts that merge matching
 * rules (Netlify, Cloudflare Pages) and hosts that pick one agree. Paths no rule gives a
 * Cache-Control get REVALIDATE (the hosts' default).
 */
export function headerRules(origins) {
  return [
    { path: '/*', headers: securityHeaders(origins) },
    ...HASHED_FOLDERS.map((f) => ({ path: `${f}*`, headers: { 'Cache-Control': IMMUTABLE } })),
  ];
}

const patternOf = (path) => new RegExp(`^${path.split('*').map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);

/** The headers for a served file's URL path under the rules. */
export function headersFor(rules, urlPath) {
  const out = {};
  for (const rule of rules) if (patternOf(rule.path).test(urlPath)) Object.assign(out, rule.headers);
  out['Cache-Control'] ??= REVALIDATE;
  return out;
}

/** The rules as a _headers file (Netlify and Cloudflare Pages). */
export function toHeadersFile(rules, comment = '') {
  const head = comment ? `${comment.split('\n').map((l) => `# ${l}`.trimEnd()).join('\n')}\n` : '';
  return head + rules.map((r) => `${r.path}\n${Object.entries(r.headers).map(([k, v]) => `  ${k}: ${v}`).join('\n')}\n`).join('\n');
}

/** Reads a _headers file back into rules (used by the dev server). */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: {} });
    else if (rules.length) {
      const at = line.indexOf(':');
      if (at > 0) rules.at(-1).headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}

/**
 * One URL per page: route paths never end in "/", and pages are files named <path>.html (the home
 * page index.html). Returns where another form of a page's URL must redirect (301), or null.
 * "/x/" -> "/x", "/x.html" -> "/x", "/index" and "/index.html" -> "/".
 */
export function canonicalPath(urlPath) {
  // Slashes run together, as nginx merges them: "//evil.example/" is the path "/evil.example/".
  let p = urlPath.replace(/\/{2,}/g, '/');
  if (!REDIRECTABLE.test(p)) return null;
  if (p.length > 1 && p.endsWith('/')) p = p.replace(/\/+$/, '') || '/';
  if (p.endsWith('.html')) p = p.slice(0, -'.html'.length);
  if (p === '/index') p = '/';
  return p === urlPath ? null : p;
}
