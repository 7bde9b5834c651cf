// A small static file server for the built site (dist/), behaving like a typical static host:
// clean URLs map to folder/index.html, unknown paths get 404.html, hashed assets are cached forever.
// Used by `npm start` (scripts/dev.mjs) and runnable on its own: node scripts/lib/static-server.mjs [root] [port]
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gzip as gzipCb } from 'node:zlib';

const gzip = promisify(gzipCb);

const TYPES = {
  '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.ico': 'image/x-icon', '.txt': 'text/plain',
  '.xml': 'application/xml', '.woff2': 'font/woff2', '.map': 'application/json',
};
// Text types get a charset and are worth gzipping; images and fonts are already compressed.
const TEXT = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.map']);

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

export async function startStaticServer({ root, port = 0, host = '127.0.0.1', onRequest, inject } = {}) {
  root = resolve(root);
  // Compressed (and injected) bodies, keyed by file path; an entry is reused only while mtime+size
  // match, so a rebuild that rewrites a file invalidates it. One entry per path keeps memory bounded.
  const cache = new Map();

  // Map a URL path to a file inside root, or null. Returns { error: 400 } for malformed escapes.
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
    let file = join(root, ...segments);
    // Belt and braces: whatever happened above, never leave root.
    if (file !== root && !file.startsWith(root + sep)) return { error: 400 };
    let s = await statFile(file);
    // "/file.js/" is not a real URL for a file; only folders may be addressed with a trailing slash.
    if (s && s !== 'dir' && decoded.endsWith('/') && segments.length) return null;
    if (s === 'dir') {
      file = join(file, 'index.html');
      s = await statFile(file);
    }
    return s && s !== 'dir' ? { file, stat: s } : null;
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

  async function send(req, res, status, found, urlPath) {
    const ext = extname(found.file).toLowerCase();
    const { data, gzipped } = await body(found.file, found.stat, acceptsGzip(req.headers['accept-encoding']));
    const immutable = status === 200 && urlPath.startsWith('/assets/');
    res.writeHead(status, {
      'Content-Type': contentType(ext),
      'Content-Length': data.length,
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      'Last-Modified': found.stat.mtime.toUTCString(),
      Vary: 'Accept-Encoding',
      ...(gzipped ? { 'Content-Encoding': 'gzip' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : data);
  }

  function plain(req, res, status, text, extra = {}) {
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache', ...extra });
    res.end(req.method === 'HEAD' ? undefined : text + '\n');
  }

  async function handle(req, res) {
    if (onRequest && (await onRequest(req, res))) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') return plain(req, res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
    // Only the path matters; drop query and fragment without trusting the Host header.
    const urlPath = (req.url ?? '/').split(/[?#]/)[0] || '/';
    const found = await lookup(urlPath);
    if (found?.error) return plain(req, res, found.error, 'Bad Request');
    if (found) return send(req, res, 200, found, urlPath);
    const notFound = await lookup('/404.html');
    if (notFound && !notFound.error) return send(req, res, 404, notFound, urlPath);
    return plain(req, res, 404, 'Not Found');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err) => {
      console.error(`static-server: ${req.method} ${req.url}:`, err);
      if (!res.headersSent) plain(req, res, 500, 'Internal Server Error');
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
