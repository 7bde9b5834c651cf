import { z } from 'zod';
import { about, blockBase, blockType, heading, text } from '../fields';

/** A section of running text: an optional heading and one or more paragraphs. */
export const prose = z.strictObject({
  type: blockType('prose'),
  ...blockBase,
  heading,
  paragraphs: z.array(text).min(1).meta(about('The paragraphs, in order; one string each.')),
  tone: z.enum(['plain', 'panel', 'muted']).default('plain').meta(about('Plain text, on a tinted panel, or in a quieter colour.')),
}).meta({ id: 'prose', ...about('A section of running text: an optional heading and one or more paragraphs.') });
