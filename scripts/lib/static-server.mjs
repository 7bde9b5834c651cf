// A small static file server for the built site (dist/), behaving like the production hosts: a page
// is <path>.html served at <path>, other forms of its URL redirect (301), unknown paths get 404.html
// with status 404, and every response carries the headers of dist/_headers (the site's HTTP policy,
// scripts/lib/http-policy.mjs), so a Content-Security-Policy break shows up while editing.
// Used by `npm start` (scripts/dev.mjs) and runnable on its own: node scripts/lib/static-server.mjs [root] [port]
import { createServer } from 'node:http';
import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gzip as gzipCb } from 'node:zlib';
import { canonicalPath, headersFor, isNotServed, NOT_FOUND_FILE, notFoundFileFor, parseHeadersFile } from './http-policy.mjs';
import { existsSync } from 'node:fs';

const gzip = promisify(gzipCb);

const TYPES = {
  '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.ico': 'image/x-icon', '.txt': 'text/plain',
  '.xml': 'application/xml', '.woff2': 'font/woff2', '.map': 'application/json',
  '.webmanifest': 'application/manifest+json', '.wasm': 'application/wasm',
};
// Text types get a charset and are worth gzipping; images and fonts are already compressed.
const TEXT = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.map', '.webmanifest']);

function contentType(ext) {
  const type = TYPES[ext] ?? 'application/octet-stream';
  return TEXT.has(ext) ? `${type}; charset=utf-8` : type;
}

// "gzip" listed and not explicitly refused with q=0.
function acceptsGzip(header = '') {
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';').map((s) => s.trim());
    if (name !== 'gzip' && name !== '*') return false;
    const q = params.find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

async function statFile(file) {
  try {
    const s = await stat(file);
    return s.isFile() ? s : s.isDirectory() ? 'dir' : null;
  } catch {
    return null;
  }
}

/** handleFirst(req, res) → true when it answered: sees every request, before the method check
 * (npm start's site editor takes POSTs, scripts/editor/editor.mjs). */
export async function startStaticServer({ root, port = 0, host = '127.0.0.1', onRequest, inject, handleFirst } = {}) {
  root = resolve(root);
  // The real path of root, found again if root is replaced (a whole build swaps in a new folder).
  const realRoot = () => realpath(root).catch(() => root);
  /** The file's real path when it lies inside root's, else null: a symbolic link in dist/ to a file
   * elsewhere (/etc/passwd) is never served. */
  async function inside(file) {
    const [real, base] = await Promise.all([realpath(file).catch(() => null), realRoot()]);
    return real && (real === base || real.startsWith(base + sep)) ? real : null;
  }
  // Compressed (and injected) bodies, keyed by file path; an entry is reused only while mtime+size
  // match, so a rebuild that rewrites a file invalidates it. One entry per path keeps memory bounded.
  const cache = new Map();

  // The headers of dist/_headers, re-read when a rebuild rewrites it.
  let policy = { mtimeMs: -1, rules: [] };
  async function rules() {
    const file = join(root, '_headers');
    const s = await statFile(file);
    if (!s || s === 'dir') return [];
    if (s.mtimeMs !== policy.mtimeMs) policy = { mtimeMs: s.mtimeMs, rules: parseHeadersFile(await readFile(file, 'utf8')) };
    return policy.rules;
  }

  // A URL path to { file, stat, path } inside root, { redirect } to the page's one URL, or null.
  // Returns { error: 400 } for malformed escapes.
  async function lookup(urlPath) {
    let decoded;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return { error: 400 };
    }
    // Decode first, then inspect segments, so %2e%2e and %2f tricks are caught too. Backslashes
    // and NULs have no business in a site path; refuse them rather than reason about them.
    if (decoded.includes('\0') || decoded.includes('\\')) return { error: 400 };
    const segments = decoded.split('/').filter(Boolean);
    if (segments.some((s) => s === '..' || s === '.')) return { error: 400 };
    if (isNotServed(decoded)) return null;
    const redirect = canonicalPath(urlPath);
    if (redirect) return { redirect };
    const file = decoded === '/' ? join(root, 'index.html') : join(root, ...segments);
    // Belt and braces: whatever happened above, never leave root.
    if (file !== root && !file.startsWith(root + sep)) return { error: 400 };
    // A file as named, else the page <path>.html; folders are never pages.
    for (const [f, path] of [[file, decoded], [`${file}.html`, `${decoded}.html`]]) {
      const s = await statFile(f);
      if (s && s !== 'dir') {
        const real = await inside(f);
        return real ? { file: real, stat: s, path } : null;
      }
    }
    return null;
  }

  // Body for a file: raw bytes, with the live-reload snippet spliced into HTML, gzipped if wanted.
  async function body(file, st, wantGzip) {
    const ext = extname(file).toLowerCase();
    const isHtml = ext === '.html' && inject;
    const compress = wantGzip && TEXT.has(ext);
    if (!isHtml && !compress) return { data: await readFile(file), gzipped: false };
    const hit = cache.get(file);
    const fresh = hit && hit.mtimeMs === st.mtimeMs && hit.size === st.size;
    let entry = fresh ? hit : { mtimeMs: st.mtimeMs, size: st.size };
    if (!entry.plain) {
      let data = await readFile(file);
      if (isHtml) {
        const html = data.toString('utf8');
        const at = html.toLowerCase().lastIndexOf('</body>');
        data = Buffer.from(at === -1 ? html + inject : html.slice(0, at) + inject + html.slice(at));
      }
      entry.plain = data;
    }
    // The gzip is made from entry.plain, which already carries the injection, so a cached gzip of
    // un-injected HTML can never be served.
    if (compress && !entry.gz) entry.gz = await gzip(entry.plain);
    cache.set(file, entry);
    return compress ? { data: entry.gz, gzipped: true } : { data: entry.plain, gzipped: false };
  }

  async function send(req, res, status, found) {
    const ext = extname(found.file).toLowerCase();
    const { data, gzipped } = await body(found.file, found.stat, acceptsGzip(req.headers['accept-encoding']));
    res.writeHead(status, {
      ...headersFor(await rules(), found.path),
      'Content-Type': contentType(ext),
      'Content-Length': data.length,
      'Last-Modified': found.stat.mtime.toUTCString(),
      Vary: 'Accept-Encoding',
      ...(gzipped ? { 'Content-Encoding': 'gzip' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : data);
  }

  async function plain(req, res, status, text, extra = {}) {
    res.writeHead(status, { ...headersFor(await rules(), NOT_FOUND_FILE), 'Content-Type': 'text/plain; charset=utf-8', ...extra });
    res.end(req.method === 'HEAD' ? undefined : text + '\n');
  }

  async function handle(req, res) {
    if (handleFirst && (await handleFirst(req, res))) return;
    // Every endpoint, the caller's own (live reload) included, answers GET and HEAD only.
    if (req.method !== 'GET' && req.method !== 'HEAD') return plain(req, res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
    if (onRequest && (await onRequest(req, res))) return;
    // Only the path matters (and the query, kept on redirects); never the Host header.
    const [urlPath = '/', query] = (req.url ?? '/').split('#')[0].split(/\?(.*)/s);
    const found = await lookup(urlPath || '/');
    if (found?.error) return plain(req, res, found.error, 'Bad Request');
    if (found?.redirect) return plain(req, res, 301, 'Moved Permanently', { Location: found.redirect + (query ? `?${query}` : '') });
    if (found) return send(req, res, 200, found);
    // The not-found page of the path's language folder ("/es/…"), else the site's.
    const notFoundPath = notFoundFileFor(urlPath, (f) => existsSync(join(root, f)));
    const notFoundFile = join(root, notFoundPath);
    const s = await statFile(notFoundFile);
    const real = s && s !== 'dir' && (await inside(notFoundFile));
    if (real) return send(req, res, 404, { file: real, stat: s, path: notFoundPath });
    return plain(req, res, 404, 'Not Found');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err) => {
      console.error(`static-server: ${req.method} ${req.url}:`, err);
      if (!res.headersSent) plain(req, res, 500, 'Internal Server Error').catch(() => res.destroy());
      else res.destroy();
    });
  });

  // Reject on listen errors (e.g. EADDRINUSE) so callers can try another port.
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      ok();
    });
  });
  const actual = server.address().port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${actual}`;
  const close = () =>
    new Promise((ok) => {
      server.close(() => ok());
      // Long-lived connections (keep-alive, live-reload streams) would otherwise hold close() open.
      server.closeAllConnections();
    });
  return { url, port: actual, server, close };
}

// CLI: node scripts/lib/static-server.mjs [root=dist] [port=$PORT or 4173]
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = resolve(process.argv[2] ?? 'dist');
  const port = Number(process.argv[3] ?? process.env.PORT ?? 4173);
  const { url, close } = await startStaticServer({ root, port });
  console.log(`Serving ${root} at ${url}`);
  const stop = () => close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
