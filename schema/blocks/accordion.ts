import { z } from 'zod';
import { blockBase, text } from '../fields';
import { contentBlock } from '../contentBlock';
import { icon } from '../icons';

/** Collapsible sections, one open at a time; each holds content blocks (usually a linkList). */
export const accordion = z.strictObject({
  type: z.literal('accordion'),
  ...blockBase,
  heading: text.optional(),
  intro: text.optional(),
  /** Open the first item when the page loads. */
  openFirst: z.boolean().default(false),
  items: z.array(z.strictObject({ title: text, icon: icon.optional(), blocks: z.array(contentBlock).min(1) })).min(1),
});
