// @ts-check
// Step: dist/sitemap.xml with the absolute URL of every route, and dist/robots.txt naming it.
import { writeOut } from './file-errors.mjs';
import { join } from 'node:path';
import { absoluteUrl, languageVersions } from './head.mjs';
import { escapeHtml } from './html.mjs';

/** @typedef {import('./context.mjs').BuildContext} BuildContext */

/** @param {BuildContext} ctx */
export async function sitemap(ctx) {
  // A translated page lists its versions in every language (the same set as its hreflang links).
  /** @param {{ hreflang: string, url: string }} v */
  const link = (v) => `<xhtml:link rel="alternate" hreflang="${v.hreflang}" href="${escapeHtml(v.url)}"/>`;
  const urls = ctx.manifest.routes.map((r) => `  <url><loc>${escapeHtml(absoluteUrl(ctx, r.path))}</loc>${languageVersions(ctx, r).map(link).join('')}</url>\n`).join('');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}</urlset>\n`;
  const robots = `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(ctx, '/sitemap.xml')}\n`;
  await Promise.all([writeOut(join(ctx.outDir, 'sitemap.xml'), xml), writeOut(join(ctx.outDir, 'robots.txt'), robots)]);
}
