// A place in site.json and a value there in plain words, for the lists of changes the owner reads
// (another tab's draft, the comparison with the file, Publish's proposed message in
// changeSummary.ts): ["routes", 3, "blocks", 1, "title"] is 'Page "Our story" › Block 2 (Text) ›
// Heading'. Names come from the data and the schema's titles, as the forms name them (schema.ts),
// never from a list of known fields.
import type { JsonSchema, Path } from './formDescription';
import { languageName } from '../data/languageNames';
import { getIn, isObj } from './paths';
import { labelOf, lowerFirst, schemasAlong, singular, summaryOf, titleOf } from './schema';

const short = (s: string, max = 60) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** A page's name in a place: its title in quotes (“Our story”, long ones cut short), else its
 * number (lists from 1). `quotes`: the opening and closing marks. */
export function pageLabel(route: unknown, index: number, quotes = '“”'): string {
  return isObj(route) && typeof route.title === 'string' && route.title ? `${quotes[0]}${short(route.title, 40)}${quotes[1]}` : `${index + 1}`;
}

/**
 * One step of a place, as the form names it: `end` says which (path.slice(0, end)), `name` is
 * the name in a list of places ("Crisis line 2", "Number to text"), `inner` the same within a
 * sentence ("crisis line 2", "number to text"; a language keeps its capital), `kind` an item's
 * kind by its title ("Text"), and `item` is set when it is one item of a list, one page or one
 * language's translation: a place of its own.
 */
export interface PlacePart { end: number; name: string; inner: string; kind?: string; item?: true }

/** The steps of the place at `path`, named from `docs` (the draft or the file: whichever has it)
 * and, given the form's schema, by the titles the form shows; without it, by the keys in words. A
 * list has no step of its own: its item names it ("Crisis line 2", not "Crisis lines › 2"). */
export function placeParts(path: Path, docs: unknown[], root?: JsonSchema): PlacePart[] {
  const at = (p: Path) => docs.map((d) => getIn(d, p)).find((v) => v !== undefined);
  const doc = docs.find((d) => getIn(d, path) !== undefined) ?? docs[0];
  // schemas[n]: the schema at path.slice(0, n), as the form resolves it (a block as its kind).
  const schemas = root ? schemasAlong(root, doc, path) : [];
  const parts: PlacePart[] = [];
  const titled = (end: number, name: string) => parts.push({ end, name, inner: lowerFirst(name) });
  for (let n = 0; n < path.length; n++) {
    const seg = path[n]!;
    const before = path.slice(0, n);
    if (n === 0 && seg === 'routes' && typeof path[1] === 'number') {
      const title = pageLabel(at(path.slice(0, 2)), path[1]);
      parts.push({ end: 2, name: `Page ${title}`, inner: `page ${title}`, item: true });
      n++;
    } else if (n === 0 && seg === 'site') titled(1, 'Site settings');
    else if (n === 0 && seg === 'navigation') titled(1, 'Menus');
    else if (seg === 'translations' && typeof path[n + 1] === 'string') {
      const name = `${languageName(String(path[n + 1]), 'en')} translation`;
      parts.push({ end: n + 2, name, inner: name, item: true });
      n++;
    } else if (typeof seg === 'number') {
      const item = at([...before, seg]);
      const kind = isObj(item) && typeof item.type === 'string' ? schemas[n + 1]?.title ?? item.type : undefined;
      const inner = `${singular(before.at(-1) ?? 'item', schemas[n], root)} ${seg + 1}`;
      parts.push({ end: n + 1, name: `${inner.charAt(0).toUpperCase()}${inner.slice(1)}`, inner, ...(kind !== undefined && { kind }), item: true });
    } else if (typeof path[n + 1] !== 'number') titled(n + 1, titleOf(schemas[n + 1], seg)); // a list is named by its item ("Block 2")
  }
  return parts;
}

/** The place at `path` in plain words: 'Page “Our story” › Block 2 (Text) › Heading', "Crisis line
 * 2 › Number to text" given the form's schema `root` (placeParts). */
export function placeName(path: Path, docs: unknown[], root?: JsonSchema): string {
  return placeParts(path, docs, root).map((p) => (p.kind ? `${p.name} (${p.kind})` : p.name)).join(' › ') || 'The whole file';
}

/** A value in a few words: text as it is, a list by its count and first items, a part by its name. */
export function describeValue(v: unknown): string {
  if (v === undefined) return '(not there)';
  if (v === null) return '(empty)';
  if (typeof v === 'string') return v === '' ? '(empty text)' : `“${short(v, 200)}”`;
  if (typeof v !== 'object') return String(v);
  if (Array.isArray(v)) {
    if (!v.length) return '(an empty list)';
    const names = v.slice(0, 4).map((x) => short(summaryOf(x) || (typeof x === 'object' ? 'a part' : String(x)), 40));
    return `${v.length} item${v.length === 1 ? '' : 's'}: ${names.join('; ')}${v.length > 4 ? '; …' : ''}`;
  }
  const name = summaryOf(v);
  const keys = Object.keys(v);
  return name ? `“${short(name, 80)}” (${keys.length} field${keys.length === 1 ? '' : 's'})` : `${keys.length} field${keys.length === 1 ? '' : 's'}: ${keys.slice(0, 5).map(labelOf).join(', ')}`;
}
