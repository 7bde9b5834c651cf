// axe-core in the test browser: served from its own origin, injected once per document, run with
// the WCAG 2.x A/AA tags, its violations turned into one readable line per node.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { root } from './site.mjs';

export const AXE_PATH = join(root, 'node_modules/axe-core/axe.min.js');
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core from its own little server (another origin, so it never counts as a request of the
 * site), cacheable, so Chromium compiles it once instead of on every page.
 */
export async function startAxeServer() {
  const body = readFileSync(AXE_PATH);
  const server = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=3600', 'Content-Length': body.length });
    res.end(body);
  });
  await new Promise((ok, fail) => { server.once('error', fail); server.listen(0, '127.0.0.1', ok); });
  return {
    url: `http://127.0.0.1:${server.address().port}/axe.min.js`,
    close: () => new Promise((ok) => { server.close(() => ok()); server.closeAllConnections(); }),
  };
}

/** Waits (at most `ms`) for running animations, e.g. a block fading in, so colours are final. */
export const finishAnimations = (page, ms = 1500) => page.evaluate((ms) => Promise.race([
  Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))),
  new Promise((r) => setTimeout(r, ms)),
]), ms);

/** Adds axe-core to the page's document unless it is there already. */
async function injectAxe(page) {
  if (await page.evaluate(() => typeof window.axe === 'object')) return;
  await page.addScriptTag(page.harness?.axeUrl ? { url: page.harness.axeUrl } : { path: AXE_PATH });
}

/** Injects axe (once per document) and runs it with the WCAG 2.x A/AA tags; returns violations. */
export async function runAxe(page, context = 'document') {
  await finishAnimations(page);
  await injectAxe(page);
  return page.evaluate(async ([tags, ctx]) => {
    const r = await window.axe.run(ctx === 'document' ? document : ctx, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return r.violations.map((v) => ({
      id: v.id, impact: v.impact, help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: (n.failureSummary ?? '').split('\n').slice(0, 3).join(' ') })),
    }));
  }, [AXE_TAGS, context]);
}

/** The number of axe rules the tags select. */
export async function axeRuleCount(page) {
  await injectAxe(page);
  return page.evaluate((tags) => window.axe.getRules(tags).length, AXE_TAGS);
}

/** Lines for a failure message: one per violating node, with the rule, target and where. */
export const describeViolations = (violations, where) =>
  violations.flatMap((v) => v.nodes.map((n) => `axe ${v.id} (${v.impact}) at ${where}: ${n.target} — ${v.help}${n.summary ? ` [${n.summary}]` : ''}`));
