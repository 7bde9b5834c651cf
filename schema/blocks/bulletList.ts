import { z } from 'zod';
import { blockBase, href, text } from '../fields';
import { icon } from '../icons';

const item = z.union([
  text.transform((t) => ({ text: t, title: undefined, icon: undefined, href: undefined })),
  z.strictObject({ text, title: text.optional(), icon: icon.optional(), href: href.optional() }),
]);

/** A list of short points. An item is a string, or { title, text, icon, href } for a labelled line. */
export const bulletList = z.strictObject({
  type: z.literal('bulletList'),
  ...blockBase,
  heading: text.optional(),
  intro: text.optional(),
  marker: z.enum(['bullet', 'check', 'number', 'icon']).default('bullet'),
  columns: z.union([z.literal(1), z.literal(2)]).default(1),
  tone: z.enum(['plain', 'panel']).default('plain'),
  items: z.array(item).min(1),
});
