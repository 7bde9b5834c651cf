import { z } from 'zod';
import { about, notTranslated, blockBase, blockType, heading, intro, text } from '../model/fields';

/**
 * Every resource of the site (or of one guide), collected from all pages at build time, with
 * filters by kind, audience, age, language, cost and guide and a text filter; the filters live in
 * the address (?kind=video&audience=youth). Without JavaScript it lists the resources by guide.
 */
export const resourceCatalogue = z.strictObject({
  type: blockType('resourceCatalogue'),
  ...blockBase,
  heading,
  intro,
  guide: text.optional().meta({ ...about('Only one guide', 'Show only one guide\'s resources: the title of a menu group (navigation.groups).', 'Trauma'), ...notTranslated('names a menu group of the first language\'s navigation, to list its resources') }),
  pageSize: z.number().int().min(10).max(100).default(30).meta(about('Resources shown at first', 'Resources shown at first, and added by each "Show more" (10 to 100).', 30)),
  filters: z.boolean().default(true).meta(about('Show the filters', 'Show the filters (kind, audience, age, language, cost, guide and a text filter).', true)),
}).meta({ id: 'resourceCatalogue', ...about('Resource catalogue', 'The resource catalogue: every resource of the site (or of one guide) with filters, its state in the address.') });
