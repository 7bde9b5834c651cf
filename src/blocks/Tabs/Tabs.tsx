import { useId } from 'react';
import type { BlockOf } from '../../../schema/model/block';
import { useHeadingAnchor } from '../anchors';
import { BlockHeader } from '../BlockHeader';
import { BlockList } from '../BlockList';
import { LevelContext, useBlockLevels } from '../../ui/Heading';
import { Icon } from '../../ui/Icon';
import * as s from './Tabs.css';

/** APG tabs (arrow keys, Home and End move between tabs and select them); panels hold content
 * blocks. The first tab is selected. The page's own controls answer them from the first paint
 * (src/boot/controls/tabs.ts); this renders the markup. Without JavaScript every panel shows. */
export function Tabs({ heading, intro, label, tabs, footnote }: BlockOf<'tabs'>) {
  const { level, item } = useBlockLevels(!!heading);
  const id = useId();
  // The heading names the tab list for screen readers: its id is the section's anchor when it has one.
  const headingId = useHeadingAnchor() ?? `${id}-h`;
  return (
    <div className={s.root}>
      <BlockHeader heading={heading} intro={intro} level={level} id={headingId} />
      <div data-tabs="">
        <div role="tablist" className={s.list} aria-label={heading ? undefined : label} aria-labelledby={heading ? headingId : undefined}>
          {tabs.map((t, i) => (
            <button key={i} type="button" role="tab" id={`${id}-t${i}`} className={s.tab} aria-selected={i === 0} aria-controls={`${id}-p${i}`}
              tabIndex={i === 0 ? 0 : -1} data-control="tab">
              {t.icon && <Icon name={t.icon} size={18} />}{t.label}
            </button>
          ))}
        </div>
        {tabs.map((t, i) => (
          <div key={i} role="tabpanel" id={`${id}-p${i}`} className={s.panel} aria-labelledby={`${id}-t${i}`} tabIndex={0} hidden={i !== 0}>
            <LevelContext.Provider value={item}>
              <BlockList blocks={t.blocks} animate={false} />
            </LevelContext.Provider>
          </div>
        ))}
      </div>
      {footnote && <p className={s.footnote}><Icon name="lock" size={16} />{footnote}</p>}
    </div>
  );
}
