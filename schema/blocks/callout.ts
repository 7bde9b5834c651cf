import { z } from 'zod';
import { blockBase, button, text } from '../fields';
import { icon } from '../icons';

/** A highlighted note: information, reassurance, a warning, or crisis help. */
export const callout = z.strictObject({
  type: z.literal('callout'),
  ...blockBase,
  tone: z.enum(['info', 'success', 'warning', 'crisis']).default('info'),
  icon: icon.optional(),
  title: text.optional(),
  text,
  actions: z.array(button).max(3).default([]),
});
