// Shared set-up of the site editor's browser tests: an editor on a temporary copy of
// data/site.json (the real one is never touched), Chromium, and a fresh page with the address
// npm start prints, timed, so each owner task reports how long it took.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEditorServer } from '../../scripts/editor/standalone.mjs';
import { manifestCopy } from '../helpers/editor-http.mjs';
import { CHROMIUM_ARGS, findChromium } from './harness.mjs';

/** options: outDir, form (createEditor's), manifestFile (a file to edit in place of a copy of
 * data/site.json: the publish task's git checkout). */
export async function startEditorHarness({ outDir, form, manifestFile } = {}) {
  const { chromium } = await import('playwright-core');
  const copy = manifestFile ? { file: manifestFile } : await manifestCopy();
  const original = await readFile(copy.file, 'utf8');
  const server = await startEditorServer({ manifestFile: copy.file, outDir: outDir ?? await mkdtemp(join(tmpdir(), 'editor-dist-')), form });
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  return {
    server, browser, copy, original,
    reset: () => writeFile(copy.file, original),
    write: (text) => writeFile(copy.file, text),
    read: () => readFile(copy.file, 'utf8'),
    async open(viewport = { width: 1280, height: 900 }, extra = {}) {
      const context = await browser.newContext({ viewport, ...extra });
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
      await page.goto(server.editorUrl);
      await page.getByRole('heading', { name: 'Site settings' }).waitFor();
      return { page, context, errors };
    },
    async close() { await browser.close(); await server.close(); },
  };
}

/** Saves and waits for the answer in the status line. */
export async function save(page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  return saveAnswer(page);
}

/** The answer of the save just asked for, once the status line says it. */
export async function saveAnswer(page) {
  const status = page.getByRole('status').first();
  await status.filter({ hasText: /^(Saved|Not saved)/ }).waitFor({ timeout: 30_000 });
  return status.textContent();
}

/** Opens a page of the site in the editor by its address. */
export async function openPage(page, path, steps = null) {
  const click = (l) => (steps ? steps.click(l) : l.click());
  // On a phone the parts of the site are behind their button.
  const chooser = page.getByRole('button', { name: 'Parts of the site' });
  if (await chooser.isVisible() && await chooser.getAttribute('aria-expanded') !== 'true') await click(chooser);
  await click(page.getByRole('navigation', { name: 'Parts of the site' }).getByRole('button').filter({ hasText: new RegExp(`${path.replace(/[/-]/g, '\\$&')}$`) }).first());
}

/** A list (fieldset, by its legend) inside `scope`, and an item of it by its name ("Line 2"). */
export const list = (scope, name) => scope.getByRole('group', { name, exact: true });
export const item = (scope, name) => scope.getByRole('group', { name: new RegExp(`^${name}( —|$)`) }).first();
