// Validating a file with more problems than the validator can gather. Zod collects the problems of
// a list into its parent's with one call that takes them all as arguments, and past about 100,000
// problems that call overflows the stack. Then the file is validated again with every list cut to
// its first items (1,000, then fewer), which finds the first problems, each where it is written.
// The items left out are then validated a window of that many at a time, in place of their list,
// and their problems handed to load.ts to count: the report lists the first ones and says how many
// there are in all, not "1,007 or more".
import type { z } from 'zod';
import type { Path } from './locate';
import { rebuilt } from '../values/rebuilt';

const FIRST_CUT = 1000;
/** Items left out validated at once, in cuts: each window validates the rest of the file again,
 * so few large ones are quicker; one with too many problems to gather is cut in its turn. */
const WINDOW_CUTS = 20;

/** A list cut short: where it is (the same in the cut value as in the file), and all its items. */
interface Cut { path: Path; items: unknown[] }

/** The value with every list longer than `keep` cut to `keep` items, where the first cut is (in
 * the order of the file), and every cut. Only the containers above a cut are copied. Nesting is at
 * most MAX_DEPTH (schema/read/structure.ts has checked it), so this may recurse. */
function cut(value: unknown, keep: number): { value: unknown; at?: Path; cuts: Cut[] } {
  let at: Path | undefined;
  const cuts: Cut[] = [];
  const path: (string | number)[] = [];
  const walk = (v: unknown): unknown => {
    if (!v || typeof v !== 'object') return v;
    if (Array.isArray(v) && v.length > keep) {
      at ??= [...path, keep];
      cuts.push({ path: [...path], items: v });
    }
    return rebuilt(v, path, walk, keep);
  };
  const result = walk(value);
  return at ? { value: result, at, cuts } : { value: result, cuts };
}

/** `value` with the list at `path` replaced by `items`; only the containers above it are copied. */
function replaced(value: unknown, path: Path, items: unknown[], depth = 0): unknown {
  if (depth === path.length) return items;
  const key = path[depth]!;
  if (Array.isArray(value)) return value.map((x, i) => (i === key ? replaced(x, path, items, depth + 1) : x));
  // fromEntries, not assignment: a key "__proto__" stays a key.
  return Object.fromEntries(Object.entries(value as object).map(([k, x]) => [k, k === key ? replaced(x, path, items, depth + 1) : x]));
}

const overflowed = (e: unknown) => e instanceof RangeError && /call stack/i.test(e.message);

/** Takes the problems of a window, to count them (load.ts: one per unknown key, each once). */
export type Tally = (issues: readonly z.core.$ZodIssue[]) => void;
type Options<S extends z.ZodType> = Parameters<S['safeParse']>[1];
type Parsed<S extends z.ZodType> = ReturnType<S['safeParse']>;

/** Whether an issue's path lies inside the list at `under`. */
const inside = (path: readonly PropertyKey[], under: Path) => path.length > under.length && under.every((k, i) => path[i] === k);

/** The input parsed with its lists cut, as short as it takes not to overflow (throws when even one item does). */
function parseCut<S extends z.ZodType>(schema: S, input: unknown, options: Options<S>) {
  for (let keep = FIRST_CUT; ; keep = Math.floor(keep / 4)) {
    const c = cut(input, Math.max(keep, 1));
    try {
      return { ...c, keep: Math.max(keep, 1), parsed: schema.safeParse(c.value, options) as Parsed<S> };
    } catch (e) {
      if (!overflowed(e) || keep <= 1) throw e;
    }
  }
}

/** Tallies the problems of the items a cut left out (inside `under` only, when given), a window
 * at a time; false when a window is still too many to gather. */
function tallyLeftOut<S extends z.ZodType>(schema: S, c: ReturnType<typeof parseCut<S>>, options: Options<S>, tally: Tally, under?: Path): boolean {
  for (const { path, items } of c.cuts) {
    // Lists elsewhere were cut only because this window's parse needed a shorter cut: the caller tallies them.
    if (under && !inside(path, under)) continue;
    const window = c.keep * WINDOW_CUTS;
    for (let i = c.keep; i < items.length; i += window) {
      // A window's item j is the list's item i + j: its problems are told where they are.
      const at = path.length;
      const shifted: Tally = (issues) => tally(issues.map((iss) => ({ ...iss, path: [...iss.path.slice(0, at), (iss.path[at] as number) + i, ...iss.path.slice(at + 1)] })));
      if (!tallyAll(schema, replaced(c.value, path, items.slice(i, i + window)), options, shifted, path)) return false;
    }
  }
  return true;
}

/** Tallies the problems parsing `input` finds inside the list at `under`; false when they are too many. */
function tallyAll<S extends z.ZodType>(schema: S, input: unknown, options: Options<S>, tally: Tally, under: Path): boolean {
  const take = (parsed: Parsed<S>) => { if (!parsed.success) tally(parsed.error.issues.filter((i) => inside(i.path, under))); };
  try {
    take(schema.safeParse(input, options) as Parsed<S>);
    return true;
  } catch (e) {
    if (!overflowed(e)) throw e;
  }
  let c;
  try {
    c = parseCut(schema, input, options);
  } catch (e) {
    if (!overflowed(e)) throw e;
    return false;
  }
  take(c.parsed);
  return tallyLeftOut(schema, c, options, tally, under);
}

/**
 * schema.safeParse(input), or, when there are too many problems to gather, of the input with its
 * lists cut: then `cutAt` is the first item left out, the problems of the items left out went to
 * `tally`, and `tallied` says whether all of them did (not should even a window be too many).
 */
export function safeParseWithin<S extends z.ZodType>(schema: S, input: unknown, options: Options<S>, tally: Tally): { parsed: Parsed<S>; cutAt?: Path; tallied?: boolean } {
  try {
    return { parsed: schema.safeParse(input, options) as Parsed<S> };
  } catch (e) {
    if (!overflowed(e)) throw e;
  }
  const c = parseCut(schema, input, options);
  return { parsed: c.parsed, cutAt: c.at ?? [], tallied: tallyLeftOut(schema, c, options, tally) };
}
