import { useId } from 'react';
import type { CrisisIntent } from '../../schema/values/crisisWords';
import { useShell } from '../data/context';
import { lineButtons, linesFor } from '../data/crisisLines';
import { Button } from '../ui/Button/Button';
import { CrisisSteps } from '../ui/CrisisSteps/CrisisSteps';
import { Icon } from '../ui/Icon';
import * as s from './search.css';

/** The crisis lines (site.crisis), shown above the results of a query about suicide, self-harm, an
 * overdose or a crisis: what to do right now, then the lines, those meant for what the query is
 * about first (Poison Control for an overdose). Numbers are written out on the call and text buttons. */
export function CrisisPanel({ intent }: { intent: CrisisIntent }) {
  const { site, lang, ui } = useShell();
  const id = useId();
  const crisis = site.crisis;
  if (!crisis) return null;
  return (
    <section className={s.crisis} aria-labelledby={id} data-crisis-intent={intent}>
      <p className={s.crisisTitle} id={id}><Icon name="life-buoy" size={20} />{crisis.title}</p>
      {crisis.steps && <CrisisSteps steps={crisis.steps} level={2} />}
      <p>{crisis.text}</p>
      <ul className={s.lines} data-crisis-lines="">
        {linesFor(crisis.lines, intent).map((l) => {
          const actions = lineButtons(l, lang, ui);
          return (
            <li key={l.title} className={s.line}>
              <strong>{l.title}</strong>
              {l.description && <span className={s.lineText}>{l.description}</span>}
              {l.bullets.length > 0 && <span className={s.lineText}>{l.bullets.join(' · ')}</span>}
              {actions.length > 0 && <span className={s.lineActions}>{actions.map((a, j) => <Button key={j} {...a} size="sm" />)}</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
