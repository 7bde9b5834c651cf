import { useEffect, useId, useReducer } from 'react';
import { Tab, TabList, TabPanel, TabPanels, Tabs as ReachTabs } from '@reach/tabs';
import type { BlockOf } from '../../../schema/block';
import { useHeadingAnchor } from '../anchors';
import { BlockHeader } from '../BlockHeader';
import { BlockList } from '../BlockList';
import { LevelContext, useBlockLevels } from '../../ui/Heading';
import { Icon } from '../../ui/Icon';
import * as s from './Tabs.css';

/** APG tabs (arrow keys move between tabs); panels hold content blocks. The first tab is selected. */
export function Tabs({ heading, intro, label, tabs, footnote }: BlockOf<'tabs'>) {
  const { level, item } = useBlockLevels(!!heading);
  const id = useId();
  // The heading names the tab list for screen readers: its id is the section's anchor when it has one.
  const headingId = useHeadingAnchor() ?? `${id}-h`;
  // @reach/tabs hides unselected panels only from its second render (so the prerendered page shows
  // them all, which suits readers without JavaScript); render once more after hydration.
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(rerender, []);
  return (
    <div className={s.root}>
      <BlockHeader heading={heading} intro={intro} level={level} id={headingId} />
      <ReachTabs defaultIndex={0} id={`tabs${id}`}>
        <TabList className={s.list} aria-label={heading ? undefined : label} aria-labelledby={heading ? headingId : undefined}>
          {tabs.map((t, i) => (
            // Explicit indexes: without them server rendering numbers every tab -1.
            <Tab key={i} index={i} className={s.tab}>
              {t.icon && <Icon name={t.icon} size={18} />}{t.label}
            </Tab>
          ))}
        </TabList>
        <TabPanels>
          {tabs.map((t, i) => (
            <TabPanel key={i} index={i} className={s.panel}>
              <LevelContext.Provider value={item}>
                <BlockList blocks={t.blocks} animate={false} />
              </LevelContext.Provider>
            </TabPanel>
          ))}
        </TabPanels>
      </ReachTabs>
      {footnote && <p className={s.footnote}><Icon name="lock" size={16} />{footnote}</p>}
    </div>
  );
}
