// The editor's forms as the schema describes them, made on the server (part of the site's Node side,
// src/server/node.ts): Zod stays there, and the browser receives the JSON description it makes.
import { z } from 'zod';
import { manifest } from '../../schema/manifest';
import { JSON_SCHEMA_OPTIONS } from '../../schema/jsonSchema';
import { TEXT_KEYS } from '../../schema/translate';
import type { FormDescription } from './formDescription';

/** The form description the browser builds every form from: the manifest's JSON Schema (the input
 * side, with every field's description) and which keys hold text a translation carries. */
export function formDescription(schema: z.ZodType = manifest): FormDescription {
  return { schema: z.toJSONSchema(schema, JSON_SCHEMA_OPTIONS) as FormDescription['schema'], textKeys: [...TEXT_KEYS] };
}
