import { z } from 'zod';
import { about } from './fields';
import { navigation, site } from './site';
import { route } from './route';

export const manifest = z.strictObject({
  $schema: z.string().optional().meta(about('The JSON Schema editors use to check and explain this file.', '../schema/site.schema.json')),
  site,
  navigation,
  routes: z.array(route).min(1).meta(about('Every page of the site; adding a page means adding a route here.')),
});
export type Manifest = z.output<typeof manifest>;
