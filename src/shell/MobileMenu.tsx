import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
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

const FOCUSABLE = 'a[href], button:not([disabled]), input, [tabindex]:not([tabindex="-1"])';

/** The small-screen menu: a modal panel sliding in from the left. Its groups expand and collapse
 * independently; while it is open, Tab stays inside and Escape closes it. */
export function MobileMenu() {
  const { navigation, ui } = useShell();
  const { isCurrent, holdsCurrent } = useNavState();
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const [location] = useLocation();
  const id = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = (restoreFocus = true) => {
    setOpen(false);
    if (restoreFocus) toggleRef.current?.focus();
  };
  useEffect(() => { setOpen(false); }, [location]);
  useEffect(() => {
    if (!open) return;
    // The group holding the current page starts expanded.
    setExpanded((e) => ({ ...Object.fromEntries(navigation.groups.map((g) => [g.title, holdsCurrent(g.items)])), ...e }));
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const prevOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => { document.body.style.overflow = prevOverflow; };
  }, [open]); // on opening only: navigating while open closes the menu (above) instead

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') { e.stopPropagation(); close(); return; }
    if (e.key !== 'Tab' || !panelRef.current) return;
    // Links in collapsed (hidden) groups cannot take focus, so they are not the ends of the loop.
    const nodes = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((n) => !n.closest('[hidden]'));
    const first = nodes[0];
    const last = nodes[nodes.length - 1];
    if (e.shiftKey && document.activeElement === first) { e.preventDefault(); last?.focus(); }
    else if (!e.shiftKey && document.activeElement === last) { e.preventDefault(); first?.focus(); }
  };

  return (
    <>
      <button ref={toggleRef} type="button" className={buttonClass('ghost', 'icon')} aria-expanded={open} aria-controls={`${id}-menu`} onClick={() => setOpen(true)} data-needs-js="">
        <Icon name="menu" /><span className={visuallyHidden}>{ui.nav.openMenu}</span>
      </button>
      <NoScriptMenu />
      {open && <div className={s.backdrop} onClick={() => close()} aria-hidden="true" />}
      <div ref={panelRef} id={`${id}-menu`} className={s.panel} data-open={open} role="dialog" aria-modal="true"
        aria-labelledby={`${id}-title`} onKeyDown={onKeyDown}>
        <div className={s.top}>
          <span className={s.title} id={`${id}-title`}>{ui.nav.menu}</span>
          <button type="button" className={buttonClass('ghost', 'icon')} onClick={() => close()}>
            <Icon name="x" /><span className={visuallyHidden}>{ui.nav.closeMenu}</span>
          </button>
        </div>
        <CrisisHelp />
        <nav aria-label={ui.nav.main}>
          <ul className={s.list}>
            {navigation.primary.map((l) => (
              <li key={l.label}><SmartLink to={l.href} className={`${s.link} ${isCurrent(l) ? active : ''}`} current={isCurrent(l)}>{l.label}</SmartLink></li>
            ))}
            {navigation.groups.map((g, gi) => {
              const isOpen = !!expanded[g.title];
              return (
                <li key={g.title}>
                  <button type="button" className={`${s.groupButton} ${holdsCurrent(g.items) ? active : ''}`} aria-expanded={isOpen}
                    aria-controls={`${id}-g${gi}`} onClick={() => setExpanded((e) => ({ ...e, [g.title]: !isOpen }))}>
                    {g.title}<Icon name="chevron-down" size={18} className={s.chevron} />
                  </button>
                  <ul id={`${id}-g${gi}`} className={s.list} hidden={!isOpen}>
                    {g.items.map((it) => (
                      <li key={it.label}><SmartLink to={it.href} className={`${s.sublink} ${isCurrent(it) ? active : ''}`} current={isCurrent(it)}>{it.label}</SmartLink></li>
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
            {navigation.primary.map((l) => <li key={l.label}><SmartLink to={l.href} className={s.link}>{l.label}</SmartLink></li>)}
            {navigation.groups.map((g) => (
              <li key={g.title}>
                <p className={s.groupTitle}>{g.title}</p>
                <ul className={s.list}>
                  {g.items.map((it) => <li key={it.label}><SmartLink to={it.href} className={s.sublink}>{it.label}</SmartLink></li>)}
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
