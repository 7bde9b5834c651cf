// First-load weight of a built route with an empty cache: the route's HTML, the stylesheets it
// links, and the JavaScript it runs before anything is lazily imported (the entry module, its
// modulepreloads, and any chunk those import statically), each counted as gzip -9 bytes.
// Used by `npm run bench` and test/node/budget.test.mjs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync, constants } from 'node:zlib';

export const BUDGETS = { js: 90 * 1024, css: 12 * 1024, html: 25 * 1024 };

export const gzipSize = (buf) => gzipSync(buf, { level: constants.Z_BEST_COMPRESSION }).length;

/** The index.html of a route path ("/", "/about") or a page file ("/404.html") in distDir. */
export function htmlFile(distDir, route) {
  if (route.endsWith('.html')) return join(distDir, route);
  return route === '/' ? join(distDir, 'index.html') : join(distDir, route, 'index.html');
}

const attrs = (tag) => Object.fromEntries([...tag.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)]
  .slice(1).map((m) => [m[1].toLowerCase(), m[2] ?? m[3] ?? m[4] ?? '']));
const decode = (s) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'");

/** Tags and inline JSON of an HTML page, split into <head> and <body> order. */
export function parsePage(html) {
  const headEnd = html.search(/<\/head\s*>/i);
  const scripts = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    scripts.push({ attrs: attrs(`<script ${m[1]}>`), body: m[2], inHead: headEnd === -1 || m.index < headEnd });
  }
  const links = [...html.matchAll(/<link\b[^>]*>/gi)].map((m) => attrs(m[0]));
  const rels = (rel) => links.filter((l) => (l.rel ?? '').toLowerCase().split(/\s+/).includes(rel)).map((l) => decode(l.href));
  const isData = (s) => /json/i.test(s.attrs.type ?? '');
  return {
    stylesheets: rels('stylesheet'),
    modulepreloads: rels('modulepreload'),
    moduleScripts: scripts.filter((s) => s.attrs.type === 'module' && s.attrs.src).map((s) => decode(s.attrs.src)),
    classicScripts: scripts.filter((s) => !isData(s) && s.attrs.type !== 'module'),
    dataScripts: scripts.filter(isData),
    scripts,
  };
}

/** Scripts in <head> that block rendering: classic JavaScript without async or defer. */
export function renderBlockingScripts(html) {
  return parsePage(html).classicScripts
    .filter((s) => s.inHead && !('async' in s.attrs) && !('defer' in s.attrs))
    .map((s) => s.attrs.src ?? `inline script (${s.body.length} chars)`);
}

/** Relative module specifiers a minified ES module imports statically (not import()). */
export function staticImports(code) {
  const out = new Set();
  const re = /\b(?:import|export)\s*(?:[\w$\s{},*]*?\bfrom\s*)?["']([^"']+\.m?js)["']/g;
  for (const m of code.matchAll(re)) out.add(m[1]);
  return [...out];
}

const toFile = (distDir, url) => join(distDir, decodeURIComponent(new URL(url, 'http://x/').pathname));

/**
 * First-load gzip bytes of one route: { route, html, css, js, data, files: [{ kind, url, bytes, gzip }],
 * missingPreloads }. `data` is the embedded JSON (also counted in html). `missingPreloads` lists
 * statically imported chunks the page does not preload (each costs a round trip).
 */
export function firstLoad(distDir, route, { cache = new Map() } = {}) {
  const raw = readFileSync(htmlFile(distDir, route));
  const html = raw.toString('utf8');
  const page = parsePage(html);
  const measure = (url) => {
    if (!cache.has(url)) {
      const buf = readFileSync(toFile(distDir, url));
      cache.set(url, { buf, bytes: buf.length, gzip: gzipSize(buf) });
    }
    return cache.get(url);
  };
  const files = [{ kind: 'html', url: route, bytes: raw.length, gzip: gzipSize(raw) }];
  page.dataScripts.forEach((s) => {
    const buf = Buffer.from(s.body);
    files.push({ kind: 'data', url: `#${s.attrs.id ?? 'json'}`, bytes: buf.length, gzip: gzipSize(buf) });
  });
  for (const url of page.stylesheets) files.push({ kind: 'css', url, ...pick(measure(url)) });

  // JavaScript: entry modules and preloads, then whatever they import statically, transitively.
  const seen = new Set();
  const queue = [...page.moduleScripts, ...page.modulepreloads, ...page.classicScripts.map((s) => s.attrs.src).filter(Boolean)];
  const missingPreloads = [];
  while (queue.length) {
    const url = new URL(queue.shift(), 'http://x/').pathname;
    if (seen.has(url)) continue;
    seen.add(url);
    const f = measure(url);
    files.push({ kind: 'js', url, ...pick(f) });
    for (const spec of staticImports(f.buf.toString('utf8'))) {
      const dep = new URL(spec, `http://x${url}`).pathname;
      if (!seen.has(dep)) queue.push(dep);
      if (!page.modulepreloads.some((p) => new URL(p, 'http://x/').pathname === dep)) missingPreloads.push(dep);
    }
  }
  const sum = (kind) => files.filter((f) => f.kind === kind).reduce((n, f) => n + f.gzip, 0);
  return { route, html: sum('html'), css: sum('css'), js: sum('js'), data: sum('data'), files, missingPreloads: [...new Set(missingPreloads)] };
}
const pick = ({ bytes, gzip }) => ({ bytes, gzip });

/** Formats rows (arrays of cells) as plain-text columns; numbers are right-aligned. */
export function table(header, rows) {
  const all = [header, ...rows].map((r) => r.map((c) => (c === undefined || c === null ? '' : String(c))));
  const width = header.map((_, i) => Math.max(...all.map((r) => r[i]?.length ?? 0)));
  const right = header.map((_, i) => rows.length > 0 && rows.every((r) => r[i] === '' || r[i] == null || /^[-+]?[\d.,]+( ?[KMG]?B| ms| s|%)?$/.test(String(r[i]))));
  const line = (r) => r.map((c, i) => (right[i] ? c.padStart(width[i]) : c.padEnd(width[i]))).join('  ').trimEnd();
  return [line(all[0]), width.map((w) => '-'.repeat(w)).join('  '), ...all.slice(1).map(line)].join('\n');
}

export const kb = (n) => (n == null ? '' : `${(n / 1024).toFixed(1)} KB`);
