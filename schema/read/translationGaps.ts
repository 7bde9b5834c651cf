// What a translation lacks that the English has since gained (a page added to a menu, a block or
// a paragraph added to a page) is no error: the part holding it is shown in English, marked
// lang="en", and a warning says, where it belongs in the file, the JSON to add. These are the
// parts that can be shown so (each is rendered with its own `lang`), and the words of the warning.
// No Zod here: plain walks over the raw JSON.
import { quote } from '../values/errorMap';
import type { Path } from './locate';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/** What a translation is of: a route, the site settings or the navigation. */
export type Part = 'route' | 'site' | 'navigation';

/** The parts that can be shown in English on a translated page, by their path in the translation:
 * a block (at any depth), a menu link, a menu group, a footer link. */
const UNITS: Record<Part, RegExp> = {
  route: /(^|\.)blocks\.\d+$/,
  navigation: /^(primary\.\d+|groups\.\d+(\.items\.\d+)?)$/,
  site: /^footer\.(quickLinks\.\d+|services)$/,
};
export const isUnit = (part: Part, rel: Path) => UNITS[part].test(rel.join('.'));

/** Where something goes in the file: at the end of the value at `path`, or just inside its opening bracket. */
export interface Place { path: Path; end: boolean }

/** A text the translation lacks, shown in English meanwhile: where to add it, and what. */
export interface Gap { path: Path; message: string; lang: string; place: Place }

const NOUNS: Record<string, string> = { blocks: 'block', groups: 'group', items: 'item', links: 'link', paragraphs: 'paragraph', primary: 'link', quickLinks: 'link' };

/** "block 3 (prose)", "item 7 "Family Night"", "paragraph 2": an item of the English's list `key`. */
export function itemName(key: string, i: number, v: unknown): string {
  const o = isObj(v) ? v : {};
  const label = ['title', 'label', 'heading'].map((k) => o[k]).find((x) => typeof x === 'string');
  const what = key === 'blocks' && typeof o.type === 'string' ? ` (${quote(o.type).slice(1, -1)})` : typeof label === 'string' ? ` ${quote(label)}` : '';
  return `${NOUNS[key] ?? 'item'} ${i + 1}${what}`;
}

/** How a warning names the part shown in English: "block 3 (prose)", "the link "Family Night"". */
export function unitName(v: unknown, at: Path): string {
  const key = at[at.length - 2];
  const i = at[at.length - 1];
  if (typeof i === 'number' && typeof key === 'string') return itemName(key, i, v);
  const label = isObj(v) && typeof v.label === 'string' ? ` ${quote(v.label)}` : '';
  return `the link${label}`;
}

/** What a translation of a value writes: only its text, the English words in place, to translate. */
export function skeleton(v: unknown, hasText: (v: unknown, key: string) => boolean, key: string): unknown {
  if (Array.isArray(v)) return v.map((x) => skeleton(x, hasText, key));
  if (isObj(v)) return Object.fromEntries(Object.entries(v).filter(([k, x]) => hasText(x, k)).map(([k, x]) => [k, skeleton(x, hasText, k)]));
  return v;
}

/** JSON on one line, spaced as a person writes it: { "label": "Family Night" }. */
export const oneLine = (v: unknown) => JSON.stringify(v, null, 1).replace(/\[\n\s*/g, '[').replace(/\n\s*\]/g, ']').replace(/\n\s*/g, ' ');

/**
 * The warning's words: what of the English the translation lacks, what shows in English until it
 * is added, and the JSON to add where the warning points. `shown`: the part shown in English when
 * it holds the lacking text, or undefined when the lacking items are themselves shown so.
 */
export function gapMessage({ what, many, lang, shown, add, block }: { what: string; many: boolean; lang: string; shown?: string; add: string; block: boolean }): string {
  const so = shown ? `${shown} shows` : many ? 'they show' : 'it shows';
  return `${what} of the English ${many ? 'are' : 'is'} not in the ${lang} translation, so ${so} in English until you add here, translated: ${add}${block && !shown ? ` (or null${many ? ' for each' : ''}, to keep ${many ? 'them' : 'it'} in English)` : ''}`;
}
