import { z } from 'zod';
import { about, valueTitles, blockBase, blockType, button, text } from '../model/fields';
import { icon } from '../model/icons';

/** A highlighted note: information, reassurance, a warning, or crisis help. */
export const callout = z.strictObject({
  type: blockType('callout'),
  ...blockBase,
  tone: z.enum(['info', 'success', 'warning', 'crisis']).default('info').meta({ ...valueTitles({ info: 'Information', success: 'Reassurance', warning: 'A warning', crisis: 'Crisis help' }), ...about('Kind of note', 'What kind of note: information, reassurance, a warning, or crisis help (follow the safe-messaging rules).') }),
  icon: icon.optional().meta(about('Icon', 'An icon beside the note; each tone has its own by default.', 'life-buoy')),
  title: text.optional().meta(about('Bold first line', 'A bold first line.', 'In crisis right now?')),
  text: text.meta(about('Note', 'The note itself.')),
  actions: z.array(button).max(3).default([]).meta(about('Buttons', 'Up to three buttons under the note, e.g. a number to call.')),
}).meta({ id: 'callout', ...about('Highlighted note', 'A highlighted note: information, reassurance, a warning, or crisis help.') });
