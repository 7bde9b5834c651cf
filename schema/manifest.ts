import { z } from 'zod';
import type { Block } from './block';
import { about } from './fields';
import { navigation, site } from './site';
import { route } from './route';

/** The positions of the blocks that are (or hold, inside an accordion or tabs) a block of this type. */
const holds = (blocks: readonly Block[], type: Block['type']): number[] => {
  const at: number[] = [];
  blocks.forEach((b, i) => {
    if (b.type === type || (b.type === 'accordion' && b.items.some((it) => it.blocks.some((x) => x.type === type)))
      || (b.type === 'tabs' && b.tabs.some((t) => t.blocks.some((x) => x.type === type)))) at.push(i);
  });
  return at;
};

export const manifest = z.strictObject({
  $schema: z.string().optional().meta(about('The JSON Schema editors use to check and explain this file.', '../schema/site.schema.json')),
  site,
  navigation,
  routes: z.array(route).min(1).meta(about('Every page of the site; adding a page means adding a route here.')),
}).superRefine((m, ctx) => {
  const searchPages = m.routes.flatMap((r, i) => holds(r.blocks, 'searchResults').map((b) => ({ path: r.path, i, b })));
  for (const extra of searchPages.slice(1)) {
    ctx.addIssue({ code: 'custom', path: ['routes', extra.i, 'blocks', extra.b, 'type'], message: `the site has one search page, and it is "${searchPages[0]!.path}": remove this searchResults block` });
  }
  if (!m.site.crisis) {
    m.routes.forEach((r, i) => holds(r.blocks, 'crisisLines').forEach((b) => ctx.addIssue({
      code: 'custom', path: ['routes', i, 'blocks', b, 'type'], message: 'a crisisLines block shows site.crisis.lines: add "crisis" to "site" first',
    })));
  }
}).transform((m) => ({
  ...m,
  // The search page is the route holding the searchResults block; the header's search goes there.
  site: { ...m.site, search: { ...m.site.search, page: m.routes.find((r) => holds(r.blocks, 'searchResults').length)?.path } },
}));
export type Manifest = z.output<typeof manifest>;
