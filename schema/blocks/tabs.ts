import { z } from 'zod';
import { blockBase, text } from '../fields';
import { contentBlock } from '../contentBlock';
import { icon } from '../icons';

/** Tabs whose panels hold content blocks (the payment area is one). The first tab is selected. */
export const tabs = z.strictObject({
  type: z.literal('tabs'),
  ...blockBase,
  heading: text.optional(),
  intro: text.optional(),
  /** Names the tab list for screen readers when there is no heading. */
  label: text.optional(),
  tabs: z.array(z.strictObject({ label: text, icon: icon.optional(), blocks: z.array(contentBlock).min(1) })).min(2).max(6),
  footnote: text.optional(),
}).superRefine((t, ctx) => {
  if (!t.heading && !t.label) ctx.addIssue({ code: 'custom', path: ['label'], message: 'tabs need a "heading" or a "label" so screen readers can name the tab list' });
});
