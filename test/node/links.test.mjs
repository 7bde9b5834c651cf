// npm run links, end to end against local servers (no test reaches the internet): every class of
// answer, where each bad link is written, the exit status, the JSON report, GitHub annotations,
// and the network-down case.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startLinkServers } from '../helpers/link-server.mjs';
import { linkCases, testManifest } from '../helpers/link-manifest.mjs';

const root = join(import.meta.dirname, '../..');
const dir = join(root, '.cache/links-test');
const manifestFile = join(dir, 'test-manifest.json');
const reportFile = join(dir, 'report.json');
let servers;
let main; // the run over the test manifest: { code, stdout, stderr }

/** Runs the real command as a child process; resolves with its exit code and output. The servers
 * are on 127.0.0.1, which the check reaches only with the test-only allowance. */
function links(args, env = {}) {
  return new Promise((resolve) => {
    execFile(process.execPath, [join(root, 'scripts/links.mjs'), ...args], { cwd: root, env: { ...process.env, GITHUB_ACTIONS: 'false', LINKS_TEST_ALLOW_LOOPBACK: '1', ...env } }, (err, stdout, stderr) => {
      resolve({ code: err ? err.code : 0, stdout, stderr });
    });
  });
}

/** Where an address is written, found by searching the text (independently of the command's own locating). */
function placesOf(text, url) {
  const needle = JSON.stringify(url);
  const found = [];
  for (let i = text.indexOf(needle); i !== -1; i = text.indexOf(needle, i + 1)) {
    const before = text.slice(0, i);
    found.push(`${before.split('\n').length}:${i - before.lastIndexOf('\n')}`);
  }
  return found;
}

test.before(async () => {
  servers = await startLinkServers();
  await mkdir(dir, { recursive: true });
  await writeFile(manifestFile, testManifest(servers));
  // The timeout is short to keep the suite fast, yet long enough for a busy machine to answer locally.
  main = await links([manifestFile, '--timeout', '2', '--concurrency', '3', '--json', reportFile], { GITHUB_ACTIONS: 'true' });
});
test.after(() => servers?.stop());

test('every kind of answer gets its class, and the exit status is 1 because some links fail', () => {
  assert.is(main.code, 1, main.stderr);
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const byUrl = new Map(report.links.map((l) => [l.url, l]));
  for (const [label, url, status] of linkCases(servers)) {
    assert.is(byUrl.get(url)?.status, status, `${label}: ${url}`);
  }
  const get = (path) => byUrl.get(`${servers.base}${path}`);
  assert.is(get('/moved').updateTo, `${servers.base}/ok`);
  assert.equal(get('/temporary').redirects, [{ status: 302, url: `${servers.base}/ok` }]);
  assert.match(get('/loop-a').detail, `redirects in a loop: ${servers.base}/loop-a → ${servers.base}/loop-b → ${servers.base}/loop-a`);
  assert.is(get('/no-head').method, 'GET');
  assert.match(get('/no-head').detail, 'HEAD refused with 405');
  assert.is(get('/reset-head').method, 'GET');
  assert.match(get('/reset-head').detail, 'HEAD failed: other side closed (UND_ERR_SOCKET); checked with GET');
  assert.is(get('/gone').httpStatus, 410);
  assert.match(byUrl.get('http://links-test.invalid/ok').detail, /^(host not found|DNS lookup failed)/);
  assert.match(byUrl.get(`${servers.tlsBase}/ok`).detail, /certificate/);
  assert.is(byUrl.get(`${servers.refusedBase}/ok`).errorCode, 'ECONNREFUSED');
  assert.equal(report.summary.counts, { ok: 6, 'redirected-temporary': 1, 'redirected-permanent': 1, 'check-by-hand': 1, 'not-checked': 0, timeout: 1, 'server-error': 1, tls: 1, unreachable: 2, broken: 4 });
  assert.is(report.summary.failing, 9);
  assert.is(report.summary.offline, null);
  assert.is(report.options.timeoutMs, 2000);
});

test('each address is checked once, wherever it is written, and every place is located at line:col', () => {
  const text = readFileSync(manifestFile, 'utf8');
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const urls = report.links.map((l) => l.url);
  assert.is(new Set(urls).size, urls.length);
  for (const l of report.links) {
    assert.equal(l.places.map((p) => `${p.line}:${p.col}`), placesOf(text, l.url), l.url);
  }
  assert.equal(report.links.find((l) => l.url === `${servers.base}/not-found`).places.map((p) => p.path), ['routes[1].blocks[1].links[4].href', 'routes[1].blocks[2].items[1].blocks[1].links[1].href']);
  // Internal links, mailto: and tel: are not checked; the video frame and site settings are.
  assert.not.ok(urls.some((u) => !/^https?:/.test(u)));
  assert.ok(urls.includes(`${servers.base}/ok-again`));
});

test('the table groups links by status and shows each bad one at file:line:col with its data path', () => {
  const out = main.stdout;
  const text = readFileSync(manifestFile, 'utf8');
  const at = (url) => `${manifestFile}:${placesOf(text, url)[0]}`;
  const order = ['OK (6)', 'Redirected temporarily', 'Moved permanently', 'Check by hand', 'Timeout', 'Server error', 'TLS error', 'DNS / connection failure (2)', 'Broken: gone (404, 410), refused (other 4xx), a redirect loop or not an address (4)'];
  const positions = order.map((h) => out.indexOf(`\n${h}`));
  assert.ok(positions.every((p, i) => p > 0 && (i === 0 || p > positions[i - 1])), `groups in order:\n${out}`);
  assert.match(out, `  404  ${servers.base}/not-found\n       404 Not Found\n       ${at(`${servers.base}/not-found`)}  route "/" > block 1 (linkList) > link 4 "Not found" > href\n`);
  const [, second] = placesOf(text, `${servers.base}/not-found`);
  assert.match(out, `${manifestFile}:${second}  route "/" > block 2 (accordion) > item 1 "More" > block 1 (linkList) > link 1 "Not found again" > href`);
  assert.match(out, `  301  ${servers.base}/moved\n       301 moved to ${servers.base}/ok\n       ${at(`${servers.base}/moved`)}  navigation > link 2 "Partner" > href`);
  assert.match(out, `  —    ${servers.base}/hang\n       no answer within 2 s\n       ${at(`${servers.base}/hang`)}  route "/" > block 1 (linkList) > link 8 "Never answers" > href`);
  assert.match(out, `  403  ${servers.base}/forbidden\n       403 Forbidden: refused this automated check; open it in a browser`);
  assert.match(out, '18 addresses checked in ');
  assert.match(out, ': 6 ok, 1 redirected temporarily, 1 moved permanently, 1 to check by hand, 1 timed out, 1 server error, 1 TLS error, 2 DNS/connection failures, 4 broken.\n9 links failing');
});

test('GITHUB_ACTIONS=true adds an annotation at each place of each link that needs attention', () => {
  const lines = main.stdout.split('\n').filter((l) => l.startsWith('::'));
  const text = readFileSync(manifestFile, 'utf8');
  const [line, col] = placesOf(text, `${servers.base}/gone`)[0].split(':');
  assert.ok(lines.includes(`::error file=${manifestFile.replace(/:/g, '%3A')},line=${line},col=${col},title=Link broken::${servers.base}/gone: 410 Gone (route "/" > block 1 (linkList) > link 5 "Gone" > href)`), lines.join('\n'));
  assert.is(lines.filter((l) => l.startsWith('::error')).length, 10); // 9 failing links, one of them in two places
  assert.is(lines.filter((l) => l.startsWith('::warning')).length, 3); // moved (two places), check by hand
});

test('requests: a clear User-Agent, HEAD then GET where HEAD is refused or hung up on, Retry-After honoured, retries, per-host limit', () => {
  const log = servers.log;
  const of = (path) => log.filter((r) => r.path === path);
  assert.ok(log.every((r) => /^FamilyPracticeTools-LinkCheck\/1\.0 \(/.test(r.userAgent)), log[0].userAgent);
  assert.equal(of('/no-head').map((r) => r.method), ['HEAD', 'GET']);
  // A hang-up is retried first (it may be a passing fault, as /flaky's is), then GET is tried.
  assert.equal(of('/reset-head').map((r) => r.method), ['HEAD', 'HEAD', 'HEAD', 'GET']);
  const busy = of('/busy');
  assert.is(busy.length, 2);
  // Retry-After asks for 2 s, twice the back-off the checker would otherwise wait.
  assert.ok(busy[1].at - busy[0].at >= 1950, `retried after ${busy[1].at - busy[0].at} ms, asked for 2 s`);
  assert.is(of('/flaky').length, 2);
  assert.is(of('/server-error').length, 2, 'a 500 is not retried; HEAD then GET');
  assert.is(of('/hang').length, 1, 'a timeout is not retried');
  assert.is(Math.max(...log.map((r) => r.inFlight)), 3, 'as many requests at once to one host as --concurrency allows, and no more');
});

test('no host answering at all is reported as an unreachable network, exit 2, not as broken links', async () => {
  const file = join(dir, 'offline.json');
  await writeFile(file, JSON.stringify({ site: { connect: { label: 'x', href: 'https://one.invalid/' } }, routes: [{ path: '/', blocks: [{ type: 'linkList', links: [{ label: 'a', href: 'https://two.invalid/page' }] }] }] }, null, 2));
  const r = await links([file, '--timeout', '5', '--json', join(dir, 'offline-report.json')]);
  assert.is(r.code, 2, r.stdout + r.stderr);
  assert.match(r.stdout, 'Network unreachable: none of the 2 hosts answered (');
  assert.match(r.stdout, 'so no link was judged broken');
  assert.not.match(r.stdout, 'DNS / connection failure (', 'the failures are not listed one by one');
  assert.not.match(r.stdout, '::error', 'no annotations outside GitHub Actions');
  assert.is(JSON.parse(readFileSync(join(dir, 'offline-report.json'), 'utf8')).summary.offline.hosts, 2);
});

test('--only-broken lists only failing links; bad options, bad JSON and absurd nesting stop with exit 2 and say why', async () => {
  const file = join(dir, 'two.json');
  await writeFile(file, JSON.stringify({ routes: [{ path: '/', blocks: [{ type: 'linkList', links: [{ label: 'a', href: `${servers.base}/ok` }, { label: 'b', href: `${servers.base}/gone` }] }] }] }, null, 2));
  const r = await links([file, '--only-broken']);
  assert.is(r.code, 1);
  assert.not.match(r.stdout, 'OK (');
  assert.match(r.stdout, `  410  ${servers.base}/gone`);
  assert.match(r.stdout, '2 addresses checked in');
  const bad = await links([file, '--timeout', 'soon']);
  assert.is(bad.code, 2);
  assert.match(bad.stderr, '--timeout must be a positive number, got "soon".');
  const unknown = await links(['--colour']);
  assert.is(unknown.code, 2);
  assert.match(unknown.stderr, "Unknown option '--colour'");
  await writeFile(join(dir, 'syntax.json'), '{\n  "routes": [,]\n}\n');
  const syntax = await links([join(dir, 'syntax.json')]);
  assert.is(syntax.code, 2);
  assert.match(syntax.stderr, `${join(dir, 'syntax.json')}:2:14  (syntax)  JSON syntax error: expected a value`);
  await writeFile(join(dir, 'deep.json'), `{"routes": ${'['.repeat(100_000)}${']'.repeat(100_000)}}`);
  const deep = await links([join(dir, 'deep.json')]);
  assert.is(deep.code, 2, 'nesting no walk could survive is refused with the validator\'s message, not a stack overflow');
  assert.match(deep.stderr, 'nested too deeply');
});

test('a weekly workflow runs the check and keeps the JSON report', () => {
  const file = join(root, '.github/workflows/links.yml');
  assert.ok(existsSync(file));
  const yml = readFileSync(file, 'utf8');
  assert.match(yml, /schedule:\s*\n\s*- cron: '\d+ \d+ \* \* [0-6]'/);
  assert.match(yml, 'npm run links -- --json');
  assert.match(yml, 'upload-artifact');
});

test.run();
