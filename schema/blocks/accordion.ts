import { z } from 'zod';
import { about, anchorId, blockBase, blockType, heading, intro, text } from '../model/fields';
import { contentBlock } from '../model/contentBlock';
import { icon } from '../model/icons';

/** Collapsible sections, one open at a time; each holds content blocks (usually a linkList). */
export const accordion = z.strictObject({
  type: blockType('accordion'),
  ...blockBase,
  heading,
  intro,
  /** Open the first item when the page loads. */
  openFirst: z.boolean().default(false).meta(about('Open the first section', 'Open the first item when the page loads.')),
  items: z.array(z.strictObject({
    title: text.meta(about('Section title', 'The item\'s title, on the button that opens it.', 'Suicide risk screening')),
    id: anchorId.optional().meta(about('Anchor for links', 'The item\'s anchor: a link to "#id" (or "/page#id") opens the item. Without one, the anchor is the title in lower case with hyphens ("#suicide-risk-screening").', 'screening')),
    icon: icon.optional().meta(about('Icon', 'An icon beside the title.', 'shield')),
    blocks: z.array(contentBlock).min(1).meta(about('Blocks', 'What the item shows when open: content blocks, usually a linkList.')),
  })).min(1).meta(about('Sections', 'The collapsible sections, in order.')),
}).meta({ id: 'accordion', ...about('Sections that open and close', 'Collapsible sections, one open at a time; each holds content blocks (usually a linkList).') });
