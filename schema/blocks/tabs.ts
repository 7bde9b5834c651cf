import { z } from 'zod';
import { about, blockBase, blockType, heading, intro, screenReaderName, text } from '../model/fields';
import { contentBlock } from '../model/contentBlock';
import { icon } from '../model/icons';

/** The tab list is named by the block's heading, or else by its label (schema/model/fields.ts). */
const named = screenReaderName('tabs need', 'the tab list');

/** Tabs whose panels hold content blocks (the payment area is one). The first tab is selected. */
export const tabs = z.strictObject({
  type: blockType('tabs'),
  ...blockBase,
  heading,
  intro,
  label: named.label,
  tabs: z.array(z.strictObject({
    label: text.meta(about('Tab label', 'The tab\'s label.', 'PayPal')),
    icon: icon.optional().meta(about('Icon', 'An icon beside the label.', 'credit-card')),
    blocks: z.array(contentBlock).min(1).meta(about('Blocks', 'What the tab\'s panel shows: content blocks.')),
  })).min(2).max(6).meta(about('Tabs', 'Two to six tabs; the first is selected.')),
  footnote: text.optional().meta(about('Small print', 'Small print under the tabs.')),
}).superRefine((t, ctx) => {
  named.check(t, ctx);
}).meta({ id: 'tabs', ...about('Tabs', 'Tabs whose panels hold content blocks (the payment area is one); the first tab is selected.') });
