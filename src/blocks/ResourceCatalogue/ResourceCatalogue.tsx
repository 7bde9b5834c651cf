import { Suspense, useState } from 'react';
import Unavailable from '../../search/Unavailable';
import { lazyOr } from '../../ui/lazyOr';
import type { BlockOf } from '../../../schema/block';
import { FACETS, type FacetCounts } from '../../../schema/catalogue';
import { isOffline } from '../../data/offline';
import { format, plural } from '../../data/format';
import { formatNodes } from '../../ui/formatNodes';
import { tagLabel } from '../../data/tagLabels';
import { CatalogueFilters, queryKey, type CatalogueQuery } from '../../catalogue/CatalogueFilters';
import { GroupedList } from '../../catalogue/GroupedList';
import { useCatalogue } from '../../data/catalogue';
import { usePagePath, useUi } from '../../data/context';
import { useQueryParams } from '../../data/useQueryParams';
import { buttonClass } from '../../ui/Button/Button';
import { BlockHeader } from '../BlockHeader';
import { useBlockLevels } from '../../ui/Heading';
import * as s from './ResourceCatalogue.css';

// Filtered results come from the facet index, loaded the first time a filter is set.
const FilteredResults = lazyOr(() => import('../../catalogue/FilteredResults'), Unavailable);

type Live = { key: string; total: number; more?: boolean | undefined; counts: FacetCounts } | { key: string; error: string } | null;

function Catalogue({ heading, intro, guide, pageSize, filters }: BlockOf<'resourceCatalogue'>) {
  const data = useCatalogue(usePagePath());
  const [params, setParams] = useQueryParams();
  const [everything, setEverything] = useState(false);
  const [results, setResults] = useState<Live>(null);
  const { level, item } = useBlockLevels(!!heading);
  const ui = useUi();
  const c = ui.catalogue;
  const count = (n: number) => plural(c.count, n, ui.locale);
  // The filters in the address; a catalogue of one guide is always filtered by it.
  const query: CatalogueQuery = Object.fromEntries(['q', ...FACETS].filter((k) => params[k] && !(k === 'guide' && guide)).map((k) => [k, params[k]]));
  const active = Object.values(query).some((v) => v?.trim());
  // What the index last said, if it was about these filters (not the ones before).
  const live = results?.key === queryKey(query) ? results : null;
  const counts = active && live && 'counts' in live ? live.counts : data.counts;
  const chosen = FACETS.filter((f) => query[f]).map((f) => tagLabel(f, query[f]!, ui));
  if (query.q?.trim()) chosen.push(format(c.quoted, { words: query.q.trim() }));
  const status = !active
    ? (data.items.length < data.total && !everything ? format(c.firstListed, { count: count(data.total), n: data.items.length }) : count(data.total))
    : !live ? c.filtering : 'error' in live ? (isOffline() ? c.offline : format(c.failed, { detail: live.error })) : format(c.filtered, { count: live.more ? plural(c.countMore, live.total, ui.locale) : count(live.total), filters: chosen.join(', ') });
  // How many resources state each tag, so an empty filter is not read as "none exists".
  const coverage = data.total ? format(plural(c.coverage, data.total, ui.locale), data.tagged) : '';
  return (
    <>
      <BlockHeader heading={heading && `${heading}: ${data.total}`} intro={intro} level={level} />
      {filters && <CatalogueFilters query={query} all={data.counts} counts={counts} hideGuide={!!guide}
        onChange={(next, push) => setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v)) as Record<string, string>, { push })} />}
      {filters && <p className={s.coverage}>{coverage}</p>}
      <p role="status" aria-live="polite" className={s.status}>{status}</p>
      {active || everything
        ? <Suspense fallback={null}><FilteredResults index={data.index} query={query} guide={guide} pageSize={pageSize} onResult={setResults} /></Suspense>
        : <GroupedList items={data.items} level={item} />}
      {!active && !everything && data.items.length < data.total && (
        <button type="button" className={`${buttonClass('outline')} ${s.more}`} data-needs-js="" onClick={() => setEverything(true)}>
          {formatNodes(c.showAll, { n: data.total })}
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
  const ui = useUi();
  return (
    // Not indexed as part of the page: the search index gives each resource a section of the pages that list it.
    <div className={s.root} data-pagefind-ignore="all">
      <Suspense fallback={<p role="status" className={s.status}>{ui.catalogue.loading}</p>}><Catalogue {...props} /></Suspense>
    </div>
  );
}
