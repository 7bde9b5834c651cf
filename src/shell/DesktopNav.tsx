import { useId } from 'react';
import type { Navigation } from '../../schema/model/site';
import { useShell } from '../data/context';
import { Icon } from '../ui/Icon';
import { SmartLink } from '../ui/SmartLink';
import { useNavState } from './useNavState';
import * as s from './Nav.css';

type Group = Navigation['groups'][number];

/** The desktop menu: primary links, the first groups as dropdowns, the rest in a two-column More.
 * Each dropdown is a disclosure button over a list of links (not an ARIA menu), answered by the
 * page's own controls (src/boot/controls/menus.ts) from the first paint: one open at a time; a
 * press outside, Escape, focus leaving or a link followed closes it. */
export function DesktopNav() {
  const { navigation, ui } = useShell();
  const { isCurrent } = useNavState();
  const dropdowns = navigation.groups.slice(0, navigation.dropdowns);
  const more = navigation.groups.slice(navigation.dropdowns);
  return (
    <nav aria-label={ui.nav.main}>
      <ul className={s.list}>
        {navigation.primary.map((l) => (
          <li key={l.label} className={s.item}>
            <SmartLink to={l.href} className={`${s.link} ${isCurrent(l) ? s.active : ''}`} current={isCurrent(l)} lang={l.lang}>{l.label}</SmartLink>
          </li>
        ))}
        {dropdowns.map((g) => <Dropdown key={g.title} title={g.title} groups={[g]} lang={g.lang} />)}
        {more.length > 0 && <Dropdown title={navigation.moreLabel} groups={more} alignRight />}
      </ul>
    </nav>
  );
}

/** `lang`: the language of a group's words when it is not the page's (a translation that lacks them). */
function Dropdown({ title, groups, alignRight, lang }: { title: string; groups: Group[]; alignRight?: boolean; lang?: string | undefined }) {
  const id = useId();
  const { isCurrent, holdsCurrent } = useNavState();
  const active = groups.some((g) => holdsCurrent(g.items));
  const many = groups.length > 1;
  return (
    <li className={s.item} lang={lang}>
      <button type="button" className={`${s.trigger} ${active ? s.active : ''}`} aria-expanded="false" aria-controls={`${id}-panel`} data-control="dropdown">
        {title}<Icon name="chevron-down" size={16} className={s.chevron} />
      </button>
      <div id={`${id}-panel`} hidden data-noscript-menu="" className={`${s.panel} ${many ? s.twoColumns : ''} ${alignRight ? s.panelRight : ''}`}>
        {groups.map((g, gi) => (
          <div key={g.title} lang={many ? g.lang : undefined}>
            {many && <p className={s.groupTitle} id={`${id}-g${gi}`}>{g.title}</p>}
            <ul className={s.panelList} aria-labelledby={many ? `${id}-g${gi}` : undefined}>
              {g.items.map((it) => (
                <li key={it.label}>
                  <SmartLink to={it.href} className={`${s.panelLink} ${isCurrent(it) ? s.active : ''}`} current={isCurrent(it)} lang={it.lang}>{it.label}</SmartLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </li>
  );
}
