import { z } from 'zod';
import { about, blockBase, blockType, heading, intro, text } from '../model/fields';
import { contentBlock } from '../model/contentBlock';
import { icon } from '../model/icons';

/** Tabs whose panels hold content blocks (the payment area is one). The first tab is selected. */
export const tabs = z.strictObject({
  type: blockType('tabs'),
  ...blockBase,
  heading,
  intro,
  /** Names the tab list for screen readers when there is no heading. */
  label: text.optional().meta(about('Name for screen readers', 'Names the tab list for screen readers when there is no heading.')),
  tabs: z.array(z.strictObject({
    label: text.meta(about('Tab label', 'The tab\'s label.', 'PayPal')),
    icon: icon.optional().meta(about('Icon', 'An icon beside the label.', 'credit-card')),
    blocks: z.array(contentBlock).min(1).meta(about('Blocks', 'What the tab\'s panel shows: content blocks.')),
  })).min(2).max(6).meta(about('Tabs', 'Two to six tabs; the first is selected.')),
  footnote: text.optional().meta(about('Small print', 'Small print under the tabs.')),
}).superRefine((t, ctx) => {
  if (!t.heading && !t.label) ctx.addIssue({ code: 'custom', path: ['label'], message: 'tabs need a "heading" or a "label" so screen readers can name the tab list' });
}).meta({ id: 'tabs', ...about('Tabs', 'Tabs whose panels hold content blocks (the payment area is one); the first tab is selected.') });
