// The editor on a server of its own, as npm start serves it (the built site beside it, for the
// preview's styles and icons), without the watcher and builder: for the tests and the screenshot.
import { startStaticServer } from '../lib/static-server.mjs';
import { createEditor } from './editor.mjs';
import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../lib/paths.mjs';

export async function startEditorServer({ manifestFile, outDir, port = 0, form, log }) {
  const editor = createEditor({ manifestFile, outDir, form, log });
  const server = await startStaticServer({ root: outDir, port, host: '127.0.0.1', handleFirst: editor.handle });
  const close = async () => { await editor.close(); await server.close(); };
  return { ...server, close, token: editor.token, editorUrl: editor.urlFor(server.url) };
}

/** A temporary copy of the repository's data/site.json, for an editor that must not change the real
 * one (the tests, the documentation's screenshot). */
export async function manifestCopy() {
  const dir = await mkdtemp(join(tmpdir(), 'editor-copy-'));
  const file = join(dir, 'site.json');
  await cp(join(root, 'data/site.json'), file);
  return { dir, file };
}
