// The keys a translation translates (TEXT_KEYS, schema/read/translate.ts) against the manifest's schema:
// translate.ts reads the raw JSON before the schema does, so it names its text fields itself, and
// this test holds that list to the schema. A new field of text (a `text` of schema/model/fields.ts,
// trimmed, non-empty and of limited length) is either translated or marked in its schema with the
// reason it is not translated key by key (notTranslated, schema/model/about.ts); a key in
// TEXT_KEYS that names no text field is a leftover.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { z } from 'zod';
import { notTranslated, text } from '../../schema/model/fields';
import { JSON_SCHEMA_OPTIONS } from '../../schema/derive/jsonSchema';
import { manifest } from '../../schema/model/manifest';
import { TEXT_KEYS } from '../../schema/read/translate';

type Json = { [k: string]: unknown };

/**
 * The keys of every text field of a schema, walked through the JSON Schema Zod makes of it (the
 * editor's, schema/derive/jsonSchema.ts): a property whose value is text, or a list of text, or may be
 * (a union holding either); each with whether every field of that key is marked not translated.
 */
function textFields(schema: z.ZodType): Map<string, boolean> {
  const root = z.toJSONSchema(schema, JSON_SCHEMA_OPTIONS) as Json;
  const defs = (root.$defs ?? {}) as Record<string, Json>;
  const resolve = (s: Json): Json => (typeof s.$ref === 'string' ? defs[s.$ref.replace('#/$defs/', '')] ?? s : s);
  const variants = (s: Json): Json[] => {
    const r = resolve(s);
    const union = (r.anyOf ?? r.oneOf) as Json[] | undefined;
    return union ? union.flatMap(variants) : [r];
  };
  // Text: a string the schema trims to at least one character and limits in length.
  const isText = (s: Json) => s.type === 'string' && typeof s.minLength === 'number' && s.minLength >= 1 && typeof s.maxLength === 'number' && !s.pattern && !s.enum;
  const holdsText = (s: Json) => variants(s).some((v) => isText(v) || (v.type === 'array' && !!v.items && variants(v.items as Json).some(isText)));
  const keys = new Map<string, boolean>();
  const seen = new Set<Json>();
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object' || seen.has(node as Json)) return;
    seen.add(node as Json);
    if (Array.isArray(node)) return node.forEach(walk);
    const n = resolve(node as Json);
    if (n !== node) return walk(n);
    for (const [k, v] of Object.entries((n.properties ?? {}) as Record<string, Json>)) {
      if (holdsText(v)) keys.set(k, (keys.get(k) ?? true) && typeof v['x-not-translated'] === 'string');
    }
    Object.values(n).forEach(walk);
  };
  walk(root);
  return keys;
}

test('the walk finds a schema\'s text fields, alone, in a list or in a union', () => {
  const sample = z.strictObject({
    subtitle: text,
    notes: z.array(text).optional(),
    either: z.union([text, z.strictObject({ inner: text.max(80) })]),
    path: z.string().regex(/^\//),
    count: z.number(),
  });
  assert.equal([...textFields(sample).keys()].sort(), ['either', 'inner', 'notes', 'subtitle']);
  const marked = z.strictObject({ name: text.meta(notTranslated('a name')), other: z.strictObject({ name: text }), code: text.meta(notTranslated('a code')) });
  assert.equal([...textFields(marked)], [['name', false], ['code', true]], 'a key is marked only where every field of it is');
});

test('every text field of the manifest is translated, or marked with the reason it is not', () => {
  const untranslated = [...textFields(manifest)].filter(([k, marked]) => !TEXT_KEYS.has(k) && !marked).map(([k]) => k).sort();
  assert.equal(untranslated, [], 'add these keys to TEXT_KEYS in schema/read/translate.ts, or mark each such field in its schema with notTranslated(why) (schema/model/about.ts)');
});

test('TEXT_KEYS names text fields of the manifest, none of them marked not translated', () => {
  const fields = textFields(manifest);
  assert.equal([...TEXT_KEYS].filter((k) => !fields.has(k)), [], 'TEXT_KEYS names no such text field');
  assert.equal([...TEXT_KEYS].filter((k) => fields.get(k)), [], 'in TEXT_KEYS and marked notTranslated');
  assert.ok([...fields.values()].filter(Boolean).length >= 7, 'the fields marked notTranslated are found');
});

test.run();
