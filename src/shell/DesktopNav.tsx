import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { Navigation } from '../../schema/site';
import { useShell } from '../data/context';
import { Icon } from '../ui/Icon';
import { SmartLink } from '../ui/SmartLink';
import { useNavState } from './useNavState';
import * as s from './Nav.css';

type Group = Navigation['groups'][number];

/** The desktop menu: primary links, the first groups as dropdowns, the rest in a two-column More.
 * Each dropdown is a disclosure button over a list of links (not an ARIA menu). */
export function DesktopNav() {
  const { navigation, ui } = useShell();
  const { isCurrent } = useNavState();
  const [open, setOpen] = useState<number | null>(null);
  const [location] = useLocation();
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => setOpen(null), [location]);
  useEffect(() => {
    if (open === null) return;
    const onPointer = (e: PointerEvent) => { if (!navRef.current?.contains(e.target as Node)) setOpen(null); };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);
  const dropdowns = navigation.groups.slice(0, navigation.dropdowns);
  const more = navigation.groups.slice(navigation.dropdowns);
  const toggle = (i: number) => setOpen((o) => (o === i ? null : i));
  return (
    <nav aria-label={ui.nav.main} ref={navRef}>
      <ul className={s.list}>
        {navigation.primary.map((l) => (
          <li key={l.label} className={s.item}>
            <SmartLink to={l.href} className={`${s.link} ${isCurrent(l) ? s.active : ''}`} current={isCurrent(l)}>{l.label}</SmartLink>
          </li>
        ))}
        {dropdowns.map((g, i) => (
          <Dropdown key={g.title} title={g.title} groups={[g]} open={open === i} onToggle={() => toggle(i)} onClose={() => setOpen(null)} />
        ))}
        {more.length > 0 && (
          <Dropdown title={navigation.moreLabel} groups={more} open={open === -1} onToggle={() => toggle(-1)} onClose={() => setOpen(null)} alignRight />
        )}
      </ul>
    </nav>
  );
}

interface DropdownProps { title: string; groups: Group[]; open: boolean; onToggle: () => void; onClose: () => void; alignRight?: boolean }

function Dropdown({ title, groups, open, onToggle, onClose, alignRight }: DropdownProps) {
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { isCurrent, holdsCurrent } = useNavState();
  const active = groups.some((g) => holdsCurrent(g.items));
  const many = groups.length > 1;
  return (
    <li className={s.item}
      onKeyDown={(e) => { if (e.key === 'Escape' && open) { e.stopPropagation(); onClose(); buttonRef.current?.focus(); } }}
      onBlur={(e) => { if (open && !e.currentTarget.contains(e.relatedTarget as Node | null) && e.relatedTarget) onClose(); }}>
      <button ref={buttonRef} type="button" className={`${s.trigger} ${active ? s.active : ''}`} aria-expanded={open} aria-controls={`${id}-panel`} onClick={onToggle}>
        {title}<Icon name="chevron-down" size={16} className={s.chevron} />
      </button>
      <div id={`${id}-panel`} hidden={!open} data-noscript-menu="" className={`${s.panel} ${many ? s.twoColumns : ''} ${alignRight ? s.panelRight : ''}`}>
        {groups.map((g, gi) => (
          <div key={g.title}>
            {many && <p className={s.groupTitle} id={`${id}-g${gi}`}>{g.title}</p>}
            <ul className={s.panelList} aria-labelledby={many ? `${id}-g${gi}` : undefined}>
              {g.items.map((it) => (
                <li key={it.label}>
                  <SmartLink to={it.href} className={`${s.panelLink} ${isCurrent(it) ? s.active : ''}`} current={isCurrent(it)}>{it.label}</SmartLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </li>
  );
}
