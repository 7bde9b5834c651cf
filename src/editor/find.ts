// Finding a word in the draft, for the editor's "Find in the site" box (Find.tsx): every text or
// number whose value holds it (English or a translation), and every field or part whose label holds
// it, in the site settings, the menus and every page, each named in plain words by places.ts
// ('Page “Our Story” › Block 3 (prose) › Heading: Our values'). Nothing here knows a field by name.
//
// A field's name is the one the form shows it by (titleOf: the schema's title, else its key in
// words), so "number to text" finds the field titled so; its place is named by placeName.
//
// It has to stay quick on a very large draft (10,000 pages): values are tested in place by one
// regular expression (no copy of each text is made), names are made only for the few hits shown,
// and the walk stops once it has counted `cap` hits.
import { languageName } from '../data/languageNames';
import type { JsonSchema, Path } from './formDescription';
import { isObj } from './paths';
import { placeName } from './places';
import { choicesOf, resolve, titleOf, variantFor, variantsOf } from './schema';
import type { Section } from './Sidebar';

/** How many hits are listed, and how many are counted before the walk stops. */
export const FIND_SHOWN = 50;
export const FIND_CAP = 1000;
/** The parts of the draft the editor has forms for, in the order the sidebar lists them. */
const PARTS = ['site', 'navigation', 'routes'] as const;
/** Keys the forms do not show as fields of their own. */
const UNSHOWN = new Set(['$schema', 'translations']);

export interface FindHit {
  /** Where the value is (a translation's own place when it is in a translation). */
  path: Path;
  /** The place in plain words: 'Site settings › Crisis › Line 2 › Text to'. */
  place: string;
  /** The value, or the part of a long text around the word found ('' for a part found by its name). */
  value: string;
  /** The part of the site (the sidebar's section) the place is in. */
  section: Section;
}

export interface FindResult {
  query: string;
  hits: FindHit[];
  /** Hits counted, at most `cap`. */
  total: number;
  /** True when the walk stopped at `cap`: there may be more. */
  capped: boolean;
}

/** The part of the site a path is in: a page (its index), the menus, or the site settings. */
export function sectionOf(path: Path): Section {
  if (path[0] === 'routes' && typeof path[1] === 'number') return path[1];
  return path[0] === 'navigation' ? 'navigation' : 'site';
}

/** Letters and the accented letters they stand for, so "ninos" finds "niños" and "Niños" "ninos". */
const ACCENTED: Record<string, string> = {
  a: 'aáàâäãåā', c: 'cç', e: 'eéèêëē', i: 'iíìîïī', n: 'nñ', o: 'oóòôöõøō', u: 'uúùûüū', y: 'yýÿ',
};

/** The query without accents, lower case, its spaces made single. */
export const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** A regular expression that finds the query in a text, whatever its case and accents. */
export function matcher(query: string): RegExp | null {
  const q = fold(query);
  if (!q) return null;
  const source = [...q].map((ch) => {
    if (ACCENTED[ch]) return `[${ACCENTED[ch]}]`;
    if (ch === ' ') return '[\\s/_-]+'; // "crisis tools" finds an address written "/crisis-tools" too
    if (ch === "'" || ch === '’') return "['’]";
    if (ch === '"' || ch === '“' || ch === '”') return '["“”]';
    return ch.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  }).join('');
  return new RegExp(source, 'i');
}

/** At most `max` characters of a text, around where `re` finds the query in it. */
export function excerpt(text: string, re: RegExp | null, max = 90): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const at = re ? flat.search(re) : -1;
  if (at < 0 || at < max - 20) return `${flat.slice(0, max - 1).trimEnd()}…`;
  const from = Math.max(0, Math.min(at - 30, flat.length - max + 1));
  const to = Math.min(flat.length, from + max - 2);
  return `…${flat.slice(from, to).trim()}${to < flat.length ? '…' : ''}`;
}

/** The place of a path in plain words; a translation's is its English place and the language. */
export function placeOf(path: Path, doc: unknown, root?: JsonSchema): string {
  const t = path.indexOf('translations');
  const lang = path[t + 1];
  if (t < 0 || typeof lang !== 'string') return placeName(path, [doc], root);
  const english = [...path.slice(0, t), ...path.slice(t + 2)];
  return `${placeName(english, [doc], root)} (${languageName(lang, 'en')})`;
}

interface Options {
  shown?: number;
  cap?: number;
  /** The form description's schema: fields are found by their titles (else by their keys in words). */
  root?: JsonSchema | undefined;
}

/** The schema of each part of the draft, resolved once per search (a union as the variant a value is). */
function schemaReader(root: JsonSchema | undefined) {
  const resolved = new WeakMap<JsonSchema, JsonSchema>();
  const variants = new WeakMap<JsonSchema, JsonSchema[] | null>();
  const read = (s: JsonSchema | undefined): JsonSchema | undefined => {
    if (!s || !root) return undefined;
    let r = resolved.get(s);
    if (!r) resolved.set(s, (r = resolve(s, root)));
    return r;
  };
  /** The schema of `value`, a part whose schema (unresolved) is `s`. */
  const of = (s: JsonSchema | undefined, value: unknown): JsonSchema | undefined => {
    const r = read(s);
    if (!r || !(r.oneOf || r.anyOf)) return r;
    let vs = variants.get(r);
    if (vs === undefined) variants.set(r, (vs = choicesOf(r) ? null : variantsOf(r, root!)));
    return vs ? vs[variantFor(value, vs)] : r;
  };
  const child = (s: JsonSchema | undefined, key: string | number): JsonSchema | undefined => {
    if (!s) return undefined;
    if (typeof key === 'number') return s.items;
    return s.properties?.[key] ?? (typeof s.additionalProperties === 'object' ? s.additionalProperties : undefined);
  };
  return { of, read, child };
}

/** Every place of the draft whose value, or whose field's name, holds `query`: the first `shown`
 * named, the rest counted up to `cap`. */
export function findInDraft(doc: unknown, query: string, { shown = FIND_SHOWN, cap = FIND_CAP, root }: Options = {}): FindResult {
  const re = matcher(query);
  const result: FindResult = { query, hits: [], total: 0, capped: false };
  if (!re || !isObj(doc)) return result;
  const schemas = schemaReader(root);
  // Whether a field's name holds the query, asked once per name.
  const named = new Map<string, boolean>();
  const titled = new WeakMap<JsonSchema, boolean>();
  const nameHolds = (key: string, s: JsonSchema | undefined) => {
    let yes = s ? titled.get(s) : named.get(key);
    if (yes === undefined) {
      yes = re.test(titleOf(s, key));
      if (s) titled.set(s, yes);
      else named.set(key, yes);
    }
    return yes;
  };
  const hit = (path: Path, value: string) => {
    result.total++;
    if (result.hits.length < shown) {
      const at = [...path];
      result.hits.push({ path: at, place: placeOf(at, doc, root), value: value && excerpt(value, re), section: sectionOf(at) });
    }
    if (result.total >= cap) result.capped = true;
  };
  // The walk: `path` is mutated (pushed and popped) and copied only for a hit.
  const path: Path = [];
  // `field`: the schema that names the part (its title); `s`: the shape of its value (a union's variant).
  const walk = (v: unknown, key: string | number, inTranslation: boolean, field: JsonSchema | undefined, s: JsonSchema | undefined): void => {
    if (result.capped) return;
    const label = !inTranslation && (typeof key === 'string' && key !== '' ? nameHolds(key, field) : false);
    if (typeof v === 'string' || typeof v === 'number') {
      const text = String(v);
      if (label || re.test(text)) hit(path, text);
      return;
    }
    if (typeof v === 'boolean') {
      if (label) hit(path, v ? 'yes' : 'no');
      return;
    }
    if (!v || typeof v !== 'object') return;
    if (label && typeof key === 'string' && !UNSHOWN.has(key)) hit(path, '');
    if (Array.isArray(v)) {
      const items = schemas.child(s, 0);
      for (let i = 0; i < v.length && !result.capped; i++) { path.push(i); walk(v[i], i, inTranslation, undefined, schemas.of(items, v[i])); path.pop(); }
      return;
    }
    const here = path.length;
    for (const k of Object.keys(v)) {
      if (result.capped) return;
      if (k === '$schema') continue;
      // A translation's language ("es") is not a field: its texts are named by the English place.
      if (k === 'translations' && isObj((v as Record<string, unknown>)[k])) {
        for (const [lang, overlay] of Object.entries((v as Record<string, Record<string, unknown>>)[k]!)) {
          path.push(k, lang);
          walk(overlay, lang, true, undefined, undefined);
          path.length = here;
          if (result.capped) return;
        }
        continue;
      }
      path.push(k);
      const value = (v as Record<string, unknown>)[k];
      const own = inTranslation ? undefined : schemas.child(s, k);
      walk(value, k, inTranslation, schemas.read(own), schemas.of(own, value));
      path.pop();
    }
  };
  const top = schemas.of(root, doc);
  for (const part of PARTS) {
    const v = (doc as Record<string, unknown>)[part];
    if (v === undefined) continue;
    path.push(part);
    const s = schemas.of(schemas.child(top, part), v);
    if (part === 'routes' && Array.isArray(v)) {
      // A page is not a field: its items are walked, not named "Routes".
      const route = schemas.child(s, 0);
      for (let i = 0; i < v.length && !result.capped; i++) { path.push(i); walk(v[i], i, false, undefined, schemas.of(route, v[i])); path.pop(); }
    } else walk(v, '', false, undefined, s);
    path.pop();
  }
  return result;
}
