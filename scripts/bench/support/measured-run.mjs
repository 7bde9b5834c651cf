// One build or validation of `npm run bench`, in a process of its own, so the peak memory and the
// CPU time it reports are its own (treePeakMB: the whole process tree's, sampled together):
// measuredRun starts it, and it writes its result as JSON to a file. A validation is `npm run
// validate` itself (scripts/validate.mjs: its reports included), timed from outside.
//   node scripts/bench/support/measured-run.mjs build MANIFEST OUT_DIR RESULT_FILE [--precompress]
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from '../../lib/paths.mjs';
import { descendants, treeCpuMs } from '../../lib/process-tree.mjs';

/** Samples the peak resident memory (VmHWM) of this process's descendants whose name matches, until
 * stop() (MB): only the build's own, not those of another build running on the machine meanwhile. */
function peakOf(name) {
  let peak = 0;
  const sample = () => {
    for (const pid of descendants(process.pid).slice(1)) {
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

/** Samples, every 100 ms until stop(), the resident memory of `pid`'s whole process tree at the
 * same instant (the sum of VmRSS), and keeps the largest sum (MB): the memory the machine needs,
 * which the separate peaks of each process, reached at different times, would overstate. */
export function treePeakOf(pid) {
  let peak = 0;
  const sample = () => {
    let kB = 0;
    for (const p of descendants(pid)) {
      try { kB += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0); } catch { /* ended */ }
    }
    peak = Math.max(peak, kB);
  };
  const timer = setInterval(sample, 100);
  return { stop: () => { clearInterval(timer); return Math.round(peak / 1024); } };
}

/** A route as the report needs it (the build's summary of it: pipeline.mjs), with its language and
 * whether it is a home page: scripts/bench/tbt.mjs. */
const routeSummary = ({ path, title, lang, blockTypes }) => ({ path, title, lang: lang ?? 'en', home: path === '/' || /^\/[a-z]{2}$/.test(path), blockTypes });

/**
 * Runs `mode` ("build" into outDir, or "validate") on the manifest `input` in a process of its own,
 * and resolves to its result, its wall time and the load average after it (`work`: where the
 * result file goes; `precompress`: the build's option).
 */
export async function measuredRun(mode, input, outDir = '-', work = join(root, '.cache/bench'), { precompress = false } = {}) {
  const resultFile = join(work, `${mode}-result.json`);
  await rm(resultFile, { force: true });
  const t = performance.now();
  const args = mode === 'validate' ? [join(root, 'scripts/validate.mjs'), input] : [fileURLToPath(import.meta.url), mode, input, outDir, resultFile, ...(precompress ? ['--precompress'] : [])];
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
  const [mode, input, outDir, resultFile, flag] = process.argv.slice(2);
  let result;
  try {
    if (mode === 'build') {
      // The build's site process and the search indexer (Pagefind's binary) are processes of their
      // own: their peaks are sampled too.
      const indexer = peakOf(/^pagefind/);
      const site = peakOf(/^node$/);
      const r = await (await import('../../build/pipeline.mjs')).buildSite({ manifest: input, outDir, log: null, precompress: flag === '--precompress' });
      result = { ok: true, buildMs: r.ms, timings: r.timings, search: r.search, searchPeakMB: indexer.stop(), sitePeakMB: site.stop(), metafile: r.metafile, cpu: r.cpu, routes: r.routes.map(routeSummary) };
    } else {
      throw new Error(`Unknown mode ${mode}: this file runs builds (a validation is npm run validate itself)`);
    }
  } catch (e) {
    result = { ok: false, error: e.message.split('\n').slice(0, 4).join('\n') };
  }
  // The CPU time of every process of the build, this one's own included.
  await writeFile(resultFile, JSON.stringify({ ...result, maxRssMB: Math.round(process.resourceUsage().maxRSS / 1024), cpuMs: treeCpuMs() }));
  process.exit(0);
}
