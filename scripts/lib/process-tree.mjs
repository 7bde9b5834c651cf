// @ts-check
// A process and those it started, read from Linux's /proc: the build reports each step's CPU time
// with its threads' and child processes' (the site process, Pagefind, esbuild's service), and the
// bench samples the whole tree's memory (scripts/bench/support/measured-run.mjs).
import { readdirSync, readFileSync } from 'node:fs';

/** /proc's unit of CPU time (USER_HZ), 100 a second on every architecture Linux runs node on. */
const TICK_MS = 10;

/** The fields of /proc/<pid>/stat after the name, which is in parentheses and may hold spaces. */
const statOf = (/** @type {number | 'self'} */ pid) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
};

/**
 * The process `pid` and every process below it (children of children too).
 * @param {number} pid
 */
export function descendants(pid) {
  /** @type {Map<number, number>} */
  const parentOf = new Map();
  for (const d of readdirSync('/proc').filter((x) => /^\d+$/.test(x))) {
    try {
      parentOf.set(Number(d), Number(statOf(Number(d))[1]));
    } catch { /* the process ended */ }
  }
  const out = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [p, parent] of parentOf) if (!out.has(p) && out.has(parent)) { out.add(p); grew = true; }
  }
  return [...out];
}

/** The CPU milliseconds this process and what it started have used so far, its threads' included.
 * Without /proc, this process's own. */
export function treeCpuMs() {
  try {
    let ticks = 0;
    // Each one's own time and that of the children it has seen end (a process's time moves into
    // its parent's when it ends: counted once either way).
    for (const pid of descendants(process.pid)) {
      try { const f = statOf(pid); ticks += Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]); } catch { /* it ended */ }
    }
    return ticks * TICK_MS;
  } catch {
    const u = process.cpuUsage();
    return Math.round((u.user + u.system) / 1000);
  }
}
