import { z } from 'zod';
import { about, blockBase, blockType, intro } from '../model/fields';

/**
 * The family packet: the resources a visitor picked ("Add to packet"), kept in their browser only,
 * to order, title, print as one booklet and share as one link. The route holding it is the
 * packet page of its language; the header's packet link goes there.
 */
export const packet = z.strictObject({
  type: blockType('packet'),
  ...blockBase,
  intro,
}).meta({ id: 'packet', ...about('Family packet', 'The family packet: the resources a visitor picked, to order, print as one booklet and share as one link; the route holding it is the site\'s packet page.') });
