// Reading the form description (a JSON Schema made from the Zod schema): following its $refs,
// naming fields and list items, and making the smallest valid-looking value of a schema for a new
// item. Nothing here knows a block type or a field by name: a type or a field added to the schema
// is in the forms with no change here.
import type { JsonSchema } from './formDescription';

/** The schema with its $ref followed (its own description and default kept over the target's). */
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

/** A variant's name for a chooser: its type constant, else what it is. */
export const variantName = (v: JsonSchema) => tagOf(v) ?? (v.type === 'string' ? 'text' : v.properties ? 'object' : String(v.type ?? 'value'));

/** "logoText" → "Logo text"; "quickLinks" → "Quick links". */
export function labelOf(key: string | number): string {
  if (typeof key === 'number') return `${key + 1}`;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What one item of a list is called: "routes" → "route", "paragraphs" → "paragraph". */
export function singular(key: string | number): string {
  const k = labelOf(key).toLowerCase();
  if (k.endsWith('ies')) return `${k.slice(0, -3)}y`;
  if (k.endsWith('ses') || k.endsWith('xes')) return k.slice(0, -2);
  if (k.endsWith('s')) return k.slice(0, -1);
  return k;
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

/** A short name for a list item: its title, label or heading, else its type. */
export function summaryOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return '';
  const o = value as Record<string, unknown>;
  const name = [o.title, o.label, o.heading, o.path, o.text].find((x) => typeof x === 'string' && x);
  const type = typeof o.type === 'string' ? o.type : '';
  return [type, name].filter(Boolean).join(': ');
}
