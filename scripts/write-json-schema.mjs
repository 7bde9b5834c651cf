// npm run schema:json: regenerates schema/site.schema.json from the Zod schema.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { bundleForNode } from './lib/node-bundle.mjs';
import { root } from './lib/paths.mjs';

const urls = await bundleForNode(['schema/jsonSchema.ts'], { outDir: join(root, '.cache/json-schema') });
const { siteJsonSchema } = await import(urls.jsonSchema);
await writeFile(join(root, 'schema/site.schema.json'), siteJsonSchema());
console.log('Wrote schema/site.schema.json');
