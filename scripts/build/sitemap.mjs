// Step: dist/sitemap.xml with the absolute URL of every route, and dist/robots.txt naming it.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { absoluteUrl } from './head.mjs';
import { escapeHtml } from './html.mjs';

export async function sitemap(ctx) {
  const urls = ctx.manifest.routes.map((r) => `  <url><loc>${escapeHtml(absoluteUrl(ctx, r.path))}</loc></url>\n`).join('');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}</urlset>\n`;
  const robots = `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(ctx, '/sitemap.xml')}\n`;
  await Promise.all([writeFile(join(ctx.outDir, 'sitemap.xml'), xml), writeFile(join(ctx.outDir, 'robots.txt'), robots)]);
}
