// The site's Node side in one entry: everything the scripts use from src/ and schema/ — the build
// (its steps call it ctx.server), npm start, npm run validate, links, images and schema:json, and
// the bench. They load it through scripts/lib/node-bundle.mjs (serverModule), which compiles it
// once per process, so a script never compiles a module list of its own.

// Reading the manifest: validation, located problems, the reports npm run validate prints.
export { loadManifest, readManifest, formatProblem, problemPlace, printable, substituteVariables, translationReport, readingReport } from '../../schema/read/load';
export { createIncrementalLoader } from '../../schema/read/incremental';
export { familyReadingSummary } from '../../schema/read/readabilityReport';
export { SourceMap, jsonPath, dataPath } from '../../schema/read/locate';
export { crisisWordsProblems } from '../../schema/read/crisisWords';
export { resourceLink } from '../../schema/model/fields';
export { classifyHref } from '../../schema/values/linkTarget';
export { siteJsonSchema } from '../../schema/derive/jsonSchema';
export { formDescription } from './formSchema';
export { proposedMessage } from '../editor/changeSummary';

// Prerendering. (Where the build writes and the app fetches: schema/values/addresses.mjs.)
export { shellData, renderRoute, blockTypesIn, prepareBlocks } from './render';
export { tokens } from '../styles/tokens';

// What the build derives from the manifest: resources, catalogues, the packet, search, the headers' origins.
export { sameResources } from '../../schema/derive/listingIndex';
export { contentOrigins } from '../../schema/derive/origins';
export { collectResources, guideIndex } from '../../schema/model/resources';
export { languageSections, resourceSection, topicLinks } from './searchRecords';
export { catalogue, catalogueFor, catalogueOrder } from '../../schema/derive/catalogue';
export { localTextsOnce, resourcesOnce } from '../../schema/derive/perManifest';
export { catalogueIndex } from '../../schema/derive/catalogueIndex';
export { packetData, packetFiles } from '../../schema/derive/packetData';
export { manifestCoverage, coverageRows, NOTES } from './tagReport';
