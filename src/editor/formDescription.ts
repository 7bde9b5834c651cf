// The shape of what the editor's server sends the browser to build its forms from: a JSON Schema
// (draft 2020-12, generated from the Zod schema) and the keys whose strings are translatable text.
// No Zod here: this file is read by the browser bundle too.

export interface JsonSchema {
  /** The field's plain name, the editor's label ("Link address" for href): schema/model/about.ts. */
  title?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  description?: string;
  examples?: unknown[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  /** "date": a calendar date written YYYY-MM-DD (a date picker). */
  format?: string;
  /** The keys of a record (an object whose keys are the owner's, or language codes). */
  propertyNames?: JsonSchema;
  /** Plain names of the values of an enum ("caregiver" → "Parents and caregivers"). */
  'x-enum-titles'?: Record<string, string>;
  /** The value is a language code ("es"), named by its language ("Spanish"). */
  'x-language'?: boolean;
  /** The values are ids of the items of another list of the manifest (a resource's topics: the ids
   * of site.topics): `path` to that list, the items' key written (`value`) and the key shown (`title`). */
  'x-choices-from'?: { path: string[]; value: string; title: string };
}

export interface FormDescription {
  schema: JsonSchema;
  /** Keys whose strings (or lists of strings) a translation carries (schema/read/translate.ts TEXT_KEYS). */
  textKeys: string[];
}

/** A place in the manifest: keys and list indexes (from 0). */
export type Path = (string | number)[];

/** A problem of a save, found by the server's full validation, with where it is in the data. */
export interface EditorProblem {
  /** Where in the data, as the validation found it (none for a problem of the file as a whole). */
  path: Path;
  /** As npm run validate prints it: routes[3].blocks[1].title (lists counted from 1). */
  where: string;
  message: string;
  line: number;
  col: number;
  warning?: boolean;
}
