// A place in site.json and a value there in plain words, for the lists of changes the owner reads
// (another tab's draft, the comparison with the file): ["routes", 3, "blocks", 1, "title"] is
// 'Page "Our story" › Block 2 (Text) › Heading'. Names come from the data and the schema's titles,
// as the forms name them (schema.ts), never from a list of known fields.
import type { JsonSchema, Path } from './formDescription';
import { languageName } from '../data/languageNames';
import { getIn, isObj } from './paths';
import { labelOf, schemasAlong, singular, summaryOf, titleOf } from './schema';


const short = (s: string, max = 60) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** The place at `path`, named from `docs` (the draft or the file: whichever has it) and, given the
 * form's schema, by the titles the form shows ("Crisis line 2 › Number to text"); without it, by
 * the keys in words. */
export function placeName(path: Path, docs: unknown[], root?: JsonSchema): string {
  const at = (p: Path) => docs.map((d) => getIn(d, p)).find((v) => v !== undefined);
  const doc = docs.find((d) => getIn(d, path) !== undefined) ?? docs[0];
  // schemas[n]: the schema at path.slice(0, n), as the form resolves it (a block as its kind).
  const schemas = root ? schemasAlong(root, doc, path) : [];
  const parts: string[] = [];
  for (let n = 0; n < path.length; n++) {
    const seg = path[n]!;
    const before = path.slice(0, n);
    if (n === 0 && seg === 'routes' && typeof path[1] === 'number') {
      const route = at(path.slice(0, 2));
      const title = isObj(route) && typeof route.title === 'string' && route.title ? `“${short(route.title, 40)}”` : `${path[1] + 1}`;
      parts.push(`Page ${title}`);
      n++;
    } else if (n === 0 && seg === 'site') parts.push('Site settings');
    else if (n === 0 && seg === 'navigation') parts.push('Menus');
    else if (seg === 'translations' && typeof path[n + 1] === 'string') {
      parts.push(`${languageName(String(path[n + 1]), 'en')} translation`);
      n++;
    } else if (typeof seg === 'number') {
      const item = at([...before, seg]);
      const kindSchema = schemas[n + 1];
      const kind = isObj(item) && typeof item.type === 'string' ? ` (${kindSchema?.title ?? item.type})` : '';
      const name = singular(before.at(-1) ?? 'item', schemas[n], root);
      parts.push(`${name.charAt(0).toUpperCase()}${name.slice(1)} ${seg + 1}${kind}`);
    } else if (typeof path[n + 1] !== 'number') parts.push(titleOf(schemas[n + 1], seg)); // a list is named by its item ("Block 2")
  }
  return parts.join(' › ') || 'The whole file';
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
