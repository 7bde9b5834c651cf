// npm test: type check, manifest validation, unit and component tests (uvu + happy-dom, compiled
// with the build's own esbuild + vanilla-extract setup), then the build's tests and the browser
// tests in Chromium. The site the browser tests open is built once for all of them
// (BROWSER_TEST_SITE, read by test/browser-helpers/site.mjs), and the node and browser files
// run two at a time (TEST_LANES), longest first: most of a browser test is waiting for a page.
// Each file's output is printed whole when it ends, with its seconds; the slowest ten follow at
// the end, then the last line, "N passed, N failed".
import { spawn } from 'node:child_process';
import { readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { bundleForNode } from '../scripts/lib/node-bundle.mjs';
import { root } from '../scripts/lib/paths.mjs';

/** Builds the site the browser tests open, once; returns the file naming it for them (null: each
 * test file builds it itself and reports the failure). */
async function buildBrowserSite() {
  console.log('\n▶ building the site for the browser tests');
  try {
    const { distDir } = await import('./browser-helpers/site.mjs');
    const { buildSite } = await import('../scripts/build/pipeline.mjs');
    const started = Date.now();
    const result = await buildSite({ outDir: distDir, log: null, withManifest: true });
    const file = join(root, '.cache/browser-site.json');
    // What buildSite returns, but its bundlers' metafiles (large, and no test reads them).
    const { metafile: _m, bootMetafile: _b, ...built } = result;
    await writeFile(file, JSON.stringify({ ...built, outDir: distDir, builtMs: Date.now() - started }));
    console.log(`  built in ${Date.now() - started} ms`);
    timings.push(['building the site for the browser tests', seconds(started)]);
    return file;
  } catch (e) {
    console.log(`  ✘ ${String(e?.message ?? e).split('\n')[0]}`);
    return null;
  }
}

let passed = 0;
let failed = 0;
const only = process.argv[2]; // optional filter: a part of a test file name
const suiteStarted = Date.now();
/** [label, seconds] of every step and test file, for the slowest-ten summary. */
const timings = [];
const seconds = (since) => (Date.now() - since) / 1000;
const took = (label, since) => { const s = seconds(since); timings.push([label, s]); return `(${s.toFixed(1)} s)`; };

function run(cmd, args, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '0' } });
    let out = '';
    const take = (d) => { out += d; if (!quiet) process.stdout.write(d); };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code) => resolve({ code, out }));
  });
}

async function step(name, cmd, args) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const { code, out } = await run(cmd, args, { quiet: true });
  if (code === 0) { passed++; console.log(`  ✔ ${name} ${took(name, started)}`); }
  else { failed++; console.log(out.trim().split('\n').slice(-40).join('\n')); console.log(`  ✘ ${name} (exit ${code}) ${took(name, started)}`); }
}

/** Runs one uvu test file and adds its counts; `quiet`: its output is printed whole at the end. */
async function uvuFile(label, file, nodeArgs = [], { quiet = false } = {}) {
  if (!quiet) console.log(`\n▶ ${label}`);
  const started = Date.now();
  const { code, out } = await run(process.execPath, ['--enable-source-maps', ...nodeArgs, file], { quiet });
  if (quiet) console.log(`\n▶ ${label}\n${out.trimEnd()}`);
  console.log(`  ${took(label, started)}`);
  const total = Number(/Total:\s+(\d+)/.exec(out)?.[1] ?? NaN);
  const ok = Number(/Passed:\s+(\d+)/.exec(out)?.[1] ?? NaN);
  if (Number.isNaN(total)) { failed++; console.log(`  ✘ ${label} did not finish (exit ${code})`); return; }
  passed += ok;
  failed += total - ok + (code !== 0 && total === ok ? 1 : 0);
}

if (!only) {
  await step('type check (tsc --noEmit)', process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', root]);
  await step('manifest validation (data/site.json)', process.execPath, [join(root, 'scripts/validate.mjs')]);
}

const unitFiles = (await readdir(join(root, 'test/unit'))).filter((f) => /\.test\.tsx?$/.test(f) && (!only || f.includes(only))).sort();
if (unitFiles.length) {
  const urls = await bundleForNode(unitFiles.map((f) => `test/unit/${f}`), { outDir: join(root, '.cache/tests') });
  const dom = ['--import', join(root, 'test/helpers/preload-dom.mjs')];
  for (const f of unitFiles) await uvuFile(`unit: ${f}`, new URL(urls[f.replace(/\.tsx?$/, '')]).pathname, f.endsWith('.tsx') ? dom : []);
}

const testFiles = async (kind) => (await readdir(join(root, `test/${kind}`)).catch(() => []))
  .filter((f) => f.endsWith('.test.mjs') && (!only || f.includes(only))).map((f) => ({ label: `${kind}: ${f}`, file: join(root, `test/${kind}`, f) }));
const files = [...await testFiles('node'), ...await testFiles('browser')];
if (files.some((f) => f.label.startsWith('browser'))) {
  const built = await buildBrowserSite();
  if (built) process.env.BROWSER_TEST_SITE = built;
}
// Longest first, by their size on disk (a fair guess of how long each takes), so the lanes end together.
const sized = await Promise.all(files.map(async (f) => ({ ...f, size: (await stat(f.file)).size })));
const queue = sized.sort((a, b) => b.size - a.size);
const lanes = Math.max(1, Number(process.env.TEST_LANES ?? 2));
await Promise.all(Array.from({ length: lanes }, async () => {
  for (let f = queue.shift(); f; f = queue.shift()) await uvuFile(f.label, f.file, [], { quiet: true });
}));

console.log(`\nslowest ${Math.min(10, timings.length)} of ${timings.length} (seconds each, wall clock; ${seconds(suiteStarted).toFixed(0)} s in all):`);
for (const [label, s] of [...timings].sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log(`  ${s.toFixed(1).padStart(7)}  ${label}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
