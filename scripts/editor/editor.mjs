// The site editor, served by npm start at /_editor/: a page whose forms are made from the schema
// (src/editor/), and the few requests behind it: the form description, the manifest, a check, a
// save and a preview. Every request passes the guard first (scripts/editor/guard.mjs). The heavy
// work (reading the body, validating, rendering a preview) runs in a thread of its own, one job at
// a time (work-queue.mjs), so the site keeps serving. A save runs the full validation on the text
// it would write, changing only the lines of what was edited (minimal-text.mjs); then, one save at
// a time, the file is compared with the version the save was made from and replaced all at once
// (atomic-write.mjs), or the save is refused (409) and the owner's draft is kept.
import { editorPage } from './browser-bundle.mjs';
import { newToken, refusal } from './guard.mjs';
import { removeLeftovers, writeAtomically } from './atomic-write.mjs';
import { workQueue } from './work-queue.mjs';
import { EDITOR_PAGE, PAGE_HEADERS } from './page.mjs';
import { createPublisher } from './publish.mjs';
import { resolve } from 'node:path';

export const EDITOR_PATH = '/_editor/';
/** The largest request body read: about 100 times the site's manifest (600 KB), and more than the
 * bench's 10,000-page one (42 MB as the page sends it). A larger one is refused before it is read whole. */
export const MAX_BODY = 64 * 1024 * 1024;

const CONFLICT = 'Not saved: data/site.json was changed outside the editor (by hand, or by another editor tab) after this draft was started, so saving would overwrite that change. Your draft is kept in this tab and in this browser, and a reload keeps it: compare it with the file as it is now, then apply your changes to it.';

/**
 * options: manifestFile, outDir (the built site, for the preview's styles), log, form (a form
 * description to use instead of the schema's: tests add a fixture block type with it), nodeSide and
 * pageEntry (a module to load instead of src/server/node.ts, the page's code instead of
 * src/editor/main.tsx: tests change them). Returns { token, urlFor(serverUrl), handle(req, res) →
 * true when the request was the editor's, refresh() (npm start saw src/ or schema/ change), close() }.
 */
export function createEditor({ manifestFile, outDir, log = () => {}, form = null, token = newToken(), nodeSide, pageEntry }) {
  manifestFile = resolve(manifestFile);
  const work = workQueue({ log, nodeSide });
  const code = editorPage({ entry: pageEntry, formNow: async () => (form ? JSON.stringify(form) : await work.run({ kind: 'form' }).then((r) => (r.status === 200 ? JSON.stringify(r.answer) : null))) });
  let saving = Promise.resolve(); // one save at a time: the lock the compare and the rename run under
  // Publish (publish.mjs) looks at the file and records it under the same lock: what it records is what was saved.
  const underSaveLock = (fn) => { const done = saving.then(fn); saving = done.catch(() => {}); return done; };
  // Its proposed message is made in the work thread, from the schema's titles (src/editor/changeSummary.ts).
  const proposeMessage = (before, after, file) => work.run({ kind: 'publishMessage', before, after, file }).then((r) => (r.status === 200 ? r.answer.message : null));
  const publisher = createPublisher({ manifestFile, log, underSaveLock, proposeMessage });
  const left = removeLeftovers(manifestFile);
  if (left.length) log(`Editor: removed ${left.length} temporary file(s) an interrupted save left: ${left.join(', ')}`);

  const answer = (res, { status, answer: data }) => json(res, status, data);

  async function api(req, res, name) {
    if (req.method === 'GET' && name === 'form') return answer(res, code.formGiven(form ? { status: 200, answer: form } : await work.run({ kind: 'form' })));
    if (req.method === 'GET' && name === 'site') {
      const r = await work.run({ kind: 'site', file: manifestFile });
      // The file's own text is the value: sent as it is, not parsed and written again here.
      if (r.status === 200) return send(res, 200, `{"version":${JSON.stringify(r.version)},"value":${r.raw}}`);
      return answer(res, r);
    }
    if (req.method === 'GET' && name === 'publish') return answer(res, await publisher.status());
    if (req.method !== 'POST' || !['check', 'preview', 'save', 'publish'].includes(name)) return json(res, req.method === 'POST' ? 404 : 405, { ok: false, error: req.method === 'POST' ? 'no such request' : 'not allowed' });
    if (!String(req.headers['content-type'] ?? '').startsWith('application/json')) return json(res, 415, { ok: false, error: 'send JSON' });
    const body = await readBody(req);
    if (name === 'publish') return answer(res, await publisher.publish(body));
    if (name !== 'save') return answer(res, await work.run({ kind: name, file: manifestFile, outDir, body }));
    const done = saving.then(() => save(body));
    saving = done.catch(() => {});
    return answer(res, await done);
  }

  async function save(body) {
    const r = await work.run({ kind: 'save', file: manifestFile, body });
    if (r.status === 409) return { status: 409, answer: { ok: false, conflict: true, error: CONFLICT, version: r.answer.version } };
    if (r.status !== 'write') return r;
    const { changed } = await writeAtomically(manifestFile, r.text, { base: r.base });
    if (changed) return { status: 409, answer: { ok: false, conflict: true, error: CONFLICT } };
    log(`Editor: saved ${manifestFile}`);
    return { status: 200, answer: { ok: true, version: r.version, warnings: r.warnings } };
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
      // The browser gets a sentence; the details (a stack) go only to npm start's window.
      if (!e.status) log(`Editor: ${req.method} ${path}: ${e.stack ?? e}`);
      if (!res.headersSent) json(res, e.status ?? 500, { ok: false, error: e.status ? e.message : 'the editor could not do this (the reason is in the window where npm start runs). Nothing was saved; your edits are kept.' });
      else res.destroy();
    }
    return true;
  }

  async function page(req, res, path) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return json(res, 405, { error: 'not allowed' });
    if (path === '/_editor') { res.writeHead(301, { Location: EDITOR_PATH }); res.end(); return; }
    if (path === `${EDITOR_PATH}events`) return code.stream(req, res);
    const file = path === EDITOR_PATH ? ['text/html', Buffer.from(EDITOR_PAGE)]
      : path === `${EDITOR_PATH}editor.js` ? ['text/javascript', await code.file('js')]
      : path === `${EDITOR_PATH}editor.css` ? ['text/css', await code.file('css')] : null;
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
    /** src/ or schema/ changed: the next job runs on a new work thread (the Node side compiled
     * again), the page's code is bundled again, and open tabs reload when theirs changed. */
    refresh() { work.restart(); return code.refresh(); },
    close: () => { code.close(); return work.close(); },
  };
}

const json = (res, status, data) => send(res, status, JSON.stringify(data));

function send(res, status, text) {
  const body = Buffer.from(text);
  res.writeHead(status, { ...PAGE_HEADERS, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length });
  res.end(body);
}

/** The body's bytes, in a buffer of its own (handed to the work thread without a copy). */
async function readBody(req) {
  const declared = Number(req.headers['content-length']);
  if (declared > MAX_BODY) throw tooLarge();
  const parts = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY) throw tooLarge();
    parts.push(chunk);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const p of parts) { bytes.set(p, at); at += p.length; }
  return bytes;
}

const tooLarge = () => Object.assign(new Error(`the request is larger than the editor takes (${MAX_BODY / 1024 / 1024} MB): edit a file this large in a text editor, then run npm run validate`), { status: 413 });
