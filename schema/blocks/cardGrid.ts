import { z } from 'zod';
import { about, valueTitles, blockBase, blockType, button, heading, HREF_EXAMPLES, href, intro, text } from '../model/fields';
import { icon } from '../model/icons';

/** A card's fields: also those of a crisis line in site.crisis.lines (which adds facets). */
export const cardFields = {
  title: text.meta(about('Title', 'The card\'s title.', 'Crisis Assessment')),
  description: text.optional().meta(about('Description', 'A sentence or two under the title.')),
  icon: icon.optional().meta(about('Icon', 'An icon at the top of the card.', 'clipboard-list')),
  badge: text.optional().meta(about('Badge', 'A small label in the corner, e.g. "New" or "24/7".', '24/7')),
  bullets: z.array(text).default([]).meta(about('Points', 'Short points listed on the card.')),
  /** With an href the whole card is a link; without one it is a plain panel. */
  href: href.optional().meta(about('Link address', 'Makes the whole card a link; without it the card is a plain panel.', ...HREF_EXAMPLES)),
  /** The visible link label on a linked card. */
  cta: text.optional().meta(about('Link text', 'The visible link label on a linked card (needs "href").', 'Open the guide')),
  /** Buttons inside the card (for several actions, e.g. call, text, chat); not with href. */
  actions: z.array(button).max(4).default([]).meta(about('Buttons', 'Buttons inside the card for several actions (call, text, chat); not with "href".')),
};

/** A card links, or holds buttons, not both; a link label needs a link. */
export function cardRules(c: { href?: unknown; cta?: string | undefined; actions: unknown[] }, ctx: z.core.$RefinementCtx) {
  if (c.href && c.actions.length) ctx.addIssue({ code: 'custom', path: ['actions'], message: 'a linked card (with "href") cannot also hold buttons: remove "href" or "actions"' });
  if (c.cta && !c.href) ctx.addIssue({ code: 'custom', path: ['cta'], message: '"cta" labels the card\'s link, so it needs an "href"' });
}

export const card = z.strictObject(cardFields).superRefine(cardRules);

/** A grid of cards: guides, values, tools, features. Never more columns than cards, so a short grid fills its row. */
export const cardGrid = z.strictObject({
  type: blockType('cardGrid'),
  ...blockBase,
  heading,
  intro,
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3).meta({ ...valueTitles({ 2: 'Two', 3: 'Three', 4: 'Four' }), ...about('Cards per row', 'Cards per row on wide screens (fewer on narrow ones, and never more than there are cards).') }),
  cards: z.array(card.meta(about('Card', 'One card: a title with optional text, icon, badge and bullets; a link or buttons.'))).min(1).meta(about('Cards', 'The cards, in order.')),
}).transform((b) => ({ ...b, columns: Math.min(b.columns, b.cards.length) as 1 | 2 | 3 | 4 }))
  .meta({ id: 'cardGrid', ...about('Grid of cards', 'A grid of cards: guides, values, tools, features. Never more columns than cards, so a short grid fills its row.') });
