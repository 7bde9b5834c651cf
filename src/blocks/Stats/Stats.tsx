import type { BlockOf } from '../../../schema/model/block';
import { BlockHeader } from '../BlockHeader';
import { useLevel } from '../../ui/Heading';
import * as s from './Stats.css';

/** Figures as a description list: the label is the term, the figure its value. */
export function Stats({ heading, items }: BlockOf<'stats'>) {
  const level = useLevel();
  return (
    <div className={s.root}>
      <BlockHeader heading={heading} level={level} />
      <dl className={s.list}>
        {items.map((it, i) => (
          <div key={i} className={s.item}>
            <dt className={s.label}>{it.label}</dt>
            <dd className={s.value}>{it.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
