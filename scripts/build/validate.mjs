// @ts-check
// Step 1: load the site's Node side (src/server/node.ts: the prerenderer and the schema) and validate the manifest.
// A manifest with problems stops the build with every problem located by line and column.
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { serverModule } from '../lib/node-bundle.mjs';
import { crisisWordsReport } from '../lib/crisis-words.mjs';

/** @typedef {import('./context.mjs').BuildContext} BuildContext */

/** The build's summary and npm start's terminal list the placeholders left (ctx.placeholders) alike. */
/** @param {string[]} lines */
export function placeholderReport(lines) {
  const n = lines.length;
  return `${n} placeholder${n === 1 ? '' : 's'} to fill in before publishing (npm run build -- --release refuses ${n === 1 ? 'it' : 'them'}):\n${lines.join('\n')}`;
}

/** The folder of .cache/ the site's Node side is compiled to for this kind of run (the render
 * pool's threads load the same file: render-worker.mjs).
 * @param {BuildContext} ctx */
export const serverFolder = (ctx) => ctx.cacheName ?? (ctx.dev ? 'dev-build' : 'build');

/**
 * Sets ctx.server (src/server/node.ts), ctx.manifest (validated and normalised) and ctx.placeholders
 * (schema/read/placeholders.ts, as located lines), and with ctx.release stops on a placeholder. In `npm start`
 * (ctx.dev: the builder and the indexer, each keeping its ctx between runs) the prerender module
 * is compiled again only when the code changed (ctx.changes has "code"), and validation is
 * incremental: ctx.changedRoutes lists the routes an edit changed, or is undefined when anything may have.
  * @param {BuildContext} ctx
 */
export async function validate(ctx) {
  const again = Boolean(ctx.dev && ctx.server && ctx.changes?.has('code'));
  if (!ctx.server || again) {
    ctx.server = await serverModule({ folder: serverFolder(ctx), again });
    ctx.loader = ctx.dev ? ctx.server.createIncrementalLoader() : undefined;
  }
  const text = await readFile(ctx.manifestFile, 'utf8');
  ctx.previousRoutes = ctx.dev ? ctx.manifest?.routes : undefined;
  const result = ctx.loader ? ctx.loader(text) : ctx.server.loadManifest(text);
  // Only the incremental loader (npm start) says which routes changed.
  ctx.changedRoutes = result.ok && 'changed' in result ? result.changed : undefined;
  const file = relative(process.cwd(), ctx.manifestFile) || ctx.manifestFile;
  if (!result.ok) {
    throw Object.assign(new Error(`${file} is not valid:\n${result.problems.map((p) => ctx.server.formatProblem(p, file)).join('\n')}`), { problems: result.problems });
  }
  // The search's crisis words (schema/languages/<code>/crisisWords.json), which the bundle step compiles in: a problem
  // stops the build like a problem of the manifest, located in its file.
  const crisis = await crisisWordsReport(ctx.server);
  if (crisis.problems.length) {
    throw Object.assign(new Error(`schema/languages/*/crisisWords.json: not valid:\n${crisis.problems.map((c) => c.line).join('\n')}`), { problems: crisis.problems.map((c) => c.problem) });
  }
  ctx.manifest = result.manifest;
  // Located warnings, each "file:line:col  path  warning: …": the build's summary and npm start's
  // terminal print them. A release build refuses them before anything is written.
  ctx.placeholders = result.placeholders.map((p) => ctx.server.formatProblem(p, file));
  if (ctx.release && result.placeholders.length) {
    const problems = result.placeholders.map((p) => ({ ...p, warning: undefined }));
    const n = problems.length;
    throw Object.assign(new Error(`${file} still holds ${n} placeholder${n === 1 ? '' : 's'}, which a release build refuses:\n${problems.map((p) => ctx.server.formatProblem(p, file)).join('\n')}\nPut the real values there, or build without --release for a preview.`), { problems });
  }
  // The translation coverage in one line per language, and each text of the English a translation
  // lacks, with the line to add (npm run validate prints the coverage route by route).
  // A full load's (the incremental loader's loads keep no translation report).
  if ('translations' in result && result.translations) ctx.translated = ctx.server.translationReport(result.manifest, result.translations, result.warnings, { file, routes: false });
  // One line on the pages for families that read above grade 8 (npm run validate lists each page's grade).
  // A report only: should measuring fail, the build goes on and says so.
  if (!ctx.dev) {
    try {
      ctx.reading = ctx.server.familyReadingSummary(result.manifest);
    } catch (e) {
      ctx.reading = `Reading grade: not measured (${String(/** @type {Error | undefined} */ (e)?.message ?? e).split('\n')[0]})`;
    }
  }
}
