// The editor on a server of its own, as npm start serves it (the built site beside it, for the
// preview's styles and icons), without the watcher and builder: for the tests and the screenshot.
import { startStaticServer } from '../lib/static-server.mjs';
import { createEditor } from './editor.mjs';
import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../lib/paths.mjs';

/** options: createEditor's (editor.mjs). Returns the server with close, token, editorUrl and refresh (what npm start does on a change to src/ or schema/). */
export async function startEditorServer({ manifestFile, outDir, port = 0, form, log, nodeSide, pageEntry }) {
  const editor = createEditor({ manifestFile, outDir, form, log, nodeSide, pageEntry });
  const server = await startStaticServer({ root: outDir, port, host: '127.0.0.1', handleFirst: editor.handle });
  const close = async () => { await editor.close(); await server.close(); };
  return { ...server, close, token: editor.token, editorUrl: editor.urlFor(server.url), refresh: editor.refresh };
}

/** A temporary copy of the repository's data/site.json, for an editor that must not change the real
 * one (the tests, the documentation's screenshot). */
export async function manifestCopy() {
  const dir = await mkdtemp(join(tmpdir(), 'editor-copy-'));
  const file = join(dir, 'site.json');
  await cp(join(root, 'data/site.json'), file);
  return { dir, file };
}
