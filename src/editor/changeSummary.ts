// The proposed message of the editor's Publish: what changed in site.json since the last commit, in
// the owner's words, made by comparing the committed text with the file now:
//   Site: crisis line 2 (number to text); page "Our Story" (title, block 3)
// The comparison is the drafts' (merge.ts differences), with pages matched by their address; places
// are named as the forms and the lists of changes name them (places.ts placeParts): by the schema's
// titles, given the form description's schema. No side effects and nothing of Node's: the server
// runs it in the editor's work thread (scripts/editor/work-thread.mjs, through src/server/node.ts)
// for scripts/editor/publish.mjs. The owner can change the message before publishing.
import type { JsonSchema } from './formDescription';
import { differences, type Difference } from './merge';
import { isObj } from './paths';
import { pageLabel, placeParts, type PlacePart } from './places';
import { schemasAlong, singular } from './schema';

const MAX_GROUPS = 5;
const MAX_DETAILS = 4;

/** A difference, with the documents its places are named from (the file now first) and, in a
 * page, the page (as it is now, or as it was when it was removed) and its place in that list. */
interface Change extends Difference { docs: unknown[]; page?: { route: unknown; index: number } }

/** What a page is known by: its address, else its place in the list. */
const keyOf = (route: unknown, index: number): unknown => (isObj(route) && typeof route.path === 'string' ? route.path : index);

/** Pages added, removed or changed, each known by its address (a page moved is not a change). */
function pageChanges(a: Record<string, unknown>, b: Record<string, unknown>, before: unknown[], after: unknown[]): Change[] {
  const byKey = (list: unknown[]) => new Map(list.map((route, index) => [keyOf(route, index), { route, index }]));
  const was = byKey(before);
  const now = byKey(after);
  // The committed file with each page where it is now: a place in a page is named from either side.
  const aligned = { ...a, routes: after.map((route, i) => was.get(keyOf(route, i))?.route) };
  const out: Change[] = [];
  for (const [key, page] of now) {
    const old = was.get(key);
    if (!old) out.push({ path: ['routes', page.index], a: undefined, b: page.route, docs: [b], page });
    else out.push(...differences(old.route, page.route, ['routes', page.index]).map((d) => ({ ...d, docs: [b, aligned], page })));
  }
  for (const [key, page] of was) if (!now.has(key)) out.push({ path: ['routes', page.index], a: page.route, b: undefined, docs: [a], page });
  return out;
}

/** Where the committed file (a) and the file now (b) differ, in the file's order. */
function changes(a: unknown, b: unknown): Change[] {
  if (!isObj(a) || !isObj(b) || !Array.isArray(a.routes) || !Array.isArray(b.routes)) return differences(a, b).map((d) => ({ ...d, docs: [b, a] }));
  // All but the pages as the drafts compare (the pages set alike, each key kept in its place)...
  const rest: Change[] = differences({ ...a, routes: null }, { ...b, routes: null }).map((d) => ({ ...d, docs: [b, a] }));
  // ...and the pages by their address, where "routes" is in the file.
  const keys = Object.keys(b);
  const cut = rest.findIndex((d) => keys.indexOf(String(d.path[0])) > keys.indexOf('routes'));
  const pages = pageChanges(a, b, a.routes, b.routes);
  return cut < 0 ? [...rest, ...pages] : [...rest.slice(0, cut), ...pages, ...rest.slice(cut)];
}

/** The first place or two of a place's steps, within a sentence: "block 3", "contact email". An
 * item of a list (or a translation) ends it. */
function firstPlaces(parts: PlacePart[]): string {
  const out: string[] = [];
  for (const p of parts) {
    out.push(p.inner);
    if (p.item || out.length === 2) break;
  }
  return out.join(' ');
}

/** "paragraph" → "paragraphs", "entry" → "entries", "page address" → "page addresses". */
const plural = (noun: string) => (/[^aeiou]y$/.test(noun) ? `${noun.slice(0, -1)}ies` : /(s|x|ch|sh)$/.test(noun) ? `${noun}es` : `${noun}s`);

/** A whole value added or removed, or a list that grew or shrank, in words: "description added",
 * "2 paragraphs removed" (what one item is called: the list's items' title, as the forms say). */
function wholeChange(d: Change, name: string, root?: JsonSchema): string {
  if (d.a === undefined) return `${name} added`;
  if (d.b === undefined) return `${name} removed`;
  if (Array.isArray(d.a) && Array.isArray(d.b)) {
    const n = d.b.length - d.a.length;
    const key = d.path.at(-1);
    const list = root ? schemasAlong(root, d.docs[0], d.path)[d.path.length] : undefined;
    const item = singular(typeof key === 'string' ? key : 'item', list, root);
    return `${Math.abs(n)} ${Math.abs(n) === 1 ? item : plural(item)} ${n > 0 ? 'added' : 'removed'}`;
  }
  return name;
}

/** What changed inside a group, from the steps of its place there: "title", "block 3", "block 3:
 * 1 paragraph added". */
function detailOf(d: Change, parts: PlacePart[], root?: JsonSchema): string | undefined {
  if (!parts.length) return undefined;
  const whole = d.a === undefined || d.b === undefined || (Array.isArray(d.a) && Array.isArray(d.b));
  if (!whole) return firstPlaces(parts);
  const where = firstPlaces(parts.slice(0, -1));
  const what = wholeChange(d, parts.at(-1)!.inner, root);
  return where ? `${where}: ${what}` : what;
}

/** One difference as { group, detail }: page "Our Story" / title; crisis line 2 / number to text. */
function nameOf(d: Change, root?: JsonSchema): { group: string; detail?: string } {
  if (d.page) {
    const title = `page ${pageLabel(d.page.route, d.page.index, '""')}`;
    if (d.path.length <= 2) return { group: `${title}${d.a === undefined ? ' (new)' : d.b === undefined ? ' (removed)' : ''}` };
    return { group: title, detail: detailOf(d, placeParts(d.path, d.docs, root).slice(1), root) };
  }
  const parts = placeParts(d.path, d.docs, root);
  if (!parts.length) return { group: 'the whole file' };
  // An item of a list in the settings is a group of its own, with the place holding it unless its
  // name says that already: "footer link 1", but "crisis line 2" (in "crisis support").
  const isItem = (p: PlacePart) => typeof d.path[p.end - 1] === 'number';
  const at = d.path[0] === 'site' && d.path[1] !== 'translations' ? parts.findIndex(isItem) : -1;
  if (at > 0) {
    const item = parts[at]!.inner;
    const holder = at > 1 ? parts[at - 1]!.inner : '';
    const said = !holder || item.toLowerCase().startsWith(`${holder.split(' ')[0]!.toLowerCase()} `);
    return { group: said ? item : `${holder} ${item}`, detail: detailOf(d, parts.slice(at + 1), root) };
  }
  return { group: parts[0]!.inner, detail: detailOf(d, parts.slice(1), root) };
}

/**
 * The proposed message: `before` is the committed text (null when the file is not in the last
 * commit), `after` the file now, `file` its name in the message, `root` the form description's
 * schema (places named by its titles; without it, by the keys in words).
 */
export function proposedMessage(before: string | null, after: string, { file = 'data/site.json', root }: { file?: string; root?: JsonSchema } = {}): string {
  if (before === null) return `Site: first version of ${file}`;
  let a: unknown;
  let b: unknown;
  try {
    a = JSON.parse(before);
    b = JSON.parse(after);
  } catch {
    return `Site: edit ${file}`;
  }
  const diffs = changes(a, b);
  if (!diffs.length) return before === after ? `Site: ${file}` : `Site: layout of ${file}`;
  const groups = new Map<string, Set<string>>();
  for (const d of diffs) {
    const { group, detail } = nameOf(d, root);
    const details = groups.get(group) ?? new Set<string>();
    if (detail) details.add(detail);
    groups.set(group, details);
  }
  const parts = [...groups].slice(0, MAX_GROUPS).map(([group, details]) => {
    const list = [...details];
    if (!list.length) return group;
    return `${group} (${list.slice(0, MAX_DETAILS).join(', ')}${list.length > MAX_DETAILS ? `, ${list.length - MAX_DETAILS} more` : ''})`;
  });
  const more = groups.size - MAX_GROUPS;
  return `Site: ${parts.join('; ')}${more > 0 ? `; ${more} more place${more === 1 ? '' : 's'}` : ''}`;
}
