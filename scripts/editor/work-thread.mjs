// The editor's heavy work, in a thread of its own (work-queue.mjs starts it): reading site.json,
// parsing a request's body, the full validation, the smallest new text and the preview. A check of
// a large manifest takes seconds; on npm start's one thread it stalled every page of the site, so
// here it stalls nothing but the next check. Each job answers { status, answer } (a JSON-able
// answer for the browser) and a save answers { status: 'write', text, base }: the write itself is
// done by the serving thread under its lock (atomic-write.mjs), right after comparing the file.
import { parentPort } from 'node:worker_threads';
import { readFile } from 'node:fs/promises';
import { minimalText } from './minimal-text.mjs';
import { nodeSide, validateText } from './node-side.mjs';
import { previewDocument } from './preview.mjs';
import { bodyOf, BadRequest } from './request-body.mjs';
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

async function check(file, value) {
  const next = nextText(await current(file), value);
  if (next.error) return fileProblem(next.error);
  return validateText(next.text);
}

const jobs = {
  form: async () => ({ status: 200, answer: (await nodeSide()).formDescription() }),

  site: async ({ file }) => {
    const now = await current(file);
    try {
      JSON.parse(now.bare);
    } catch {
      const first = (await validateText(now.text)).problems[0];
      const where = first ? `line ${first.line}, column ${first.col}: ${first.message}` : 'it is not valid JSON';
      return { status: 422, answer: { ok: false, error: `data/site.json cannot be opened in the editor just now (${where}). Fix it in a text editor (npm run validate shows where), then reload this page.` } };
    }
    return { status: 200, raw: now.bare, version: now.version };
  },

  check: async ({ file, body }) => {
    const { value } = bodyOf(body, { value: 'any' });
    const { manifest: _m, ...answer } = await check(file, value);
    return { status: 200, answer };
  },

  preview: async ({ file, body, outDir }) => {
    const { value, path, lang, scheme } = bodyOf(body, { value: 'any', path: 'string?', lang: 'string?', scheme: 'string?' });
    const checked = await check(file, value);
    if (!checked.ok) return { status: 200, answer: { ok: false, problems: checked.problems } };
    const html = await previewDocument({ manifest: checked.manifest, path: path ?? '/', lang: lang ?? 'en', scheme, outDir });
    return { status: 200, answer: { ok: true, html } };
  },

  save: async ({ file, body }) => {
    const { value, version } = bodyOf(body, { value: 'object', version: 'string' });
    const now = await current(file);
    if (version !== now.version) return { status: 409, answer: { conflict: true, version: now.version } };
    const next = nextText(now, value);
    if (next.error) return { status: 422, answer: { ok: false, error: next.error } };
    const checked = await validateText(next.text);
    if (!checked.ok) return { status: 422, answer: { ok: false, problems: checked.problems } };
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
