import { z } from 'zod';
import { about, valueTitles, blockBase, blockType, heading, text } from '../model/fields';

/** A section of running text: an optional heading and one or more paragraphs. */
export const prose = z.strictObject({
  type: blockType('prose'),
  ...blockBase,
  heading,
  paragraphs: z.array(text).min(1).meta(about('Paragraphs', 'The paragraphs, in order; one string each.')),
  tone: z.enum(['plain', 'panel', 'muted']).default('plain').meta({ ...valueTitles({ plain: 'Plain', panel: 'On a tinted panel', muted: 'In a quieter colour' }), ...about('Look', 'Plain text, on a tinted panel, or in a quieter colour.') }),
}).meta({ id: 'prose', ...about('Text', 'A section of running text: an optional heading and one or more paragraphs.') });
