// npm run images: draws the site's icons and its default social preview into static/ from the theme
// tokens (src/styles/tokens.ts) and the site's name and tagline (data/site.json), with Chromium.
// Run it after changing the brand colour, the name or the tagline, and commit the files:
//   favicon.svg, favicon.ico (16, 32, 48 px), apple-touch-icon.png (180 px, no transparency, since
//   iOS rounds the corners itself), icon-192.png and icon-512.png (the web app manifest), share.png
//   (1200 x 630, the image a shared link shows).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from './lib/chromium.mjs';
import { escapeHtml } from './build/html.mjs';
import { serverModule } from './lib/node-bundle.mjs';
import { root } from './lib/paths.mjs';

const { tokens } = await serverModule({ folder: 'images' });
const { site } = JSON.parse(readFileSync(join(root, 'data/site.json'), 'utf8'));
const { brand, brandText, brandSoft } = tokens.color;
const HEART = 'M16 24s-8-4.6-8-10a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 24 14c0 5.4-8 10-8 10z';

/** The mark: a heart on a brand-coloured square (rounded, or square for iOS to round). */
const mark = (rounded = true) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32"${rounded ? ' rx="7"' : ''} fill="${brand}"/><path d="${HEART}" fill="${brandText}"/></svg>`;

const shareHtml = `<style>
body { margin: 0; width: 1200px; height: 630px; box-sizing: border-box; padding: 0 96px; display: flex; align-items: center; gap: 56px;
  background: ${brand}; color: ${brandText}; font-family: ${tokens.font.heading}; }
svg { flex: none; }
h1 { font-size: 76px; line-height: 1.1; margin: 0; }
p { font-size: 36px; line-height: 1.35; margin: 24px 0 0; color: ${brandSoft}; }
</style>
<svg viewBox="8 8 16 16" width="200" height="200"><path d="${HEART}" fill="${brandText}"/></svg>
<div><h1>${escapeHtml(site.name)}</h1><p>${escapeHtml(site.tagline)}</p></div>`;

/** favicon.ico holding PNG images (understood by every browser since IE 11). */
function ico(pngs) {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, png }, i) => {
    const at = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, at);
    header.writeUInt8(size >= 256 ? 0 : size, at + 1);
    header.writeUInt16LE(1, at + 4);
    header.writeUInt16LE(32, at + 6);
    header.writeUInt32LE(png.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...pngs.map((p) => p.png)]);
}

const browser = await launchChromium();
try {
  const page = await browser.newPage();
  const draw = async (html, width, height, transparent) => {
    await page.setViewportSize({ width, height });
    await page.setContent(html);
    return page.screenshot({ type: 'png', omitBackground: transparent });
  };
  const icon = (size, rounded = true) => draw(`<body style="margin:0">${mark(rounded).replace('<svg ', `<svg width="${size}" height="${size}" style="display:block" `)}</body>`, size, size, rounded);
  const out = (name, data) => { writeFileSync(join(root, 'static', name), data); console.log(`Wrote static/${name}`); };
  out('favicon.svg', mark());
  const small = [];
  for (const size of [16, 32, 48]) small.push({ size, png: await icon(size) });
  out('favicon.ico', ico(small));
  out('apple-touch-icon.png', await icon(180, false));
  out('icon-192.png', await icon(192));
  out('icon-512.png', await icon(512));
  out('share.png', await draw(shareHtml, 1200, 630, false));
} finally {
  await browser.close();
}
