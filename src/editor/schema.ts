// Reading the form description (a JSON Schema made from the Zod schema): following its $refs,
// naming fields, list items, block kinds and values in plain words, and making the smallest
// valid-looking value of a schema for a new item. Every name comes from the schema: a field's
// `title` (schema/model/about.ts), a value's `x-enum-titles`; only what has none is named from its key.
// Nothing here knows a block type or a field by name: a type or a field added to the schema is in
// the forms with no change here.
import type { JsonSchema, Path } from './formDescription';
import { languageName } from '../data/languageNames';
import { getIn } from './paths';

/** The schema with its $ref followed (its own title, description and default kept over the target's). */
export function resolve(s: JsonSchema | undefined, root: JsonSchema): JsonSchema {
  if (!s) return {};
  if (!s.$ref) return s;
  const name = s.$ref.replace('#/$defs/', '');
  const { $ref: _, ...own } = s;
  return { ...resolve(root.$defs?.[name], root), ...own };
}

/** The choices of a schema that is a fixed set of values (enum, or a union of constants). */
export function choicesOf(s: JsonSchema): unknown[] | null {
  if (s.enum) return s.enum;
  const union = s.anyOf ?? s.oneOf;
  if (union?.length && union.every((u) => u.const !== undefined)) return union.map((u) => u.const);
  return null;
}

/** A value's plain name: its title in the schema (`x-enum-titles`, or the title of its constant in
 * a union), a language code's language ("Spanish"), else the value in words ("self-harm" → "Self harm"). */
export function choiceTitle(s: JsonSchema, value: unknown): string {
  const own = s['x-enum-titles']?.[String(value)];
  if (own) return own;
  const member = (s.anyOf ?? s.oneOf)?.find((u) => u.const === value);
  if (member?.title) return member.title;
  if (typeof value !== 'string') return String(value);
  if (s['x-language']) {
    const name = languageName(value, 'en'); // in the editor's language; the code itself when Intl does not know it
    return name === value ? value : name.charAt(0).toUpperCase() + name.slice(1);
  }
  return /^[a-z]/i.test(value) ? labelOf(value) : value;
}

/** The alternatives of a union schema (a block of any type, text or a link), resolved. */
export const variantsOf = (s: JsonSchema, root: JsonSchema): JsonSchema[] => (s.oneOf ?? s.anyOf ?? []).map((v) => resolve(v, root));

/** The constant that names a union's variant ("prose" for a block), if it has one. */
export const tagOf = (s: JsonSchema): string | undefined => {
  const t = s.properties?.type?.const;
  return typeof t === 'string' ? t : undefined;
};

/** The variant a value is: by its "type" constant, else by its JSON type. */
export function variantFor(value: unknown, variants: JsonSchema[]): number {
  const tag = value && typeof value === 'object' ? (value as { type?: unknown }).type : undefined;
  const byTag = variants.findIndex((v) => tag !== undefined && tagOf(v) === tag);
  if (byTag >= 0) return byTag;
  const kind = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
  const byType = variants.findIndex((v) => v.type === kind || (kind === 'object' && !!v.properties));
  return byType >= 0 ? byType : 0;
}

/** A variant's name for a chooser: its title ("Text", "List of links"), else its type constant in
 * words, else what it is. */
export const variantName = (v: JsonSchema) => {
  if (v.title) return v.title;
  const tag = tagOf(v);
  if (tag) return labelOf(tag);
  return v.type === 'string' ? 'Text' : v.properties ? 'Group of fields' : labelOf(String(v.type ?? 'value'));
};

/** "logoText" → "Logo text"; "quickLinks" → "Quick links": the name of a key the schema gives no title. */
export function labelOf(key: string | number): string {
  if (typeof key === 'number') return `${key + 1}`;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A field's plain name: its schema's title, else its key in words. */
export const titleOf = (s: JsonSchema | undefined, key: string | number) => s?.title ?? labelOf(key);

/** "Crisis lines" → "crisis lines" (a name inside a sentence); an acronym keeps its capitals. */
export const lowerFirst = (s: string) => (/^[A-Z][A-Z]/.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1));

/** The last word of a name made singular: "Crisis lines" → "Crisis line", "Categories" → "Category". */
function singularWords(name: string): string {
  const m = /^(.*?)(\w+)$/.exec(name);
  if (!m) return name;
  const [, head, w] = m as unknown as [string, string, string];
  if (/ies$/i.test(w)) return `${head}${w.slice(0, -3)}y`;
  if (/(ses|xes)$/i.test(w)) return `${head}${w.slice(0, -2)}`;
  if (/[^s]s$/i.test(w)) return `${head}${w.slice(0, -1)}`;
  return name;
}

/**
 * What one item of a list is called, within a sentence: with the list's schema, its items' title
 * ("link" for a list of links), else the list's title made singular ("Paragraphs" → "paragraph");
 * with its key only, the key made singular ("routes" → "route").
 */
export function singular(key: string | number, list?: JsonSchema, root?: JsonSchema): string {
  if (!list) return singularWords(labelOf(key)).toLowerCase();
  const items = root ? resolve(list.items, root) : list.items;
  if (items?.title) return lowerFirst(items.title);
  return lowerFirst(singularWords(titleOf(list, key)));
}

/** A new value of a schema: its required parts only, each as small as the schema allows. */
export function templateOf(s0: JsonSchema, root: JsonSchema, depth = 0): unknown {
  const s = resolve(s0, root);
  if (s.const !== undefined) return s.const;
  if (depth > 8) return undefined;
  const choices = choicesOf(s);
  if (choices) return s.default ?? choices[0];
  if (s.oneOf || s.anyOf) return templateOf(variantsOf(s, root)[0] ?? {}, root, depth + 1);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (type === 'object' || s.properties) {
    const out: Record<string, unknown> = {};
    for (const k of s.required ?? []) out[k] = templateOf(s.properties?.[k] ?? {}, root, depth + 1);
    return out;
  }
  if (type === 'array') return Array.from({ length: s.minItems ?? 0 }, () => templateOf(s.items ?? {}, root, depth + 1));
  if (type === 'string') return '';
  if (type === 'boolean') return s.default ?? false;
  if (type === 'number' || type === 'integer') return s.default ?? s.minimum ?? 0;
  return s.default ?? '';
}

/** The plain name of a list item's kind: the title of the variant of `items` its "type" names. */
function kindName(type: string, items: JsonSchema | undefined, root: JsonSchema | undefined): string {
  if (!items || !root) return type;
  const v = variantsOf(resolve(items, root), root).find((x) => tagOf(x) === type);
  return v ? variantName(v) : type;
}

/** A short name for a list item: its kind (by its title, when the list's item schema is given:
 * "Text", not "prose") and its title, label or heading. */
export function summaryOf(value: unknown, items?: JsonSchema, root?: JsonSchema): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return '';
  const o = value as Record<string, unknown>;
  const name = [o.title, o.label, o.heading, o.path, o.text].find((x) => typeof x === 'string' && x);
  const type = typeof o.type === 'string' ? kindName(o.type, items, root) : '';
  return [type, name].filter(Boolean).join(': ');
}

/** The keys a schema holds and their titles: an object's fields, a list's items' fields, each variant's fields. */
function fieldTitles(s0: JsonSchema | undefined, root: JsonSchema, into: Map<string, string>, depth = 0): void {
  if (!s0 || depth > 2) return;
  const s = resolve(s0, root);
  for (const [k, p] of Object.entries(s.properties ?? {})) if (!into.has(k)) into.set(k, titleOf(resolve(p, root), k));
  if (s.items) fieldTitles(s.items, root, into, depth + 1);
  for (const v of s.oneOf ?? s.anyOf ?? []) fieldTitles(v, root, into, depth + 1);
}

/**
 * Text that speaks JSON, in the editor's words: a quoted key ("textTo") of the field's own schema or
 * of the schemas around it (`schemas`, nearest first) becomes its title in quotes ("Number to text").
 * A quoted value the field may hold ("icon" as a size) is left as it is. `kinds`: more names a
 * quoted word may be, with less weight than the keys (the block kinds of the list around it:
 * "prose" → "Text").
 */
export function plainWords(text: string, schemas: (JsonSchema | undefined)[], root: JsonSchema, kinds: Map<string, string> = new Map()): string {
  const titles = new Map<string, string>();
  for (const s of schemas) fieldTitles(s, root, titles);
  // Values the field or a field beside it may hold ("icon" as a size or a marker, "tabs" as a
  // block's kind): a quoted one may mean the value, so it stays as it is.
  const values = new Set<string>();
  const valuesOf = (s0: JsonSchema | undefined) => {
    if (!s0) return;
    const s = resolve(s0, root);
    for (const v of [...(choicesOf(s) ?? []), ...(s.items ? choicesOf(resolve(s.items, root)) ?? [] : []), ...(s.const !== undefined ? [s.const] : [])]) values.add(String(v));
  };
  valuesOf(schemas[0]);
  const parent = schemas[1] ? resolve(schemas[1], root) : undefined;
  for (const p of Object.values(parent?.properties ?? {})) valuesOf(p);
  for (const [k, t] of kinds) if (!titles.has(k)) titles.set(k, t);
  const named = new Set<string>();
  const out = text.replace(/"([A-Za-z$][\w$]*)"/g, (whole, key: string) => {
    if (!titles.has(key) || values.has(key)) return whole;
    named.add(titles.get(key)!);
    return `"${titles.get(key)}"`;
  });
  // "an "href"" is "a "Link address"": the article follows the name now said.
  return out.replace(/\b([Aa]n?) "([^"]+)"/g, (whole, article: string, name: string) => {
    if (!named.has(name)) return whole;
    const an = /^[aeiou]/i.test(name);
    return `${article[0]}${an ? 'n' : ''} "${name}"`;
  });
}

/** The variant of a union schema that `value` is (the schema itself when it is no union of shapes). */
function shapeOf(s: JsonSchema, value: unknown, root: JsonSchema): JsonSchema {
  if (!(s.oneOf || s.anyOf) || choicesOf(s)) return s;
  const variants = variantsOf(s, root);
  return variants[variantFor(value, variants)] ?? s;
}

/**
 * The schemas from the root to `path` in `doc`, resolved (a union as the variant the value there
 * is): the last is the schema at `path`, the one before it its parent's. Stops where the schema
 * says nothing more (a key it does not define).
 */
export function schemasAlong(root: JsonSchema, doc: unknown, path: Path): JsonSchema[] {
  let s = shapeOf(resolve(root, root), doc, root);
  const out = [s];
  for (let i = 0; i < path.length; i++) {
    const seg = path[i]!;
    const next = typeof seg === 'number' ? s.items : s.properties?.[seg] ?? (typeof s.additionalProperties === 'object' ? s.additionalProperties : undefined);
    if (!next) break;
    s = shapeOf(resolve(next, root), getIn(doc, path.slice(0, i + 1)), root);
    out.push(s);
  }
  return out;
}

/** A place in a translation as the same place in the English: ["routes", 3, "translations", "es",
 * "blocks", 1] → ["routes", 3, "blocks", 1] (a translation holds the English's keys). */
export function englishPath(path: Path): Path {
  const out: Path = [];
  for (let i = 0; i < path.length; i++) {
    if (path[i] === 'translations' && typeof path[i + 1] === 'string') { i++; continue; }
    out.push(path[i]!);
  }
  return out;
}

/** The kinds of the lists of blocks along a path, by their titles: "prose" → "Text". */
export function kindTitles(along: JsonSchema[], root: JsonSchema): Map<string, string> {
  const out = new Map<string, string>();
  for (const s of along) {
    const items = s.items ? resolve(s.items, root) : undefined;
    if (!items || !(items.oneOf || items.anyOf)) continue;
    for (const v of variantsOf(items, root)) {
      const tag = tagOf(v);
      if (tag && !out.has(tag)) out.set(tag, variantName(v));
    }
  }
  return out;
}
