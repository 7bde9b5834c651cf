import { z } from 'zod';
import { about, valueTitles, blockBase, blockType, heading, intro } from '../model/fields';

/** The crisis lines of site.crisis.lines as cards: written once, shown wherever they are needed. */
export const crisisLines = z.strictObject({
  type: blockType('crisisLines'),
  ...blockBase,
  heading,
  intro,
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(2).meta({ ...valueTitles({ 2: 'Two', 3: 'Three', 4: 'Four' }), ...about('Cards per row', 'Cards per row on wide screens (2, 3 or 4; one column on phones).', 2) }),
}).meta({ id: 'crisisLines', ...about('Crisis lines', 'The crisis lines of site.crisis.lines as cards: written once, shown wherever the block is placed.') });
