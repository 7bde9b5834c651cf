// What npm start watches: the manifest, src/, schema/ and static/, with chokidar. Folders, not
// files, so a file replaced by a rename (an editor's atomic save) is still seen; editors' swap,
// backup and lock files are never content. A burst of saves makes one build.
import { basename, dirname, join, resolve, sep } from 'node:path';
import { watch } from 'chokidar';
import { CRISIS_WORDS_FILE } from '../lib/crisis-words.mjs';
import { root } from '../lib/paths.mjs';

/** Saves come in bursts (write, rename, a backup file): one build for them all. */
export const DEBOUNCE_MS = 40;
/** Editors' swap, backup and lock files, and the temporary files of atomic saves: never content. */
export const EDITOR_NOISE = /(^|[\\/])(\.#[^\\/]*|#[^\\/]*#|[^\\/]*\.sw[a-p]x?|[^\\/]*~|4913|\.DS_Store|[^\\/]*\.(tmp|temp|bak|orig|crswap))$/i;

/** Watches, and calls onChanges(kinds) DEBOUNCE_MS after the last change of a burst, with the kinds
 * of change it made (scripts/dev/steps.mjs: data, code, static). Returns { ready, close }. */
export function watchSources({ manifestFile, onChanges, log }) {
  const src = join(root, 'src');
  const schema = join(root, 'schema');
  const staticDir = join(root, 'static');
  // A JSON file of schema/ is written by the build (site.schema.json), but a language's crisis words
  // (schema/languages/<code>/crisisWords.json), which are bundled into the search code
  // (scripts/lib/crisis-words.mjs): an edit to them is a code change.
  const kindOf = (file) => {
    if (file === manifestFile) return 'data';
    if (file.startsWith(src + sep) || file.startsWith(schema + sep)) return file.endsWith('.json') && basename(file) !== CRISIS_WORDS_FILE ? null : 'code';
    if (file.startsWith(staticDir + sep)) return 'static';
    return null;
  };
  let timer = null;
  let pending = new Set();
  const options = { ignoreInitial: true, ignored: (file) => EDITOR_NOISE.test(file) || file.includes(`${sep}node_modules${sep}`) };
  // The manifest's folder alone, not below it (dist/ may be there); the code and static/ in full.
  const watchers = [watch(dirname(manifestFile), { ...options, depth: 0 }), watch([src, schema, staticDir], options)];
  const onChange = (_event, file) => {
    const kind = kindOf(resolve(file));
    if (!kind) return;
    pending.add(kind);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const changes = pending;
      pending = new Set();
      onChanges(changes);
    }, DEBOUNCE_MS);
  };
  for (const w of watchers) {
    w.on('all', onChange);
    w.on('error', (err) => log(`Watching failed: ${err.message}`));
  }
  return {
    ready: Promise.all(watchers.map((w) => new Promise((r) => w.once('ready', r)))),
    async close() {
      clearTimeout(timer);
      await Promise.all(watchers.map((w) => w.close()));
    },
  };
}
