// npm run bench, client navigation in Chromium: click a menu link, time until the next page's h1
// is painted; with the pointer resting on the link first (the app prefetches on pointerenter), and without.
import { median } from './support/first-load.mjs';

/** 20 menu pages' navigations: their median, fastest and slowest (`hover`: the pointer rests on each link first). */
export async function navigation(server, browser, titles, hover) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  await page.keyboard.press('Shift'); // the app starts at a visitor's first input (src/boot/wake.ts)
  await page.waitForFunction(() => Object.keys(document.querySelector('nav[aria-label="Main"] a') ?? {}).some((k) => k.startsWith('__reactFiber')));
  // 20 different menu pages, each with the id of the dropdown panel it sits in (if any).
  const links = (await page.$$eval('nav[aria-label="Main"] a[href^="/"]', (as) => as.map((a) => ({ href: a.getAttribute('href'), panel: a.closest('[data-noscript-menu]')?.id }))))
    .filter((l, i, all) => l.href !== '/' && titles.has(l.href) && all.findIndex((x) => x.href === l.href) === i).slice(0, 20);
  const runs = [];
  for (const { href, panel } of links) {
    if (panel) await page.click(`nav[aria-label="Main"] button[aria-controls="${panel}"]`);
    const link = page.locator(`nav[aria-label="Main"] a[href="${href}"]`).first();
    if (hover) { // the app prefetches on pointerenter: hover, and let the data arrive as a user's pause would
      const data = page.waitForResponse((r) => new URL(r.url()).pathname === `${href}/route.json`, { timeout: 5000 }).catch(() => null);
      await link.hover();
      await data;
    }
    await page.evaluate((title) => {
      window.__nav = new Promise((done, fail) => {
        let t0 = null;
        setTimeout(() => fail(new Error(`no h1 "${title}" within 10 s of the click`)), 10000);
        addEventListener('click', (e) => { t0 = e.timeStamp; }, { capture: true, once: true });
        const main = document.getElementById('main');
        const mo = new MutationObserver(() => {
          const h1 = main.querySelector('h1');
          if (t0 === null || h1?.textContent.trim() !== title) return;
          mo.disconnect();
          const commitMs = performance.now() - t0;
          requestAnimationFrame(() => {
            const ms = performance.now() - t0;
            let opacity = 1;
            for (let el = h1; el; el = el.parentElement) opacity = Math.min(opacity, Number(getComputedStyle(el).opacity));
            done({ ms, commitMs, opacity });
          });
        });
        mo.observe(main, { subtree: true, childList: true, characterData: true });
      });
    }, titles.get(href));
    await (hover ? link.click() : link.evaluate((a) => a.click())); // a script click has no pointer or focus events: no prefetch
    runs.push(await page.evaluate(() => window.__nav));
    await page.waitForTimeout(100);
  }
  await context.close();
  const times = runs.map((r) => r.ms);
  return { n: times.length, medianMs: median(times), minMs: Math.min(...times), maxMs: Math.max(...times), medianCommitMs: median(runs.map((r) => r.commitMs)),
    fadingIn: runs.filter((r) => r.opacity < 0.5).length, runs: runs.map((r, i) => ({ href: links[i].href, ms: +r.ms.toFixed(1), commitMs: +r.commitMs.toFixed(1), opacity: r.opacity })) };
}
