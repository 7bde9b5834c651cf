// One URL per page, as every server of the site must answer it: the dev server
// (test/node/dev-server.test.mjs) and nginx with the generated config (test/browser/browser-nginx.test.mjs).
// [request path, status, Location of a redirect]. Built from the manifest's own routes.

export function urlCases(routes) {
  const paths = routes.map((r) => r.path);
  // A route with routes under it: its page file and its folder share a name (/x.html and /x/).
  const parent = paths.find((p) => p !== '/' && paths.some((q) => q.startsWith(`${p}/`)));
  const leaf = paths.find((p) => p !== '/' && p !== parent && !paths.some((q) => q.startsWith(`${p}/`)));
  if (!parent || !leaf) throw new Error('url-cases: the manifest needs a route with child routes and one without');
  return [
    ['/', 200], ['/?q=crisis', 200], [leaf, 200], [parent, 200], [`${parent}/route.json`, 200], ['/route.json', 200],
    [`${leaf}/`, 301, leaf], [`${parent}/`, 301, parent], [`${leaf}//`, 301, leaf], [`${leaf}/?q=a%20b`, 301, `${leaf}?q=a%20b`],
    [`${leaf}.html`, 301, leaf], [`${leaf}.html?x=1`, 301, `${leaf}?x=1`],
    ['/index.html', 301, '/'], ['/index', 301, '/'], ['/index.html?x=1', 301, '/?x=1'],
    ['/404', 404], ['/404.html', 404], ['/_headers', 404], ['/_nginx.conf', 404],
    ['/no-such-page', 404], ['/no-such-page/', 301, '/no-such-page'], [`${leaf}/no-such-page`, 404], ['/assets/no-such-file.js', 404],
    ['/sitemap.xml', 200], ['/robots.txt', 200], ['/manifest.webmanifest', 200], ['/favicon.ico', 200], ['/share.png', 200],
    ...spanishCases(paths),
  ];
}

/** The Spanish pages (under /es) keep the same rules, and an unknown path there gets the Spanish
 * not-found page (the fourth element: the language of the not-found page). */
function spanishCases(paths) {
  const es = paths.filter((p) => p === '/es' || p.startsWith('/es/'));
  const leaf = es.find((p) => p !== '/es' && !es.some((q) => q.startsWith(`${p}/`)));
  if (!leaf) return [];
  return [
    ['/es', 200], ['/es/', 301, '/es'], [leaf, 200], [`${leaf}/`, 301, leaf], [`${leaf}.html`, 301, leaf],
    ['/es/no-such-page', 404, undefined, 'es'], [`${leaf}/no-such-page`, 404, undefined, 'es'], ['/es/404', 404, undefined, 'es'], ['/es/404.html', 404, undefined, 'es'],
  ];
}

/** Paths made to turn a redirect into one to another site: a browser reads a backslash, or a tab
 * it drops, after the first "/" as "//", the start of another host. No server of the site may
 * answer them with a Location that leaves it. */
export const HOSTILE_REDIRECTS = ['//evil.example/', '//evil.example/x/', '///evil.example/', '/%5Cevil.example/x/', '/%5C/',
  '/%5C%5Cevil.example/', '/%09/evil.example/', '/%2F%2Fevil.example/', '/%5Cevil.example.html', '/%09/evil.example.html',
  '/.//evil.example/', '/x/..//evil.example/', '/%0D%0ALocation:%20https://evil.example/', '/%E2%80%AE/evil.example/'];

/** Whether a redirect's Location stays on the site at `origin` (or there is none). */
export const staysOnSite = (location, origin) => location === undefined
  || (!/[\u0000-\u0020\u007f\\]/.test(location) && new URL(location, origin).origin === origin);

/** Files a deploy may leave in the site's folder that are never served: dot-entries (a checkout's
 * .git/, an .env), and the compressed twins a server sends in place of a file, by their own URL
 * (TWINS: paths; a build writes them only with --precompress, so a test of a default build plants
 * them). `/.well-known/` is public by design. [path, planted content] */
export const HIDDEN_FILES = [['/.env', 'SECRET=1'], ['/.git/config', '[core]'], ['/.git/HEAD', 'ref: refs/heads/main'],
  ['/assets/.env', 'SECRET=2'], ['/es/.htpasswd', 'admin:x'], ['/.hidden/page.html', '<p>hidden</p>']];
export const TWINS = ['/index.html.br', '/index.html.gz', '/404.html.gz'];
export const WELL_KNOWN = ['/.well-known/security.txt', 'Contact: mailto:security@example.org'];
