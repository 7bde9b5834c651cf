// The header's search: results as you type under the box, loaded the first time the box opens.
import { useEffect, type RefObject } from 'react';
import { useShell } from '../data/context';
import { format, plural } from '../data/format';
import { SmartLink } from '../ui/SmartLink';
import { CrisisPanel } from './CrisisPanel';
import { loadIndex, type SearchFilters } from './engine';
import { Filters } from './Filters';
import { searchHref } from './href';
import { ResultList } from './Results';
import { NoResults, statusText } from './Status';
import { shownResults } from './usePaged';
import { crisisIntent } from './crisis';
import { useArrowKeys } from './useArrowKeys';
import { useSearchResults } from './useSearchResults';
import * as s from './search.css';

export const PANEL_RESULTS = 6;

/** `filters` are the header's, so Enter in the box keeps them as "See all" does. */
interface Props {
  query: string; filters: SearchFilters; onFilters(f: SearchFilters): void;
  root: RefObject<HTMLElement | null>; input: RefObject<HTMLInputElement | null>;
}

export default function SearchPanel({ query, filters, onFilters, root, input }: Props) {
  const { site, ui } = useShell();
  const state = useSearchResults(query, filters, PANEL_RESULTS);
  useArrowKeys(root, input);
  // Fetch the library and its WebAssembly while the visitor starts typing.
  useEffect(() => { loadIndex().catch(() => {}); }, []);
  // What the query is about, when it is about a crisis: the panel shows the lines for it first.
  const intent = site.crisis ? crisisIntent(query) : null;
  const crisis = !!intent;
  const shown = query.trim() ? shownResults(state) : undefined;
  const page = site.search.page;
  return (
    <div className={s.panel}>
      <p role="status" aria-live="polite" className={s.status}>{query.trim() ? statusText(state, query, crisis, ui) : ''}</p>
      {intent && <CrisisPanel intent={intent} />}
      {shown && (shown.total > 0 || filters.guide || filters.kind) && <Filters value={filters} counts={shown.counts} onChange={onFilters} />}
      {shown && shown.total > 0 && <ResultList items={shown.items} label={format(ui.search.resultsFor, { query: query.trim() })} />}
      {shown?.total === 0 && !shown.more && !crisis && <NoResults query={query} />}
      {shown && shown.total > 0 && page && (
        <SmartLink to={{ kind: 'internal', href: searchHref(page, query, filters) }} className={s.seeAll}>
          {shown.more ? ui.search.seeAllMore : plural(ui.search.seeAll, shown.total, ui.locale)}
        </SmartLink>
      )}
    </div>
  );
}
