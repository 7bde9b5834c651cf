// The browser tests' harness (test/browser/*.test.mjs): one call, useHarness, starts what a test
// file needs (the built site served over HTTP, axe-core's server, Chromium) before its tests and
// stops it after them. Every helper a test uses is exported from here too; each lives in the
// file of its concern:
//   browser.mjs  finding and launching Chromium, browserAvailable, the DESKTOP and PHONE profiles
//   site.mjs     the built site (built once, or npm test's shared build) and its static server
//   axe.mjs      axe-core: its server, runAxe, describeViolations
//   pages.mjs    pages that record what went wrong: openPage, withPage, visit, hydration, unexpected
//   checks.mjs   Checks, which count and collect a test's checks, and each file's totals
//   routes.mjs   reading the manifest: blocksOf, routesWith, noticeTriggers, unknownPath
import { launchBrowser } from './browser.mjs';
import { startAxeServer } from './axe.mjs';
import { printStats } from './checks.mjs';
import { buildOnceForTests, serveSite } from './site.mjs';

export * from './browser.mjs';
export * from './site.mjs';
export * from './axe.mjs';
export * from './pages.mjs';
export * from './checks.mjs';
export * from './routes.mjs';

/** Everything a test file needs: { url, origin, manifest, routes, browser, axeUrl, close }; `site`:
 * another manifest to build and serve ({ manifestFile, outDir }), else data/site.json. */
export async function startHarness(site = {}) {
  const built = await buildOnceForTests(site);
  const server = await serveSite(site.outDir);
  const axeServer = await startAxeServer();
  let browser;
  try {
    browser = await launchBrowser();
  } catch (e) {
    await server.close();
    await axeServer.close();
    throw e;
  }
  const origin = new URL(server.url).origin;
  return {
    url: server.url,
    origin,
    axeUrl: axeServer.url,
    bypassCSP: true,
    manifest: built.manifest,
    routes: built.manifest.routes,
    builtMs: built.builtMs,
    browser,
    async close() {
      await browser.close().catch(() => {});
      await server.close();
      await axeServer.close();
    },
  };
}

/**
 * Call once at the top of a browser test file (after browserAvailable): starts the harness before
 * the file's tests and closes it after them, printing the file's totals (`extra(h)` adds the
 * file's own counts; `site()` may give another manifest to build, as startHarness takes it). Returns
 * the harness object, filled in once it has started; a start-up error
 * is thrown by every withPage (or h.ready()), so each test reports it.
 */
export function useHarness(test, label, extra = () => ({}), site = () => ({})) {
  let setupError;
  const h = { ready() { if (setupError) throw setupError; return h; } };
  test.before(async () => {
    try { Object.assign(h, await startHarness(await site())); } catch (e) { setupError = e; }
  });
  test.after(async () => {
    await h.close?.();
    printStats(label, extra(h));
  });
  return h;
}
