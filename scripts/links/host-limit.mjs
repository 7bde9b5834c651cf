// The link checker's limits: at most `perHost` requests at once to any one host, so no site is
// hammered, and at most `total` at once overall.
import { limiter } from '../lib/limiter.mjs';

/** run(host, task): a host's slot first, then a global one, so a busy host never holds global slots while it waits. */
export function hostLimiter({ perHost, total }) {
  const overall = limiter(total);
  const hosts = new Map();
  return (host, task) => {
    if (!hosts.has(host)) hosts.set(host, limiter(perHost));
    return hosts.get(host)(() => overall(task));
  };
}
