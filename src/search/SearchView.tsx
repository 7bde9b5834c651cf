// The search page's results, filters and "Show more" (the searchResults block loads this the
// first time there is something to search for).
import { useEffect, useState } from 'react';
import { useShell } from '../data/context';
import { format } from '../data/format';
import { buttonClass } from '../ui/Button/Button';
import { CrisisPanel } from './CrisisPanel';
import type { SearchFilters } from './engine';
import { Filters } from './Filters';
import { ResultList } from './Results';
import { NoResults, statusText } from './Status';
import { shownResults } from './usePaged';
import { crisisIntent } from './crisis';
import { useSearchResults } from './useSearchResults';
import * as s from './search.css';

interface Props { query: string; filters: SearchFilters; pageSize: number; onFilters(next: SearchFilters): void }

export default function SearchView({ query, filters, pageSize, onFilters }: Props) {
  const { site, ui } = useShell();
  const [limit, setLimit] = useState(pageSize);
  useEffect(() => setLimit(pageSize), [query, filters.guide, filters.kind, pageSize]);
  const state = useSearchResults(query, filters, limit);
  // What the query is about, when it is about a crisis: the panel shows the lines for it first.
  const intent = site.crisis ? crisisIntent(query) : null;
  const crisis = !!intent;
  const shown = shownResults(state);
  return (
    <div className={s.view}>
      <p role="status" aria-live="polite" className={s.status}>{statusText(state, query, crisis, ui)}</p>
      {intent && <CrisisPanel intent={intent} />}
      {shown && <Filters value={filters} counts={shown.counts} onChange={onFilters} />}
      {shown && shown.total > 0 && <ResultList items={shown.items} label={query.trim() ? format(ui.search.resultsFor, { query: query.trim() }) : ui.search.results} />}
      {shown?.total === 0 && !shown.more && !crisis && <NoResults query={query} />}
      {shown && (shown.items.length < shown.total || shown.more) && (
        <button type="button" className={buttonClass('outline')} onClick={() => setLimit((n) => n + pageSize)}>
          {shown.more ? ui.search.showMoreOpen : format(ui.search.showMore, { n: shown.total - shown.items.length })}
        </button>
      )}
    </div>
  );
}
