import { Suspense, useState } from 'react';
import Unavailable from '../../search/Unavailable';
import { lazyOr } from '../../ui/lazyOr';
import type { BlockOf } from '../../../schema/block';
import { FACETS, type FacetCounts } from '../../../schema/catalogue';
import { facetLabel } from '../../../schema/facetValues';
import { coverageNote } from '../../../schema/tagCoverage';
import { isOffline } from '../../data/offline';
import { CatalogueFilters, queryKey, type CatalogueQuery } from '../../catalogue/CatalogueFilters';
import { GroupedList } from '../../catalogue/GroupedList';
import { useCatalogue } from '../../data/catalogue';
import { usePagePath } from '../../data/context';
import { useQueryParams } from '../../data/useQueryParams';
import { buttonClass } from '../../ui/Button/Button';
import { BlockHeader } from '../BlockHeader';
import { useBlockLevels } from '../../ui/Heading';
import * as s from './ResourceCatalogue.css';

// Filtered results come from the search index, loaded the first time a filter is set.
const FilteredResults = lazyOr(() => import('../../catalogue/FilteredResults'), Unavailable);

type Live = { key: string; total: number; counts: FacetCounts } | { key: string; error: string } | null;
const OFFLINE_FILTERS = 'The filters are not available offline. Clear them to see the resources this page lists.';
const plural = (n: number) => `${n} resource${n === 1 ? '' : 's'}`;

function Catalogue({ heading, intro, guide, pageSize, filters }: BlockOf<'resourceCatalogue'>) {
  const data = useCatalogue(usePagePath());
  const [params, setParams] = useQueryParams();
  const [everything, setEverything] = useState(false);
  const [results, setResults] = useState<Live>(null);
  const { level, item } = useBlockLevels(!!heading);
  // The filters in the address; a catalogue of one guide is always filtered by it.
  const query: CatalogueQuery = Object.fromEntries(['q', ...FACETS].filter((k) => params[k] && !(k === 'guide' && guide)).map((k) => [k, params[k]]));
  const active = Object.values(query).some((v) => v?.trim());
  // What the index last said, if it was about these filters (not the ones before).
  const live = results?.key === queryKey(query) ? results : null;
  const counts = active && live && 'counts' in live ? live.counts : data.counts;
  const chosen = FACETS.filter((f) => query[f]).map((f) => facetLabel(f, query[f]!));
  if (query.q?.trim()) chosen.push(`“${query.q.trim()}”`);
  const status = !active
    ? `${plural(data.total)}${data.items.length < data.total && !everything ? `; the first ${data.items.length} are listed here` : ''}`
    : !live ? 'Filtering…' : 'error' in live ? (isOffline() ? OFFLINE_FILTERS : `The filters are not available right now (${live.error}).`) : `${plural(live.total)}: ${chosen.join(', ')}`;
  return (
    <>
      <BlockHeader heading={heading && `${heading}: ${data.total}`} intro={intro} level={level} />
      {filters && <CatalogueFilters query={query} all={data.counts} counts={counts} hideGuide={!!guide}
        onChange={(next, push) => setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v)) as Record<string, string>, { push })} />}
      {filters && <p className={s.coverage}>{coverageNote({ total: data.total, ...data.tagged })}</p>}
      <p role="status" aria-live="polite" className={s.status}>{status}</p>
      {active || everything
        ? <Suspense fallback={null}><FilteredResults query={query} guide={guide} pageSize={pageSize} onResult={setResults} /></Suspense>
        : <GroupedList items={data.items} level={item} />}
      {!active && !everything && data.items.length < data.total && (
        <button type="button" className={`${buttonClass('outline')} ${s.more}`} data-needs-js="" onClick={() => setEverything(true)}>
          Show all {data.total} resources
        </button>
      )}
    </>
  );
}

/**
 * The resource catalogue. Its data comes with the prerendered page and, in the browser, from a
 * file beside it; until that arrives the prerendered list stays on screen as it is.
 */
export function ResourceCatalogue(props: BlockOf<'resourceCatalogue'>) {
  return (
    // Not indexed as part of the page: each resource is a search record of its own.
    <div className={s.root} data-pagefind-ignore="all">
      <Suspense fallback={<p role="status" className={s.status}>Loading the resources…</p>}><Catalogue {...props} /></Suspense>
    </div>
  );
}
