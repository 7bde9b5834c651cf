import { Suspense, useEffect, useState } from 'react';
import type { BlockOf } from '../../../schema/model/block';
import type { CatalogueItem, FacetCounts } from '../../../schema/contract/catalogueFormat';
import { FACETS } from '../../../schema/values/facetValues';
import { isOffline } from '../../data/offline';
import { format, plural } from '../../data/format';
import { formatNodes } from '../../data/formatNodes';
import { tagLabel } from '../../data/tagLabels';
import { CatalogueFilters, queryKey, type CatalogueQuery } from '../../catalogue/CatalogueFilters';
import { GroupedList } from '../../catalogue/GroupedList';
import { ResourceItem } from '../../catalogue/ResourceItem';
import { topicNames, useCatalogue } from '../../data/catalogue';
import { usePagePath, useShell, useUi } from '../../data/context';
import { useQueryParams } from '../../data/useQueryParams';
import { shownResults, usePaged } from '../../search/usePaged';
import { buttonClass } from '../../ui/Button/Button';
import { BlockHeader } from '../BlockHeader';
import { useBlockLevels } from '../../ui/Heading';
import { items as listStyle } from '../../catalogue/catalogue.css';
import * as s from './ResourceCatalogue.css';

/** Filtered results come from the facet index; its code loads the first time a filter is set. */
const findResources = (...a: Parameters<typeof import('../../catalogue/query').findResources>) =>
  import('../../catalogue/query').then((m) => m.findResources(...a));

function Catalogue({ heading, intro, guide, pageSize, filters }: BlockOf<'resourceCatalogue'>) {
  const data = useCatalogue(usePagePath());
  const [params, setParams] = useQueryParams();
  const [everything, setEverything] = useState(false);
  const { level, item } = useBlockLevels(!!heading);
  const { ui, lang } = useShell();
  const c = ui.catalogue;
  const count = (n: number) => plural(c.count, n, ui.locale);
  // The filters in the address; a catalogue of one guide is always filtered by it.
  const query: CatalogueQuery = Object.fromEntries(['q', ...FACETS].filter((k) => params[k] && !(k === 'guide' && guide)).map((k) => [k, params[k]]));
  const active = Object.values(query).some((v) => v?.trim());
  // Filtered (or every resource asked for): the list comes a page at a time, with its counts and
  // the status in the same render.
  const key = active || everything ? queryKey(query) : '';
  const [limit, setLimit] = useState(pageSize);
  useEffect(() => setLimit(pageSize), [key, pageSize]);
  const state = usePaged<CatalogueItem, FacetCounts>(key, () => findResources(data.index, query, guide, lang), limit);
  const live = active ? state : null;
  const shown = shownResults(state);
  // While the next results load, the options keep the counts they had.
  const counts = live && shown ? shown.counts : data.counts;
  const topics = topicNames(data);
  const chosen = FACETS.filter((f) => query[f]).map((f) => tagLabel(f, query[f]!, ui, topics));
  if (query.q?.trim()) chosen.push(format(c.quoted, { words: query.q.trim() }));
  const status = !live
    ? (data.items.length < data.total && !everything ? format(c.firstListed, { count: count(data.total), n: data.items.length }) : count(data.total))
    : live.status === 'error' ? (isOffline() ? c.offline : format(c.failed, { detail: live.message }))
      : live.status !== 'ready' ? c.filtering
        : format(c.filtered, { count: live.more ? plural(c.countMore, live.total, ui.locale) : count(live.total), filters: chosen.join(', ') });
  // How many resources state each tag, so an empty filter is not read as "none exists".
  const coverage = data.total ? format(plural(c.coverage, data.total, ui.locale), data.tagged) : '';
  return (
    <>
      <BlockHeader heading={heading && `${heading}: ${data.total}`} intro={intro} level={level} />
      {filters && <CatalogueFilters query={query} all={data.counts} counts={counts} hideGuide={!!guide} topics={topics}
        onChange={(next, push) => setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v)) as Record<string, string>, { push })} />}
      {filters && <p className={s.coverage}>{coverage}</p>}
      <p role="status" aria-live="polite" className={s.status}>{status}</p>
      {!key && <GroupedList items={data.items} level={item} />}
      {key && shown && (shown.total === 0
        ? <p>{c.noMatch}</p>
        : <ul className={listStyle}>{shown.items.map((it) => <ResourceItem key={it.url} item={it} />)}</ul>)}
      {key && shown && shown.items.length < shown.total && (
        <button type="button" className={`${buttonClass('outline')} ${s.more}`} onClick={() => setLimit((n) => n + pageSize)}>
          {format(c.showMore, { n: shown.total - shown.items.length })}
        </button>
      )}
      {!key && data.items.length < data.total && (
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
