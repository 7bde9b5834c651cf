// The keys a translation translates (TEXT_KEYS, schema/read/translate.ts) against the manifest's schema:
// translate.ts reads the raw JSON before the schema does, so it names its text fields itself, and
// this test holds that list to the schema. A new field of text (a `text` of schema/model/fields.ts,
// trimmed, non-empty and of limited length) is either translated or listed below with the reason
// it is not translated key by key; a key in TEXT_KEYS that names no text field is a leftover.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { z } from 'zod';
import { text } from '../../schema/model/fields';
import { JSON_SCHEMA_OPTIONS } from '../../schema/derive/jsonSchema';
import { manifest } from '../../schema/model/manifest';
import { TEXT_KEYS } from '../../schema/read/translate';

/** Text fields a translation does not translate key by key, and why: kept from the English, or
 * written whole. */
const OTHER_TEXT: Record<string, string> = {
  name: "the site's name, the same in every language",
  logoText: "the header logo's few letters",
  email: 'an address, not words',
  phone: 'a number, not words',
  value: 'a figure ("500+"): a stat\'s words are its label',
  guide: 'names a menu group of the English navigation, to list its resources',
  by: 'who reviewed a translation: written in the translation itself',
};

type Json = { [k: string]: unknown };

/**
 * The keys of every text field of a schema, walked through the JSON Schema Zod makes of it (the
 * editor's, schema/derive/jsonSchema.ts): a property whose value is text, or a list of text, or may be
 * (a union holding either).
 */
function textKeys(schema: z.ZodType): Set<string> {
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
  const keys = new Set<string>();
  const seen = new Set<Json>();
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object' || seen.has(node as Json)) return;
    seen.add(node as Json);
    if (Array.isArray(node)) return node.forEach(walk);
    const n = resolve(node as Json);
    if (n !== node) return walk(n);
    for (const [k, v] of Object.entries((n.properties ?? {}) as Record<string, Json>)) if (holdsText(v)) keys.add(k);
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
  assert.equal([...textKeys(sample)].sort(), ['either', 'inner', 'notes', 'subtitle']);
});

test('every text field of the manifest is translated, or listed with the reason it is not', () => {
  const untranslated = [...textKeys(manifest)].filter((k) => !TEXT_KEYS.has(k) && !(k in OTHER_TEXT)).sort();
  assert.equal(untranslated, [], 'add these to TEXT_KEYS in schema/read/translate.ts (or to OTHER_TEXT here, with the reason)');
});

test('TEXT_KEYS and OTHER_TEXT name text fields of the manifest, and not both the same one', () => {
  const fields = textKeys(manifest);
  assert.equal([...TEXT_KEYS].filter((k) => !fields.has(k)), [], 'TEXT_KEYS names no such text field');
  assert.equal(Object.keys(OTHER_TEXT).filter((k) => !fields.has(k)), [], 'OTHER_TEXT names no such text field');
  assert.equal(Object.keys(OTHER_TEXT).filter((k) => TEXT_KEYS.has(k)), [], 'in both lists');
});

test.run();
