// Which steps of the build (scripts/build/pipeline.mjs) `npm start` runs for which kind of change (scripts/dev/builder.mjs),
// and which it leaves to the indexer after the reload (scripts/dev/indexer.mjs).
//   routes  an edit inside some routes (same paths)   data  anything else in the manifest
//   code    src/ or schema/                            static  static/
export const ALL = ['routes', 'data', 'code', 'static'];
/** What each step reads. A step not listed runs on every change. */
export const READS = {
  // Every build writes into a working folder of its own and publishes it (output-folder.mjs).
  clean: ALL, publish: ALL,
  validate: ['data', 'code'], bundle: ['code'], bootFiles: ['code'],
  // A catalogue lists the resources of routes; the order, the facet index and the catalogues'
  // data are left as they were when no resource changed.
  catalogueIndex: ['routes', 'data', 'code'], catalogueData: ['routes', 'data', 'code'],
  // The packet data holds every resource by id; it writes nothing when they are unchanged.
  packetData: ['routes', 'data', 'code'],
  prerender: ['routes', 'data', 'code'], copyStatic: ['static'],
  webManifest: ['data', 'code'], sitemap: ['data', 'code'],
  // The security policy names the hosts that pages embed, so an edited route can change it.
  headersFile: ['routes', 'data', 'code'], nginxConfigFile: ['routes', 'data', 'code'],
};
/** Steps that rebuild something whole (the search index; seconds to minutes on a big site): the
 * builder skips them, and indexer.mjs runs them after the browser has reloaded. */
export const DEFERRED = new Set(['searchDocuments', 'searchIndex']);
/** Steps `npm start` never runs: compress (the dev server compresses on the fly and never reads
 * the .br and .gz files, so writing them would only cost time and leave stale copies) and the
 * service worker (a worker would answer from its cache and show stale pages while editing). */
export const SKIPPED = new Set(['compress', 'serviceWorker']);

