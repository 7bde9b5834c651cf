import { z } from 'zod';
import { about, notTranslated, valueTitles, blockBase, blockType, heading, text } from '../model/fields';
import { LIBRARY_COUNTS } from '../model/libraryCounts';

/** One figure: typed ("24/7"), or counted from the manifest at build time ("count": "resources"),
 * so a figure about the library is never a claim nobody checks. */
const statItem = z.strictObject({
  value: text.optional().meta({ ...about('Figure as written', 'The figure, large, as written. Not with "count".', '24/7'), ...notTranslated('a figure ("500+"): a stat\'s words are its label') }),
  count: z.enum(LIBRARY_COUNTS).optional()
    .meta({ ...valueTitles({ resources: 'Resources', worksheets: 'Worksheets and handouts', spanish: 'Resources in Spanish', topics: 'Topics', guides: 'Guides (menu groups)' }), ...about('Counted figure', 'A figure counted when the site is built, not written: resources, worksheets (and handouts), spanish (resources in Spanish), topics, guides (menu groups).', 'resources') }),
  label: text.meta(about('What it counts', 'What the figure counts.', 'Resources')),
}).superRefine((it, ctx) => {
  if ((it.value === undefined) === (it.count === undefined)) {
    ctx.addIssue({ code: 'custom', message: 'a figure needs exactly one of "value" (written) or "count" (counted from the library: resources, worksheets, spanish, topics, guides)' });
  }
}).meta(about('Figure', 'One figure and its label.'));

/** A strip of headline figures, e.g. { "count": "resources", "label": "Resources" }. */
export const stats = z.strictObject({
  type: blockType('stats'),
  ...blockBase,
  heading,
  items: z.array(statItem).min(2).max(6).meta(about('Figures', 'Two to six figures.')),
}).meta({ id: 'stats', ...about('Headline figures', 'A strip of headline figures: each written ("value") or counted from the library when the site is built ("count"), e.g. { "count": "resources", "label": "Resources" }.') });
