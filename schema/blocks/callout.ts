import { z } from 'zod';
import { about, blockBase, blockType, button, text } from '../fields';
import { icon } from '../icons';

/** A highlighted note: information, reassurance, a warning, or crisis help. */
export const callout = z.strictObject({
  type: blockType('callout'),
  ...blockBase,
  tone: z.enum(['info', 'success', 'warning', 'crisis']).default('info').meta(about('What kind of note: information, reassurance, a warning, or crisis help (follow the safe-messaging rules).')),
  icon: icon.optional().meta(about('An icon beside the note; each tone has its own by default.', 'life-buoy')),
  title: text.optional().meta(about('A bold first line.', 'In crisis right now?')),
  text: text.meta(about('The note itself.')),
  actions: z.array(button).max(3).default([]).meta(about('Up to three buttons under the note, e.g. a number to call.')),
}).meta({ id: 'callout', ...about('A highlighted note: information, reassurance, a warning, or crisis help.') });
