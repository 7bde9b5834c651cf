// The schema, the validator and the site's renderer: the site's one Node side (src/server/node.ts,
// compiled once per process by scripts/lib/node-bundle.mjs), loaded on the editor's first request,
// so npm start does not wait for it. The work thread loads it (work-thread.mjs); when npm start sees
// src/ or schema/ change, that thread is replaced by a new one (work-queue.mjs), which compiles the
// changed code again. The queue may name a module to load instead (its default export, or the
// module itself, stands for node.ts): the tests give it one to change a rule without touching schema/.
import { workerData } from 'node:worker_threads';
import { serverModule } from '../lib/node-bundle.mjs';

const instead = workerData?.nodeSide;

/** The site's Node side: formDescription, loadManifest, createIncrementalLoader, problemPlace, renderRoute, shellData, prepareBlocks among others. */
export const nodeSide = () => (instead ? import(instead).then((m) => m.default ?? m) : serverModule({ folder: 'editor' }));

/** A problem as the editor's page shows it: located in the data (path, lists from 0; none for a
 * problem of the file as a whole, "(syntax)"), as npm run validate prints that place (where:
 * routes[3].blocks[1].title, lists from 1), and in the file (line, col). */
const shape = (p, { problemPlace }) => ({ path: typeof p.path === 'string' ? [] : p.path, where: problemPlace(p), message: p.message, line: p.line, col: p.col, ...(p.warning && { warning: true }) });

/** A load's result (loadManifest's, or the incremental loader's: the same problems) as { ok,
 * problems, warnings, manifest }; `side` is the Node side that made it (nodeSide()). */
export function shaped(result, side) {
  return result.ok
    ? { ok: true, problems: [], warnings: (result.warnings ?? []).map((p) => shape(p, side)), manifest: result.manifest }
    : { ok: false, problems: result.problems.map((p) => shape(p, side)), warnings: [] };
}

/** Runs the full validation (what npm run validate runs) on a text: { ok, problems, warnings }, each located in the data. */
export async function validateText(text) {
  const side = await nodeSide();
  return shaped(side.loadManifest(text), side);
}
