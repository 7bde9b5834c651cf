// Retakes docs/editor.png, the editor at 1280 px for docs/editor.md: builds the site (the preview's
// styles), serves the editor on a temporary copy of data/site.json, opens a page with its blocks
// and photographs the window. Needs Chromium (see README's tests note).
//   node scripts/editor-screenshot.mjs [built site folder, to skip the build]
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { root } from './lib/paths.mjs';
import { manifestCopy, startEditorServer } from './editor/standalone.mjs';
import { CHROMIUM_ARGS, findChromium } from './lib/chromium.mjs';

let outDir = process.argv[2] && resolve(process.argv[2]);
if (!outDir) {
  const { buildSite } = await import('./build/pipeline.mjs');
  outDir = join(root, '.cache/screenshot-dist');
  await buildSite({ outDir, log: null });
}
const copy = await manifestCopy();
const server = await startEditorServer({ manifestFile: copy.file, outDir });
const { chromium } = await import('playwright-core');
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  await page.goto(server.editorUrl);
  await page.getByRole('heading', { name: 'Site settings' }).waitFor();
  // A page of the site with a hero and text, each text beside its Spanish.
  await page.getByRole('navigation', { name: 'Parts of the site' }).getByRole('button').filter({ hasText: /Our Story/ }).first().click();
  await page.getByRole('heading', { name: /^Page:/ }).waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  const file = join(root, 'docs/editor.png');
  writeFileSync(file, await page.screenshot({ type: 'png' }));
  console.log('docs/editor.png');
} finally {
  await browser.close();
  await server.close();
}
