import { z } from 'zod';
import { blockBase, text } from '../fields';

/** A section of running text: an optional heading and one or more paragraphs. */
export const prose = z.strictObject({
  type: z.literal('prose'),
  ...blockBase,
  heading: text.optional(),
  paragraphs: z.array(text).min(1),
  tone: z.enum(['plain', 'panel', 'muted']).default('plain'),
});
