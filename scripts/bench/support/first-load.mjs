// First-load weight of a built route with an empty cache: the route's HTML, the stylesheets it
// links, and the JavaScript it runs to start (the entry module, the stages it imports, its
// modulepreloads, and any chunk those import statically), each counted as gzip -9 bytes.
// Used by `npm run bench` and test/node/budget.test.mjs.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync, constants } from 'node:zlib';
import { pageFile } from '../../build/html.mjs';

export const BUDGETS = { js: 85 * 1024, css: 12 * 1024, html: 25 * 1024 };

export const gzipSize = (buf) => gzipSync(buf, { level: constants.Z_BEST_COMPRESSION }).length;

/** The page file of a route path ("/", "/about") or a page file ("/404.html") in distDir. */
export function htmlFile(distDir, route) {
  return route.endsWith('.html') ? join(distDir, route) : pageFile(distDir, route);
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
  // The app's scripts are declared as data and loaded after the first paint (src/boot/loader.ts).
  const app = scripts.find((s) => s.attrs.id === 'app-scripts');
  const declared = app ? JSON.parse(app.body) : { entry: undefined, preload: [] };
  return {
    stylesheets: rels('stylesheet'),
    modulepreloads: [...rels('modulepreload'), ...declared.preload],
    moduleScripts: [...scripts.filter((s) => s.attrs.type === 'module' && s.attrs.src).map((s) => decode(s.attrs.src)), ...(declared.entry ? [declared.entry] : [])],
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

/** Relative module specifiers a minified ES module imports lazily (import("./x.js")). */
export function dynamicImports(code) {
  return [...new Set([...code.matchAll(/\bimport\(\s*["']([^"']+\.m?js)["']\s*\)/g)].map((m) => m[1]))];
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

  // JavaScript: entry modules, the stages they import to start (src/main.tsx), and preloads, then
  // whatever they import statically, transitively.
  const seen = new Set();
  const stages = page.moduleScripts.flatMap((entry) => {
    const url = new URL(entry, 'http://x/').pathname;
    return dynamicImports(measure(url).buf.toString('utf8')).map((spec) => new URL(spec, `http://x${url}`).pathname);
  });
  const queue = [...page.moduleScripts, ...stages, ...page.modulepreloads, ...page.classicScripts.map((s) => s.attrs.src).filter(Boolean)];
  const preloaded = (path) => page.modulepreloads.some((p) => new URL(p, 'http://x/').pathname === path);
  const missingPreloads = stages.filter((dep) => !preloaded(dep));
  while (queue.length) {
    const url = new URL(queue.shift(), 'http://x/').pathname;
    if (seen.has(url)) continue;
    seen.add(url);
    const f = measure(url);
    files.push({ kind: 'js', url, ...pick(f) });
    for (const spec of staticImports(f.buf.toString('utf8'))) {
      const dep = new URL(spec, `http://x${url}`).pathname;
      if (!seen.has(dep)) queue.push(dep);
      if (!preloaded(dep)) missingPreloads.push(dep);
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
export const mb = (n) => (n == null ? '' : `${(n / 1048576).toFixed(1)} MB`);
export const sec = (ms) => (ms == null ? '' : `${(ms / 1000).toFixed(1)} s`);
export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Every file under dir with its size. */
export function listFiles(dir, out = []) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, e.name);
    if (e.isDirectory()) listFiles(file, out);
    else out.push({ file, size: statSync(file).size });
  }
  return out;
}

// A title as it may appear in a file: raw, JSON-escaped, with esbuild's \uXXXX escapes, HTML-escaped.
const forms = (t) => [...new Set([t, JSON.stringify(t).slice(1, -1), t.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
  t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')])];

/** Text files that contain every one of the titles (as a file holding every route's data would).
 * Files shorter than the titles together are skipped unread, which keeps big sites cheap. */
export function filesWithAllTitles(files, titles) {
  const need = titles.reduce((n, t) => n + t.length, 0);
  const all = [...new Set(titles)].map(forms);
  return files.filter(({ file, size }) => {
    if (size < need || !/\.(html|m?js|json|css|txt|xml)$/.test(file)) return false;
    const text = readFileSync(file, 'utf8');
    return all.every((f) => f.some((t) => text.includes(t)));
  }).map((f) => f.file);
}

/** Size of a built site, its largest file, and any file holding every route's title. */
export function distStats(dist, routes) {
  const files = listFiles(dist);
  const largest = files.reduce((a, b) => (b.size > a.size ? b : a));
  return {
    bytes: files.reduce((n, f) => n + f.size, 0), files: files.length,
    largest: { file: relative(dist, largest.file), bytes: largest.size },
    holdsAllRoutes: routes.length < 3 ? [] : filesWithAllTitles(files, routes.map((r) => r.title)).map((f) => relative(dist, f)),
  };
}

/** The modules behind the first-load JavaScript (from esbuild's metafile), grouped by package,
 * largest first: minified bytes, and that share of the files' gzip bytes. */
export function jsContributors(metafile, jsFiles) {
  const names = new Set(jsFiles.map((f) => f.url.split('/').pop()));
  const groups = new Map();
  let total = 0;
  for (const [out, o] of Object.entries(metafile.outputs)) {
    if (!names.has(out.split('/').pop())) continue;
    for (const [input, { bytesInOutput }] of Object.entries(o.inputs)) {
      const name = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? input.replace(/^(src\/[^/]+).*/, '$1 (app)');
      groups.set(name, (groups.get(name) ?? 0) + bytesInOutput);
      total += bytesInOutput;
    }
  }
  const gz = jsFiles.reduce((n, f) => n + f.gzip, 0);
  return [...groups].sort((a, b) => b[1] - a[1]).map(([name, bytes]) => ({ name, bytes, gzip: Math.round((bytes / total) * gz) }));
}
