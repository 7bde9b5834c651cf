// Retakes docs/blocks/<type>.png, a picture of each block type for docs/blocks.md: builds the
// site, opens in headless Chromium the first route that shows each type (as a block of its own,
// or the route's opening hero) and photographs that block at 800 px wide, as an 8-colour-cut PNG
// at half scale, so each file stays small. Needs Chromium (see README's tests note).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from './build/pipeline.mjs';
import { startStaticServer } from './lib/static-server.mjs';
import { root } from './lib/paths.mjs';
import { launchChromium } from './lib/chromium.mjs';

const outDir = join(root, '.cache/screenshot-dist');
const shots = join(root, 'docs/blocks');
const built = await buildSite({ outDir, log: null, withManifest: true });
const places = new Map();
for (const r of built.manifest.routes) {
  if (r.hero && !places.has('hero')) places.set('hero', { path: r.path, nth: -1 });
  r.blocks.forEach((b, i) => { if (!places.has(b.type)) places.set(b.type, { path: r.path, nth: i }); });
}
const server = await startStaticServer({ root: outDir, port: 0, host: '127.0.0.1' });
const browser = await launchChromium();
mkdirSync(shots, { recursive: true });
try {
  const page = await browser.newPage({ viewport: { width: 800, height: 900 }, deviceScaleFactor: 0.5, reducedMotion: 'reduce' });
  for (const [type, { path, nth }] of places) {
    await page.goto(server.url + path, { waitUntil: 'networkidle' });
    // The page view's container holds the opening (title or hero) and then the block list, one
    // element per block (src/shell/PageView.tsx, src/blocks/BlockList.tsx).
    const el = nth < 0 ? page.locator('main > div > :first-child') : page.locator('main > div > :nth-child(2) > *').nth(nth);
    const file = join(shots, `${type}.png`);
    await el.scrollIntoViewIfNeeded();
    const box = await el.boundingBox();
    // A long block (the catalogue) is shown by its first 700 px.
    writeFileSync(file, await page.screenshot({ type: 'png', animations: 'disabled', fullPage: true,
      clip: { x: box.x, y: box.y + await page.evaluate(() => scrollY), width: box.width, height: Math.min(box.height, 700) } }));
    console.log(`${type}: ${path} → docs/blocks/${type}.png`);
  }
} finally {
  await browser.close();
  await server.close();
}
