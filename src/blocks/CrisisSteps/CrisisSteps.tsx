import type { BlockOf } from '../../../schema/model/block';
import { useShell } from '../../data/context';
import { CrisisSteps as Steps } from '../../ui/CrisisSteps/CrisisSteps';
import { useLevel } from '../../ui/Heading';
import * as s from './CrisisSteps.css';

/** site.crisis.steps where the block is placed: the same steps a crisis search shows first. */
export function CrisisSteps(_: BlockOf<'crisisSteps'>) {
  const { site } = useShell();
  const level = useLevel();
  const steps = site.crisis?.steps;
  return steps ? <div className={s.root}><Steps steps={steps} level={level} /></div> : null;
}
