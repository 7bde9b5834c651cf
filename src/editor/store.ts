// The draft being edited: the raw JSON of site.json, its changes (each list change mirrored in the
// translations, whose lists match the English by place), an undo history, and the version of the
// file it started from with that version's value (its base). The copy kept in this browser, so a
// reload or a closed tab loses nothing typed, is drafts.ts's.
import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { EditorProblem, FormDescription, JsonSchema, Path } from './formDescription';
import { choicesOf, resolve, variantFor, variantsOf } from './schema';
import { getIn, isObj, moved, pathKey, samePath, setIn } from './paths';

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

/** A new translation of an object: its lists of parts ("blocks") start empty, each shown in English until translated. */
export function newOverlay(english: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (isObj(english)) for (const [k, v] of Object.entries(english)) if (Array.isArray(v) && v.some(isObj) && k !== 'translations') out[k] = [];
  return out;
}

export function useDraftState(initial: DraftState, root: JsonSchema) {
  const [doc, setDoc] = useState<unknown>(initial.doc);
  const [start, setStart] = useState({ base: initial.base, version: initial.version });
  const undo = useRef<{ doc: unknown; label: string }[]>([]);
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

  /** Applies a list change to the English list and the same list in every translation. */
  const mirrored = useCallback((path: Path, op: (list: unknown[], translated: boolean) => unknown[] | null) => (d: unknown) => {
    let out = setIn(d, path, op((getIn(d, path) as unknown[]) ?? [], false));
    const t = translationBase(root, d, path);
    for (const lang of t?.langs ?? []) {
      const tPath = [...t!.base, 'translations', lang, ...t!.rest];
      const list = getIn(d, tPath);
      const next = Array.isArray(list) ? op(list, true) : null;
      if (next) out = setIn(out, tPath, next);
    }
    return out;
  }, [root]);

  const actions = useMemo(() => ({
    set: (path: Path, value: unknown) => change((d) => setIn(d, path, value), 'typing', path),
    /** A translation's text (lang, at `rest` under `base`): a new translation starts from newOverlay,
     * and lists on the way are filled with {} (parts shown in English until translated). */
    setTranslated: (base: Path, lang: string, rest: Path, value: unknown) => change((d) => {
      const overlay = [...base, 'translations', lang];
      const start = getIn(d, overlay) === undefined ? setIn(d, overlay, newOverlay(getIn(d, base))) : d;
      return setIn(start, [...overlay, ...rest], value);
    }, 'typing', [...base, 'translations', lang, ...rest]),
    add: (path: Path, item: unknown, what: string) => change(mirrored(path, (l, tr) => (tr ? null : [...l, item])), `add ${what}`),
    remove: (path: Path, index: number, what: string) => change(mirrored(path, (l) => (index < l.length ? l.filter((_, i) => i !== index) : null)), `remove ${what}`),
    move: (path: Path, from: number, to: number, what: string) => change(mirrored(path, (l, tr) => {
      if (!tr) return moved(l, from, to);
      if (Math.max(from, to) >= l.length) return l.some((x) => typeof x === 'string') ? null : moved([...l, ...Array.from({ length: Math.max(from, to) + 1 - l.length }, () => ({}))], from, to);
      return moved(l, from, to);
    }), `move ${what}`),
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
  }), [change, mirrored]);

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
