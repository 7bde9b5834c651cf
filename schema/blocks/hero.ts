import { z } from 'zod';
import { about, blockBase, blockType, button, text } from '../fields';

/** The opening banner of a page. Its title defaults to the route's title; as a page's first block it is the page's h1. */
export const hero = z.strictObject({
  type: blockType('hero'),
  ...blockBase,
  eyebrow: text.optional().meta(about('A short line above the title.', 'Practice guide')),
  title: text.optional().meta(about('Usually left out: an opening hero shows the route\'s title as the page\'s h1.')),
  lead: text.optional().meta(about('The sentence under the title.')),
  badges: z.array(text).max(6).default([]).meta(about('Up to six short labels under the lead.', ['Free', 'Evidence-informed'])),
  actions: z.array(button).max(3).default([]).meta(about('Up to three buttons.')),
  align: z.enum(['start', 'center']).default('center').meta(about('Align the contents at the start or in the centre.')),
  tone: z.enum(['brand', 'calm', 'plain']).default('brand').meta(about('The background: the brand colour, a calm tint, or none.')),
}).meta({ id: 'hero', ...about('The opening banner of a page; its title is the route\'s title, shown as the page\'s h1.') });
