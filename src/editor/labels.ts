// A problem the server's validation found, in the editor's words beside its field: the JSON keys
// it quotes named by their titles ("Number to text", not "textTo"), a language by its name, and
// what to click or type to fix it where the editor knows (a message from the schema's own checks
// often says so already, in JSON terms: "add \"textTo\""). A problem one click fixes offers that
// click (fixOf). No field is known here by name: titles come from the schema (schema.ts).
import type { EditorProblem, JsonSchema, Path } from './formDescription';
import { languageName } from '../data/languageNames';
import { getIn } from './paths';
import { choiceTitle, choicesOf, englishPath, kindTitles, lowerFirst, plainWords, resolve, schemasAlong, singular, titleOf } from './schema';

/** A problem's fix as a button: what it says, and the value it writes where. */
export interface Fix { label: string; path: Path; value: unknown; done: string }

const KEEP_BLOCKS = /, or write null to keep the block in English/;

/** The fix a problem offers as one click, when there is one. */
export function fixOf(p: EditorProblem, doc: unknown): Fix | null {
  // A translation that lacks "blocks" (schema/read/translate.ts): one null per English block keeps
  // each of them in English, marked so on the page, until it is translated.
  if (/lacks "blocks"/.test(p.message) && KEEP_BLOCKS.test(p.message) && getIn(doc, [...p.path, 'blocks']) === undefined) {
    const english = getIn(doc, [...englishPath(p.path), 'blocks']);
    if (Array.isArray(english) && english.length) {
      const n = english.length;
      return { label: 'Keep these blocks in English', path: [...p.path, 'blocks'], value: english.map(() => null), done: `Kept the ${n} block${n === 1 ? '' : 's'} of this page in English in the translation: translate each beside its English when you can. Undo takes this back.` };
    }
  }
  return null;
}

/** How many parts the place has that validation writes before a message ("route "/a-page" >
 * block 2 (hero) > title: …", schema/read/locate.ts dataPath): one per key, a list's item taking its
 * list's place, and "…" after the twelfth. */
function placeParts(path: Path): number {
  let n = 0;
  for (let i = 0; i < Math.min(path.length, 12); i++) if (!(typeof path[i] === 'number' && typeof path[i - 1] === 'string')) n++;
  return n + (path.length > 12 ? 1 : 0);
}

/** The message without the place validation writes before it: beside its field, the field is the place. */
export function withoutPlace(message: string, path: Path): string {
  if (!path.length) return message.replace(/^the manifest: /, '');
  const want = placeParts(path);
  let parts = 0;
  for (let i = 0; i < message.length; i++) {
    if (message[i] === '"') { // a quoted name ("/a-page", a title): to its closing quote
      for (i++; i < message.length && message[i] !== '"'; i++) if (message[i] === '\\') i++;
    } else if (message.startsWith(' > ', i)) {
      parts++;
      i += 2;
    } else if (message.startsWith(': ', i)) {
      return parts + 1 === want ? message.slice(i + 2) : message;
    }
  }
  return message;
}

const typeOf = (s: JsonSchema) => (Array.isArray(s.type) ? s.type[0] : s.type);

/** What to do about a generic problem of a field (the schema's own wording says nothing of the form). */
function howTo(message: string, own: JsonSchema | undefined, name: string, list: string, root: JsonSchema): string | undefined {
  const items = own?.items ? resolve(own.items, root) : undefined;
  const ticks = !!items && (!!choicesOf(items) || !!own?.['x-choices-from']);
  if (/^must not be empty$/.test(message)) return `type the ${name}`;
  if (/^is required \(/.test(message)) {
    if (own && choicesOf(own)) return `choose one in "${own.title ?? name}"`;
    if (own && typeOf(own) === 'array') return ticks ? 'tick at least one' : `press "Add ${list}"`;
    if (own && (typeOf(own) === 'object' || own.properties)) return `press "Add ${name}"`;
    return `type the ${name}`;
  }
  const atLeast = /^needs at least (\d+) items?$/.exec(message);
  if (atLeast) return ticks ? `tick at least ${atLeast[1]}` : `press "Add ${list}"${Number(atLeast[1]) > 1 ? ' until there are enough' : ''}`;
  if (/^can hold at most \d+ items?$/.test(message)) return ticks ? 'untick some' : 'press "Remove" beside the ones to leave out';
  if (/^must be at most [\d,]+ characters/.test(message)) return 'shorten it';
  if (/^must be (at least|at most) -?[\d.]+$/.test(message) && own && (own.minimum !== undefined || own.maximum !== undefined)) {
    return `type a number${own.minimum !== undefined ? ` from ${own.minimum}` : ''}${own.maximum !== undefined ? ` to ${own.maximum}` : ''}`;
  }
  if (/written YYYY-MM-DD/.test(message) && own?.format === 'date') return 'pick the day in the calendar';
  return undefined;
}

/**
 * The message of a problem as the editor shows it beside its field: JSON keys named by their
 * titles, a language code by its language, values by their plain names, and what to click or
 * type where the editor knows it.
 */
export function plainProblem(p: EditorProblem, root: JsonSchema, doc: unknown, fix: Fix | null = fixOf(p, doc)): string {
  // A translation holds the English's keys: its place is named by the English's schema.
  const english = englishPath(p.path);
  const along = schemasAlong(root, doc, english);
  const reached = along.length === english.length + 1;
  const own = reached ? along.at(-1) : undefined;
  const parent = reached ? along.at(-2) : along.at(-1);
  const key = english.at(-1);
  // A list's item has no title of its own: it is named as the list names its items.
  const name = lowerFirst(typeof key === 'number' && parent ? singular(String(english.at(-2) ?? ''), parent, root) : titleOf(own, key ?? 'value'));
  const list = own ? singular(typeof key === 'string' ? key : 'item', own, root) : 'item';
  // "the es translation" → "the Spanish translation", for the site's own languages.
  const locales = getIn(doc, ['site', 'locales']);
  const message = withoutPlace(p.message, p.path);
  // The keys of the field, of the objects around it, and of the file's top ("routes" → "Pages");
  // the kinds of block of the lists it is in ("prose" → "Text").
  let m = plainWords(message, [own, parent, reached ? along.at(-3) : along.at(-2), root], root, kindTitles(along, root))
    .replace(/\bthe ([a-z]{2}(?:-[A-Z]{2})?) (translation|text)\b/g, (whole, code: string, what: string) => {
      if (!Array.isArray(locales) || !locales.includes(code)) return whole;
      const lang = languageName(code, 'en');
      return lang === code ? whole : `the ${lang.charAt(0).toUpperCase()}${lang.slice(1)} ${what}`;
    });
  // A value the field may hold, by its plain name: "use one of "a", "b"" → choose one of: A, B.
  const choicesAt = own && (choicesOf(own) ? own : own.items && choicesOf(resolve(own.items, root)) ? resolve(own.items, root) : undefined);
  if (choicesAt) {
    m = m.replace(/: use one of ((?:"[^"]*"|[\w.-]+)(?:, (?:"[^"]*"|[\w.-]+))*)$/, (_, values: string) => {
      const named = values.split(', ').map((v) => { try { return choiceTitle(choicesAt, JSON.parse(v)); } catch { return choiceTitle(choicesAt, v); } });
      return `: choose one of ${named.map((n) => `"${n}"`).join(', ')}`;
    });
  }
  if (fix) m = m.replace(KEEP_BLOCKS, `, or press "${fix.label}"`);
  // A date is picked, not written.
  if (own?.format === 'date') m = m.replace(/write the date as YYYY-MM-DD/, 'pick the day in the calendar');
  // A value of a list of checkboxes that is none of its choices: it is shown there, to untick.
  const ticks = typeof key === 'number' && parent && (!!parent['x-choices-from'] || !!(parent.items && choicesOf(resolve(parent.items, root))));
  const how = ticks ? `untick it in "${titleOf(parent, String(english.at(-2)))}"` : howTo(message, own, name, list, root);
  return how ? `${m}: ${how}` : m;
}
