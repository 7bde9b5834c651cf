import { z } from 'zod';
import { blockBase, button, text } from '../fields';

/** The opening banner of a page. Its title defaults to the route's title; as a page's first block it is the page's h1. */
export const hero = z.strictObject({
  type: z.literal('hero'),
  ...blockBase,
  eyebrow: text.optional(),
  title: text.optional(),
  lead: text.optional(),
  badges: z.array(text).max(6).default([]),
  actions: z.array(button).max(3).default([]),
  align: z.enum(['start', 'center']).default('center'),
  tone: z.enum(['brand', 'calm', 'plain']).default('brand'),
});
