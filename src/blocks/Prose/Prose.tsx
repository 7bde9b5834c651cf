import type { BlockOf } from '../../../schema/model/block';
import { BlockHeader } from '../BlockHeader';
import { useLevel } from '../../ui/Heading';
import * as s from './Prose.css';

export function Prose({ heading, paragraphs, tone }: BlockOf<'prose'>) {
  const level = useLevel();
  return (
    <div className={`${s.root} ${s.tone[tone]}`}>
      <BlockHeader heading={heading} level={level} />
      {paragraphs.map((p, i) => <p key={i}>{p}</p>)}
    </div>
  );
}
