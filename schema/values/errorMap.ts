// Plain-English messages for schema problems, written for the person editing site.json.
// Messages given in the schema itself (the `error:` options) take precedence over these.
import type { z } from 'zod';

type RawIssue = z.core.$ZodRawIssue;

const typeNames: Record<string, string> = {
  string: 'text', number: 'a number', boolean: 'true or false', array: 'a list [ ... ]',
  object: 'an object { ... }', int: 'a whole number', literal: 'a fixed value',
};

// Characters that must never reach a terminal or split a message: C0 and C1 controls (ESC and CSI
// start escape sequences), line and paragraph separators, bidirectional controls, invisible
// formatting characters, the byte-order mark, and lone surrogates (matched as such with /u).
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb\ud800-\udfff]/gu;
const SHORT: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b', '\f': '\\f' };
const hex = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** Escapes what cannot be shown on one line of a terminal, leaving all other text as it is. */
export const printable = (s: string): string => s.replace(UNPRINTABLE, (c) => SHORT[c] ?? hex(c));

/** A value from the manifest as it would be written in JSON: quoted, escaped, at most `max`
 * characters (then "…"), so a message about it is always one safe line. */
export function quote(s: string, max = 40): string {
  let cut = s.length > max ? s.slice(0, max) : s;
  if (/[\ud800-\udbff]$/.test(cut) && s.length > max) cut = cut.slice(0, -1); // never split a character in two
  return `"${printable(cut.replace(/["\\]/g, '\\$&'))}${s.length > max ? '…' : ''}"`;
}

export function describeValue(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'string') return `the text ${quote(v)}`;
  if (typeof v === 'number') return `the number ${v}`;
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'object') return 'an object';
  return typeof v;
}

/** The closest allowed name to a misspelt one, when it is close enough to be a likely typo. */
export function closest(word: string, options: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  for (const o of options) {
    const d = editDistance(word.toLowerCase(), o.toLowerCase());
    if (d < bestScore) [best, bestScore] = [o, d];
  }
  return best !== undefined && bestScore <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length]!;
}

const list = (xs: readonly unknown[]) => xs.map(String).join(', ');
/** 2000 -> "2,000": long counts are read at a glance. */
export const count = (n: number) => n.toLocaleString('en');

export function errorMap(iss: RawIssue): string | undefined {
  switch (iss.code) {
    case 'invalid_type': {
      const expected = typeNames[iss.expected] ?? iss.expected;
      if (iss.input === undefined) return `is required (${expected})`;
      return `expected ${expected}, got ${describeValue(iss.input)}`;
    }
    case 'unrecognized_keys': {
      const shape = (iss.inst as { _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined)?._zod?.def?.shape;
      const allowed = shape ? Object.keys(shape) : [];
      return iss.keys
        .map((k) => {
          const guess = closest(k, allowed);
          return `unknown key ${quote(k)}${guess ? `: did you mean "${guess}"?` : allowed.length ? `: allowed keys are ${list(allowed)}` : ''}`;
        })
        .join('; ');
    }
    case 'invalid_union': {
      if ('discriminator' in iss && iss.discriminator) {
        const options = (iss as { options?: unknown[] }).options ?? [];
        const input = iss.input as Record<string, unknown> | undefined;
        const given = input && typeof input === 'object' ? input[iss.discriminator] : undefined;
        if (given === undefined) return `needs a "${iss.discriminator}": one of ${list(options)}`;
        const guess = typeof given === 'string' ? closest(given, options.map(String)) : undefined;
        return `unknown block ${iss.discriminator} ${describeValue(given).replace('the text ', '')}${guess ? ` (did you mean "${guess}"?)` : ''}: use one of ${list(options)}`;
      }
      return undefined;
    }
    case 'too_small': {
      const n = Number(iss.minimum);
      if (iss.origin === 'string') return n <= 1 ? 'must not be empty' : `must be at least ${n} characters`;
      if (iss.origin === 'array' || iss.origin === 'set') return `needs at least ${n} item${n === 1 ? '' : 's'}`;
      return `must be at least ${n}`;
    }
    case 'too_big': {
      const n = Number(iss.maximum);
      if (iss.origin === 'string') return `must be at most ${count(n)} characters (it has ${count(String(iss.input).length)})`;
      if (iss.origin === 'array' || iss.origin === 'set') return `can hold at most ${n} item${n === 1 ? '' : 's'}`;
      return `must be at most ${n}`;
    }
    case 'invalid_value': {
      const guess = typeof iss.input === 'string' ? closest(iss.input, iss.values.map(String)) : undefined;
      return `${describeValue(iss.input)} is not allowed${guess ? ` (did you mean "${guess}"?)` : ''}: use one of ${list(iss.values.map((v) => JSON.stringify(v)))}`;
    }
    case 'invalid_format':
      return `has the wrong format (${iss.format})`;
    case 'not_multiple_of':
      return `must be a multiple of ${String(iss.divisor)}`;
    default:
      return undefined;
  }
}
