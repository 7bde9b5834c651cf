import { z } from 'zod';
import { about, valueTitles, blockBase, blockType, heading, HREF_EXAMPLES, href, intro, text } from '../model/fields';
import { icon } from '../model/icons';

const item = z.union([
  text.transform((t) => ({ text: t, title: undefined, icon: undefined, href: undefined })).meta(about('Plain point', 'A point, as plain text.', 'Validate the feeling first.')),
  z.strictObject({
    text: text.meta(about('Text', 'The point itself.')),
    title: text.optional().meta(about('Bold lead-in', 'A bold lead-in before the text.', 'Email')),
    icon: icon.optional().meta(about('Icon', 'The item\'s own marker, when the list\'s marker is each item\'s own icon.', 'mail')),
    href: href.optional().meta(about('Link address', 'Makes the text a link.', ...HREF_EXAMPLES)),
  }).meta(about('Point with a lead-in', 'A labelled point: { "title", "text" } with an optional icon and link.')),
]);

/** A list of short points. An item is a string, or { title, text, icon, href } for a labelled line. */
export const bulletList = z.strictObject({
  type: blockType('bulletList'),
  ...blockBase,
  heading,
  intro,
  marker: z.enum(['bullet', 'check', 'number', 'icon']).default('bullet').meta({ ...valueTitles({ bullet: 'Bullet', check: 'Check mark', number: 'Number', icon: 'Each item\'s own icon' }), ...about('Marker', 'What marks each item: a bullet, a check mark, a number, or each item\'s own icon.') }),
  columns: z.union([z.literal(1), z.literal(2)]).default(1).meta({ ...valueTitles({ 1: 'One column', 2: 'Two columns on wide screens' }), ...about('Columns', 'One column, or two on wide screens.') }),
  tone: z.enum(['plain', 'panel']).default('plain').meta({ ...valueTitles({ plain: 'None', panel: 'A tinted panel' }), ...about('Background', '"panel" sets the list on a tinted panel.') }),
  items: z.array(item).min(1).meta(about('Points', 'The points, in order.')),
}).meta({ id: 'bulletList', ...about('List of points', 'A list of short points; an item is text, or { "title", "text", "icon", "href" } for a labelled line.') });
