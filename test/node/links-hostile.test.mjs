// The link check against answers meant to mislead or stall it, from a local server: redirects to
// data:, file: and javascript: addresses, and into private networks (a cloud's metadata service),
// headers larger than a client reads, and hosts that keep answering "429, try again in 30 s".
// Each link gets a class and a reason a maintainer can act on, and the whole check ends within its
// deadline however many links stall. The server is on 127.0.0.1, which only the test-only
// allowance (allowLoopback, LINKS_TEST_ALLOW_LOOPBACK=1) lets the check reach: links name it
// "partner.example" (a stand-in DNS answers 127.0.0.1) or, for the command, "links-test.localhost".
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import { lookup as dnsLookup } from 'node:dns';
import diagnostics from 'node:diagnostics_channel';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkUrl } from '../../scripts/links/check.mjs';

const root = join(import.meta.dirname, '../..');
const dir = join(root, '.cache/links-hostile');
let server;
let base; // http://partner.example:PORT, for checkUrl with testDns
let localBase; // http://links-test.localhost:PORT, for the command

test.before(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    const to = (status, location) => { res.writeHead(status, { location }); res.end(); };
    if (path === '/to-data') return to(301, 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==');
    if (path === '/to-file') return to(302, 'file:///etc/passwd');
    if (path === '/to-javascript') return to(302, 'javascript:alert(1)');
    if (path === '/then-data') return to(301, '/to-data');
    if (path === '/to-metadata') return to(302, 'http://169.254.169.254/latest/meta-data/');
    if (path === '/to-private') return to(301, 'http://10.0.0.1/admin');
    if (path === '/to-spelled-private') return to(307, 'http://0xa.1/');
    if (path === '/to-link-local-v6') return to(302, 'http://[fe80::1]/');
    if (path === '/to-mapped') return to(302, 'http://[::ffff:192.168.1.1]/');
    if (path === '/then-metadata') return to(301, '/to-metadata');
    if (path === '/to-intranet') return to(302, 'http://intranet.example/');
    if (path === '/huge-headers') { res.writeHead(200, { 'x-filler': 'x'.repeat(64 * 1024) }); return res.end(); }
    if (path.startsWith('/busy')) { res.writeHead(429, { 'retry-after': '30' }); return res.end(); }
    res.writeHead(200);
    res.end('ok');
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://partner.example:${server.address().port}`;
  localBase = `http://links-test.localhost:${server.address().port}`;
  await mkdir(dir, { recursive: true });
});
test.after(() => { server.closeAllConnections(); server.close(); });

/** DNS as the tests want it: partner.example, a public-looking name, is the test's server, and
 * intranet.example is on a private network; every other name as usual. */
const testDns = (hostname, options, callback) => {
  const address = { 'partner.example': '127.0.0.1', 'intranet.example': '10.0.0.1' }[hostname];
  if (!address) return dnsLookup(hostname, options, callback);
  return options.all ? callback(null, [{ address, family: 4 }]) : callback(null, address, 4);
};
const quick = { timeoutMs: 3000, retries: 0, allowLoopback: true, lookup: testDns };

/** The hosts fetch began to connect to while `run` ran (undici announces each connection first). */
async function connectionsDuring(run) {
  const hosts = [];
  const seen = ({ connectParams }) => hosts.push(connectParams.hostname);
  diagnostics.subscribe('undici:client:beforeConnect', seen);
  try {
    return { result: await run(), hosts };
  } finally {
    diagnostics.unsubscribe('undici:client:beforeConnect', seen);
  }
}

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

test('a redirect into a private network (a cloud\'s metadata service, 10.0.0.1, however spelled) is broken, and never connected to', async () => {
  const cases = [
    ['/to-metadata', 302, 'http://169.254.169.254/latest/meta-data/', '169.254.169.254, link-local'],
    ['/then-metadata', 302, 'http://169.254.169.254/latest/meta-data/', '169.254.169.254, link-local'],
    ['/to-private', 301, 'http://10.0.0.1/admin', '10.0.0.1, private network'],
    ['/to-spelled-private', 307, 'http://10.0.0.1/', '10.0.0.1, private network'],
    ['/to-link-local-v6', 302, 'http://[fe80::1]/', 'fe80::1, link-local'],
    ['/to-mapped', 302, 'http://[::ffff:c0a8:101]/', '::ffff:c0a8:101, private network'],
  ];
  for (const [path, status, to, what] of cases) {
    const { result: r, hosts } = await connectionsDuring(() => checkUrl(`${base}${path}`, quick));
    assert.is(r.status, 'broken', path);
    assert.is(r.updateTo, undefined, `${path}: no new address to update the link to`);
    assert.is(r.detail, `redirects (${status}) to a private address, ${to} (${what}): not on the public web, so the check does not connect to it; open the link in a browser and replace it with the page it should lead to`, path);
    assert.equal(hosts.filter((h) => h !== 'partner.example'), [], `${path}: no connection begun but to the test's server`);
  }
});

test('a name that resolves to a private address is refused by the connection\'s own lookup, for a redirect and for the link itself', async () => {
  const { result: r, hosts } = await connectionsDuring(() => checkUrl(`${base}/to-intranet`, quick));
  assert.is(r.status, 'broken');
  assert.is(r.requests, 2, 'the refusal is not retried');
  assert.is(r.detail, 'redirects (302) to a private address, http://intranet.example/ (intranet.example resolves to 10.0.0.1, private network): not on the public web, so the check does not connect to it; open the link in a browser and replace it with the page it should lead to');
  assert.not.ok(hosts.includes('10.0.0.1'), 'no connection to the address the name resolved to');
  const direct = await checkUrl('http://intranet.example/page', quick);
  assert.is(direct.detail, 'its host is a private address (intranet.example resolves to 10.0.0.1, private network): not on the public web, so the check does not connect to it; link to the page\'s public address instead');
  // Without the test-only allowance, a name under localhost is this machine, and private too.
  const local = await checkUrl(`${localBase}/ok`, { timeoutMs: 3000, retries: 0 });
  assert.is(local.detail, 'its host is a private address (links-test.localhost resolves to 127.0.0.1, loopback): not on the public web, so the check does not connect to it; link to the page\'s public address instead');
  assert.is((await checkUrl(`${localBase}/ok`, { timeoutMs: 3000, retries: 0, allowLoopback: true })).status, 'ok');
});

test('without the test-only allowance, the test\'s own server is refused before any request: the allowance is off by default', async () => {
  const port = new URL(base).port;
  const { result: r, hosts } = await connectionsDuring(() => checkUrl(`http://127.0.0.1:${port}/ok`, { timeoutMs: 3000, retries: 0 }));
  assert.is(r.status, 'broken');
  assert.is(r.requests, 0);
  assert.is(r.detail, 'its host is a private address (127.0.0.1, loopback): not on the public web, so the check does not connect to it; link to the page\'s public address instead');
  assert.equal(hosts, []);
  const named = await checkUrl(`${base}/ok`, { ...quick, allowLoopback: false });
  assert.is(named.detail, 'its host is a private address (partner.example resolves to 127.0.0.1, loopback): not on the public web, so the check does not connect to it; link to the page\'s public address instead');
  assert.is((await checkUrl(`${base}/ok`, quick)).status, 'ok');
  assert.is((await checkUrl(`http://127.0.0.1:${port}/ok`, quick)).status, 'ok');
  for (const address of ['http://0x7f.1/', 'http://2130706433/', 'http://[::1]/', 'http://0.0.0.0/', 'http://100.64.0.1/', 'http://172.31.255.255/', 'http://192.168.0.1/', 'http://224.0.0.1/', 'http://[fd00::1]/', 'http://[ff02::1]/']) {
    const refused = await checkUrl(address, { timeoutMs: 3000, retries: 0 });
    assert.is(refused.status, 'broken', address);
    assert.is(refused.requests, 0, address);
    assert.match(refused.detail, /^its host is a private address \(/, address);
  }
});

test('npm run links: a link that redirects to 169.254.169.254 is a failing link, reported where it is written', async () => {
  const manifest = join(dir, 'metadata.json');
  const href = `${localBase}/to-metadata`;
  const text = JSON.stringify({ routes: [{ path: '/', blocks: [{ type: 'linkList', links: [{ label: 'Partner', href }] }] }] }, null, 2);
  await writeFile(manifest, text);
  const before = text.slice(0, text.indexOf(JSON.stringify(href)));
  const at = `${before.split('\n').length}:${before.length - before.lastIndexOf('\n')}`;
  const r = await new Promise((done) => execFile(process.execPath, [join(root, 'scripts/links.mjs'), manifest],
    { cwd: root, env: { ...process.env, GITHUB_ACTIONS: 'false', LINKS_TEST_ALLOW_LOOPBACK: '1' } }, (err, stdout, stderr) => done({ code: err ? err.code : 0, stdout, stderr })));
  assert.is(r.code, 1, r.stdout + r.stderr);
  assert.match(r.stdout, `  302  ${href}\n       redirects (302) to a private address, http://169.254.169.254/latest/meta-data/ (169.254.169.254, link-local): not on the public web, so the check does not connect to it; open the link in a browser and replace it with the page it should lead to\n       ${manifest}:${at}  route "/" > block 1 (linkList) > link 1 "Partner" > href\n`);
  // Without the allowance the check refuses the test's server itself.
  const off = await new Promise((done) => execFile(process.execPath, [join(root, 'scripts/links.mjs'), manifest],
    { cwd: root, env: { ...process.env, GITHUB_ACTIONS: 'false', LINKS_TEST_ALLOW_LOOPBACK: '' } }, (err, stdout) => done({ code: err ? err.code : 0, stdout })));
  assert.is(off.code, 1);
  assert.match(off.stdout, 'its host is a private address (links-test.localhost resolves to 127.0.0.1, loopback)');
});

test('an answer whose headers are too large to read is to check by hand, not a connection failure', async () => {
  const r = await checkUrl(`${base}/huge-headers`, quick);
  assert.is(r.status, 'check-by-hand');
  assert.is(r.detail, 'its answer has more headers than this check reads (UND_ERR_HEADERS_OVERFLOW), which a browser may accept: open it in a browser');
});

test('hosts that keep saying "try again in 30 s": the check ends at its deadline, those links not checked (and not failing)', async () => {
  const manifest = join(dir, 'busy.json');
  const busy = Array.from({ length: 12 }, (_, i) => ({ label: `Busy ${i}`, href: `${localBase}/busy-${i}` }));
  await writeFile(manifest, JSON.stringify({ routes: [{ path: '/', blocks: [{ type: 'linkList', links: [{ label: 'Fine', href: `${localBase}/ok` }, ...busy] }] }] }, null, 2));
  const started = Date.now();
  const r = await new Promise((done) => execFile(process.execPath, [join(root, 'scripts/links.mjs'), manifest, '--deadline', '4', '--json', join(dir, 'busy-report.json')],
    { cwd: root, env: { ...process.env, GITHUB_ACTIONS: 'false', LINKS_TEST_ALLOW_LOOPBACK: '1' } }, (err, stdout, stderr) => done({ code: err ? err.code : 0, stdout, stderr })));
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
