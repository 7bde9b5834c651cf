import { useShell } from '../data/context';
import { Button } from '../ui/Button/Button';
import { Icon } from '../ui/Icon';
import { SmartLink } from '../ui/SmartLink';
import { container, visuallyHidden } from '../styles/utils.css';
import * as s from './CrisisBar.css';

/** The way to the crisis lines from every page (site.crisis.help): a slim bar under the header
 * with the crisis page and direct calls and texts, one tap away on a phone. Calm, not alarming:
 * only the emergency call is red. */
export function CrisisBar() {
  const { site, ui } = useShell();
  const help = site.crisis?.help;
  if (!help) return null;
  // A call's hint in brackets ("988 (oprima 2)": how to reach the Spanish line) is kept whole. A bar
  // with one puts its link and calls in two columns on a phone (CrisisBar.css.ts): two rows.
  const hints = help.actions.map((a) => / (\([^()]+\))$/.exec(a.label));
  return (
    <nav aria-label={ui.nav.crisisHelp} className={s.bar}>
      <div className={`${container} ${hints.some(Boolean) ? s.paired : s.inner}`}>
        <SmartLink to={help.href} className={s.help}><Icon name="life-buoy" size={18} />{help.label}</SmartLink>
        <ul className={s.actions}>
          {help.actions.map((a, i) => {
            const hint = hints[i];
            const number = hint ? a.label.slice(0, hint.index) : a.label;
            // A call kept short for a phone ("911", "988 (oprima 2)") is heard with the verb of the
            // interface's own call or text button ("Llame al 911"), said but not shown.
            const to = a.action.type === 'link' && a.action.target;
            const verb = to && to.kind === 'contact' && /^[\d -]+$/.test(number) && ui.crisisLine[to.scheme === 'sms' ? 'text' : 'call'].split('{number}')[0];
            return (
              <li key={a.label}><Button {...a} size="sm">{hint || verb ? <span>
                {verb && <span className={visuallyHidden}>{verb}</span>}{number}{hint && <> <span className={s.hint}>{hint[1]}</span></>}
              </span> : undefined}</Button></li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
