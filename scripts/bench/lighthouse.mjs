// npm run bench, Lighthouse's mobile scores of a few pages, when the lighthouse package is
// installed (it is not a dependency: npm i --no-save lighthouse to try it).

/** `chromium`: the bench's launch options (bench.mjs), given a debugging port Lighthouse connects to. */
export async function lighthouse(server, paths, chromium) {
  let lh;
  try { lh = (await import('lighthouse')).default; } catch { return { skipped: 'the lighthouse package is not installed (not a dependency; npm i --no-save lighthouse to try it)' }; }
  const port = 9200 + Math.floor(Math.random() * 600);
  const browser = await (await import('playwright-core')).chromium.launch({ ...chromium, args: [...chromium.args, `--remote-debugging-port=${port}`] });
  const scores = {};
  try {
    for (const p of paths) {
      const { lhr } = await lh(`${server.url}${p}`, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] });
      const metric = (id) => lhr.audits[id]?.numericValue;
      scores[p] = {
        ...Object.fromEntries(Object.entries(lhr.categories).map(([k, c]) => [k, Math.round(c.score * 100)])),
        lcpMs: Math.round(metric('largest-contentful-paint')), tbtMs: Math.round(metric('total-blocking-time')),
        cls: +metric('cumulative-layout-shift').toFixed(3), fcpMs: Math.round(metric('first-contentful-paint')),
      };
    }
  } finally { await browser.close(); }
  return { formFactor: 'mobile', scores };
}
