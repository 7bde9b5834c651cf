// The packet's items in order, with their title, kind, host and what the site says of them; in
// the visitor's own packet also its title and note, and the buttons to reorder (up/down, so the
// keyboard does it), remove, clear and choose another language's version.
import { useEffect, useRef } from 'react';
import type { PacketData, PacketResource } from '../../schema/contract/packetFormat';
import type { Accounts, Expect } from '../../schema/contract/resource';
import { useShell } from '../data/context';
import { format, plural } from '../data/format';
import { languageLabel } from '../data/languageNames';
import { kindIcons } from '../../schema/values/resourceKinds';
import { targetOf } from '../../schema/values/linkTarget';
import { buttonClass } from '../ui/Button/Button';
import { Icon } from '../ui/Icon';
import { SmartLink } from '../ui/SmartLink';
import { LIMITS, type PacketItem, type SharedPacket } from './model';
import { writePacket } from './store';
import * as s from './packetPage.css';

/** What the packet's list shows of a resource (resource.ts, Accounts): the printed packet gives the details. */
type Shown = Expect<Accounts<PacketResource, 'url' | 'label' | 'description' | 'host' | 'kind' | 'versions', 'details'>>;

/** The version of a resource a packet item chose (its own when it chose none or that one is gone). */
export const versionOf = (r: PacketResource, it: PacketItem) => (it.lang && r.versions?.[it.lang]) || r;

interface Props { data: PacketData; packet: SharedPacket; readOnly?: boolean; onStatus?: (s: string) => void }

export function PacketEditor({ data, packet, readOnly, onStatus }: Props) {
  const { ui: all, site } = useShell();
  const ui = all.packet;
  const focusAfter = useRef<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const { items } = packet;
  const save = (p: Partial<SharedPacket>) => writePacket({ ...packet, ...p });
  useEffect(() => {
    if (!focusAfter.current) return;
    list.current?.querySelector<HTMLElement>(focusAfter.current)?.focus();
    focusAfter.current = null;
  });
  const move = (i: number, by: -1 | 1, title: string) => {
    const next = [...items];
    const [it] = next.splice(i, 1);
    next.splice(i + by, 0, it!);
    // Focus stays on the same button of the moved item, or its other one at the end of the list.
    const edge = (by < 0 && i + by === 0) || (by > 0 && i + by === items.length - 1);
    focusAfter.current = `[data-id="${it!.id}"] [data-move="${edge ? -by : by}"]`;
    save({ items: next });
    onStatus?.(format(ui.moved, { title, n: i + by + 1 }));
  };
  const remove = (i: number, title: string) => {
    const next = items.filter((_, j) => j !== i);
    const neighbour = next[Math.min(i, next.length - 1)];
    focusAfter.current = neighbour ? `[data-id="${neighbour.id}"] [data-remove]` : null;
    save({ items: next });
    onStatus?.(format(ui.removed, { title }));
  };
  const setLang = (i: number, lang: string | undefined) => save({ items: items.map((it, j) => (j === i ? (lang ? { id: it.id, lang } : { id: it.id }) : it)) });
  const left = (value: string, max: number) => format(ui.charsLeft, { n: max - value.length });

  return (
    <div className={s.stack}>
      {!readOnly && (
        <div className={s.fields}>
          <label htmlFor="packet-title">{ui.titleLabel}</label>
          <input id="packet-title" className={s.field} maxLength={LIMITS.title} value={packet.title} placeholder={ui.titleDefault}
            aria-describedby="packet-title-left" onChange={(e) => save({ title: e.target.value })} />
          <span id="packet-title-left" className={s.muted}>{left(packet.title, LIMITS.title)}</span>
          <label htmlFor="packet-note">{ui.noteLabel}</label>
          <textarea id="packet-note" className={s.field} rows={3} maxLength={LIMITS.note} value={packet.note}
            aria-describedby="packet-note-left" onChange={(e) => save({ note: e.target.value })} />
          <span id="packet-note-left" className={s.muted}>{left(packet.note, LIMITS.note)}</span>
        </div>
      )}
      <h2 className={s.h2} id={readOnly ? undefined : 'packet-items'}>{ui.itemsHeading} <span className={s.muted}>({plural(ui.count, items.length, all.locale)})</span></h2>
      {items.length === 0 ? <p>{ui.empty}</p> : (
        <ol ref={list} className={s.items} data-packet-items="">
          {items.map((it, i) => {
            const r = data.resources[it.id]!;
            const v = versionOf(r, it);
            const others = Object.keys(r.versions ?? {}).filter((l) => (site.locales as readonly string[]).includes(l));
            return (
              <li key={it.id} className={s.item} data-id={it.id}>
                <SmartLink to={targetOf(v.url)} className={s.itemTitle}>{v.label}</SmartLink>
                <p className={s.facts}><Icon name={kindIcons[r.kind]} size={16} />{all.tags.kinds[r.kind]} · {v.host}</p>
                {v.description && <p>{v.description}</p>}
                {!readOnly && others.map((l) => (
                  <label key={l} className={s.check}>
                    <input type="checkbox" checked={it.lang === l} onChange={(e) => setLang(i, e.target.checked ? l : undefined)} />
                    {format(ui.useVersion, { language: languageLabel(l, all.locale) })}
                  </label>
                ))}
                {!readOnly && (
                  <div className={s.row}>
                    <button type="button" className={s.small} data-move="-1" disabled={i === 0} onClick={() => move(i, -1, v.label)}
                      aria-label={format(ui.moveUp, { title: v.label })}>↑</button>
                    <button type="button" className={s.small} data-move="1" disabled={i === items.length - 1} onClick={() => move(i, 1, v.label)}
                      aria-label={format(ui.moveDown, { title: v.label })}>↓</button>
                    <button type="button" className={s.small} data-remove="" onClick={() => remove(i, v.label)}
                      aria-label={format(ui.remove, { title: v.label })}>✕</button>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {!readOnly && items.length > 0 && (
        <div><button type="button" className={buttonClass('outline')} onClick={() => { save({ items: [] }); onStatus?.(ui.cleared); }}>{ui.clear}</button></div>
      )}
    </div>
  );
}
