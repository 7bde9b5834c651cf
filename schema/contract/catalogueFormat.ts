// A catalogue page's data (catalogue.json, beside the page: addresses.mjs), as the
// build writes it (schema/derive/catalogue.ts) and the browser reads it: the first resources of the site
// or of one guide, as a list shows them, with the counts of each facet value. Types only.
import type { Facet } from '../values/facetValues';
import type { CATALOGUE_USES, FieldsWith, ResourceFields } from './resource';
import type { TagCoverage } from '../values/tagCoverage';

export type FacetCounts = Record<Facet, Record<string, number>>;

/** A resource as the catalogue shows it (kept small: every one is in the page and its data file):
 * the fields CATALOGUE_USES carries (resource.ts), and where this catalogue finds it. */
export interface CatalogueItem extends Pick<ResourceFields, FieldsWith<typeof CATALOGUE_USES, 'carried'>> {
  url: string;
  host?: string | undefined;
  guide?: string | undefined;
  /** Where its (first) listing in scope is: "Trauma › Safety and Stabilization › Grounding". */
  where: string;
  page: string;
  pageTitle: string;
  /** How many other pages list it. */
  more: number;
  /** The language of its label, description and details when they are not in the site's first
   * language: a catalogue on a translated page shows a resource as that language's pages name it. */
  lang?: string | undefined;
}

/** How many resources in scope state each tag (schema/values/tagCoverage.ts). */
export type CatalogueCoverage = Pick<TagCoverage, 'audience' | 'ages' | 'cost'>;
export interface CatalogueData {
  total: number;
  items: CatalogueItem[];
  counts: FacetCounts;
  tagged: CatalogueCoverage;
  /** The site's topics in its order, [id, name] in the page's language: the topic filter's options and a resource's topic badges. */
  topics: [string, string][];
  /** The folder of the site's facet index (schema/contract/catalogueIndexFormat.ts), where filters and "Show all" read. */
  index: string;
}
