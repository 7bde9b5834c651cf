import type { BlockOf } from '../../../schema/model/block';
import { lineButtons } from '../../data/crisisLines';
import { useShell } from '../../data/context';
import { CardGrid } from '../CardGrid/CardGrid';
import * as s from './CrisisLines.css';

/** site.crisis.lines as cards: the crisis lines are written once and shown wherever they are
 * placed, each with its call and text buttons made from its numbers. */
export function CrisisLines({ heading, intro, columns, delay }: BlockOf<'crisisLines'>) {
  const { site, lang, ui } = useShell();
  const cards = (site.crisis?.lines ?? []).map((l) => ({ ...l, actions: lineButtons(l, lang, ui) }));
  return (
    <div className={s.root}>
      <CardGrid type="cardGrid" delay={delay} heading={heading} intro={intro} columns={columns} cards={cards} />
    </div>
  );
}
