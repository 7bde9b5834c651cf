// The catalogue's filters and words, through the search index (loaded the first time a filter is
// set): resources only, in catalogue order unless words rank them, with each facet's counts.
import { FACETS, type CatalogueItem, type FacetCounts } from '../../schema/catalogue';
import type { ResourceKind } from '../../schema/resourceKinds';
import { searchWithCounts, shownListing, type Paged } from '../search/engine';
import type { RecordFacets } from '../server/searchRecords';
import type { CatalogueQuery } from './CatalogueFilters';

type Meta = Record<string, string | undefined>;

/** A resource record of the index as the catalogue shows it; a guide's listing when filtering by one. */
export function itemOf(url: string, m: Meta, guide: string | undefined): CatalogueItem {
  const facets = JSON.parse(m.facets ?? '{}') as RecordFacets;
  const { at: [where, page, pageTitle, g], more } = shownListing(m.listed, guide);
  return {
    url, label: m.title ?? url, description: m.description || undefined, details: facets.details, kind: m.kindId as ResourceKind,
    host: m.host?.includes('.') ? m.host : undefined, audience: facets.audience as CatalogueItem['audience'], ages: facets.ages,
    ageBands: facets.ageBands as CatalogueItem['ageBands'], languages: facets.languages, cost: facets.cost as CatalogueItem['cost'],
    guide: g || undefined, where, page, pageTitle, more,
  };
}

/** `guide`: a catalogue of one guide is always within it; it hides the guide filter, so no counts
 * are asked for it (each facet's counts cost a search of their own). */
export async function findResources(query: CatalogueQuery, guide?: string): Promise<Paged<CatalogueItem, FacetCounts>> {
  const { q = '', ...filters } = query;
  const facets = guide ? FACETS.filter((f) => f !== 'guide') : FACETS;
  const { results, counts } = await searchWithCounts(q, filters, facets, { base: { type: 'resource', guide }, sort: { order: 'asc' } });
  return {
    total: results.length,
    items: (from, to) => Promise.all(results.slice(from, to).map(async (r) => {
      const d = await r.data();
      return itemOf(d.url, d.meta, guide ?? filters.guide);
    })),
    counts: { ...counts, guide: counts.guide ?? {} },
  };
}
