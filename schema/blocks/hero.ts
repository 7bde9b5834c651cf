import { z } from 'zod';
import { about, valueTitles, blockBase, blockType, button, text } from '../model/fields';

/** The opening banner of a page. Its title defaults to the route's title; as a page's first block it is the page's h1. */
export const hero = z.strictObject({
  type: blockType('hero'),
  ...blockBase,
  eyebrow: text.optional().meta(about('Line above the title', 'A short line above the title.', 'Practice guide')),
  title: text.optional().meta(about('Title', 'Usually left out: an opening hero shows the route\'s title as the page\'s h1.')),
  lead: text.optional().meta(about('Sentence under the title', 'The sentence under the title.')),
  badges: z.array(text).max(6).default([]).meta(about('Badges', 'Up to six short labels under the lead.', ['Free', 'Evidence-informed'])),
  actions: z.array(button).max(3).default([]).meta(about('Buttons', 'Up to three buttons.')),
  align: z.enum(['start', 'center']).default('center').meta({ ...valueTitles({ start: 'At the start', center: 'Centred' }), ...about('Alignment', 'Align the contents at the start or in the centre.') }),
  tone: z.enum(['brand', 'calm', 'plain']).default('brand').meta({ ...valueTitles({ brand: 'The brand colour', calm: 'A calm tint', plain: 'None' }), ...about('Background', 'The background: the brand colour, a calm tint, or none.') }),
}).meta({ id: 'hero', ...about('Page top (hero)', 'The opening banner of a page; its title is the route\'s title, shown as the page\'s h1.') });
