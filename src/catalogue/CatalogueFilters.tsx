import { useId } from 'react';
import type { FacetCounts } from '../../schema/contract/catalogueFormat';
import { ageBands, audiences, FACETS, type Facet } from '../../schema/values/facetValues';
import { resourceKinds } from '../../schema/values/resourceKinds';
import { useShell } from '../data/context';
import { tagLabel } from '../data/tagLabels';
import { buttonClass } from '../ui/Button/Button';
import { useEarlyInput } from '../lib/useEarlyInput';
import * as s from './catalogue.css';

export type CatalogueQuery = Partial<Record<Facet | 'q', string>>;

/** Names a query: the same filters and words give the same key. */
export const queryKey = (q: CatalogueQuery) => JSON.stringify(Object.entries(q).filter(([, v]) => v?.trim()).sort());

interface Props {
  query: CatalogueQuery;
  /** Every value in the catalogue, with its count there (the options). */
  all: FacetCounts;
  /** How many resources each value would leave, given the other filters. */
  counts: FacetCounts;
  hideGuide: boolean;
  /** The site's topics, in order: id → name. */
  topics: ReadonlyMap<string, string>;
  onChange(next: CatalogueQuery, push: boolean): void;
}

/** Filters by words and by each facet; every choice shows how many resources it would leave.
 * Needs JavaScript: without it the page lists every resource by guide, and this stays hidden. */
export function CatalogueFilters({ query, all, counts, hideGuide, topics, onChange }: Props) {
  const { navigation, ui } = useShell();
  const c = ui.catalogue;
  const id = useId();
  const label = (f: Facet, v: string) => tagLabel(f, v, ui, topics);
  const orders: Record<Facet, readonly string[]> = {
    topic: [...topics.keys()], kind: resourceKinds, audience: audiences, age: ageBands, cost: ['free', 'paid'], guide: navigation.groups.map((g) => g.title),
    language: Object.keys(all.language).sort((a, b) => label('language', a).localeCompare(label('language', b), ui.locale)),
  };
  // Words typed or a filter chosen before the app started are kept, and applied.
  const fields = Object.fromEntries(['q', ...FACETS].map((k) => [k, `${id}-${k}`]));
  const early = useEarlyInput(fields, query, (e) => onChange({ ...query, ...e }, true));
  const valueOf = (k: Facet | 'q') => early[k] ?? query[k] ?? '';
  const set = Object.values(query).some(Boolean);
  return (
    <form className={s.filters} aria-label={c.filterLabel} data-needs-js="" onSubmit={(e) => e.preventDefault()}>
      <div className={`${s.filter} ${s.words}`}>
        <label htmlFor={`${id}-q`}>{c.words}</label>
        <input id={`${id}-q`} type="search" className={s.control} value={valueOf('q')} placeholder={c.wordsExample} autoComplete="off"
          onChange={(e) => onChange({ ...query, q: e.target.value }, false)} />
      </div>
      {FACETS.filter((f) => !(f === 'guide' && hideGuide)).map((f) => {
        const options = orders[f].filter((v) => all[f][v] || query[f] === v);
        if (!options.length) return null;
        return (
          <div key={f} className={s.filter}>
            <label htmlFor={`${id}-${f}`}>{ui.tags.facets[f]}</label>
            <select id={`${id}-${f}`} className={s.control} value={valueOf(f)} onChange={(e) => onChange({ ...query, [f]: e.target.value }, true)}>
              <option value="">{c.all[f]}</option>
              {options.map((v) => <option key={v} value={v}>{`${label(f, v)} (${counts[f][v] ?? 0})`}</option>)}
            </select>
          </div>
        );
      })}
      <button type="button" className={buttonClass('outline')} disabled={!set} onClick={() => onChange({}, true)}>{c.clearAll}</button>
    </form>
  );
}
