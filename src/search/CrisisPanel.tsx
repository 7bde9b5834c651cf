import { useId } from 'react';
import { useShell } from '../data/context';
import { Button } from '../ui/Button/Button';
import { Icon } from '../ui/Icon';
import * as s from './search.css';

/** The crisis lines (site.crisis), shown above the results of a query about suicide, self-harm
 * or a crisis. Numbers are written out as text beside the call and text buttons. */
export function CrisisPanel() {
  const { site } = useShell();
  const id = useId();
  const crisis = site.crisis;
  if (!crisis) return null;
  return (
    <section className={s.crisis} aria-labelledby={id}>
      <p className={s.crisisTitle} id={id}><Icon name="life-buoy" size={20} />{crisis.title}</p>
      <p>{crisis.text}</p>
      <ul className={s.lines}>
        {crisis.lines.map((l, i) => (
          <li key={i} className={s.line}>
            <strong>{l.title}</strong>
            {l.description && <span className={s.lineText}>{l.description}</span>}
            {l.bullets.length > 0 && <span className={s.lineText}>{l.bullets.join(' · ')}</span>}
            {l.actions.length > 0 && <span className={s.lineActions}>{l.actions.map((a, j) => <Button key={j} {...a} size="sm" />)}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
