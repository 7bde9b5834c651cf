import { z } from 'zod';
import { about, blockBase, blockType, heading, text } from '../fields';

/** A strip of headline figures, e.g. { "value": "50+", "label": "Practice guidelines" }. */
export const stats = z.strictObject({
  type: blockType('stats'),
  ...blockBase,
  heading,
  items: z.array(z.strictObject({
    value: text.meta(about('The figure, large.', '50+')),
    label: text.meta(about('What the figure counts.', 'Practice guidelines')),
  }).meta(about('One figure and its label.'))).min(2).max(6).meta(about('Two to six figures.')),
}).meta({ id: 'stats', ...about('A strip of headline figures, e.g. { "value": "50+", "label": "Practice guidelines" }.') });
