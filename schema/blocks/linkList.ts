import { z } from 'zod';
import { about, valueTitles, blockBase, blockType, heading, intro, resourceLink, text } from '../model/fields';

/**
 * Curated resource links. As "cards" each link shows a preview: a cloud-drive file's thumbnail,
 * or a document, video or website placeholder. An empty list needs an "empty" message.
 */
export const linkList = z.strictObject({
  type: blockType('linkList'),
  ...blockBase,
  heading,
  intro,
  display: z.enum(['list', 'cards']).default('list').meta({ ...valueTitles({ list: 'A compact list', cards: 'Cards with a preview' }), ...about('Show as', 'A compact list, or cards with a preview of each resource.') }),
  links: z.array(resourceLink).meta(about('Links', 'The resources, in order: each { "label", "href" } with an optional "description".')),
  empty: text.optional().meta(about('Message while empty', 'What to say while the list has no links.', 'Local resources are being added.')),
}).superRefine((b, ctx) => {
  if (b.links.length === 0 && !b.empty) {
    ctx.addIssue({ code: 'custom', path: ['links'], message: 'the list has no links: add some, or say why with "empty" (e.g. "Local resources are being added.")' });
  }
}).meta({ id: 'linkList', ...about('List of links', 'Curated resource links, as a list or as cards with previews; an empty list needs an "empty" message.') });
