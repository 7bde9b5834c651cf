import type { UiStrings } from '../i18n/types';
import { useShell } from '../data/context';
import { format, plural } from '../data/format';
import { isOffline } from '../data/offline';
import { SmartLink } from '../ui/SmartLink';
import type { SearchState } from './useSearchResults';
import * as s from './search.css';


/** What a polite live region says about the results: "12 results for “grounding”". */
export function statusText(state: SearchState, query: string, crisis: boolean, ui: UiStrings): string {
  const t = ui.search;
  const q = query.trim();
  if (state.status === 'error') return isOffline() ? t.offline : t.failed;
  if (state.status !== 'ready') return state.status === 'loading' && !state.previous ? t.searching : '';
  const n = state.total;
  if (n === 0 && crisis) return t.crisisNoResults;
  // "More than N" only once some are known: none found yet reads as none.
  const results = n === 0 ? t.noResults : plural(state.more ? t.countMore : t.count, n, ui.locale);
  const status = q ? format(t.forQuery, { results, query: q }) : results;
  return crisis ? format(t.crisisFirst, { status }) : status;
}

/** Zero results: say so, and offer the guides. */
export function NoResults() {
  const { navigation, ui } = useShell();
  return (
    <div className={s.none}>
      <p>{ui.search.tryOther}</p>
      <ul className={s.guides}>
        {navigation.groups.map((g) => (
          <li key={g.title}><SmartLink to={g.items[0]!.href} lang={g.lang}>{g.title}</SmartLink></li>
        ))}
      </ul>
    </div>
  );
}
