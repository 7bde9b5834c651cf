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
