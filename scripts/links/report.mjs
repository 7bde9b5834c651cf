// What the link check prints: a table grouped by status (each link that needs attention with
// every place it is written, as file:line:col and the validator's data path), a summary line,
// the JSON report, and GitHub annotations.
import { annotation } from '../lib/github-annotations.mjs';
import { seconds } from './outcome.mjs';
import { isFailing, ORDER, STATUSES } from './statuses.mjs';

const plural = (n, word) => `${n} ${word}${n === 1 ? '' : word.endsWith('s') ? 'es' : 's'}`;
// When the network is down these say nothing about the links, so they are not listed one by one.
const NETWORK = new Set(['unreachable', 'timeout']);

/** The readable report, as lines. */
export function formatText({ file, results, summary, durationMs, deadlineMs }, { onlyBroken = false } = {}) {
  const out = [`Link check of ${file}: ${plural(summary.addresses, 'address')} (${plural(summary.places, 'place')}) on ${plural(summary.hosts, 'host')}, ${seconds(durationMs)}`];
  for (const status of ORDER) {
    if (onlyBroken && !isFailing(status)) continue;
    if (summary.offline && NETWORK.has(status)) continue;
    const group = results.filter((r) => r.status === status);
    if (!group.length) continue;
    out.push('', `${STATUSES[status].label} (${group.length})`);
    for (const r of group) {
      // A redirect is shown by its first hop (301, 302…), anything else by the answer that decided it.
      const code = status.startsWith('redirected') ? r.redirects[0]?.status : r.httpStatus;
      out.push(`  ${String(code ?? '—').padEnd(4)} ${r.url}`);
      if (status === 'ok') continue;
      out.push(`       ${r.detail}`);
      for (const p of r.places) out.push(`       ${file}:${p.line}:${p.col}  ${p.where}`);
    }
  }
  out.push('', summaryLine(summary, durationMs));
  const late = summary.counts['not-checked'];
  if (late) out.push(`${plural(late, 'link')} not checked: the check stopped at its deadline of ${seconds(deadlineMs)}; run it again later, or give it longer with --deadline SECONDS.`);
  if (summary.offline) out.push(offlineMessage(summary.offline));
  else if (summary.failing) out.push(`${plural(summary.failing, 'link')} failing: fix or replace ${summary.failing === 1 ? 'it' : 'them'} at the places listed above.`);
  else out.push('No link is failing.');
  return out;
}

function summaryLine({ addresses, counts }, durationMs) {
  const parts = ORDER.filter((s) => counts[s]).map((s) => `${counts[s]} ${counts[s] > 1 ? STATUSES[s].shortPlural ?? STATUSES[s].short : STATUSES[s].short}`);
  return `${plural(addresses, 'address')} checked in ${seconds(durationMs)}: ${parts.join(', ') || 'nothing to check'}.`;
}

export function offlineMessage({ hosts, reasons }) {
  const why = Object.entries(reasons).map(([code, n]) => `${code} for ${plural(n, 'address')}`).join(', ');
  return `Network unreachable: none of the ${hosts} hosts answered (${why}). This machine looks offline or cut off from the internet, `
    + 'so no link was judged broken. Run the check again with a working connection.';
}

/** The report written by --json FILE. */
export function jsonReport({ file, results, summary, durationMs, startedAt, options }) {
  return {
    manifest: file,
    checkedAt: startedAt.toISOString(),
    durationMs: Math.round(durationMs),
    options,
    summary,
    links: results.map(({ url, status, detail, httpStatus, finalUrl, updateTo, redirects, method, requests, code, places }) => ({
      url, status, failing: isFailing(status), detail, httpStatus, finalUrl, updateTo, redirects, method, requests, errorCode: code, places,
    })),
  };
}

/** GitHub workflow commands: an error or warning at each place of each link that needs attention. */
export function annotations({ file, results, summary }) {
  if (summary.offline) return [annotation('error', { title: 'Link check could not run' }, offlineMessage(summary.offline))];
  return results.flatMap((r) => {
    const { level, short } = STATUSES[r.status];
    if (!level) return [];
    return r.places.map((p) => annotation(level, { file, line: p.line, col: p.col, title: `Link ${short}` }, `${r.url}: ${r.detail} (${p.where})`));
  });
}
