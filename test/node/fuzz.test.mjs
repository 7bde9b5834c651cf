// Fuzzing the validator with a fixed seed: a few hundred mutations of the real data/site.json
// (deep nesting, duplicate keys, byte-order marks, control and invisible characters, truncation,
// stray brackets, wrong types, overlong text, addresses made to inject into the security policy,
// hosts written as IP addresses in any spelling a browser reads as one, "__proto__" in a translation, thousands of unknown keys or wrong items). Whatever the file holds,
// validation returns, never throws, and every problem is one printable line located inside the
// file; the command exits 0 or 1; and a file that validates always makes a policy of plain origins.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { bundleForNode } from '../../scripts/lib/node-bundle.mjs';
import { root } from '../../scripts/lib/paths.mjs';
import { rng } from '../../scripts/bench/support/synthetic-site.mjs';
import { contentSecurityPolicy } from '../../scripts/lib/http-policy.mjs';

const SEED = 20251123;
const MUTATIONS = 300;
const site = readFileSync(join(root, 'data/site.json'), 'utf8');
const run = promisify(execFile);

// The same sequence of mutations on every run.
const random = rng(SEED);
const int = (n) => Math.floor(random() * n);
const pick = (xs) => xs[int(xs.length)];
const at = (s, i, insert, remove = 0) => s.slice(0, i) + insert + s.slice(i + remove);
/** Offsets just after a ':' or '[' (where a value starts), and of the keys. */
const valueStarts = [...site.matchAll(/[:[]\s*/g)].map((m) => m.index + m[0].length);
const keys = [...site.matchAll(/"(\w+)":\s*("(?:[^"\\]|\\.)*"|-?\d+|true|false)/g)];
const strings = [...site.matchAll(/: "((?:[^"\\]|\\.)*)"/g)].map((m) => m.index + 3);
const NASTY = ['\\n', '\\r\\n', '\\t', '\\u0000', '\\u0007', '\\u001b[31m', '\\u001b]0;pwned\\u0007', '\\u009b31m', '\\u202e', '\\u2066',
  '\\ud800', '\\udfff', '\\u2028', '\\ufeff', '\u202e', '\u2067', '\u0085', '\u009b2J', '\u00a0', 'Ünïcødé ✓ 🧒🏽', '{{', '{{nope}}', '"', '\\"'];
const RAW_CONTROL = ['\u0000', '\u0007', '\u001b[31m', '\t', '\n', '\r', '\u000b'];
/** Addresses made to add a directive, a policy or a host to the Content-Security-Policy, or to break the nginx config. */
const HOSTILE_ADDRESSES = ['https://x.example;sandbox/embed', 'https://x.example%3bsandbox/embed', 'https://x.example\uff1bsandbox/embed',
  'https://*.com/embed', 'https://*', 'https://a.example,https://evil.example/', 'https://me:pw@www.youtube.com/embed/x',
  'https://x$y.example/embed', 'https://x\\"y.example/embed', 'https://x.example sandbox/', "https://x.example'/embed", 'https://[::1]/embed',
  'https://x.example\\u0000/embed', 'javascript:alert(1)', 'https://x.example:99999/embed', 'https:///embed',
  'https://0x7f.1/embed', 'https://2130706433/embed', 'https://0177.0.0.1/embed', 'https://169.254.169.254/embed', 'https://0xa9.0xfe.0xa9.0xfe/embed'];
/** Resource links whose host is an IP address however spelled (URL parsing makes each a dotted quad
 * or a bracketed IPv6): a private machine, such as a cloud's metadata service, that the link check would reach. */
const IP_LINKS = ['https://0x7f.1/', 'https://2130706433/', 'http://127.1/', 'https://0177.0.0.1/', 'https://[::1]/', 'https://[::ffff:10.0.0.1]/',
  'http://169.254.169.254/latest/meta-data/', 'https://10.1/', 'https://0xa9fea9fe/', 'HTTPS://0X7F.0.0.1:8080/x'];
/** Where a resource link's address starts. */
const linkHrefs = [...site.matchAll(/"href": "https:\/\//g)].map((m) => m.index + '"href": "'.length);
/** Where an address feeds the policy: the video's src, and a form's endpoint (added to the contact form). */
const srcAt = site.indexOf('"src": "') + '"src": "'.length;
const formAt = site.indexOf('"type": "form"');

const MUTATORS = {
  deepArrays: (s) => { const n = pick([63, 65, 200, 2000, 20000]); return at(s, pick(valueStarts), `${'['.repeat(n)}${']'.repeat(n)}, `); },
  deepObjects: (s) => { const n = pick([65, 3000]); return at(s, pick(valueStarts), `${'{"a":'.repeat(n)}1${'}'.repeat(n)}, `); },
  unclosedDeep: (s) => at(s, pick(valueStarts), '['.repeat(pick([100, 5000]))),
  duplicateKey: (s) => { const m = pick(keys); const i = m.index + m[0].length; return random() < 0.5 ? at(s, i, `, ${m[0]}`) : at(s, m.index, `${m[0]}, `); },
  bom: (s) => (random() < 0.7 ? `\ufeff${s}` : at(s, int(s.length), '\ufeff')),
  escapedNasty: (s) => at(s, pick(strings) + int(4), pick(NASTY)),
  rawControl: (s) => at(s, random() < 0.5 ? pick(strings) : int(s.length), pick(RAW_CONTROL)),
  truncate: (s) => s.slice(0, int(s.length)),
  strayBracket: (s) => at(s, int(s.length), pick(['{', '}', '[', ']', ',', ':', '"', '}}}]]]'])),
  deleteChars: (s) => at(s, int(s.length), '', 1 + int(20)),
  wrongType: (s) => at(s, pick(strings) - 1, `${pick(['42', 'null', 'true', '[]', '{}', '[[["x"]]]', '{"a": {"b": 1}}'])}, "_": `),
  longText: (s) => at(s, pick(strings), 'x'.repeat(pick([1999, 2001, 100000]))),
  oddKey: (s) => at(s, pick(valueStarts.filter((i) => s[i] === '{')) + 1, `${pick(['"a\\nb"', '"\\u001b[2J"', '"__proto__"', '"constructor"', '"\\u202eevil"', '""'])}: 1, `),
  empty: () => pick(['', ' ', '\ufeff', 'null', '[]', '42', '"x"', '{}', '{"routes": {}}']),
  hostileAddress: (s) => (random() < 0.5
    ? at(s, srcAt, pick(HOSTILE_ADDRESSES), s.indexOf('"', srcAt) - srcAt)
    : at(s, formAt, `"delivery": { "endpoint": "${pick(HOSTILE_ADDRESSES)}" }, `)),
  protoInTranslation: (s) => { const i = s.indexOf('"translations": {'); const j = s.indexOf('{', s.indexOf('"es": {', i) + 1); return at(s, j + 1, `${pick(['"__proto__": {"polluted": 1}', '"constructor": "x"', '"__proto__": null'])}, `); },
  manyKeys: (s) => at(s, pick(valueStarts.filter((i) => s[i] === '{')) + 1, Array.from({ length: 2000 }, (_, i) => `"k${i}": ${i}, `).join('')),
  ipLink: (s) => { const i = pick(linkHrefs); return at(s, i, pick(IP_LINKS), s.indexOf('"', i) - i); },
  manyWrongItems: (s) => at(s, s.indexOf('"paragraphs": [') + '"paragraphs": ['.length, '7, '.repeat(pick([500, 3000]))),
};

let loadManifest;
let formatProblem;
let contentOrigins;
const cases = [];

test.before(async () => {
  const urls = await bundleForNode(['schema/read/load.ts', 'schema/derive/origins.ts'], { outDir: join(root, '.cache/fuzz') });
  ({ loadManifest, formatProblem } = await import(urls.load));
  ({ contentOrigins } = await import(urls.origins));
  const kinds = Object.keys(MUTATORS);
  for (let i = 0; i < MUTATIONS; i++) {
    const kind = kinds[i % kinds.length];
    let text = site;
    // Mostly one mutation; sometimes two or three on top of each other.
    for (let n = random() < 0.8 ? 1 : 2 + int(2), k = kind; n > 0; n--, k = pick(kinds)) text = MUTATORS[k](text);
    cases.push({ kind, text });
  }
});

/** Everything wrong with the result of validating `text`, as readable lines. */
function check(text) {
  let result;
  try {
    result = loadManifest(text);
  } catch (e) {
    return [`threw ${e?.stack?.split('\n').slice(0, 3).join(' | ') ?? e}`];
  }
  if (result.ok) {
    // Whatever validates makes a policy of plain origins (scripts/lib/http-policy.mjs refuses anything else).
    try { contentSecurityPolicy(contentOrigins(result.manifest)); } catch (e) { return [`valid, but its policy cannot be written: ${e.message}`]; }
    return [];
  }
  const lines = text.split('\n');
  const wrong = [];
  if (!result.problems.length) wrong.push('invalid, with no problem reported');
  for (const p of result.problems) {
    const line = formatProblem(p);
    const m = /^data\/site\.json:(\d+):(\d+)  (\S[^\n]*?)  (\S[^\n]*)$/.exec(line);
    if (!m) wrong.push(`not "file:line:col  path  message": ${JSON.stringify(line).slice(0, 300)}`);
    // Nothing a terminal would act on or show on another line: controls, separators, bidi, lone surrogates.
    if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]|[\ud800-\udfff]/u.test(line)) wrong.push(`unprintable character in ${JSON.stringify(line).slice(0, 300)}`);
    if (p.line < 1 || p.line > lines.length || p.col < 1 || p.col > lines[p.line - 1].length + 1) wrong.push(`${p.line}:${p.col} is outside the file: ${line.slice(0, 200)}`);
  }
  return wrong;
}

test(`${MUTATIONS} mutations of site.json: validation never throws; each problem is one printable, located line`, () => {
  const failures = [];
  const seen = { ok: 0, invalid: 0 };
  for (const [i, c] of cases.entries()) {
    const wrong = check(c.text);
    if (wrong.length) failures.push(`#${i} (${c.kind}): ${wrong.slice(0, 3).join('; ')}`);
    try { seen[loadManifest(c.text).ok ? 'ok' : 'invalid']++; } catch { /* counted above */ }
  }
  assert.equal(failures.slice(0, 15), [], `${failures.length} of ${cases.length} mutations went wrong (seed ${SEED})`);
  const hostile = cases.filter((c) => c.kind === 'hostileAddress' || c.kind === 'protoInTranslation' || c.kind === 'ipLink');
  assert.ok(hostile.length >= 20, `${hostile.length} hostile addresses and keys tried`);
  assert.equal(hostile.filter((c) => loadManifest(c.text).ok).map((c) => c.text.slice(srcAt, srcAt + 60)), [], 'every hostile address or key is refused');
  assert.ok(seen.invalid > MUTATIONS * 0.8, `most mutations should be invalid (${JSON.stringify(seen)})`);
});

test('npm run validate exits 0 or 1, with no stack trace, on a mutation of each kind that has broken it', async () => {
  const dir = join(root, '.cache/fuzz/files');
  await mkdir(dir, { recursive: true });
  // The largest of each kind: for nesting, the deepest.
  const firstOfKind = ['deepArrays', 'duplicateKey', 'bom', 'escapedNasty', 'rawControl', 'truncate']
    .map((k) => cases.filter((c) => c.kind === k).sort((a, b) => b.text.length - a.text.length)[0]);
  const lines = [];
  for (const c of firstOfKind) {
    const file = join(dir, `${c.kind}.json`);
    await writeFile(file, c.text);
    const { code, stderr } = await run(process.execPath, ['scripts/validate.mjs', file], { cwd: root, maxBuffer: 1 << 26 })
      .then((r) => ({ code: 0, stderr: r.stderr }), (e) => ({ code: e.code, stderr: e.stderr }));
    if (code !== 0 && code !== 1) lines.push(`${c.kind}: exit ${code}: ${stderr.slice(0, 300)}`);
    if (/^\s+at /m.test(stderr) || /Error:/.test(stderr)) lines.push(`${c.kind}: a stack trace: ${stderr.slice(0, 300)}`);
    if (code === 1 && !stderr.split('\n').filter(Boolean).every((l) => /^\S+\.json:\d+:\d+  /.test(l) || /\.json: [\d,]+( or more)? problems?(; the first [\d,]+ are listed)?$/.test(l))) {
      lines.push(`${c.kind}: stderr is not one located line per problem: ${stderr.slice(0, 300)}`);
    }
  }
  assert.equal(lines, []);
});

test.run();
