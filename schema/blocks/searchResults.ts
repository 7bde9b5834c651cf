import { z } from 'zod';
import { about, blockBase, blockType, text } from '../model/fields';

/**
 * The search page: a search box, filters by guide and kind, and results for pages and resources.
 * The route holding it is the site's search page (`?q=` deep-links to a search); the header's
 * search submits there. Without JavaScript it lists the guides and their pages.
 */
export const searchResults = z.strictObject({
  type: blockType('searchResults'),
  ...blockBase,
  label: text.default('Search the library').meta(about('Search box label', 'The search box\'s label.', 'Search the library')),
  pageSize: z.number().int().min(5).max(50).default(20).meta(about('Results shown at first', 'Results shown at first, and added by each "Show more" (5 to 50).', 20)),
  browseHeading: text.default('Browse the guides').meta(about('Heading over the guides', 'The heading of the list of guides shown before a search and without JavaScript.', 'Browse the guides')),
}).meta({ id: 'searchResults', ...about('Search page', 'The search page: box, filters and results for pages and resources; the route holding it is the site\'s search page.') });
