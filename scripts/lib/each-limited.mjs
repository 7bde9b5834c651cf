// Many small file jobs at once, but not all at once: a build of 10,000 routes has 100,000 files,
// and starting every read or write together exhausts file handles and memory.

/** Runs `job(item, index)` for each item, at most `limit` at a time; rejects with the first error. */
export async function eachLimited(items, limit, job) {
  const running = new Set();
  let failed;
  for (const [i, item] of [...items].entries()) {
    if (failed) break;
    const p = job(item, i).catch((e) => { failed ??= { e }; }).finally(() => running.delete(p));
    running.add(p);
    if (running.size >= limit) await Promise.race(running);
  }
  await Promise.all(running);
  if (failed) throw failed.e;
}
