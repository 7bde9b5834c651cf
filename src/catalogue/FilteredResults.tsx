// The catalogue once a filter is set (or every resource is asked for): results from the facet
// index (words: the search index), a page at a time. Loaded the first time it is needed.
import { useEffect, useState } from 'react';
import type { CatalogueItem, FacetCounts } from '../../schema/catalogue';
import { useUi } from '../data/context';
import { format } from '../data/format';
import { buttonClass } from '../ui/Button/Button';
import { usePaged, shownResults } from '../search/usePaged';
import { queryKey, type CatalogueQuery } from './CatalogueFilters';
import { findResources } from './query';
import { ResourceItem } from './ResourceItem';
import * as s from '../blocks/ResourceCatalogue/ResourceCatalogue.css';

interface Props {
  /** The facet index's folder (CatalogueData.index). */
  index: string;
  query: CatalogueQuery;
  /** The guide a catalogue of one guide is always within (not a filter of the query). */
  guide?: string | undefined;
  pageSize: number;
  /** Told the total and the counts each time results arrive (the filters and the count show them). */
  onResult(r: { key: string; total: number; more?: boolean | undefined; counts: FacetCounts } | { key: string; error: string }): void;
}

export default function FilteredResults({ index, query, guide, pageSize, onResult }: Props) {
  const key = queryKey(query);
  const ui = useUi();
  const [limit, setLimit] = useState(pageSize);
  useEffect(() => setLimit(pageSize), [key, pageSize]);
  const state = usePaged<CatalogueItem, FacetCounts>(key, () => findResources(index, query, guide), limit);
  useEffect(() => {
    if (state.status === 'ready') onResult({ key: state.key, total: state.total, more: state.more, counts: state.counts });
    if (state.status === 'error') onResult({ key, error: state.message });
  }, [state]); // onResult is the parent's state setter
  const shown = shownResults(state);
  if (!shown) return null;
  return (
    <>
      {shown.total === 0
        ? <p>{ui.catalogue.noMatch}</p>
        : <ul className={s.items}>{shown.items.map((it) => <ResourceItem key={it.url} item={it} />)}</ul>}
      {shown.items.length < shown.total && (
        <button type="button" className={`${buttonClass('outline')} ${s.more}`} onClick={() => setLimit((n) => n + pageSize)}>
          {format(ui.catalogue.showMore, { n: shown.total - shown.items.length })}
        </button>
      )}
    </>
  );
}
