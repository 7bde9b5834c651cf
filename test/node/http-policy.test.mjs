// The HTTP policy module (scripts/lib/http-policy.mjs) and the host files made from it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { canonicalPath, contentSecurityPolicy, HASHED_FOLDERS, HIDDEN, headerRules, headersFor, IMMUTABLE, parseHeadersFile, REVALIDATE,
  toHeadersFile } from '../../scripts/lib/http-policy.mjs';
import { nginxConfig } from '../../scripts/build/nginx-config.mjs';

const origins = { frames: ['https://www.youtube.com', 'https://player.vimeo.com'], images: ['https://drive.google.com', 'https://*.googleusercontent.com'] };

test('the policy allows exactly the hosts the content uses, and nothing inline', () => {
  const csp = contentSecurityPolicy(origins);
  assert.match(csp, "frame-src https://player.vimeo.com https://www.youtube.com;");
  assert.match(csp, "img-src 'self' https://*.googleusercontent.com https://drive.google.com;");
  assert.match(csp, "script-src 'self' 'wasm-unsafe-eval';");
  assert.not.match(csp, 'unsafe-inline');
  assert.not.match(csp, "'unsafe-eval'");
  assert.match(contentSecurityPolicy({ frames: [], images: [] }), "frame-src 'none'");
  assert.match(contentSecurityPolicy({ frames: [], images: [] }), "img-src 'self';");
  assert.match(contentSecurityPolicy({ frames: [], images: [] }), "connect-src 'self';");
  assert.match(contentSecurityPolicy({ frames: [], images: [] }), /form-action 'self'$/);
});

test('a form service a form sends to is allowed to receive the POST and the app\'s request, and nothing else', () => {
  const csp = contentSecurityPolicy({ ...origins, forms: ['https://formspree.io'] });
  assert.match(csp, "connect-src 'self' https://formspree.io;");
  assert.match(csp, /form-action 'self' https:\/\/formspree.io$/);
  assert.match(csp, "script-src 'self' 'wasm-unsafe-eval';");
  assert.match(csp, "default-src 'self';");
});

test('one URL per page: the other forms of a path and where they redirect', () => {
  const cases = { '/': null, '/about': null, '/about/': '/about', '/about//': '/about', '/a/b/': '/a/b', '/about.html': '/about',
    '/index.html': '/', '/index': '/', '/a/index': null, '/a.html/': '/a', '/route.json': null, '/assets/main-ABC.js': null, '//': '/' };
  for (const [path, target] of Object.entries(cases)) assert.is(canonicalPath(path), target, path);
});

test('no redirect to another site: slashes run together, and a path a browser would read as "//host" is not redirected', () => {
  const cases = { '//evil.example/': '/evil.example', '//evil.example': '/evil.example', '///evil.example//': '/evil.example', '/%5Cevil.example/x/': '/%5Cevil.example/x',
    '/\\evil.example/x/': null, '/\\/': null, '/\t/evil.example/': null, '/x/\\evil.example.html': null, '/a b/': null, '/\u202e/': null };
  for (const [path, target] of Object.entries(cases)) assert.is(canonicalPath(path), target, JSON.stringify(path));
});

test('dot-entries and compressed twins are never served; /.well-known/ is', () => {
  for (const p of ['/.env', '/.git/config', '/.git/', '/assets/.env', '/es/.htpasswd', '/.well-known/.secret', '/index.html.br', '/assets/main-X.js.gz', '/.well-known']) assert.ok(HIDDEN.test(p), p);
  for (const p of ['/', '/about', '/.well-known/security.txt', '/assets/main-X.js', '/pagefind/pagefind.js', '/a.b/c', '/brochure', '/x.gzip']) assert.not.ok(HIDDEN.test(p), p);
});

test('_headers: written and read back to the same rules; no header set by two rules that can match one path', () => {
  const rules = headerRules(origins);
  assert.equal(parseHeadersFile(toHeadersFile(rules, 'a comment\nover two lines')), rules);
  const [all, ...folders] = rules;
  assert.is(all.path, '/*');
  for (const r of folders) {
    assert.equal(Object.keys(r.headers).filter((k) => k in all.headers), [], `${r.path} sets no header that /* sets`);
    const prefix = r.path.slice(0, -1);
    assert.equal(folders.filter((o) => o !== r && o.path.startsWith(prefix)).map((o) => o.path), [], `no rule inside ${r.path}`);
  }
  assert.is(headersFor(rules, '/about')['Cache-Control'], REVALIDATE);
  assert.is(headersFor(rules, '/assets/main-ABCDEFGH.js')['Cache-Control'], IMMUTABLE);
  assert.is(headersFor(rules, '/pagefind/fragment/en_1a2b3c.pf_fragment')['Cache-Control'], IMMUTABLE);
  for (const unhashed of ['/pagefind/pagefind.js', '/pagefind/pagefind-entry.json', '/pagefind/pagefind-worker.js', '/pagefind/wasm.en.pagefind', '/pagefind/pagefind.en_1a2b3c.pf_meta']) {
    assert.is(headersFor(rules, unhashed)['Cache-Control'], REVALIDATE, `${unhashed} has no content hash in its name`);
  }
  assert.is(headersFor(rules, '/assets.html')['Cache-Control'], REVALIDATE, 'only inside the folder');
});

test('nginx: every header at server level (a location with its own add_header would drop them), one per hashed folder', () => {
  const conf = nginxConfig(origins);
  const lines = conf.split('\n');
  const adds = lines.filter((l) => l.includes('add_header'));
  assert.is(adds.length, 5);
  assert.ok(adds.every((l) => l.startsWith('add_header ') && l.endsWith(' always;')), adds.join('\n'));
  assert.not.ok(lines.some((l) => l.startsWith('location') && l.includes('add_header')));
  for (const f of HASHED_FOLDERS) assert.ok(conf.includes(`location ^~ ${f} { set $site_cache_control "${IMMUTABLE}"; location ~ "${HIDDEN.source}" { return 404; } try_files $uri =404; }`), f);
  assert.throws(() => nginxConfig({ frames: ['https://a.example/"; evil'], images: [] }), /not a plain origin/);
});

test('nginx: the .br and .gz twins sent when the build wrote them (--precompress), text gzipped as it is sent when not', () => {
  const lines = nginxConfig(origins).split('\n');
  for (const on of ['gzip_static on;', 'brotli_static on;', 'gzip on;', 'gzip_vary on;']) assert.ok(lines.includes(on), on);
  // text/html is always gzipped; the other types of the text files the site serves (browser-nginx.test.mjs sends them).
  const types = lines.find((l) => l.startsWith('gzip_types '))?.slice('gzip_types '.length, -1).split(' ');
  for (const type of ['text/css', 'application/javascript', 'application/json', 'application/manifest+json', 'image/svg+xml', 'text/xml', 'text/plain']) assert.ok(types?.includes(type), `gzip_types ${type}`);
});

test.run();
