// Concurrency limits in a few lines (no dependency needed): at most `perHost` requests at once to
// any one host, so no site is hammered, and at most `total` at once overall.

/** A queue that runs at most `max` tasks at once; returns run(task) → the task's promise. */
export function limiter(max) {
  let active = 0;
  const waiting = [];
  const next = () => {
    if (active >= max || !waiting.length) return;
    active++;
    const { task, resolve, reject } = waiting.shift();
    Promise.resolve().then(task).then(resolve, reject).finally(() => {
      active--;
      next();
    });
  };
  return (task) => new Promise((resolve, reject) => {
    waiting.push({ task, resolve, reject });
    next();
  });
}

/** run(host, task): a host's slot first, then a global one, so a busy host never holds global slots while it waits. */
export function hostLimiter({ perHost, total }) {
  const overall = limiter(total);
  const hosts = new Map();
  return (host, task) => {
    if (!hosts.has(host)) hosts.set(host, limiter(perHost));
    return hosts.get(host)(() => overall(task));
  };
}
