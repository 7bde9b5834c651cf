import { useEffect, useState } from 'react';
import type { UiStrings } from '../i18n/types';
import { topicsNear } from './engine';
import type { TopicLink } from './nearTopics';
import { onlyJoiningWords } from './queryPlan';
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
  // Only joining words or a letter or two: nothing is searched, and the box says what it needs.
  if (onlyJoiningWords(q)) return crisis ? t.crisisNoResults : t.needWords;
  if (state.status === 'error') return isOffline() ? t.offline : t.failed;
  if (state.status !== 'ready') return state.status === 'loading' && !state.previous ? t.searching : '';
  const n = state.total;
  if (n === 0 && crisis) return t.crisisNoResults;
  // "More than N" only once some are known: none found yet reads as none.
  const results = n === 0 ? t.noResults : plural(state.more ? t.countMore : t.count, n, ui.locale);
  const status = q ? format(t.forQuery, { results, query: q }) : results;
  return crisis ? format(t.crisisFirst, { status }) : status;
}

/** Zero results: say so, and offer the topics nearest the words ("divorse": Divorce and
 * separation), then the guides. */
export function NoResults({ query }: { query: string }) {
  const { navigation, ui, lang } = useShell();
  const [near, setNear] = useState<{ query: string; topics: TopicLink[] }>();
  useEffect(() => {
    let live = true;
    topicsNear(query, lang).then((topics) => live && setNear({ query, topics }), () => {});
    return () => { live = false; };
  }, [query, lang]);
  const topics = near?.query === query ? near.topics : [];
  return (
    <div className={s.none}>
      {topics.length > 0 && (
        <>
          <p>{ui.search.nearTopics}</p>
          <ul className={s.guides} data-near-topics="">
            {topics.map(([id, label, , href]) => <li key={id}><SmartLink to={{ kind: 'internal', href }}>{label}</SmartLink></li>)}
          </ul>
        </>
      )}
      <p>{ui.search.tryOther}</p>
      <ul className={s.guides}>
        {navigation.groups.map((g) => (
          <li key={g.title}><SmartLink to={g.items[0]!.href} lang={g.lang}>{g.title}</SmartLink></li>
        ))}
      </ul>
    </div>
  );
}
