import { z } from 'zod';
import { blockBase, button, text } from '../fields';

/** One or more buttons, optionally with a heading and text: a call to action. */
export const buttonRow = z.strictObject({
  type: z.literal('buttonRow'),
  ...blockBase,
  heading: text.optional(),
  text: text.optional(),
  buttons: z.array(button).min(1).max(4),
  align: z.enum(['start', 'center']).default('start'),
  tone: z.enum(['plain', 'panel', 'brand']).default('plain'),
});
