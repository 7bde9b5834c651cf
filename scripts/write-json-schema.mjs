// npm run schema:json: regenerates schema/site.schema.json from the Zod schema.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serverModule } from './lib/node-bundle.mjs';
import { root } from './lib/paths.mjs';

const { siteJsonSchema } = await serverModule({ folder: 'json-schema' });
await writeFile(join(root, 'schema/site.schema.json'), siteJsonSchema());
console.log('Wrote schema/site.schema.json');
