// @ts-check
// The HTML document around each prerendered route: head, the route's data as inline JSON, and
// the loader that starts the app after the first paint. No inline script or style: the
// Content-Security-Policy (scripts/lib/http-policy.mjs) forbids them.

import { join } from 'node:path';

/** @typedef {import('./context.mjs').Route} Route */
/** @typedef {import('./context.mjs').ShellData} ShellData */

/** Where a route's page is written: <path>.html, the home page index.html. Files, not folders, so
 * every host serves a page at its path without a trailing slash (see canonicalPath in
 * scripts/lib/http-policy.mjs).
 * @param {string} dir
 * @param {string} path
 */
export const pageFile = (dir, path) => join(dir, path === '/' ? 'index.html' : `${path}.html`);


/**
 * Serialises data for a <script type="application/json"> without letting it close the tag.
 * @param {string | null} id
 * @param {unknown} data
 */
export const jsonScript = (id, data, type = 'application/json') =>
  `<script type="${type}"${id ? ` id="${id}"` : ''}>${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/** The shell's script, the same on every page of a language: written once per shell object. */
/** @type {WeakMap<ShellData, string>} */
const shellScripts = new WeakMap();
/** @param {ShellData} shell */
const shellScript = (shell) => {
  let s = shellScripts.get(shell);
  if (s === undefined) shellScripts.set(shell, (s = jsonScript('site-data', shell)));
  return s;
};

/** @param {string} s */
export const escapeHtml = (s) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[/** @type {'&' | '<' | '>' | '"'} */ (c)]);

/**
 * What page() puts together: the route's rendered body (renderRoute), the app's assets (PageCommon
 * in context.mjs), the page's own later chunks and <head> parts (head.mjs).
 * @typedef {object} PageParts
 * @property {string} title
 * @property {string} description
 * @property {string} html The rendered body.
 * @property {string} css
 * @property {string} js
 * @property {string[]} preload
 * @property {string[]} [later] The chunks preloaded once the app starts (the page's blocks).
 * @property {string} loader
 * @property {string} noscriptCss
 * @property {ShellData} shell
 * @property {Route | null} route The route's data, null on the not-found and offline pages.
 * @property {string} build
 * @property {string[]} [head] Tags for <head>, escaped already.
 * @property {object[]} [jsonLd] Structured data, a <script type="application/ld+json"> each.
 * @property {string} [serviceWorker] The worker's address, when pages register it.
 * @property {boolean} [app] false: the page alone, without the app's scripts or data (the offline page).
 */

/**
 * One complete page: the rendered body html, its title and description, the app's assets, and
 * `head`: extra tags for <head> (already escaped HTML) and `jsonLd`: structured-data objects, each
 * written as its own <script type="application/ld+json"> (scripts/build/head.mjs makes both).
 * @param {PageParts} parts
 */
export function page({ title, description, html, css, js, preload, later = [], loader, noscriptCss, shell, route, build, head = [], jsonLd = [], serviceWorker, app = true }) {
  // `app: false` (the offline page): the page alone, without the app's scripts or data.
  const scripts = app ? [`<script src="${loader}" defer></script>\n`, `${shellScript(shell)}\n${jsonScript('route-data', route)}\n${jsonScript('app-scripts', { entry: js, preload, later })}\n`] : ['', ''];
  // The page's language is the shell's (src/server/render.tsx shellData), whose words the page shows.
  return `<!doctype html>
<html lang="${escapeHtml(shell.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(description)}">
<meta name="build" content="${escapeHtml(build)}">
${serviceWorker ? `<meta name="service-worker" content="${escapeHtml(serviceWorker)}">\n` : ''}${[...head, ...jsonLd.map((o) => jsonScript(null, o, 'application/ld+json'))].map((t) => `${t}\n`).join('')}<link rel="stylesheet" href="${css}">
<noscript><link rel="stylesheet" href="${noscriptCss}"></noscript>
${scripts[0]}</head>
<body>
<div id="root">${html}</div>
${scripts[1]}</body>
</html>
`;
}
