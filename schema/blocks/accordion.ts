import { z } from 'zod';
import { about, anchorId, blockBase, blockType, heading, intro, text } from '../fields';
import { contentBlock } from '../contentBlock';
import { icon } from '../icons';

/** Collapsible sections, one open at a time; each holds content blocks (usually a linkList). */
export const accordion = z.strictObject({
  type: blockType('accordion'),
  ...blockBase,
  heading,
  intro,
  /** Open the first item when the page loads. */
  openFirst: z.boolean().default(false).meta(about('Open the first item when the page loads.')),
  items: z.array(z.strictObject({
    title: text.meta(about('The item\'s title, on the button that opens it.', 'Suicide risk screening')),
    id: anchorId.optional().meta(about('The item\'s anchor: a link to "#id" (or "/page#id") opens the item. Without one, the anchor is the title in lower case with hyphens ("#suicide-risk-screening").', 'screening')),
    icon: icon.optional().meta(about('An icon beside the title.', 'shield')),
    blocks: z.array(contentBlock).min(1).meta(about('What the item shows when open: content blocks, usually a linkList.')),
  })).min(1).meta(about('The collapsible sections, in order.')),
}).meta({ id: 'accordion', ...about('Collapsible sections, one open at a time; each holds content blocks (usually a linkList).') });
