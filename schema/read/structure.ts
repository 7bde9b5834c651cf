// One pass over the manifest's text, before anything parses it into objects: finds nesting deeper
// than any manifest needs (which would overflow the recursive walks of a parser or validator) and
// keys written twice in one object (JSON.parse silently keeps the last). Iterative, so no input
// can overflow it; tolerant, so it runs on broken JSON too (the parser reports syntax errors).
import type { Path } from './locate';

/** A manifest is at most about 15 levels deep; this leaves room and keeps every walk shallow. */
export const MAX_DEPTH = 64;

export interface DuplicateKey { path: Path; offset: number; firstOffset: number }
export interface Structure {
  /** Where nesting first went past MAX_DEPTH: the offset of the bracket and the path to it. */
  tooDeep?: { path: Path; offset: number };
  duplicates: DuplicateKey[];
  /** [start, end) of each { } or [ ] directly in the top-level "routes" list: one per route, for
   * telling which routes an edit changed (schema/read/incremental.ts). */
  routeSpans: [number, number][];
}

// Keys and their offsets side by side: objects are small, so a linear search beats a Map; an
// object with more than LINEAR_KEYS keys gets a Map too, so no input makes the pass quadratic.
interface Frame { object: boolean; keys: string[]; offsets: number[]; byKey: Map<string, number> | null; key: string; index: number; expectKey: boolean }
const LINEAR_KEYS = 32;

const QUOTE = 34;
const BACKSLASH = 92;

/** The end of the string starting at `start`: the offset of its closing quote, or of the line
 * break (the next one is `lineEnd`) or end of text where an unfinished string stops, as the
 * parser sees it. */
function stringEnd(text: string, start: number, lineEnd: number): { end: number; closed: boolean } {
  let from = start + 1;
  for (;;) {
    const q = text.indexOf('"', from);
    if (q === -1 || lineEnd < q) return { end: Math.min(lineEnd, text.length), closed: false };
    let slashes = 0;
    while (text.charCodeAt(q - 1 - slashes) === BACKSLASH) slashes++;
    if (slashes % 2 === 0) return { end: q, closed: true };
    from = q + 1;
  }
}

const pathOf = (stack: Frame[]): (string | number)[] =>
  stack.slice(0, -1).map((f) => (f.object ? f.key : f.index));

export function scanStructure(text: string): Structure {
  const duplicates: DuplicateKey[] = [];
  const stack: Frame[] = [];
  const pool: Frame[] = [];
  const routeSpans: [number, number][] = [];
  // A container directly inside the root object's "routes" list.
  const inRoutes = () => stack.length === 3 && stack[0]!.object && stack[0]!.key === 'routes' && !stack[1]!.object;
  let lineEnd = -1; // the next line break after the current position (Infinity when there is none)
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      if (lineEnd <= i) {
        const n = text.indexOf('\n', i + 1);
        lineEnd = n === -1 ? Infinity : n;
      }
      const { end, closed } = stringEnd(text, i, lineEnd);
      const top = stack[stack.length - 1];
      if (top?.object && top.expectKey && closed) {
        const raw = text.slice(i + 1, end);
        let key = raw;
        if (raw.includes('\\')) try { key = JSON.parse(`"${raw}"`) as string; } catch { /* left to the parser to report */ }
        const first = top.byKey ? top.byKey.get(key) ?? -1 : top.keys.indexOf(key);
        if (first === -1) {
          top.byKey?.set(key, top.keys.length);
          top.keys.push(key);
          top.offsets.push(i);
          if (top.keys.length === LINEAR_KEYS) top.byKey = new Map(top.keys.map((k, n) => [k, n]));
        } else duplicates.push({ path: [...pathOf(stack), key], offset: i, firstOffset: top.offsets[first]! });
        top.key = key;
        top.expectKey = false;
      }
      i = end;
    } else if (c === 123 /* { */ || c === 91 /* [ */) {
      const object = c === 123;
      // Frames are reused as the walk goes up and down, so the pass allocates almost nothing.
      const f = (pool[stack.length] ??= { object, keys: [], offsets: [], byKey: null, key: '', index: 0, expectKey: object });
      f.object = object; f.keys.length = 0; f.offsets.length = 0; f.byKey = null; f.key = ''; f.index = 0; f.expectKey = object;
      stack.push(f);
      if (inRoutes()) routeSpans.push([i, -1]);
      if (stack.length > MAX_DEPTH) return { tooDeep: { path: pathOf(stack), offset: i }, duplicates, routeSpans };
    } else if (c === 125 /* } */ || c === 93 /* ] */) {
      // A closer that does not match is skipped, as the parser skips it.
      if (stack.length && stack[stack.length - 1]!.object === (c === 125)) {
        if (inRoutes()) routeSpans[routeSpans.length - 1]![1] = i + 1;
        stack.pop();
      }
    } else if (c === 44 /* , */) {
      const top = stack[stack.length - 1];
      if (top?.object) top.expectKey = true;
      else if (top) top.index++;
    }
  }
  return { duplicates, routeSpans };
}
