// Validating a file with more problems than the validator can gather. Zod collects the problems of
// a list into its parent's with one call that takes them all as arguments, and past about 100,000
// problems that call overflows the stack. Then the file is validated again with every list cut to
// its first items (1,000, then fewer), which finds the first problems, each where it is written;
// the ones past the cut are not counted, and the report says so (schema/load.ts).
import type { z } from 'zod';
import type { Path } from './locate';
import { rebuilt } from './rebuilt';

const FIRST_CUT = 1000;

/** The value with every list longer than `keep` cut to `keep` items, and where the first cut is (in
 * the order of the file). Only the containers above a cut are copied. Nesting is at most MAX_DEPTH
 * (schema/structure.ts has checked it), so this may recurse. */
function cut(value: unknown, keep: number): { value: unknown; at?: Path } {
  let at: Path | undefined;
  const path: (string | number)[] = [];
  const walk = (v: unknown): unknown => {
    if (!v || typeof v !== 'object') return v;
    if (Array.isArray(v) && v.length > keep && !at) at = [...path, keep];
    return rebuilt(v, path, walk, keep);
  };
  const result = walk(value);
  return at ? { value: result, at } : { value: result };
}

const overflowed = (e: unknown) => e instanceof RangeError && /call stack/i.test(e.message);

/**
 * schema.safeParse(input), or, when there are too many problems to gather, of the input with its
 * lists cut: then `cutAt` is the first item left out.
 */
export function safeParseWithin<S extends z.ZodType>(schema: S, input: unknown, options: Parameters<S['safeParse']>[1]): { parsed: ReturnType<S['safeParse']>; cutAt?: Path } {
  try {
    return { parsed: schema.safeParse(input, options) as ReturnType<S['safeParse']> };
  } catch (e) {
    if (!overflowed(e)) throw e;
  }
  for (let keep = FIRST_CUT; ; keep = Math.floor(keep / 4)) {
    const { value, at } = cut(input, Math.max(keep, 1));
    try {
      return { parsed: schema.safeParse(value, options) as ReturnType<S['safeParse']>, cutAt: at ?? [] };
    } catch (e) {
      if (!overflowed(e) || keep <= 1) throw e;
    }
  }
}
