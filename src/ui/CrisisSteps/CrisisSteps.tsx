import { useId } from 'react';
import type { Manifest } from '../../../schema/model/manifest';
import { Heading } from '../Heading';
import * as s from './CrisisSteps.css';

type Steps = NonNullable<NonNullable<Manifest['site']['crisis']>['steps']>;

/** What to do right now (site.crisis.steps): numbered steps in plain words, written once and shown
 * at the top of a crisis search's panel and wherever a crisisSteps block is placed. */
export function CrisisSteps({ steps, level }: { steps: Steps; level: number }) {
  const id = useId();
  return (
    <section className={s.root} aria-labelledby={id} data-crisis-steps="">
      <Heading level={level} id={id} className={s.heading}>{steps.heading}</Heading>
      <ol className={s.list}>{steps.items.map((item, i) => <li key={i}>{item}</li>)}</ol>
      {steps.text && <p className={s.text}>{steps.text}</p>}
    </section>
  );
}
