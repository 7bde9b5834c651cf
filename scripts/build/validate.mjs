// Step 1: compile the prerenderer (which carries the schema) for Node and validate the manifest.
// A manifest with problems stops the build with every problem located by line and column.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { bundleForNode } from '../lib/node-bundle.mjs';
import { root } from '../lib/paths.mjs';

/** Imports the prerender bundle with React's production build when NODE_ENV is unset (the
 * development build renders about 2.5x slower). The vanilla-extract plugin leaves an unset
 * NODE_ENV as the string "undefined", so that counts as unset. Nothing changes when React is
 * already loaded, so a process never mixes a development react with a production react-dom. */
let compiles = 0;
async function importProduction(url) {
  const env = process.env.NODE_ENV;
  const loaded = Object.entries(createRequire(import.meta.url).cache).some(([f, m]) => m?.loaded && /[\\/]node_modules[\\/]react(-dom)?[\\/]/.test(f));
  const set = (env === undefined || env === '' || env === 'undefined') && !loaded;
  if (set) process.env.NODE_ENV = 'production';
  try {
    return await import(url);
  } finally {
    if (set && env === undefined) delete process.env.NODE_ENV;
    else if (set) process.env.NODE_ENV = env;
  }
}

/** The build's summary and npm start's terminal list the placeholders left (ctx.placeholders) alike. */
export function placeholderReport(lines) {
  const n = lines.length;
  return `${n} placeholder${n === 1 ? '' : 's'} to fill in before publishing (npm run build -- --release refuses ${n === 1 ? 'it' : 'them'}):\n${lines.join('\n')}`;
}

/**
 * Sets ctx.server (the prerender module), ctx.manifest (validated and normalised) and ctx.placeholders
 * (schema/placeholders.ts, as located lines), and with ctx.release stops on a placeholder. In `npm start`
 * (ctx.dev: the builder and the indexer, each keeping its ctx between runs) the prerender module
 * is compiled again only when the code changed (ctx.changes has "code"), and validation is
 * incremental: ctx.changedRoutes lists the routes an edit changed, or is undefined when anything may have.
 */
export async function validate(ctx) {
  if (!ctx.server || !ctx.dev || ctx.changes?.has('code')) {
    // Each kind of run compiles to its own folder, so `npm start` and `npm run build` never overwrite each other's.
    const url = (await bundleForNode(['src/server/render.tsx'], { outDir: join(root, '.cache', ctx.cacheName ?? (ctx.dev ? 'dev-build' : 'build')) })).render;
    // A new address for each compile: import() would otherwise return the module it loaded first.
    ctx.server = await importProduction(ctx.dev ? `${url}?v=${++compiles}` : url);
    ctx.loader = ctx.dev ? ctx.server.createIncrementalLoader() : undefined;
  }
  const text = await readFile(ctx.manifestFile, 'utf8');
  ctx.previousRoutes = ctx.dev ? ctx.manifest?.routes : undefined;
  const result = ctx.loader ? ctx.loader(text) : ctx.server.loadManifest(text);
  ctx.changedRoutes = result.ok ? result.changed : undefined;
  const file = relative(process.cwd(), ctx.manifestFile) || ctx.manifestFile;
  if (!result.ok) {
    const err = new Error(`${file} is not valid:\n${result.problems.map((p) => ctx.server.formatProblem(p, file)).join('\n')}`);
    err.problems = result.problems;
    throw err;
  }
  ctx.manifest = result.manifest;
  // Located warnings, each "file:line:col  path  warning: …": the build's summary and npm start's
  // terminal print them. A release build refuses them before anything is written.
  ctx.placeholders = result.placeholders.map((p) => ctx.server.formatProblem(p, file));
  if (ctx.release && result.placeholders.length) {
    const problems = result.placeholders.map((p) => ({ ...p, warning: undefined }));
    const n = problems.length;
    const err = new Error(`${file} still holds ${n} placeholder${n === 1 ? '' : 's'}, which a release build refuses:\n${problems.map((p) => ctx.server.formatProblem(p, file)).join('\n')}\nPut the real values there, or build without --release for a preview.`);
    err.problems = problems;
    throw err;
  }
  // The translation coverage in one line per language, and each text of the English a translation
  // lacks, with the line to add (npm run validate prints the coverage route by route).
  if (result.translations) ctx.translated = ctx.server.translationReport(result.manifest, result.translations, result.warnings, { file, routes: false });
  // One line on the pages for families that read above grade 8 (npm run validate lists each page's grade).
  // A report only: should measuring fail, the build goes on and says so.
  if (!ctx.dev) {
    try {
      ctx.reading = ctx.server.familyReadingSummary(result.manifest);
    } catch (e) {
      ctx.reading = `Reading grade: not measured (${String(e?.message ?? e).split('\n')[0]})`;
    }
  }
}
