// Requests to the site editor with any headers, a forged Host included (which fetch() will not
// send): for the editor's node and browser tests.
import { request as httpRequest } from 'node:http';
import { resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../..');
// A temporary copy of data/site.json: tests never touch the real one.
export { manifestCopy } from '../../scripts/editor/standalone.mjs';

/** { status, text, json } of a request to `url` with these headers and body. */
export function send(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((ok, fail) => {
    const u = new URL(url);
    const data = body === undefined ? undefined : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
    const req = httpRequest({ host: u.hostname, port: u.port, path: u.pathname + u.search, method, headers: { ...(data && { 'content-type': 'application/json', 'content-length': data.length }), ...headers } }, (res) => {
      const parts = [];
      res.on('data', (d) => parts.push(d));
      res.on('end', () => {
        const text = Buffer.concat(parts).toString('utf8');
        let json;
        try { json = JSON.parse(text); } catch { json = undefined; }
        ok({ status: res.statusCode, headers: res.headers, text, json });
      });
    });
    req.on('error', fail);
    req.end(data);
  });
}

/** The headers the editor's own page sends with a request to its API. */
export const ownHeaders = (server, token) => ({ origin: new URL(server.url).origin, 'x-editor-token': token });

/** The lines that differ between a and b: [{ line, was, now }] (when lines were added or removed,
 * every line between the common first and last lines). */
export function changedLines(a, b) {
  const x = a.split('\n');
  const y = b.split('\n');
  // As many lines as before: the lines that differ, each in its place.
  if (x.length === y.length) return x.flatMap((was, i) => (was === y[i] ? [] : [{ line: i + 1, was, now: y[i] }]));
  let start = 0;
  while (start < x.length && start < y.length && x[start] === y[start]) start++;
  let end = 0;
  while (end < x.length - start && end < y.length - start && x[x.length - 1 - end] === y[y.length - 1 - end]) end++;
  const out = [];
  for (let i = start; i < Math.max(x.length, y.length) - end; i++) {
    const was = i < x.length - end ? x[i] : undefined;
    const now = i < y.length - end ? y[i] : undefined;
    out.push({ line: i + 1, was, now });
  }
  return out;
}
