/**
 * JSON Schema metadata (Zod .meta()): a field's plain name, its `title` (what the site editor calls
 * it: "Link address", not "href"), one line an editor shows on hover, its `description`, and
 * examples where they help. The title is a name a clinician knows, short, with no full stop.
 */
export const about = (title: string, description: string, ...examples: unknown[]) =>
  (examples.length ? { title, description, examples } : { title, description });

/** Plain names of a fixed set of values ("caregiver" → "Parents and caregivers"), for the editor's
 * choices: JSON Schema annotation `x-enum-titles`, beside the schema's `enum`. */
export const valueTitles = <T extends string>(titles: Record<T, string>) => ({ 'x-enum-titles': titles as Record<string, string> });

/** The values are language codes ("es"): the editor names each by its language ("Spanish"). */
export const languageCodes = { 'x-language': true } as const;

/** The values are the ids of the items of another list of the manifest (a resource's topics are
 * ids of site.topics): the editor offers those items as choices, by their `title` key, writing
 * their `value` key. JSON Schema annotation `x-choices-from`. */
export const choicesFrom = (path: string[], value: string, title: string) => ({ 'x-choices-from': { path, value, title } });

/** A calendar date written YYYY-MM-DD (JSON Schema `format: "date"`): the editor offers a date picker. */
export const dateFormat = { format: 'date' } as const;

/** A text field a translation does not translate key by key, and why (kept from the first
 * language, or written whole by the translation): JSON Schema annotation `x-not-translated`.
 * Every other text field is translated, by its key in TEXT_KEYS (schema/read/translate.ts);
 * test/unit/translatedFields.test.ts holds each text field to one of the two. */
export const notTranslated = (why: string) => ({ 'x-not-translated': why });
