import { useShell } from '../data/context';
import { isOffline, OFFLINE } from '../data/offline';
import { SmartLink } from '../ui/SmartLink';
import type { SearchState } from './useSearchResults';
import * as s from './search.css';


/** What a polite live region says about the results: "12 results for “grounding”". */
export function statusText(state: SearchState, query: string, crisis: boolean): string {
  const q = query.trim();
  const lead = crisis ? 'Crisis lines are shown first. ' : '';
  if (state.status === 'error') return isOffline() ? OFFLINE : 'Search is not available right now. Please try again.';
  if (state.status !== 'ready') return state.status === 'loading' && !state.previous ? 'Searching…' : '';
  const n = state.total;
  if (n === 0 && crisis) return 'Help is available: the crisis lines are shown below.';
  return `${lead}${n === 0 ? 'No' : n} result${n === 1 ? '' : 's'}${q ? ` for “${q}”` : ''}`;
}

/** Zero results: say so, and offer the guides. */
export function NoResults() {
  const { navigation } = useShell();
  return (
    <div className={s.none}>
      <p>Try other or fewer words, check the spelling, or clear the filters. Or start from a guide:</p>
      <ul className={s.guides}>
        {navigation.groups.map((g) => (
          <li key={g.title}><SmartLink to={g.items[0]!.href}>{g.title}</SmartLink></li>
        ))}
      </ul>
    </div>
  );
}
