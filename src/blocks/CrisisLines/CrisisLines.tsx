import type { BlockOf } from '../../../schema/block';
import { useShell } from '../../data/context';
import { CardGrid } from '../CardGrid/CardGrid';
import * as s from './CrisisLines.css';

/** site.crisis.lines as cards: the crisis lines are written once and shown wherever they are placed. */
export function CrisisLines({ heading, intro, columns, delay }: BlockOf<'crisisLines'>) {
  const { site } = useShell();
  return (
    <div className={s.root}>
      <CardGrid type="cardGrid" delay={delay} heading={heading} intro={intro} columns={columns} cards={site.crisis?.lines ?? []} />
    </div>
  );
}
