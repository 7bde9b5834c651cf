// A concurrency limit in a few lines (no dependency needed): the link checker's per-host and overall
// limits (scripts/links/host-limit.mjs) and the build's compression (scripts/build/compress.mjs).

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
