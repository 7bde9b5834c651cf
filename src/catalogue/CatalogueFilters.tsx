import { useId } from 'react';
import { FACETS, type Facet, type FacetCounts } from '../../schema/catalogue';
import { facetLabel } from '../../schema/facetValues';
import { ageBands, audiences } from '../../schema/facetValues';
import { resourceKinds } from '../../schema/resourceKinds';
import { useShell } from '../data/context';
import { buttonClass } from '../ui/Button/Button';
import * as s from '../blocks/ResourceCatalogue/ResourceCatalogue.css';

export type CatalogueQuery = Partial<Record<Facet | 'q', string>>;

/** Names a query: the same filters and words give the same key. */
export const queryKey = (q: CatalogueQuery) => JSON.stringify(Object.entries(q).filter(([, v]) => v?.trim()).sort());

const FACET_NAMES: Record<Facet, string> = { kind: 'Type', audience: 'Audience', age: 'Ages', language: 'Language', cost: 'Cost', guide: 'Guide' };

interface Props {
  query: CatalogueQuery;
  /** Every value in the catalogue, with its count there (the options). */
  all: FacetCounts;
  /** How many resources each value would leave, given the other filters. */
  counts: FacetCounts;
  hideGuide: boolean;
  onChange(next: CatalogueQuery, push: boolean): void;
}

/** Filters by words and by each facet; every choice shows how many resources it would leave.
 * Needs JavaScript: without it the page lists every resource by guide, and this stays hidden. */
export function CatalogueFilters({ query, all, counts, hideGuide, onChange }: Props) {
  const { navigation } = useShell();
  const id = useId();
  const orders: Record<Facet, readonly string[]> = {
    kind: resourceKinds, audience: audiences, age: ageBands, cost: ['free', 'paid'], guide: navigation.groups.map((g) => g.title),
    language: Object.keys(all.language).sort((a, b) => facetLabel('language', a).localeCompare(facetLabel('language', b))),
  };
  const set = Object.values(query).some(Boolean);
  return (
    <form className={s.filters} aria-label="Filter resources" data-needs-js="" onSubmit={(e) => e.preventDefault()}>
      <div className={`${s.filter} ${s.words}`}>
        <label htmlFor={`${id}-q`}>Words</label>
        <input id={`${id}-q`} type="search" className={s.control} value={query.q ?? ''} placeholder="e.g. grounding" autoComplete="off"
          onChange={(e) => onChange({ ...query, q: e.target.value }, false)} />
      </div>
      {FACETS.filter((f) => !(f === 'guide' && hideGuide)).map((f) => {
        const options = orders[f].filter((v) => all[f][v] || query[f] === v);
        if (!options.length) return null;
        return (
          <div key={f} className={s.filter}>
            <label htmlFor={`${id}-${f}`}>{FACET_NAMES[f]}</label>
            <select id={`${id}-${f}`} className={s.control} value={query[f] ?? ''} onChange={(e) => onChange({ ...query, [f]: e.target.value }, true)}>
              <option value="">All</option>
              {options.map((v) => <option key={v} value={v}>{`${facetLabel(f, v)} (${counts[f][v] ?? 0})`}</option>)}
            </select>
          </div>
        );
      })}
      <button type="button" className={buttonClass('outline')} disabled={!set} onClick={() => onChange({}, true)}>Clear all</button>
    </form>
  );
}
