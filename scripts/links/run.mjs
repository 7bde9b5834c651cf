// Checks every collected link within the concurrency limits and sums up the results, including
// the one case where the results say more about this machine than about the links: when no
// host answered at all, the network is down (or blocked), and calling every link broken would
// send a maintainer chasing hundreds of false alarms.
import { checkUrl, DEFAULTS } from './check.mjs';
import { hostLimiter } from './host-limit.mjs';
import { isFailing, ORDER } from './statuses.mjs';

/**
 * @param links  from collectLinks
 * @param {{ perHost: number, total: number, check: object, onResult?: (r) => void }} options
 * @returns results in the order of links: each link with { status, detail, ... } added
 */
export async function checkAll(links, { perHost, total, check, onResult = () => {} }) {
  const limit = hostLimiter({ perHost, total });
  // One deadline for the whole check: links still waiting then (a host that keeps saying "try
  // again later") are reported as not checked, rather than holding the check for hours.
  const signal = AbortSignal.timeout(check.deadlineMs ?? DEFAULTS.deadlineMs);
  return Promise.all(links.map(async (link) => {
    const verdict = link.invalid
      ? { status: 'broken', detail: link.invalid, requests: 0, redirects: [] }
      : await limit(link.host, () => checkUrl(link.url, { ...check, signal }));
    const result = { ...link, ...verdict };
    onResult(result);
    return result;
  }));
}

/** Counts per status, the failing count, and `offline` when no host gave any answer. */
export function summarise(results) {
  const counts = Object.fromEntries(ORDER.map((s) => [s, 0]));
  for (const r of results) counts[r.status]++;
  const checked = results.filter((r) => !r.invalid && r.status !== 'not-checked');
  const hosts = new Set(checked.map((r) => r.host));
  const answered = new Set(checked.filter((r) => r.status !== 'unreachable' && r.status !== 'timeout').map((r) => r.host));
  const summary = {
    addresses: results.length,
    places: results.reduce((n, r) => n + r.places.length, 0),
    hosts: hosts.size,
    counts,
    failing: results.filter((r) => isFailing(r.status)).length,
    offline: null,
  };
  // One dead host is a dead link; two or more with not one answer between them is a dead network.
  if (hosts.size >= 2 && answered.size === 0) {
    const reasons = {};
    for (const r of checked) reasons[r.code ?? r.status] = (reasons[r.code ?? r.status] ?? 0) + 1;
    summary.offline = { hosts: hosts.size, reasons };
  }
  return summary;
}
