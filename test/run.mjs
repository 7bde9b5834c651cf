// npm test: type check, manifest validation, unit and component tests (uvu + happy-dom, compiled
// with the build's own esbuild + vanilla-extract setup), then the browser tests in Chromium.
// Ends with one line "N passed, N failed".
import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { bundleForNode, root } from '../scripts/lib/node-bundle.mjs';

let passed = 0;
let failed = 0;
const only = process.argv[2]; // optional filter: a part of a test file name

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
  const { code, out } = await run(cmd, args, { quiet: true });
  if (code === 0) { passed++; console.log(`  ✔ ${name}`); }
  else { failed++; console.log(out.trim().split('\n').slice(-40).join('\n')); console.log(`  ✘ ${name} (exit ${code})`); }
}

/** Runs one uvu test file and adds its counts. */
async function uvuFile(label, file, nodeArgs = []) {
  console.log(`\n▶ ${label}`);
  const { code, out } = await run(process.execPath, ['--enable-source-maps', ...nodeArgs, file]);
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

const nodeFiles = (await readdir(join(root, 'test/node')).catch(() => [])).filter((f) => f.endsWith('.test.mjs') && (!only || f.includes(only))).sort();
for (const f of nodeFiles) await uvuFile(`node: ${f}`, join(root, 'test/node', f));

const browserFiles = (await readdir(join(root, 'test/browser')).catch(() => [])).filter((f) => f.endsWith('.test.mjs') && (!only || f.includes(only))).sort();
for (const f of browserFiles) await uvuFile(`browser: ${f}`, join(root, 'test/browser', f));

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
