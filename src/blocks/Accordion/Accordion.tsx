import { useEffect, useId, useMemo } from 'react';
import type { BlockOf } from '../../../schema/model/block';
import { isExpanded } from '../../lib/controlNames';
import { anchorOf, anchorsWithin } from '../anchors';
import { BlockHeader } from '../BlockHeader';
import { BlockList } from '../BlockList';
import { Heading, LevelContext, useBlockLevels } from '../../ui/Heading';
import { Icon } from '../../ui/Icon';
import { reveal, useLocationHash } from '../../ui/locationHash';
import * as s from './Accordion.css';

/** APG accordion: one item open at a time, and the open one can be closed. The page's own
 * controls answer the buttons from the first paint (src/boot/controls/disclosure.ts), before the
 * app has started and after; this renders the markup. Without JavaScript every panel shows. A
 * link to an item's anchor, or to a section inside it, opens the item. */
export function Accordion({ heading, intro, openFirst, items }: BlockOf<'accordion'>) {
  const { level, item } = useBlockLevels(!!heading);
  const id = useId();
  const within = useMemo(() => items.map((it) => anchorsWithin([it])), [items]);
  // A new hash naming an item, or a section inside one ('' while hydrating, as the server saw
  // it), opens that item before whatever scrolls to the section (here, and PageView for the page,
  // whose effects run after this block's) looks for it.
  const hash = useLocationHash();
  useEffect(() => {
    const i = hash ? within.findIndex((set) => set.has(hash)) : -1;
    const button = i >= 0 ? document.getElementById(`${id}-b${i}`) : null;
    if (!button) return;
    // Pressed as a visitor would: the page's controls open it and close the one open before.
    if (!isExpanded(button)) button.click();
    // Also here, not only in PageView: this block may hydrate or load after the page did.
    const el = document.getElementById(hash);
    if (el) reveal(el);
  }, [hash]); // once per new hash, not when the visitor opens or closes items
  return (
    <div className={s.root}>
      <BlockHeader heading={heading} intro={intro} level={level} />
      <div className={s.list} data-accordion="">
        {items.map((it, i) => {
          const open = openFirst && i === 0;
          return (
            <div key={i} className={s.item}>
              <Heading level={item} className={s.heading} id={anchorOf(it)}>
                <button type="button" id={`${id}-b${i}`} className={s.button} aria-expanded={open} aria-controls={`${id}-p${i}`} data-control="accordion">
                  {it.icon && <Icon name={it.icon} />}
                  <span className={s.label}>{it.title}</span>
                  <Icon name="chevron-down" className={s.chevron} />
                </button>
              </Heading>
              <div id={`${id}-p${i}`} role="region" aria-labelledby={`${id}-b${i}`} className={s.panel} hidden={!open} data-accordion-panel="">
                <LevelContext.Provider value={item + 1}>
                  <BlockList blocks={it.blocks} animate={false} />
                </LevelContext.Provider>
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
