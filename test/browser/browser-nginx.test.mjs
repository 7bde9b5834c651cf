// The deploy, proven on a real web server: Debian's nginx serves the built site through the config
// the build writes (dist/_nginx.conf). The site is built as for nginx, with its .br and .gz twins
// (npm run build -- --precompress). Checked: the exact headers of pages, hashed assets and
// route.json; one URL per page; the not-found page with status 404; brotli and gzip sent from the
// twins, and a site built without them (the default build) gzipped as it is sent; the TLS
// example (deploy/nginx.conf) with HSTS; and, in Chromium under the real Content-Security-Policy,
// every route loaded and every kind of interactive part used with no policy violation and no error.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';
import { browserAvailable, buildOnceForTests, CHROMIUM_ARGS, distDir, findChromium, root } from '../browser-helpers/harness.mjs';
import { nginxAvailable, startNginx, testServer, tlsExampleServers } from '../browser-helpers/nginx.mjs';
import { fetchRaw, headLines } from '../helpers/http.mjs';
import { exerciseSite } from '../browser-helpers/exercise.mjs';
import { HIDDEN_FILES, HOSTILE_REDIRECTS, staysOnSite, TWINS, urlCases, WELL_KNOWN } from '../helpers/url-cases.mjs';
import { firstLoad, listFiles } from '../../scripts/bench/support/first-load.mjs';
import { expectedSecurityHeaders, IMMUTABLE, REVALIDATE } from '../helpers/expected-policy.mjs';

const site = JSON.parse(readFileSync(join(root, 'data/site.json'), 'utf8'));
const SECURITY = expectedSecurityHeaders(site);
/** The site as built for nginx, with a .br and a .gz beside each text file (npm run build --
 * --precompress). The browser tests' own site (distDir) is the default build, without them. */
const siteDir = join(root, '.cache/browser-nginx-dist');
/** The .br and .gz files under `dir`, as paths in it. */
const twinsIn = (dir) => listFiles(dir).map((f) => f.file.slice(dir.length)).filter((f) => /\.(br|gz)$/.test(f));
/** The largest script of the first load of / in `dir` (the entry itself only imports the app's stages). */
const largestScript = (dir) => firstLoad(dir, '/').files.filter((f) => f.kind === 'js').sort((a, b) => b.bytes - a.bytes)[0].url;

let server;
let origin;
let built;

const header = (res, name) => res.headers[name.toLowerCase()];
/** A request written byte for byte (one no HTTP client would send); resolves to the whole answer. */
const rawRequest = (text) => new Promise((ok, fail) => {
  const socket = connect(server.ports[0], '127.0.0.1', () => socket.end(text));
  let got = '';
  socket.on('data', (d) => { got += d; });
  socket.on('end', () => ok(got));
  socket.on('error', fail);
});
function expectHeaders(res, expected, where) {
  for (const [name, value] of Object.entries(expected)) assert.is(header(res, name), value, `${where}: ${name}`);
}

if (browserAvailable(test) && nginxAvailable(test)) {
  test.before(async () => {
    built = await buildOnceForTests({ outDir: siteDir, precompress: true });
    server = await startNginx(testServer(siteDir));
    origin = `http://127.0.0.1:${server.ports[0]}`;
  });
  test.after(async () => { await server?.close(); });

  test('headers: a page, a hashed script and a route.json, exactly', async () => {
    const entry = built.entry;
    const leaf = built.manifest.routes.find((r) => r.path !== '/').path;
    const cases = [
      ['/', { ...SECURITY, 'content-type': 'text/html; charset=utf-8', 'cache-control': REVALIDATE, vary: 'Accept-Encoding', server: 'nginx' }],
      [entry, { ...SECURITY, 'content-type': 'application/javascript; charset=utf-8', 'cache-control': IMMUTABLE, vary: 'Accept-Encoding' }],
      [`${leaf}/route.json`, { ...SECURITY, 'content-type': 'application/json; charset=utf-8', 'cache-control': REVALIDATE, vary: 'Accept-Encoding' }],
      [built.css, { ...SECURITY, 'content-type': 'text/css; charset=utf-8', 'cache-control': IMMUTABLE }],
      ['/manifest.webmanifest', { ...SECURITY, 'content-type': 'application/manifest+json; charset=utf-8', 'cache-control': REVALIDATE }],
      ['/share.png', { ...SECURITY, 'content-type': 'image/png', 'cache-control': REVALIDATE }],
    ];
    for (const [path, expected] of cases) {
      const res = await fetchRaw(origin, path, { headers: { 'Accept-Encoding': 'br, gzip' } });
      assert.is(res.status, 200, path);
      expectHeaders(res, expected, path);
      if (path === '/' || path === entry || path.endsWith('/route.json')) console.log(`\n  GET ${path} (Accept-Encoding: br, gzip)\n    ${headLines(res).split('\n').join('\n    ')}`);
    }
  });

  test('one URL per page, the not-found page with 404, host files never served', async () => {
    for (const [path, status, location, lang = 'en'] of urlCases(built.manifest.routes)) {
      const notFoundTitle = built.manifest.locales[lang].site.notFound.title;
      const res = await fetchRaw(origin, path);
      assert.is(res.status, status, `GET ${path}`);
      assert.is(header(res, 'location'), location, `GET ${path}: Location`);
      expectHeaders(res, { ...SECURITY, 'cache-control': REVALIDATE }, `GET ${path}`);
      if (status === 404) assert.match(res.body.toString('utf8'), notFoundTitle, `GET ${path}: the not-found page`);
    }
  });

  test('no redirect leaves the site, whatever the path holds (a backslash, a tab, slashes)', async () => {
    for (const path of HOSTILE_REDIRECTS) {
      const res = await fetchRaw(origin, path);
      assert.ok(staysOnSite(header(res, 'location'), origin), `GET ${path}: ${res.status} Location ${JSON.stringify(header(res, 'location'))}`);
    }
  });

  test('dot-entries a deploy leaves in the folder and the compressed twins are never served; /.well-known/ is', async () => {
    const planted = [...HIDDEN_FILES, WELL_KNOWN];
    try {
      for (const [path, body] of planted) {
        mkdirSync(dirname(join(siteDir, path)), { recursive: true });
        writeFileSync(join(siteDir, path), body);
      }
      const script = largestScript(siteDir);
      const twins = [...TWINS, `${script}.br`, `${script}.gz`];
      // The build wrote them: a 404 is nginx refusing them, not a file missing.
      for (const path of twins) assert.ok(existsSync(join(siteDir, path)), `${path} is in the folder`);
      for (const path of [...HIDDEN_FILES.map(([p]) => p), ...twins, '/.git/', '/.git']) {
        const res = await fetchRaw(origin, path);
        assert.is(res.status, 404, `GET ${path}`);
        assert.match(res.body.toString('utf8'), built.manifest.site.notFound.title, `GET ${path}: the not-found page`);
        expectHeaders(res, { ...SECURITY, 'cache-control': REVALIDATE }, `GET ${path}`);
      }
      const wellKnown = await fetchRaw(origin, WELL_KNOWN[0]);
      assert.is(wellKnown.status, 200);
      assert.is(wellKnown.body.toString('utf8'), WELL_KNOWN[1]);
    } finally {
      for (const dir of ['.env', '.git', 'assets/.env', 'es/.htpasswd', '.hidden', '.well-known']) rmSync(join(siteDir, dir), { recursive: true, force: true });
    }
  });

  test('every header once, with its Cache-Control, on answers nginx makes itself: an unsatisfiable range, a bad request, a too long address', async () => {
    const once = (res, where) => {
      const names = [];
      for (let i = 0; i < res.raw.length; i += 2) names.push(res.raw[i].toLowerCase());
      assert.equal(names.filter((n, i) => names.indexOf(n) !== i), [], `${where}: headers sent twice`);
      expectHeaders(res, { ...SECURITY, 'cache-control': REVALIDATE }, where);
    };
    const range = await fetchRaw(origin, '/', { headers: { Range: 'bytes=99999999-' } });
    assert.ok(range.status === 200 || range.status === 416, `Range past the end: ${range.status}`);
    once(range, 'Range past the end');
    once(await fetchRaw(origin, '/', { headers: { Range: 'bytes=0-9' } }), 'a satisfiable Range');
    const long = await fetchRaw(origin, `/${'a'.repeat(20_000)}`);
    assert.is(long.status, 414);
    once(long, 'an address of 20,000 characters');
    const bad = await rawRequest(`GET /%00 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    assert.match(bad, /^HTTP\/1\.1 400 /);
    assert.match(bad, `\r\nCache-Control: ${REVALIDATE}\r\n`);
    assert.match(bad, `\r\nContent-Security-Policy: ${SECURITY['content-security-policy']}\r\n`);
  });

  test('answers nginx gives before it reads the whole request carry every header: too large a cookie or header, TRACE, odd methods and versions', async () => {
    // nginx refuses these while still reading the request head, before the server's "set" of the
    // Cache-Control: raw sockets, as no HTTP client sends them.
    const cases = [
      ['a cookie of 20 KB', `GET / HTTP/1.1\r\nHost: localhost\r\nCookie: a=${'x'.repeat(20_000)}\r\nConnection: close\r\n\r\n`, 400],
      ['a header of 20 KB', `GET / HTTP/1.1\r\nHost: localhost\r\nX-Long: ${'x'.repeat(20_000)}\r\nConnection: close\r\n\r\n`, 400],
      ['TRACE', 'TRACE / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 405],
      ['CONNECT', 'CONNECT localhost:443 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 400],
      ['an unknown method', 'FROB / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 405],
      ['POST', 'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n', 405],
      ['HTTP/2.0 in plain text', 'GET / HTTP/2.0\r\nHost: localhost\r\nConnection: close\r\n\r\n', 505],
      ['an unknown Transfer-Encoding', 'GET / HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: frob\r\nConnection: close\r\n\r\n', 501],
    ];
    for (const [what, text, status] of cases) {
      const answer = await rawRequest(text);
      const head = answer.slice(0, answer.indexOf('\r\n\r\n'));
      assert.match(head, new RegExp(`^HTTP/1\\.1 ${status} `), `${what}: status`);
      const lines = head.split('\r\n').slice(1).map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]);
      const names = lines.map(([n]) => n);
      assert.equal(names.filter((n, i) => names.indexOf(n) !== i), [], `${what}: headers sent twice`);
      const got = Object.fromEntries(lines);
      for (const [name, value] of Object.entries({ ...SECURITY, 'cache-control': REVALIDATE })) assert.is(got[name], value, `${what}: ${name}`);
    }
  });

  test('brotli and gzip sent from the precompressed twins, byte for byte; plain bytes without Accept-Encoding', async () => {
    const script = largestScript(siteDir);
    // [URL, the file it is sent from]
    for (const [path, file] of [['/', '/index.html'], [script, script], [built.css, built.css], ['/route.json', '/route.json'], ['/no-such-page', '/404.html']]) {
      const plain = await fetchRaw(origin, path);
      assert.is(header(plain, 'content-encoding'), undefined, `${path} without Accept-Encoding`);
      assert.ok(plain.body.equals(readFileSync(join(siteDir, file))), `${path}: the bytes of ${file}`);
      const br = await fetchRaw(origin, path, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      assert.is(header(br, 'content-encoding'), 'br', `${path}: br preferred`);
      assert.is(header(br, 'vary'), 'Accept-Encoding', `${path}: br, Vary`);
      assert.ok(brotliDecompressSync(br.body).equals(plain.body), `${path}: br decodes to the file`);
      assert.ok(br.body.equals(readFileSync(join(siteDir, `${file}.br`))), `${path}: br is ${file}.br as the build wrote it`);
      assert.ok(br.body.length < plain.body.length / 2, `${path}: br is less than half the size`);
      const gz = await fetchRaw(origin, path, { headers: { 'Accept-Encoding': 'gzip' } });
      assert.is(header(gz, 'content-encoding'), 'gzip', `${path}: gzip`);
      assert.ok(gunzipSync(gz.body).equals(plain.body), `${path}: gzip decodes to the file`);
      // Not gzipped on the fly (gzip on is there for a site built without twins): the twin itself.
      assert.ok(gz.body.equals(readFileSync(join(siteDir, `${file}.gz`))), `${path}: gzip is ${file}.gz as the build wrote it`);
    }
  });

  test('a site built without twins (the default build) is gzipped as nginx sends it; the twins\' URLs stay 404', async () => {
    // The browser tests' site: npm test has built it already (test/run.mjs).
    const plainBuilt = await buildOnceForTests();
    assert.equal(twinsIn(distDir), [], 'the default build writes no .br or .gz');
    const plainServer = await startNginx(testServer(distDir));
    try {
      const at = `http://127.0.0.1:${plainServer.ports[0]}`;
      const leaf = plainBuilt.manifest.routes.find((r) => r.path !== '/').path;
      const script = largestScript(distDir);
      for (const path of ['/', leaf, script, plainBuilt.css, `${leaf}/route.json`, '/manifest.webmanifest', '/no-such-page']) {
        const plain = await fetchRaw(at, path);
        assert.is(header(plain, 'content-encoding'), undefined, `${path} without Accept-Encoding`);
        for (const accept of ['gzip', 'gzip, deflate, br']) {
          const gz = await fetchRaw(at, path, { headers: { 'Accept-Encoding': accept } });
          assert.is(gz.status, plain.status, `${path} (${accept}): status`);
          // nginx cannot make brotli on the fly (Debian's module sends .br files only): gzip.
          assert.is(header(gz, 'content-encoding'), 'gzip', `${path} (${accept}): Content-Encoding`);
          assert.is(header(gz, 'vary'), 'Accept-Encoding', `${path} (${accept}): Vary`);
          expectHeaders(gz, SECURITY, `${path} (${accept})`);
          assert.ok(gunzipSync(gz.body).equals(plain.body), `${path} (${accept}): gzip decodes to the file`);
          assert.ok(gz.body.length < plain.body.length, `${path} (${accept}): gzip is smaller (${gz.body.length} of ${plain.body.length} bytes)`);
        }
      }
      for (const path of [...TWINS, `${script}.br`, `${script}.gz`]) {
        const res = await fetchRaw(at, path);
        assert.is(res.status, 404, `GET ${path}`);
        assert.match(res.body.toString('utf8'), plainBuilt.manifest.site.notFound.title, `GET ${path}: the not-found page`);
      }
    } finally {
      await plainServer.close();
    }
  });

  test('the TLS example (deploy/nginx.conf): HTTPS with HSTS and the site\'s headers; plain HTTP redirects to HTTPS', async () => {
    const example = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8');
    const tls = await startNginx(tlsExampleServers(example, siteDir), { count: 2 });
    try {
      const [httpPort, httpsPort] = tls.ports;
      const res = await fetchRaw(`https://127.0.0.1:${httpsPort}`, '/');
      assert.is(res.status, 200);
      expectHeaders(res, { ...SECURITY, 'strict-transport-security': 'max-age=63072000; includeSubDomains', 'cache-control': REVALIDATE }, 'https /');
      const missing = await fetchRaw(`https://127.0.0.1:${httpsPort}`, '/no-such-page');
      assert.is(missing.status, 404);
      assert.is(header(missing, 'strict-transport-security'), 'max-age=63072000; includeSubDomains', 'HSTS on a 404 too');
      const plain = await fetchRaw(`http://127.0.0.1:${httpPort}`, '/about?x=1');
      assert.is(plain.status, 301);
      assert.is(header(plain, 'location'), 'https://127.0.0.1/about?x=1');
    } finally {
      await tls.close();
    }
  });

  test('Chromium under the real policy: every route, menus, accordion, tabs, notices, video, in-app navigation', async () => {
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
    try {
      const h = { url: origin, origin, browser, routes: built.manifest.routes, manifest: built.manifest };
      const result = await exerciseSite(h);
      console.log(`\n  [nginx] ${result.pages} page loads, ${result.actions.length} interactions (${result.actions.join(', ')}): `
        + `${result.violations.length} Content-Security-Policy violations, ${result.problems.length} errors; canary violation seen: ${result.canarySeen}`);
      assert.ok(result.canarySeen, 'an image from a host the policy does not name is reported (the recording works)');
      assert.equal(result.violations, [], 'securitypolicyviolation events');
      assert.equal(result.problems, [], 'console errors, page errors, failed requests');
      assert.equal(result.actions, result.expected, 'every kind of interactive part did what it should');
    } finally {
      await browser.close();
    }
  });
}

test.run();
