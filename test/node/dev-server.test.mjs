// The dev server (scripts/lib/static-server.mjs, behind npm start) answers like the hosts: the
// same headers, read from the built dist/_headers, and the same URLs (one per page, 404 page).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite } from '../../scripts/build/pipeline.mjs';
import { root } from '../../scripts/lib/paths.mjs';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { fetchRaw } from '../helpers/http.mjs';
import { expectedSecurityHeaders, IMMUTABLE, REVALIDATE } from '../helpers/expected-policy.mjs';
import { HIDDEN_FILES, HOSTILE_REDIRECTS, staysOnSite, TWINS, urlCases, WELL_KNOWN } from '../helpers/url-cases.mjs';

const out = join(root, '.cache/dev-server-dist');
const site = JSON.parse(readFileSync(join(root, 'data/site.json'), 'utf8'));
const SECURITY = expectedSecurityHeaders(site);
const INJECTED = '<script src="/__live.js"></script>';
let built;
let server;

test.before(async () => {
  built = await buildSite({ outDir: out, log: null, withManifest: true });
  server = await startStaticServer({ root: out, port: 0, inject: INJECTED });
});
test.after(async () => { await server?.close(); });

function expectHeaders(res, expected, where) {
  for (const [name, value] of Object.entries(expected)) assert.is(res.headers[name], value, `${where}: ${name}`);
}

test('the security headers of dist/_headers on every answer, with the cache lifetime of each path', async () => {
  const leaf = built.manifest.routes.find((r) => r.path !== '/').path;
  for (const [path, cache, type] of [
    ['/', REVALIDATE, 'text/html; charset=utf-8'],
    [leaf, REVALIDATE, 'text/html; charset=utf-8'],
    [`${leaf}/route.json`, REVALIDATE, 'application/json; charset=utf-8'],
    [built.entry, IMMUTABLE, 'text/javascript; charset=utf-8'],
    [built.css, IMMUTABLE, 'text/css; charset=utf-8'],
    ['/manifest.webmanifest', REVALIDATE, 'application/manifest+json; charset=utf-8'],
    ['/assets/no-such-file.js', REVALIDATE, 'text/html; charset=utf-8'],
  ]) {
    const res = await fetchRaw(server.url, path);
    expectHeaders(res, { ...SECURITY, 'cache-control': cache, 'content-type': type }, path);
  }
});

test('one URL per page: the same answers as nginx', async () => {
  for (const [path, status, location, lang = 'en'] of urlCases(built.manifest.routes)) {
    const res = await fetchRaw(server.url, path);
    assert.is(res.status, status, `GET ${path}`);
    assert.is(res.headers.location, location, `GET ${path}: Location`);
    expectHeaders(res, { ...SECURITY, 'cache-control': REVALIDATE }, `GET ${path}`);
    // An unknown path under /es gets the Spanish not-found page.
    if (status === 404) assert.match(res.body.toString('utf8'), `<title>${built.manifest.locales[lang].site.notFound.title}`, `GET ${path}: the not-found page`);
  }
});

test('no redirect leaves the site, whatever the path holds', async () => {
  const origin = new URL(server.url).origin;
  for (const path of HOSTILE_REDIRECTS) {
    const res = await fetchRaw(server.url, path);
    assert.ok(staysOnSite(res.headers.location, origin), `GET ${path}: ${res.status} Location ${JSON.stringify(res.headers.location)}`);
  }
  assert.is((await fetchRaw(server.url, '//evil.example/')).headers.location, '/evil.example', 'slashes run together, as nginx merges them');
});

test('dot-entries and compressed twins in dist/ are never served; /.well-known/ is', async () => {
  const { mkdir, rm } = await import('node:fs/promises');
  const { dirname } = await import('node:path');
  // A default build writes no twins (only npm run build -- --precompress does): planted, as a deploy
  // of a precompressed build would leave them.
  const twins = TWINS.map((path) => [path, `the twin ${path}`]);
  const planted = [...HIDDEN_FILES, ...twins, WELL_KNOWN];
  try {
    for (const [path, body] of planted) {
      await mkdir(dirname(join(out, path)), { recursive: true });
      await writeFile(join(out, path), body);
    }
    for (const [path, body] of HIDDEN_FILES) {
      const res = await fetchRaw(server.url, path);
      assert.is(res.status, 404, `GET ${path}`);
      assert.not.match(res.body.toString('utf8'), body, `GET ${path}: nothing of the file`);
      assert.is(res.headers['cache-control'], REVALIDATE, `GET ${path}: Cache-Control`);
    }
    for (const [path, body] of twins) {
      const res = await fetchRaw(server.url, path);
      assert.is(res.status, 404, `GET ${path}`);
      assert.not.match(res.body.toString('utf8'), body, `GET ${path}: nothing of the file`);
    }
    const wellKnown = await fetchRaw(server.url, WELL_KNOWN[0]);
    assert.is(wellKnown.status, 200);
    assert.is(wellKnown.body.toString('utf8'), WELL_KNOWN[1]);
  } finally {
    for (const dir of ['.env', '.git', 'assets/.env', 'es/.htpasswd', '.hidden', '.well-known', ...TWINS]) await rm(join(out, dir), { recursive: true, force: true });
  }
});

test('pages get the live-reload script as a file (no inline script under the policy)', async () => {
  const page = (await fetchRaw(server.url, '/')).body.toString('utf8');
  assert.ok(page.includes(`${INJECTED}</body>`), 'the script tag is added before </body>');
  const inline = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => !/\bsrc=/.test(m[1]) && !/type="application\/(ld\+)?json"/.test(m[1]));
  assert.equal(inline.map((m) => m[0].slice(0, 80)), [], 'no inline script');
});

test('a rebuilt _headers takes effect without a restart', async () => {
  const before = await fetchRaw(server.url, '/');
  const { writeFile } = await import('node:fs/promises');
  const file = join(out, '_headers');
  const original = readFileSync(file, 'utf8');
  try {
    await writeFile(file, original.replace('X-Content-Type-Options: nosniff', 'X-Content-Type-Options: changed'));
    assert.is((await fetchRaw(server.url, '/')).headers['x-content-type-options'], 'changed');
  } finally {
    await writeFile(file, original);
  }
  assert.is(before.headers['x-content-type-options'], 'nosniff');
});

test('a symbolic link in dist/ to a file outside it is never served', async () => {
  const { symlink, rm, writeFile, mkdir } = await import('node:fs/promises');
  const secret = join(root, '.cache/dev-server-secret.txt');
  await writeFile(secret, 'a private file outside dist/');
  await mkdir(join(out, 'links'), { recursive: true });
  const cases = [['/links/passwd', '/etc/passwd'], ['/links/secret.txt', secret], ['/links/secret', secret]];
  try {
    for (const [path, target] of cases) {
      await rm(join(out, path), { force: true });
      await symlink(target, join(out, path === '/links/secret' ? `${path}.html` : path));
      const res = await fetchRaw(server.url, path);
      assert.is(res.status, 404, `GET ${path} (a link to ${target})`);
      assert.not.match(res.body.toString('utf8'), /root:|private file/, `GET ${path}: nothing of the file`);
    }
  } finally {
    await rm(join(out, 'links'), { recursive: true, force: true });
  }
});

test.run();
