import { Accordion as ReachAccordion, AccordionButton, AccordionItem, AccordionPanel } from '@reach/accordion';
import { useEffect, useMemo, useState } from 'react';
import type { BlockOf } from '../../../schema/block';
import { anchorOf, anchorsWithin } from '../anchors';
import { BlockHeader } from '../BlockHeader';
import { BlockList } from '../BlockList';
import { Heading, LevelContext, useBlockLevels } from '../../ui/Heading';
import { Icon } from '../../ui/Icon';
import { reveal, useLocationHash } from '../../ui/locationHash';
import * as s from './Accordion.css';

/** APG accordion: one item open at a time, and the open one can be closed. Without JavaScript every
 * panel shows. A link to an item's anchor, or to a section inside it, opens the item. */
export function Accordion({ heading, intro, openFirst, items }: BlockOf<'accordion'>) {
  const { level, item } = useBlockLevels(!!heading);
  const within = useMemo(() => items.map((it) => anchorsWithin([it])), [items]);
  const [open, setOpen] = useState(openFirst ? 0 : -1);
  const hash = useLocationHash();
  // The hash last acted on ('' while hydrating, as the server saw it). A new one naming an item,
  // or a section inside one, opens that item during this render, not in an effect: the page then
  // commits with the item open, and whatever scrolls to the section (here, and PageView for the
  // page) finds it where it stays. A closed item reopens only when the hash changes again.
  const [seen, setSeen] = useState('');
  if (hash !== seen) {
    setSeen(hash);
    const i = hash ? within.findIndex((set) => set.has(hash)) : -1;
    if (i >= 0) setOpen(i);
  }
  useEffect(() => {
    // Also here, not only in PageView: this block may hydrate or load after the page did.
    const el = seen && within.some((set) => set.has(seen)) ? document.getElementById(seen) : null;
    if (el) reveal(el);
  }, [seen]); // once per new hash, not when the visitor opens or closes items
  return (
    <div className={s.root}>
      <BlockHeader heading={heading} intro={intro} level={level} />
      <ReachAccordion collapsible index={open} onChange={(i: number) => setOpen((o) => (o === i ? -1 : i))} className={s.list}>
        {items.map((it, i) => (
          // Explicit indexes: without them server rendering numbers every item -1.
          <AccordionItem key={i} index={i} className={s.item}>
            <Heading level={item} className={s.heading} id={anchorOf(it)}>
              <AccordionButton className={s.button}>
                {it.icon && <Icon name={it.icon} />}
                <span className={s.label}>{it.title}</span>
                <Icon name="chevron-down" className={s.chevron} />
              </AccordionButton>
            </Heading>
            <AccordionPanel className={s.panel}>
              <LevelContext.Provider value={item + 1}>
                <BlockList blocks={it.blocks} animate={false} />
              </LevelContext.Provider>
            </AccordionPanel>
          </AccordionItem>
        ))}
      </ReachAccordion>
    </div>
  );
}
