// The editor's forms as the schema describes them, made on the server (part of the site's Node side,
// node.ts beside it): Zod stays there, and the browser (src/editor) receives the JSON description
// it makes.
import { z } from 'zod';
import { manifest } from '../../schema/model/manifest';
import { JSON_SCHEMA_OPTIONS } from '../../schema/derive/jsonSchema';
import { TEXT_KEYS } from '../../schema/read/translate';
import type { FormDescription, JsonSchema } from '../editor/formDescription';
import { plainWords } from '../editor/schema';

/** The form description the browser builds every form from: the manifest's JSON Schema (the input
 * side, with every field's title and description) and which keys hold text a translation carries. */
export function formDescription(schema: z.ZodType = manifest): FormDescription {
  const json = z.toJSONSchema(schema, JSON_SCHEMA_OPTIONS) as JsonSchema;
  return { schema: inPlainWords(json), textKeys: [...TEXT_KEYS] };
}

/**
 * The descriptions in the editor's words: a key a description quotes ("Not with \"href\"") is
 * named by its title ("Not with \"Link address\""), when it is a field of the schema described or
 * of the object around it. Only the editor's copy: schema/site.schema.json keeps the keys, which
 * is what a person editing the JSON writes.
 */
function inPlainWords(root: JsonSchema): JsonSchema {
  const seen = new Set<JsonSchema>();
  const visit = (node: JsonSchema | undefined, parent: JsonSchema | undefined): void => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (node.description) node.description = plainWords(node.description, [node, parent], root);
    for (const p of Object.values(node.properties ?? {})) visit(p, node);
    visit(node.items, node);
    if (typeof node.additionalProperties === 'object') visit(node.additionalProperties, node);
    for (const v of node.oneOf ?? node.anyOf ?? []) visit(v, parent);
    for (const d of Object.values(node.$defs ?? {})) visit(d, undefined);
  };
  visit(root, undefined);
  return root;
}
