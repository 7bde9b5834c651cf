import { z } from 'zod';
import { blockBase, button, href, text } from '../fields';
import { icon } from '../icons';

const card = z.strictObject({
  title: text,
  description: text.optional(),
  icon: icon.optional(),
  badge: text.optional(),
  bullets: z.array(text).default([]),
  /** With an href the whole card is a link; without one it is a plain panel. */
  href: href.optional(),
  /** The visible link label on a linked card. */
  cta: text.optional(),
  /** Buttons inside the card (for several actions, e.g. call, text, chat); not with href. */
  actions: z.array(button).max(4).default([]),
}).superRefine((c, ctx) => {
  if (c.href && c.actions.length) ctx.addIssue({ code: 'custom', path: ['actions'], message: 'a linked card (with "href") cannot also hold buttons: remove "href" or "actions"' });
  if (c.cta && !c.href) ctx.addIssue({ code: 'custom', path: ['cta'], message: '"cta" labels the card\'s link, so it needs an "href"' });
});

/** A grid of cards: guides, values, tools, features. */
export const cardGrid = z.strictObject({
  type: z.literal('cardGrid'),
  ...blockBase,
  heading: text.optional(),
  intro: text.optional(),
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
  cards: z.array(card).min(1),
});
