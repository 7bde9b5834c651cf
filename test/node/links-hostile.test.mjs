// The link check against answers meant to mislead or stall it, from a local server: redirects to
// data:, file: and javascript: addresses, headers larger than a client reads, and hosts that keep
// answering "429, try again in 30 s". Each link gets a class and a reason a maintainer can act
// on, and the whole check ends within its deadline however many links stall.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkUrl } from '../../scripts/links/check.mjs';

const root = join(import.meta.dirname, '../..');
const dir = join(root, '.cache/links-hostile');
let server;
let base;

test.before(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    const to = (status, location) => { res.writeHead(status, { location }); res.end(); };
    if (path === '/to-data') return to(301, 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==');
    if (path === '/to-file') return to(302, 'file:///etc/passwd');
    if (path === '/to-javascript') return to(302, 'javascript:alert(1)');
    if (path === '/then-data') return to(301, '/to-data');
    if (path === '/huge-headers') { res.writeHead(200, { 'x-filler': 'x'.repeat(64 * 1024) }); return res.end(); }
    if (path.startsWith('/busy')) { res.writeHead(429, { 'retry-after': '30' }); return res.end(); }
    res.writeHead(200);
    res.end('ok');
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${server.address().port}`;
  await mkdir(dir, { recursive: true });
});
test.after(() => { server.closeAllConnections(); server.close(); });

const quick = { timeoutMs: 3000, retries: 0 };

test('a redirect to a data: address is broken, never "update the link to data:…"', async () => {
  for (const path of ['/to-data', '/then-data']) {
    const r = await checkUrl(`${base}${path}`, quick);
    assert.is(r.status, 'broken', path);
    assert.is(r.updateTo, undefined, `${path}: no new address to update the link to`);
    assert.match(r.detail, /^redirects \(301\) to a data: address, which is not a web page: open the link in a browser and replace it with the page it should lead to$/, path);
  }
});

test('redirects to file: and javascript: addresses are broken, not a DNS or connection failure', async () => {
  for (const [path, scheme] of [['/to-file', 'file:'], ['/to-javascript', 'javascript:']]) {
    const r = await checkUrl(`${base}${path}`, quick);
    assert.is(r.status, 'broken', path);
    assert.is(r.detail, `redirects (302) to a ${scheme} address, which is not a web page: open the link in a browser and replace it with the page it should lead to`, path);
  }
});

test('an answer whose headers are too large to read is to check by hand, not a connection failure', async () => {
  const r = await checkUrl(`${base}/huge-headers`, quick);
  assert.is(r.status, 'check-by-hand');
  assert.is(r.detail, 'its answer has more headers than this check reads (UND_ERR_HEADERS_OVERFLOW), which a browser may accept: open it in a browser');
});

test('hosts that keep saying "try again in 30 s": the check ends at its deadline, those links not checked (and not failing)', async () => {
  const manifest = join(dir, 'busy.json');
  const busy = Array.from({ length: 12 }, (_, i) => ({ label: `Busy ${i}`, href: `${base}/busy-${i}` }));
  await writeFile(manifest, JSON.stringify({ routes: [{ path: '/', blocks: [{ type: 'linkList', links: [{ label: 'Fine', href: `${base}/ok` }, ...busy] }] }] }, null, 2));
  const started = Date.now();
  const r = await new Promise((done) => execFile(process.execPath, [join(root, 'scripts/links.mjs'), manifest, '--deadline', '4', '--json', join(dir, 'busy-report.json')],
    { cwd: root, env: { ...process.env, GITHUB_ACTIONS: 'false' } }, (err, stdout, stderr) => done({ code: err ? err.code : 0, stdout, stderr })));
  const took = Date.now() - started;
  assert.ok(took < 12_000, `the check took ${took} ms with a deadline of 4 s`);
  assert.is(r.code, 0, `nothing failing: ${r.stdout}${r.stderr}`);
  const report = JSON.parse(await readFile(join(dir, 'busy-report.json'), 'utf8'));
  assert.is(report.options.deadlineMs, 4000);
  assert.is(report.summary.counts.ok, 1);
  assert.is(report.summary.counts['not-checked'], 12);
  assert.is(report.summary.offline, null);
  assert.match(r.stdout, 'Not checked: the check ran out of time before an answer came (--deadline); run it again later (12)');
  assert.match(r.stdout, '12 links not checked: the check stopped at its deadline of 4 s; run it again later, or give it longer with --deadline SECONDS.');
});

test.run();
