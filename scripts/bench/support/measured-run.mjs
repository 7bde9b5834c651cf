// One build or validation of `npm run bench`, in a process of its own, so the peak memory and the
// CPU time it reports are its own (treePeakMB: the whole process tree's, sampled together):
// measuredRun starts it, and it writes its result as JSON to a file. A validation is `npm run
// validate` itself (scripts/validate.mjs: its reports included), timed from outside.
//   node scripts/bench/support/measured-run.mjs build MANIFEST OUT_DIR RESULT_FILE
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from '../../lib/paths.mjs';

/** Samples the peak resident memory (VmHWM) of this process's descendants whose name matches, until
 * stop() (MB): only the build's own, not those of another build running on the machine meanwhile. */
function peakOf(name) {
  let peak = 0;
  const sample = () => {
    for (const pid of tree(process.pid)) {
      try {
        if (!name.test(readFileSync(`/proc/${pid}/comm`, 'utf8').trim())) continue;
        const kB = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
        peak = Math.max(peak, kB);
      } catch { /* the process ended */ }
    }
  };
  const timer = setInterval(sample, 100);
  return { stop: () => { sample(); clearInterval(timer); return Math.round(peak / 1024); } };
}

/** The process `pid` and every process below it (children of children too), from /proc. */
function tree(pid) {
  const parentOf = new Map();
  for (const d of readdirSync('/proc').filter((x) => /^\d+$/.test(x))) {
    try {
      // The parent is the field after the name, which is in parentheses and may hold spaces.
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      parentOf.set(Number(d), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch { /* the process ended */ }
  }
  const out = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [p, parent] of parentOf) if (!out.has(p) && out.has(parent)) { out.add(p); grew = true; }
  }
  return [...out];
}

/** Samples, every 100 ms until stop(), the resident memory of `pid`'s whole process tree at the
 * same instant (the sum of VmRSS), and keeps the largest sum (MB): the memory the machine needs,
 * which the separate peaks of each process, reached at different times, would overstate. */
export function treePeakOf(pid) {
  let peak = 0;
  const sample = () => {
    let kB = 0;
    for (const p of tree(pid)) {
      try { kB += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0); } catch { /* ended */ }
    }
    peak = Math.max(peak, kB);
  };
  const timer = setInterval(sample, 100);
  return { stop: () => { clearInterval(timer); return Math.round(peak / 1024); } };
}

/** A route as the report needs it; its language and the block types it shows: scripts/bench/tbt.mjs. */
const routeSummary = ({ path, title, lang, blocks }) => ({ path, title, lang: lang ?? 'en', home: path === '/' || /^\/[a-z]{2}$/.test(path),
  blockTypes: [...new Set(JSON.stringify(blocks).match(/"type":"\w+"/g) ?? [])].map((t) => t.slice(8, -1)) });

/**
 * Runs `mode` ("build" into outDir, or "validate") on the manifest `input` in a process of its own,
 * and resolves to its result, its wall time and the load average after it (`work`: where the
 * result file goes).
 */
export async function measuredRun(mode, input, outDir = '-', work = join(root, '.cache/bench')) {
  const resultFile = join(work, `${mode}-result.json`);
  await rm(resultFile, { force: true });
  const t = performance.now();
  const args = mode === 'validate' ? [join(root, 'scripts/validate.mjs'), input] : [fileURLToPath(import.meta.url), mode, input, outDir, resultFile];
  const p = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
  const memory = treePeakOf(p.pid);
  let stderr = '';
  p.stderr.on('data', (d) => { stderr += d; });
  const code = await new Promise((ok) => p.on('close', ok));
  const treePeakMB = memory.stop();
  const wallMs = Math.round(performance.now() - t);
  const failed = () => ({ ok: false, error: stderr.trim().split('\n').slice(-3).join(' ') || 'the child process died' });
  // npm run validate exits 0 when the manifest is valid (its warnings are printed, on stderr).
  const r = mode === 'validate' ? (code === 0 ? { ok: true } : failed()) : await readFile(resultFile, 'utf8').then(JSON.parse, failed);
  return { ...r, wallMs, treePeakMB, load: loadavg()[0] };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [mode, input, outDir, resultFile] = process.argv.slice(2);
  let result;
  try {
    if (mode === 'build') {
      // The search indexer is a process of its own (Pagefind's binary): sample its peak memory too.
      const indexer = peakOf(/^pagefind/);
      const r = await (await import('../../build/pipeline.mjs')).buildSite({ manifest: input, outDir, log: null });
      result = { ok: true, buildMs: r.ms, timings: r.timings, search: r.search, searchPeakMB: indexer.stop(), metafile: r.metafile, routes: r.manifest.routes.map(routeSummary) };
    } else {
      throw new Error(`Unknown mode ${mode}: this file runs builds (a validation is npm run validate itself)`);
    }
  } catch (e) {
    result = { ok: false, error: e.message.split('\n').slice(0, 4).join('\n') };
  }
  const u = process.resourceUsage();
  await writeFile(resultFile, JSON.stringify({ ...result, maxRssMB: Math.round(u.maxRSS / 1024), cpuMs: Math.round((u.userCPUTime + u.systemCPUTime) / 1000) }));
  process.exit(0);
}
