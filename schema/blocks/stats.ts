import { z } from 'zod';
import { blockBase, text } from '../fields';

/** A strip of headline figures, e.g. { "value": "50+", "label": "Practice guidelines" }. */
export const stats = z.strictObject({
  type: z.literal('stats'),
  ...blockBase,
  heading: text.optional(),
  items: z.array(z.strictObject({ value: text, label: text })).min(2).max(6),
});
