import { z } from 'zod';
import { about, valueTitles, blockBase, blockType, button, heading, text } from '../model/fields';

/** One or more buttons, optionally with a heading and text: a call to action. */
export const buttonRow = z.strictObject({
  type: blockType('buttonRow'),
  ...blockBase,
  heading,
  text: text.optional().meta(about('Text', 'A sentence or two above the buttons.')),
  buttons: z.array(button).min(1).max(4).meta(about('Buttons', 'One to four buttons.')),
  align: z.enum(['start', 'center']).default('start').meta({ ...valueTitles({ start: 'At the start', center: 'Centred' }), ...about('Alignment', 'Where the buttons sit: at the start of the line or centred.') }),
  tone: z.enum(['plain', 'panel', 'brand']).default('plain').meta({ ...valueTitles({ plain: 'None', panel: 'A tinted panel', brand: 'The brand colour' }), ...about('Background', 'The background: none, a tinted panel, or the brand colour.') }),
}).meta({ id: 'buttonRow', ...about('Call to action', 'One or more buttons, optionally with a heading and text: a call to action.') });
