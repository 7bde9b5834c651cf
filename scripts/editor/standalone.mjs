// The editor on a server of its own, as npm start serves it (the built site beside it, for the
// preview's styles and icons), without the watcher and builder: for the tests and the screenshot.
import { startStaticServer } from '../lib/static-server.mjs';
import { createEditor } from './editor.mjs';

export async function startEditorServer({ manifestFile, outDir, port = 0, form, log }) {
  const editor = createEditor({ manifestFile, outDir, form, log });
  const server = await startStaticServer({ root: outDir, port, host: '127.0.0.1', handleFirst: editor.handle });
  return { ...server, token: editor.token, editorUrl: editor.urlFor(server.url) };
}
