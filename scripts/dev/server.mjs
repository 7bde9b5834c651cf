// `npm start`, as a module the bench and tests can run: serves dist/ like production (the same URLs
// and headers), watches the manifest, src/, schema/ and static/ (watcher.mjs), rebuilds through the
// incremental builder (builder.mjs, build-loop.mjs) and reloads the open tabs, or shows the
// problems of a failed build over the page (live-reload.mjs, overlay.js) while the last good build
// stays served underneath; the search index is rebuilt after the reload (index-runs.mjs).
import { join, resolve } from 'node:path';
import { root } from '../lib/paths.mjs';
import { buildLoop } from './build-loop.mjs';
import { indexRuns } from './index-runs.mjs';
import { listenFrom } from './listen.mjs';
import { liveReload, SNIPPET } from './live-reload.mjs';
import { ALL } from './steps.mjs';
import { watchSources } from './watcher.mjs';
import { createEditor } from '../editor/editor.mjs';
import { resetWorker } from './sw-reset.mjs';

/**
 * Starts the dev server. Options: manifestFile, outDir, port (0: any free port), ports (how many
 * to try after it), log. The port is taken first, so a port in use is said at once (and then
 * nothing else is started); resolves once the first build ended, to
 * { url, editorUrl, firstBuild, onBuild, onDeferred, close }.
 */
export async function startDev({ manifestFile = join(root, 'data/site.json'), outDir = join(root, 'dist'), port = 4173, ports = 20, log = console.log } = {}) {
  manifestFile = resolve(manifestFile);
  let stopping = false;
  const live = liveReload();
  // The server first: the live-reload stream and the overlay's files (live.onRequest), then dist/
  // itself (until the first build ends, the last run's dist/ if there is one; the tabs reload when it is built).
  // /sw.js is a worker that removes a production build's worker left at this address (sw-reset.mjs).
  const editor = createEditor({ manifestFile, outDir, log }); // the site editor at /_editor/ (scripts/editor/)
  let server;
  try {
    server = await listenFrom({ port, ports, log, root: outDir, host: '127.0.0.1', onRequest: (req, res) => resetWorker(req, res) || live.onRequest(req, res), inject: SNIPPET, handleFirst: editor.handle });
  } catch (err) {
    live.close();
    throw err;
  }
  const workers = { args: [manifestFile, outDir], log, stopping: () => stopping };
  const index = indexRuns(workers);
  const builds = buildLoop({ ...workers, live, index });
  // Watching starts before the first build, so a save while it runs is seen (request() queues it).
  // A change to src/ or schema/ is also the editor's: its Node side and page code are made again,
  // and its open tabs reload when what they run changed (editor.refresh()).
  const onChanges = (kinds) => {
    if (kinds.has('code')) editor.refresh();
    builds.request(kinds);
  };
  const watcher = watchSources({ manifestFile, log, onChanges });
  builds.request(ALL);
  const [firstBuild] = await Promise.all([builds.first, watcher.ready]);

  return {
    url: server.url,
    editorUrl: editor.urlFor(server.url),
    firstBuild,
    onBuild: builds.onBuild,
    onDeferred: index.onDeferred,
    async close() {
      stopping = true;
      await watcher.close();
      builds.stop();
      index.stop();
      live.close();
      await editor.close(); // its work thread, mid-check or not
      await server.close();
    },
  };
}
