import { z } from 'zod';
import { blockBase, resourceLink, text } from '../fields';

/**
 * Curated resource links. As "cards" each link shows a preview: a cloud-drive file's thumbnail,
 * or a document, video or website placeholder. An empty list needs an "empty" message.
 */
export const linkList = z.strictObject({
  type: z.literal('linkList'),
  ...blockBase,
  heading: text.optional(),
  intro: text.optional(),
  display: z.enum(['list', 'cards']).default('list'),
  links: z.array(resourceLink),
  empty: text.optional(),
}).superRefine((b, ctx) => {
  if (b.links.length === 0 && !b.empty) {
    ctx.addIssue({ code: 'custom', path: ['links'], message: 'the list has no links: add some, or say why with "empty" (e.g. "Local resources are being added.")' });
  }
});
