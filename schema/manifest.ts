import { z } from 'zod';
import { navigation, site } from './site';
import { route } from './route';

export const manifest = z.strictObject({
  $schema: z.string().optional(),
  site,
  navigation,
  routes: z.array(route).min(1),
});
export type Manifest = z.output<typeof manifest>;
