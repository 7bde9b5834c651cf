import { useId } from 'react';
import { useShell } from '../data/context';
import { buttonClass } from '../ui/Button/Button';
import { Icon } from '../ui/Icon';
import { SmartLink } from '../ui/SmartLink';
import { visuallyHidden } from '../styles/utils.css';
import { active } from './Nav.css';
import { useNavState } from './useNavState';
import * as s from './MobileNav.css';

/** True in the browser bundle, false in the prerenderer's (scripts/build/bundle.mjs, node-bundle.mjs). */
declare const __BROWSER__: boolean;

/** The small-screen menu: a modal panel sliding in from the left. Its groups expand and collapse
 * independently (the one holding the current page starts expanded); while it is open, Tab stays
 * inside and Escape closes it. The page's own controls answer all of it from the first paint
 * (src/boot/controls/menus.ts): this renders the markup. */
export function MobileMenu() {
  const { navigation, ui } = useShell();
  const { isCurrent, holdsCurrent } = useNavState();
  const id = useId();
  return (
    <>
      <button type="button" className={buttonClass('ghost', 'icon')} aria-expanded="false" aria-controls={`${id}-menu`} data-control="menu" data-needs-js="">
        <Icon name="menu" /><span className={visuallyHidden}>{ui.nav.openMenu}</span>
      </button>
      <NoScriptMenu />
      <div id={`${id}-menu-backdrop`} className={s.backdrop} data-menu-backdrop="" hidden aria-hidden="true" />
      <div id={`${id}-menu`} className={s.panel} data-open="false" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`}>
        <div className={s.top}>
          <span className={s.title} id={`${id}-title`}>{ui.nav.menu}</span>
          <button type="button" className={buttonClass('ghost', 'icon')} data-control="menu-close">
            <Icon name="x" /><span className={visuallyHidden}>{ui.nav.closeMenu}</span>
          </button>
        </div>
        <CrisisHelp />
        <nav aria-label={ui.nav.main}>
          <ul className={s.list}>
            {navigation.primary.map((l) => (
              <li key={l.label}><SmartLink to={l.href} className={`${s.link} ${isCurrent(l) ? active : ''}`} current={isCurrent(l)} lang={l.lang}>{l.label}</SmartLink></li>
            ))}
            {navigation.groups.map((g, gi) => {
              const here = holdsCurrent(g.items);
              return (
                <li key={g.title} lang={g.lang}>
                  <button type="button" className={`${s.groupButton} ${here ? active : ''}`} aria-expanded={here}
                    aria-controls={`${id}-g${gi}`} data-control="disclosure">
                    {g.title}<Icon name="chevron-down" size={18} className={s.chevron} />
                  </button>
                  <ul id={`${id}-g${gi}`} className={s.list} hidden={!here}>
                    {g.items.map((it) => (
                      <li key={it.label}><SmartLink to={it.href} className={`${s.sublink} ${isCurrent(it) ? active : ''}`} current={isCurrent(it)} lang={it.lang}>{it.label}</SmartLink></li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </>
  );
}

/** Without JavaScript (the button above is hidden then), the menu is a native disclosure that
 * opens and closes by itself and lists every group's links. Browsers running scripts never show
 * a <noscript>'s content, so the browser bundle leaves the menu out (__BROWSER__) and hydration
 * keeps the prerendered one as it is. */
const NoScriptMenu = __BROWSER__ ? () => <noscript /> : PrerenderedMenu;

function PrerenderedMenu() {
  const { navigation, ui } = useShell();
  return (
    <noscript>
      <details className={s.noscriptMenu}>
        <summary className={`${buttonClass('ghost', 'icon')} ${s.noscriptToggle}`}><Icon name="menu" /><span className={visuallyHidden}>{ui.nav.menu}</span></summary>
        <nav aria-label={ui.nav.main} className={s.noscriptPanel}>
          <CrisisHelp />
          <ul className={s.list}>
            {navigation.primary.map((l) => <li key={l.label}><SmartLink to={l.href} className={s.link} lang={l.lang}>{l.label}</SmartLink></li>)}
            {navigation.groups.map((g) => (
              <li key={g.title} lang={g.lang}>
                <p className={s.groupTitle}>{g.title}</p>
                <ul className={s.list}>
                  {g.items.map((it) => <li key={it.label}><SmartLink to={it.href} className={s.sublink} lang={it.lang}>{it.label}</SmartLink></li>)}
                </ul>
              </li>
            ))}
          </ul>
        </nav>
      </details>
    </noscript>
  );
}

/** First in the phone menu: the way to the crisis lines (site.crisis.help), before any guide. */
function CrisisHelp() {
  const help = useShell().site.crisis?.help;
  if (!help) return null;
  return (
    <div className={s.help}>
      <SmartLink to={help.href} className={buttonClass('outline')}><Icon name="life-buoy" size={18} />{help.label}</SmartLink>
    </div>
  );
}
