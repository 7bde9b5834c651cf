// The live preview: a page of the draft rendered by the site's own renderer (src/server/render.tsx,
// the function the build prerenders with), styled by the built site's own stylesheets, in light or
// dark. The site's theme follows the system (prefers-color-scheme), which a frame cannot be told
// apart from its page; so the preview inlines the stylesheets with that media query settled:
// `all` for the theme asked for, `not all` for the other. No script runs in it (the editor shows it
// in a sandboxed frame): a page is whole before its JavaScript, so the preview is the page a
// visitor first sees.
//
// The frame is on an origin of its own (sandbox without allow-same-origin: src/editor/Preview.tsx),
// so nothing in it can reach the editor's page, its token or its drafts. Its addresses resolve
// against the editor's page, the site's own origin: a link opens the site's page in a new tab
// (<base target="_blank">; the frame's sandbox lets that tab out of it), never in the frame, where
// the site's pages, which refuse to be framed, would show an error. A link to a place in the same
// page ("#main") scrolls the frame (about:srcdoc#main: "#main" alone would name the editor's page).
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { nodeSide } from './node-side.mjs';

const escapeHtml = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** The built stylesheets (the page's own first), with the colour scheme settled to `scheme`. */
async function stylesFor(outDir, scheme) {
  const assets = join(outDir, 'assets');
  const names = (await readdir(assets).catch(() => [])).filter((f) => f.endsWith('.css')).sort();
  if (!names.length) return null;
  const index = await readFile(join(outDir, 'index.html'), 'utf8').catch(() => '');
  const main = /<link rel="stylesheet" href="\/assets\/([^"]+\.css)"/.exec(index)?.[1];
  // The page's own stylesheet, then the blocks' (a folder kept across builds may hold older mains).
  const ordered = main ? [main, ...names.filter((n) => n !== main && !n.startsWith('main-') && !n.startsWith('noscript-'))] : names;
  const css = (await Promise.all(ordered.map((n) => readFile(join(assets, n), 'utf8')))).join('\n');
  const other = scheme === 'dark' ? 'light' : 'dark';
  return `${css
    .replace(new RegExp(`\\(\\s*prefers-color-scheme\\s*:\\s*${scheme}\\s*\\)`, 'g'), ' all')
    .replace(new RegExp(`\\(\\s*prefers-color-scheme\\s*:\\s*${other}\\s*\\)`, 'g'), ' not all')}\n:root{color-scheme:${scheme}}`;
}

/** Links to a place in the page itself stay in the frame (the renderer escapes attribute values, so
 * a tag ends at its first ">"). */
export const inPageLinks = (html) => html.replace(/<a\b([^>]*?)\shref="#/g, '<a$1 target="_self" href="about:srcdoc#');

const note = (text) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#1f2933}</style></head><body><p>${escapeHtml(text)}</p></body></html>`;

/** The preview document of `path` in `lang` for a validated manifest. */
export async function previewDocument({ manifest, path, lang, scheme, outDir }) {
  const { renderRoute, shellData, prepareBlocks } = await nodeSide();
  const route = manifest.routes.find((r) => r.path === path && (r.lang ?? manifest.site.locales[0]) === lang)
    ?? manifest.routes.find((r) => r.path === `/${lang}${path === '/' ? '' : path}`);
  if (!route) return note(lang === manifest.site.locales[0] ? `There is no page at ${path} yet.` : `This page has no ${lang} translation yet: translate its title and description to make one.`);
  const css = await stylesFor(outDir, scheme === 'dark' ? 'dark' : 'light');
  if (!css) return note('The preview needs the site built once: keep npm start running until it says "Serving".');
  await prepareBlocks();
  let body;
  try {
    body = renderRoute(shellData(manifest, route.lang ?? lang), route).html;
  } catch (e) {
    return note(`This page cannot be previewed here (${e.message}); it shows in the site once saved.`);
  }
  return `<!doctype html><html lang="${escapeHtml(route.lang ?? lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><base target="_blank"><title>${escapeHtml(route.title)}</title><style>${css.replace(/<\/style/gi, '<\\/style')}</style></head><body><div id="root">${inPageLinks(body)}</div></body></html>`;
}
