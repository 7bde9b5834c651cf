import { Accordion as ReachAccordion, AccordionButton, AccordionItem, AccordionPanel } from '@reach/accordion';
import type { BlockOf } from '../../../schema/block';
import { BlockHeader } from '../BlockHeader';
import { BlockList } from '../BlockList';
import { Heading, LevelContext, useBlockLevels } from '../../ui/Heading';
import { Icon } from '../../ui/Icon';
import * as s from './Accordion.css';

/** APG accordion: one item open at a time, and the open one can be closed. Without JavaScript every panel shows. */
export function Accordion({ heading, intro, openFirst, items }: BlockOf<'accordion'>) {
  const { level, item } = useBlockLevels(!!heading);
  return (
    <div className={s.root}>
      <BlockHeader heading={heading} intro={intro} level={level} />
      <ReachAccordion collapsible defaultIndex={openFirst ? 0 : undefined} className={s.list}>
        {items.map((it, i) => (
          // Explicit indexes: without them server rendering numbers every item -1.
          <AccordionItem key={i} index={i} className={s.item}>
            <Heading level={item} className={s.heading}>
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
