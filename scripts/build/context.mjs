// @ts-check
// The build's context: the one object that every step of the pipeline (scripts/build/pipeline.mjs) reads and extends, in order.
// npm run build starts it from BuildOptions; npm start's builder and indexer (scripts/dev/) keep
// theirs between saves, so a step finds there what it wrote at the last build. `npm test` checks
// every step against these types (tsc over scripts/build/, each file marked @ts-check).

/**
 * @typedef {typeof import('../../src/server/node')} Server The site's Node side (src/server/node.ts).
 * @typedef {import('../../schema/model/manifest').Manifest} Manifest
 * @typedef {import('../../schema/model/route').Route} Route
 * @typedef {import('../../schema/model/resources').Resource} Resource
 * @typedef {import('../../schema/contract/catalogueFormat').CatalogueData} CatalogueData
 * @typedef {import('../../src/data/context').ShellData} ShellData
 * @typedef {import('esbuild').Metafile} Metafile
 * @typedef {'routes' | 'data' | 'code' | 'static'} ChangeKind What a save changed (scripts/dev/steps.mjs).
 */

/**
 * The app's files, as site URLs (bundle.mjs; bootFiles adds the loader and the no-script stylesheet).
 * @typedef {object} Assets
 * @property {string} css The one stylesheet.
 * @property {string} js The app's entry.
 * @property {string[]} preload The chunks of the app's start, preloaded with the entry.
 * @property {string} build The build id: the entry's content hash, which pages and route data carry.
 * @property {string} icons The icon sprite.
 * @property {Record<string, string[]>} blockChunks Each lazily loaded block type's chunks.
 * @property {string[]} deferred The chunks of the shell's deferred parts (footer, menus).
 * @property {string} loader The loader that starts the app (src/boot/loader.ts).
 * @property {string} noscriptCss The stylesheet a page without JavaScript adds.
 */

/**
 * What every page shares (prerender.mjs), for html.mjs page().
 * @typedef {object} PageCommon
 * @property {string} css
 * @property {string} js
 * @property {string[]} preload
 * @property {string} loader
 * @property {string} noscriptCss
 * @property {ShellData} shell The default language's shell.
 * @property {string} build
 * @property {string | undefined} serviceWorker The worker's address, when pages register it.
 */

/**
 * What a build is started with.
 * @typedef {object} BuildOptions
 * @property {string} manifestFile The manifest (data/site.json unless another is given).
 * @property {string} outDir Where steps write: the site's folder, until clean makes a working folder beside it.
 * @property {boolean} minify
 * @property {boolean} [release] Stop on a placeholder (npm run build -- --release).
 * @property {boolean} [precompress] Write each text file's .br and .gz twins (npm run build -- --precompress).
 * @property {Record<string, number>} timings Each step's milliseconds (scripts/build/pipeline.mjs).
 * @property {Record<string, number>} [cpu] Each step's CPU milliseconds, its threads' and child processes' included.
 * @property {number} [owner] The build's process, whose id names its working folders (a site
 *   process writes into them and ends before the build publishes them: pipeline.mjs).
 * @property {boolean} [dev] npm start: the context is kept between saves (scripts/dev/).
 * @property {string} [cacheName] The folder of .cache/ the Node side is compiled to (node-bundle.mjs serverModule).
 * @property {Set<ChangeKind>} [changes] npm start: what the save being built changed.
 * @property {string} [staticDir] The folder copied into the site (static/ unless given).
 * @property {string} [projectRoot] The folder a link in static/ may lead into (the project unless given).
 */

/**
 * What the steps add, each named after the step that sets it.
 * @typedef {object} BuildResults
 * @property {Server} server validate: the site's Node side.
 * @property {ReturnType<Server['createIncrementalLoader']>} [loader] validate, npm start: the incremental loader.
 * @property {Manifest} manifest validate: the manifest, validated and normalised.
 * @property {Route[]} [previousRoutes] validate, npm start: the routes of the build before.
 * @property {number[]} [changedRoutes] validate: the indexes of the routes an edit changed; undefined when anything may have.
 * @property {string[]} placeholders validate: the placeholders left, as located lines.
 * @property {string[]} [translated] validate: the translation coverage, a line per language.
 * @property {string} [reading] validate: the reading grades of the pages for families, in one line.
 * @property {string} siteDir clean: the site's folder (dist/), where publish puts what the build wrote.
 * @property {string} workDir clean: the working folder.
 * @property {boolean} whole clean: a whole build (a fresh folder), not a save's (only what it changed).
 * @property {{ [memo: string]: unknown }} [memos] clean: what steps remembered before this build, restored by abandon.
 * @property {string[]} removed clean: the site's files (URL paths) this build replaces.
 * @property {boolean} [published] publish: a build reached the site (npm start's next builds are a save's).
 * @property {{ key: string, context: import('esbuild').BuildContext<{ metafile: true }> }} [esbuild] bundle, npm start: the esbuild context kept between saves.
 * @property {Assets} assets bundle, bootFiles.
 * @property {Metafile} metafile bundle: the app's esbuild metafile.
 * @property {Metafile} bootMetafile bootFiles: the loader's and no-script stylesheet's.
 * @property {boolean} [resourcesChanged] catalogueIndex: false when an edit left every resource as it was.
 * @property {Resource[]} [catalogueOrder] catalogueIndex: every resource, in the catalogue's order (its id is its place).
 * @property {string} [catalogueIndexUrl] catalogueIndex: the facet index's folder ('' when no page shows a catalogue).
 * @property {Map<string, CatalogueData>} [catalogues] catalogueData: each catalogue page's data, by path.
 * @property {Map<string, string>} [catalogueText] catalogueData: the same as written, to write again only what changed.
 * @property {Set<string>} [rerender] catalogueData: the catalogue pages an edit changed, rendered again.
 * @property {string} [packetText] packetData: the packet's data as written.
 * @property {PageCommon} pageCommon prerender: what every page shares.
 * @property {{ pages: number, resources: number }} [search] searchDocuments: what the index holds.
 * @property {{ lang: string, folder: string, first: number, count: number }[]} [searchSources] searchDocuments: each
 *   language's documents (a scratch folder; `first`, the number of its first document), until searchIndex has read them.
 * @property {{ acronyms: string[], topics: Record<string, [string, string, string, string][]> }} [searchTerms] searchDocuments: the
 *   site's acronyms and each language's topics, written beside the index (search-terms.mjs).
 * @property {{ precache: string[], version: string }} [offline] serviceWorker: what the worker keeps, and its version.
 */

/** @typedef {BuildOptions & BuildResults} BuildContext */

export {};
