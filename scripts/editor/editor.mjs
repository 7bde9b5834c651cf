// The site editor, served by npm start at /_editor/: a page whose forms are made from the schema
// (src/editor/), and the few requests behind it: the form description, the manifest, a check, a
// save and a preview. Every request passes the guard first (scripts/editor/guard.mjs). A save runs
// the full validation on the text it would write and writes site.json only when it is valid,
// changing only the lines of what was edited (minimal-text.mjs), all at once (atomic-write.mjs).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { editorBundle } from './browser-bundle.mjs';
import { newToken, refusal } from './guard.mjs';
import { minimalText } from './minimal-text.mjs';
import { writeAtomically } from './atomic-write.mjs';
import { nodeSide, validateText } from './node-side.mjs';
import { previewDocument } from './preview.mjs';
import { EDITOR_PAGE, PAGE_HEADERS } from './page.mjs';

export const EDITOR_PATH = '/_editor/';
/** The largest request body read: far above any manifest an owner writes by hand. */
const MAX_BODY = 64 * 1024 * 1024;

const versionOf = (text) => createHash('sha256').update(text).digest('hex').slice(0, 20);

/**
 * options: manifestFile, outDir (the built site, for the preview's styles), log, form (a form
 * description to use instead of the schema's: tests add a fixture block type with it).
 * Returns { token, urlFor(serverUrl), handle(req, res) → true when the request was the editor's }.
 */
export function createEditor({ manifestFile, outDir, log = () => {}, form = null, token = newToken() }) {
  manifestFile = resolve(manifestFile);
  let saving = Promise.resolve(); // one save at a time

  async function api(req, res, name) {
    if (req.method === 'GET' && name === 'form') return json(res, 200, form ?? (await nodeSide()).formDescription());
    if (req.method === 'GET' && name === 'site') {
      const text = await readFile(manifestFile, 'utf8');
      return json(res, 200, { value: JSON.parse(text), version: versionOf(text) });
    }
    if (req.method !== 'POST') return json(res, 405, { error: 'not allowed' });
    if (!String(req.headers['content-type'] ?? '').startsWith('application/json')) return json(res, 415, { error: 'send JSON' });
    const body = await readBody(req);
    if (name === 'check') return json(res, 200, await check(body.value));
    if (name === 'preview') {
      const checked = await check(body.value);
      if (!checked.ok) return json(res, 200, { ok: false, problems: checked.problems });
      const html = await previewDocument({ manifest: checked.manifest, path: String(body.path ?? '/'), lang: String(body.lang ?? 'en'), scheme: body.scheme, outDir });
      return json(res, 200, { ok: true, html });
    }
    if (name === 'save') {
      const done = saving.then(() => save(body));
      saving = done.catch(() => {});
      const { status, ...answer } = await done;
      return json(res, status, answer);
    }
    return json(res, 404, { error: 'no such request' });
  }

  /** The full validation of the text a save would write. */
  async function check(value) {
    const current = await readFile(manifestFile, 'utf8');
    const next = minimalText(current, value);
    if (next.error) return { ok: false, problems: [{ path: [], where: '(file)', message: next.error, line: 1, col: 1 }], warnings: [] };
    return validateText(next.text);
  }

  async function save({ value, version }) {
    const current = await readFile(manifestFile, 'utf8');
    if (version !== versionOf(current)) {
      return { status: 409, ok: false, error: 'data/site.json was changed outside the editor since you opened it (by hand, or in another tab). Your edits are kept in this browser: reload the editor to see the file as it is now, then make them again.' };
    }
    const next = minimalText(current, value);
    if (next.error) return { status: 422, ok: false, error: next.error };
    const checked = await validateText(next.text);
    if (!checked.ok) return { status: 422, ok: false, problems: checked.problems };
    if (next.text !== current) await writeAtomically(manifestFile, next.text);
    log(`Editor: saved ${manifestFile}`);
    return { status: 200, ok: true, version: versionOf(next.text), warnings: checked.warnings };
  }

  async function handle(req, res) {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/_editor' && !path.startsWith(EDITOR_PATH)) return false;
    const name = path.startsWith(`${EDITOR_PATH}api/`) ? path.slice(`${EDITOR_PATH}api/`.length) : null;
    const why = refusal(req, token, { api: name !== null });
    if (why) {
      res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(`Refused: ${why}\n`);
      return true;
    }
    try {
      if (name !== null) await api(req, res, name);
      else await page(req, res, path);
    } catch (e) {
      log(`Editor: ${req.method} ${path}: ${e.stack ?? e}`);
      if (!res.headersSent) json(res, e.status ?? 500, { ok: false, error: e.status ? e.message : `the editor failed: ${e.message}` });
      else res.destroy();
    }
    return true;
  }

  async function page(req, res, path) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return json(res, 405, { error: 'not allowed' });
    if (path === '/_editor') { res.writeHead(301, { Location: EDITOR_PATH }); res.end(); return; }
    const file = path === EDITOR_PATH ? ['text/html', Buffer.from(EDITOR_PAGE)]
      : path === `${EDITOR_PATH}editor.js` ? ['text/javascript', (await editorBundle()).js]
      : path === `${EDITOR_PATH}editor.css` ? ['text/css', (await editorBundle()).css] : null;
    if (!file) { res.writeHead(404, { 'Content-Type': 'text/plain' }); res.end('Not Found\n'); return; }
    res.writeHead(200, { ...PAGE_HEADERS, 'Content-Type': `${file[0]}; charset=utf-8`, 'Content-Length': file[1].length });
    res.end(req.method === 'HEAD' ? undefined : file[1]);
  }

  return {
    token,
    /** The address to open: the server's, then the editor's, with the token in the fragment (which
     * no request sends, so it stays out of logs and Referer headers). */
    urlFor: (serverUrl) => `${serverUrl.replace(/\/$/, '')}${EDITOR_PATH}#token=${token}`,
    handle,
  };
}

function json(res, status, data) {
  const body = Buffer.from(JSON.stringify(data));
  res.writeHead(status, { ...PAGE_HEADERS, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length });
  res.end(body);
}

async function readBody(req) {
  const parts = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY) throw Object.assign(new Error('the request is too large'), { status: 413 });
    parts.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(parts).toString('utf8'));
  } catch {
    throw Object.assign(new Error('the request is not JSON'), { status: 400 });
  }
}
