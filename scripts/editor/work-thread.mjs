// The editor's heavy work, in a thread of its own (work-queue.mjs starts it): reading site.json,
// parsing a request's body, the validation, the smallest new text, the preview and Publish's
// proposed message. A check of a large manifest takes seconds; on npm start's one thread it
// stalled every page of the site, so here it stalls nothing but the next check. Each job answers
// { status, answer } (a JSON-able answer for the browser) and a save answers { status: 'write',
// text, base }: the write itself is done by the serving thread under its lock (atomic-write.mjs),
// right after comparing the file.
//
// The live check (and the preview, which checks first) is the page's answer while the owner types,
// a moment after each change: it validates with the incremental loader (schema/read/incremental.ts, one
// per manifest file, kept here between checks), fed the text a save would write, made again only
// where the draft changed (draft-text.mjs). The loader's results are exactly a full load's: it
// re-validates only the routes an edit changed when it can be sure that is all, and falls back to
// the full loadManifest otherwise (a problem anywhere, a translated route, the site settings…).
import { parentPort } from 'node:worker_threads';
import { readFile } from 'node:fs/promises';
import { minimalText } from './minimal-text.mjs';
import { draftTexts } from './draft-text.mjs';
import { nodeSide, shaped, validateText } from './node-side.mjs';
import { previewDocument } from './preview.mjs';
import { BadRequest, bodyOf } from './request-body.mjs';
import { versionOf, withoutBom } from './versions.mjs';

const BOM = '\ufeff';

/** The file's text now, its version, and its text without a byte-order mark (kept on write). */
async function current(file) {
  const text = await readFile(file, 'utf8');
  const bare = withoutBom(text);
  return { text, bare, bom: bare !== text ? BOM : '', version: versionOf(text) };
}

/** The text a save of `value` would write: the smallest change to the file, its BOM kept. */
function nextText(now, value) {
  const next = minimalText(now.bare, value);
  return next.error ? next : { text: now.bom + next.text };
}

const fileProblem = (message) => ({ ok: false, problems: [{ path: [], where: '(file)', message, line: 1, col: 1 }], warnings: [] });

/** Per manifest file: its draft texts and its incremental loader. */
const live = new Map();
function liveOf(file) {
  if (!live.has(file)) {
    const made = nodeSide().then((side) => ({ side, texts: draftTexts(file), load: side.createIncrementalLoader({ changes: false }) }));
    live.set(file, made);
    made.catch(() => live.delete(file)); // a compile that failed is tried again at the next check
  }
  return live.get(file);
}

/** Once the page has the file (the site job answered), the live check reads it and validates it,
 * the loader's first full load: the page's first check (the file with one change) is then as quick
 * as the next ones. A job sent meanwhile waits for it (seconds at 10,000 routes). */
function prime(file, text) {
  setTimeout(async () => {
    try {
      const { texts, load } = await liveOf(file);
      await texts.read();
      load(text);
    } catch { /* the check says it */ }
  });
}

/** The live check of a request's draft: { body, checked: { ok, problems, manifest } }. */
async function liveCheck(kind, file, bytes, fields) {
  const { side, texts, load } = await liveOf(file);
  const next = await texts.textFor(kind, bytes, fields);
  return { body: next.body, checked: next.error ? fileProblem(next.error) : shaped(load(next.text), side) };
}

/** The form description (made from the schema), made once per thread: a changed schema is a new thread. */
let form = null;
const formOf = async () => (form ??= (await nodeSide()).formDescription());

const jobs = {
  form: async () => ({ status: 200, answer: await formOf() }),

  // Publish's proposed message (src/editor/changeSummary.ts): from the committed text (null: none)
  // to the file now, the places named by the form's titles.
  publishMessage: async ({ before, after, file }) => {
    const [{ proposedMessage }, { schema }] = await Promise.all([nodeSide(), formOf()]);
    return { status: 200, answer: { message: proposedMessage(before, after, { file, root: schema }) } };
  },

  site: async ({ file }) => {
    const now = await current(file);
    try {
      JSON.parse(now.bare);
    } catch {
      const first = (await validateText(now.text)).problems[0];
      const where = first ? `line ${first.line}, column ${first.col}: ${first.message}` : 'it is not valid JSON';
      return { status: 422, answer: { ok: false, error: `data/site.json cannot be opened in the editor just now (${where}). Fix it in a text editor (npm run validate shows where), then reload this page.` } };
    }
    prime(file, now.text);
    return { status: 200, raw: now.bare, version: now.version };
  },

  // The page reads only the problems (the same ones, each in the same shape, as the full validation's).
  check: async ({ file, body }) => {
    const { checked } = await liveCheck('check', file, body, { value: 'any' });
    return { status: 200, answer: { ok: checked.ok, problems: checked.problems } };
  },

  preview: async ({ file, body, outDir }) => {
    const { body: { path, lang, scheme }, checked } = await liveCheck('preview', file, body, { value: 'any', path: 'string?', lang: 'string?', scheme: 'string?' });
    if (!checked.ok) return { status: 200, answer: { ok: false, problems: checked.problems } };
    const html = await previewDocument({ manifest: checked.manifest, path: path ?? '/', lang: lang ?? 'en', scheme, outDir });
    return { status: 200, answer: { ok: true, html } };
  },

  // A save is the guarantee: the full validation (what npm run validate runs) on the exact text it
  // would write, read afresh, never the live check's incremental one.
  save: async ({ file, body }) => {
    const { value, version } = bodyOf(body, { value: 'object', version: 'string' });
    const now = await current(file);
    if (version !== now.version) return { status: 409, answer: { conflict: true, version: now.version } };
    const next = nextText(now, value);
    if (next.error) return { status: 422, answer: { ok: false, error: next.error } };
    const checked = await validateText(next.text);
    if (!checked.ok) return { status: 422, answer: { ok: false, problems: checked.problems } };
    (await live.get(file)?.catch(() => null))?.texts.wrote(now.text, next.text); // the next check knows the file's layout without parsing it
    return { status: 'write', text: next.text, base: now.version, version: versionOf(next.text), warnings: checked.warnings };
  },
};

parentPort.on('message', async ({ id, kind, ...job }) => {
  try {
    parentPort.postMessage({ id, result: await jobs[kind](job) });
  } catch (e) {
    if (e instanceof BadRequest) parentPort.postMessage({ id, result: { status: 400, answer: { ok: false, error: e.message } } });
    else parentPort.postMessage({ id, failed: String(e?.stack ?? e) });
  }
});
