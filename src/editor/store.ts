// The draft being edited: the raw JSON of site.json, its changes (each list change mirrored in the
// translations, whose lists match the English by place), an undo history, and the version of the
// file it started from with that version's value (its base). The copy kept in this browser, so a
// reload or a closed tab loses nothing typed, is drafts.ts's.
import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { EditorProblem, FormDescription, JsonSchema, Path } from './formDescription';
import { choicesOf, resolve, variantFor, variantsOf } from './schema';
import { getIn, inserted, isObj, moved, pathKey, samePath, setIn } from './paths';
import { isUnit, type Part } from '../../schema/read/translationGaps';

const MAX_UNDO = 200;

/** A draft: the value edited, the version of site.json it started from and that version's value
 * (null: not known, for a draft of the editor before drafts were kept per tab). */
export interface DraftState { doc: unknown; base: unknown; version: string }

/** The schema at a path of the draft (a union's variant chosen by the value there). */
export function schemaAt(root: JsonSchema, doc: unknown, path: Path): JsonSchema | undefined {
  let s: JsonSchema | undefined = root;
  for (let n = 0; n <= path.length; n++) {
    s = resolve(s, root);
    if (s.oneOf || s.anyOf) {
      const variants = variantsOf(s, root);
      if (!choicesOf(s)) s = variants[variantFor(getIn(doc, path.slice(0, n)), variants)];
    }
    if (n === path.length || !s) return s;
    const seg = path[n]!;
    s = typeof seg === 'number' ? s.items : s.properties?.[seg] ?? (typeof s.additionalProperties === 'object' ? s.additionalProperties : undefined);
  }
  return s;
}

/** The site's languages after the first, which translations are written in. */
export const otherLocales = (doc: unknown): string[] => {
  const l = getIn(doc, ['site', 'locales']);
  return Array.isArray(l) ? l.slice(1).filter((x): x is string => typeof x === 'string') : [];
};

/** Where the translations of the object holding `path` are: the nearest object on the way whose
 * schema has "translations" (a route, the site settings, the navigation), and the path below it. */
export function translationBase(root: JsonSchema, doc: unknown, path: Path): { base: Path; rest: Path; langs: string[] } | null {
  for (let n = path.length - 1; n >= 0; n--) {
    if (path[n] === 'translations') return null;
    const s = schemaAt(root, doc, path.slice(0, n));
    if (s && resolve(s, root).properties?.translations) return { base: path.slice(0, n), rest: path.slice(n), langs: otherLocales(doc) };
  }
  return null;
}

/** A new translation of an object: its lists of parts ("blocks") start empty, each shown in English
 * until translated; an empty list of the English whose items the schema says are objects
 * (`objectList`) too, so a part added to it later has its place in the translation (a translation
 * without "blocks" while the English has blocks with text is refused). */
export function newOverlay(english: unknown, objectList?: (key: string) => boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (isObj(english)) {
    for (const [k, v] of Object.entries(english)) {
      if (Array.isArray(v) && k !== 'translations' && (v.some(isObj) || (!v.length && !!objectList?.(k)))) out[k] = [];
    }
  }
  return out;
}

/** Whether the items of the list at `path` are objects (blocks, links), not texts, as the schema
 * says (by the items there when the schema does not say). */
export function holdsObjects(root: JsonSchema, doc: unknown, path: Path): boolean {
  const s = schemaAt(root, doc, path);
  const items = s && resolve(resolve(s, root).items, root);
  const kinds = items && (items.oneOf || items.anyOf ? variantsOf(items, root) : [items]);
  if (kinds?.length && kinds.every((k) => k.type || k.properties)) return kinds.every((k) => k.type === 'object' || !!k.properties);
  const list = getIn(doc, path);
  return Array.isArray(list) && list.some(isObj);
}

// The list operations, on plain values (the draft's hook below makes each one undo step). Each
// changes the English list at `path` and the same list in every translation, which matches the
// English by place: an item a translation lacks, past its end, is shown in English.

/** A list op: the English list (translated false) or a translation's (true) changed; null leaves it. */
type ListOp = (list: unknown[], translated: boolean) => unknown[] | null;

/** Applies `op` to the English list and the same list in every translation. `create`: a
 * translation that holds the object around the list but not the list gets it (so a part added to
 * the English has its place there: "lacks "blocks"" otherwise), when its items are objects. */
export function mirror(root: JsonSchema, d: unknown, path: Path, op: ListOp, create = false): unknown {
  const english = getIn(d, path);
  let out = setIn(d, path, op(Array.isArray(english) ? english : [], false));
  const t = translationBase(root, d, path);
  for (const lang of t?.langs ?? []) {
    const tPath = [...t!.base, 'translations', lang, ...t!.rest];
    const list = getIn(d, tPath);
    let next = Array.isArray(list) ? op(list, true) : null;
    if (list === undefined && create && isObj(getIn(d, tPath.slice(0, -1))) && holdsObjects(root, d, path)) next = op([], true) ?? [];
    if (next) out = setIn(out, tPath, next);
  }
  return out;
}

/** The new item of a translation's list at a place the English gains in the middle, for the
 * English item `item`: {} for an object (a block, a link: it has no text of its own yet, so it, or
 * the block around it, is shown in English until translated, and each later item keeps its own
 * translation); for a text, null (no text of a list can be shown in English alone: the check asks
 * for its translation, quoting the English). */
const placeholder = (item: unknown) => (isObj(item) ? {} : null);

/** A translation's text (lang, at `rest` under `base`): a new translation starts from newOverlay,
 * and lists on the way are filled with {} (parts shown in English until translated). */
export function setTranslatedText(root: JsonSchema, d: unknown, base: Path, lang: string, rest: Path, value: unknown): unknown {
  const overlay = [...base, 'translations', lang];
  const start = getIn(d, overlay) === undefined ? setIn(d, overlay, newOverlay(getIn(d, base), (k) => holdsObjects(root, d, [...base, k]))) : d;
  return setIn(start, [...overlay, ...rest], value);
}

/** Adds `item` at the end of the English list (the translations show it in English until translated). */
export const addItem = (root: JsonSchema, d: unknown, path: Path, item: unknown) =>
  mirror(root, d, path, (l, tr) => (tr ? null : [...l, item]), true);

/** Puts `item` in at place `index` of the English list, and a placeholder at the same place of
 * each translation's list that reaches it. */
export function insertItem(root: JsonSchema, d: unknown, path: Path, index: number, item: unknown): unknown {
  return mirror(root, d, path, (l, tr) => {
    if (!tr) return inserted(l, index, item);
    return index < l.length ? inserted(l, index, placeholder(item)) : null;
  }, true);
}

export const removeItem = (root: JsonSchema, d: unknown, path: Path, index: number) =>
  mirror(root, d, path, (l) => (index < l.length ? l.filter((_, i) => i !== index) : null));

/** Moves item `from` to place `to` (any distance). A translation's list shorter than either place
 * is padded first, as past its end: an object's place with {} (shown in English), and such places
 * left at its end are taken off again; a text's place cannot be so padded, so the list ends before
 * the first such place (that part was shown in English already, its translation lacking a text). */
export function moveItem(root: JsonSchema, d: unknown, path: Path, from: number, to: number): unknown {
  const english = getIn(d, path);
  const after = Array.isArray(english) ? moved(english, from, to) : [];
  return mirror(root, d, path, (l, tr) => {
    if (!tr || Math.max(from, to) < l.length) return moved(l, from, to);
    if (from >= l.length && to >= l.length) return null;
    const hole = Symbol('hole');
    const out = moved([...l, ...Array.from({ length: Math.max(from, to) + 1 - l.length }, () => hole)], from, to);
    while (out.at(-1) === hole) out.pop();
    const cut = out.findIndex((x, j) => x === hole && !isObj(after[j]));
    return (cut < 0 ? out : out.slice(0, cut)).map((x) => (x === hole ? {} : x));
  });
}

/** Whether a translation lacking item `index` of the list at `path` shows it in English (it is, or
 * is inside, a part the page can mark as English: a block, a menu link), rather than being refused. */
export function showsInEnglish(root: JsonSchema, d: unknown, path: Path, index: number): boolean {
  const t = translationBase(root, d, path);
  if (!t) return false;
  const part: Part = t.base[0] === 'routes' ? 'route' : t.base[0] === 'site' ? 'site' : 'navigation';
  const rel = [...t.rest, index];
  for (let n = 1; n <= rel.length; n++) if (isUnit(part, rel.slice(0, n))) return true;
  return false;
}

/** What the `lang` page needs once an item is inserted at place `index` of the list at `path`:
 * 'english' (it is shown in English until translated), 'translate' (the check asks for its
 * translation: a text in the middle of a translated list, or a part nothing can mark as English),
 * or null (the page has no `lang` version). */
export function insertNeeds(root: JsonSchema, d: unknown, path: Path, index: number, lang: string): 'english' | 'translate' | null {
  const t = translatedList(root, d, path, lang);
  if (!t || getIn(d, t.overlay) === undefined) return null;
  const list = getIn(d, t.list);
  if (!holdsObjects(root, d, path) && Array.isArray(list) && index < list.length) return 'translate';
  return showsInEnglish(root, d, path, index) ? 'english' : 'translate';
}

/** Where the translation into `lang` of the list at `path` is, and the overlay holding it. */
function translatedList(root: JsonSchema, d: unknown, path: Path, lang: string): { overlay: Path; list: Path } | null {
  const t = translationBase(root, d, path);
  return t ? { overlay: [...t.base, 'translations', lang], list: [...t.base, 'translations', lang, ...t.rest] } : null;
}

/** Keeps block `index` of the list at `path` in English on the `lang` page (null in the
 * translation's list, the places before it padded with {}), or (keep false) takes that back:
 * `earlier`, the translation it had before, or {} (shown in English until translated); a {} at the
 * list's end is taken off, as past the end means the same. */
export function keepInEnglish(root: JsonSchema, d: unknown, path: Path, index: number, lang: string, keep: boolean, earlier?: unknown): unknown {
  const t = translatedList(root, d, path, lang);
  if (!t) return d;
  // Inside a part kept in English already: nothing of it is translated, nothing to keep.
  for (let n = t.overlay.length; n < t.list.length; n++) if (getIn(d, t.list.slice(0, n)) === null) return d;
  if (keep) {
    const start = getIn(d, t.overlay) === undefined ? setIn(d, t.overlay, newOverlay(getIn(d, t.overlay.slice(0, -2)), (k) => holdsObjects(root, d, [...t.overlay.slice(0, -2), k]))) : d;
    return setIn(start, [...t.list, index], null);
  }
  const list = getIn(d, t.list);
  if (!Array.isArray(list) || list[index] !== null) return d;
  const back = isObj(earlier) && Object.keys(earlier).length ? earlier : {};
  const next = [...list];
  next[index] = back;
  const empty = (x: unknown) => isObj(x) && !Object.keys(x).length;
  if (index === next.length - 1) while (next.length && empty(next.at(-1))) next.pop();
  return setIn(d, t.list, next);
}

/** The translation block `index` had before it was kept in English: the newest of `docs` (the
 * undo history, newest first, then the file as opened) where its place holds something other than
 * null, when that is a translation (not {}) of a block of the same kind. */
export function earlierTranslation(root: JsonSchema, docs: unknown[], d: unknown, path: Path, index: number, lang: string): unknown {
  const t = translatedList(root, d, path, lang);
  if (!t) return undefined;
  const kind = (doc: unknown) => { const b = getIn(doc, [...path, index]); return isObj(b) ? b.type : undefined; };
  for (const doc of docs) {
    const v = getIn(doc, [...t.list, index]);
    if (v === null) continue;
    return isObj(v) && Object.keys(v).length && kind(doc) === kind(d) ? v : undefined;
  }
  return undefined;
}

/** What the `lang` page shows of block `index`: 'kept' (kept in English, null), 'translated' (each
 * of its texts translated; a block without text too), 'english' (shown in English: its translation
 * lacks a text), 'outer' (in a block kept in English), 'none' (the page has no `lang` version). */
export type BlockLanguage = 'kept' | 'translated' | 'english' | 'outer' | 'none';
export function blockLanguage(root: JsonSchema, textKeys: Set<string>, d: unknown, path: Path, index: number, lang: string): BlockLanguage {
  const t = translatedList(root, d, path, lang);
  if (!t || getIn(d, t.overlay) === undefined) return 'none';
  for (let n = t.overlay.length; n <= t.list.length; n++) if (getIn(d, t.list.slice(0, n)) === null) return 'outer';
  const v = getIn(d, [...t.list, index]);
  if (v === null) return 'kept';
  return covers(textKeys, getIn(d, [...path, index]), v, '') ? 'translated' : 'english';
}

/** Whether `ov` has a translation of each text of `en` (under `key`), as schema/read/translate.ts merges them. */
function covers(textKeys: Set<string>, en: unknown, ov: unknown, key: string): boolean {
  const hasText = (v: unknown, k: string): boolean =>
    typeof v === 'string' ? textKeys.has(k) : Array.isArray(v) ? v.some((x) => hasText(x, k)) : isObj(v) && Object.entries(v).some(([kk, x]) => hasText(x, kk));
  if (!hasText(en, key)) return true;
  if (typeof en === 'string') return typeof ov === 'string';
  if (Array.isArray(en)) return Array.isArray(ov) && en.every((x, i) => (i < ov.length ? covers(textKeys, x, ov[i], key) : !hasText(x, key)));
  if (isObj(en)) return isObj(ov) && Object.entries(en).every(([k, x]) => (Object.hasOwn(ov, k) ? covers(textKeys, x, ov[k], k) : !hasText(x, k)));
  return true;
}

export function useDraftState(initial: DraftState, root: JsonSchema) {
  const [doc, setDoc] = useState<unknown>(initial.doc);
  const [start, setStart] = useState({ base: initial.base, version: initial.version });
  const undo = useRef<{ doc: unknown; label: string }[]>([]);
  // The file's value as opened (or last saved): where a block's translation kept in English is
  // looked for when the undo history no longer holds it.
  const baseRef = useRef(initial.base);
  baseRef.current = start.base;
  const lastEdit = useRef<Path | null>(null);
  const [undoLabel, setUndoLabel] = useState<string | null>(null);

  const change = useCallback((fn: (d: unknown) => unknown, label: string, at: Path | null = null) => {
    setDoc((d: unknown) => {
      // Typing in one field is one step to undo, not a step per letter.
      if (!(at && lastEdit.current && samePath(at, lastEdit.current))) {
        undo.current = [...undo.current.slice(-MAX_UNDO), { doc: d, label }];
        setUndoLabel(label);
      }
      lastEdit.current = at;
      return fn(d);
    });
  }, []);

  const actions = useMemo(() => ({
    set: (path: Path, value: unknown) => change((d) => setIn(d, path, value), 'typing', path),
    /** A translation's text (lang, at `rest` under `base`): a new translation starts from newOverlay,
     * and lists on the way are filled with {} (parts shown in English until translated). */
    setTranslated: (base: Path, lang: string, rest: Path, value: unknown) =>
      change((d) => setTranslatedText(root, d, base, lang, rest, value), 'typing', [...base, 'translations', lang, ...rest]),
    add: (path: Path, item: unknown, what: string) => change((d) => addItem(root, d, path, item), `add ${what}`),
    /** `item` put in at place `index`, the translations' later items kept on theirs. */
    insert: (path: Path, index: number, item: unknown, what: string) => change((d) => insertItem(root, d, path, index, item), `insert ${what}`),
    remove: (path: Path, index: number, what: string) => change((d) => removeItem(root, d, path, index), `remove ${what}`),
    move: (path: Path, from: number, to: number, what: string) => change((d) => moveItem(root, d, path, from, to), `move ${what}`),
    /** Item `from` to place `to`, any distance, in one step. */
    moveTo: (path: Path, from: number, to: number, what: string) => change((d) => moveItem(root, d, path, from, to), `move ${what} to place ${to + 1}`),
    /** Block `index` of the list at `path` kept in English on the `lang` page, or (keep false)
     * translated again: back to the translation it had before, if the history or the file holds it. */
    keepInEnglish: (path: Path, index: number, lang: string, keep: boolean, what: string) => change((d) => {
      const earlier = keep ? undefined : earlierTranslation(root, [...undo.current.map((u) => u.doc).reverse(), baseRef.current], d, path, index, lang);
      return keepInEnglish(root, d, path, index, lang, keep, earlier);
    }, keep ? `keep ${what} in English` : `translate ${what}`),
    undo: () => {
      const last = undo.current.pop();
      if (!last) return;
      lastEdit.current = null;
      setDoc(last.doc);
      setUndoLabel(undo.current.at(-1)?.label ?? null);
    },
    /** The draft `saved` was written as version v: it is the base now. */
    saved: (v: string, saved: unknown) => setStart({ base: saved, version: v }),
    /** Another draft in place of this one (the file as it is now, another tab's draft, this one
     * applied to a newer file): no undo goes back across it. */
    reset: (next: DraftState) => {
      undo.current = [];
      lastEdit.current = null;
      setUndoLabel(null);
      setDoc(next.doc);
      setStart({ base: next.base, version: next.version });
    },
  }), [change, root]);

  return { doc, base: start.base, version: start.version, undoLabel, actions };
}

export type Actions = ReturnType<typeof useDraftState>['actions'];

export interface EditorContext {
  form: FormDescription;
  textKeys: Set<string>;
  actions: Actions;
  doc: unknown;
  problems: Map<string, EditorProblem[]>;
  /** Says something in the status line (read by screen readers). */
  announce: (message: string) => void;
}
export const Ctx = createContext<EditorContext | null>(null);
export const useEditor = () => useContext(Ctx)!;
export const problemsAt = (ctx: EditorContext, path: Path) => ctx.problems.get(pathKey(path)) ?? [];
