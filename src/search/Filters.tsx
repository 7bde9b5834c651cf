import { useId } from 'react';
import { resourceKinds } from '../../schema/values/resourceKinds';
import { useShell } from '../data/context';
import { tagLabel } from '../data/tagLabels';
import type { SearchCounts, SearchFilters } from './engine';
import * as s from './search.css';

const KINDS = ['page', ...resourceKinds];

interface Props {
  value: SearchFilters;
  counts: SearchCounts;
  onChange(next: SearchFilters): void;
}

/** Narrow results by guide (a menu group) and by kind (a page, or a kind of resource). Each
 * choice shows how many results it would leave; kinds with none are left out. */
export function Filters({ value, counts, onChange }: Props) {
  const { navigation, ui } = useShell();
  const id = useId();
  const guides = navigation.groups.map((g) => g.title);
  const kinds = KINDS.filter((k) => counts.kind[k] || value.kind === k);
  // Counted in the best results only (a big site's): "12+".
  const count = (n: number | undefined) => ` (${n ?? 0}${counts.partial ? '+' : ''})`;
  return (
    <div className={s.filters}>
      <label className={s.filter} htmlFor={`${id}-guide`}>{ui.tags.facets.guide}
        <select id={`${id}-guide`} className={s.select} value={value.guide ?? ''} onChange={(e) => onChange({ ...value, guide: e.target.value || undefined })}>
          <option value="">{ui.search.allGuides}</option>
          {guides.map((g) => <option key={g} value={g}>{g}{count(counts.guide[g])}</option>)}
        </select>
      </label>
      <label className={s.filter} htmlFor={`${id}-kind`}>{ui.tags.facets.kind}
        <select id={`${id}-kind`} className={s.select} value={value.kind ?? ''} onChange={(e) => onChange({ ...value, kind: e.target.value || undefined })}>
          <option value="">{ui.search.allTypes}</option>
          {kinds.map((k) => <option key={k} value={k}>{tagLabel('kind', k, ui)}{count(counts.kind[k])}</option>)}
        </select>
      </label>
    </div>
  );
}
