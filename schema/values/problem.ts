// One problem (or warning) of a manifest, located in its file, and the line that prints it:
// data/site.json:LINE:COL  json.path  message.
import { printable, quote } from './errorMap';

/** A place in the data: keys and list indexes, from 0 (["routes", 2, "blocks", 0, "title"]). */
export type DataPath = readonly (string | number)[];

/** The place of a problem of a file rather than of a value in it: its text is not JSON (syntax),
 * the last line of a list cut short (more), or a file missing (file). */
export type FilePlace = '(syntax)' | '(more)' | '(file)';

export interface Problem {
  line: number;
  col: number;
  /** ["routes", 2, "blocks", 0, "title"], printed routes[3].blocks[1].title (jsonPath) */
  path: DataPath | FilePlace;
  /** route "/about" > block 2 (hero) > title: expected text, got the number 3 */
  message: string;
  /** Set on a warning: something due (a review, a placeholder to fill in) or to translate, not something wrong; the manifest still loads. */
  warning?: true;
  /** Set on a warning about a placeholder (schema/read/placeholders.ts): `npm run build -- --release` refuses it. */
  placeholder?: true;
  /** Set on a translation's warning: the language whose translation lacks a text of the English. */
  lang?: string;
  /** Set on the last line of a list cut at MAX_PROBLEMS: how many more problems were found, and
   * whether that is all of them (a file with too many to gather has more still). */
  more?: { count: number; all: boolean };
}

/** A key written bare in a printed path (others are quoted: ["a key"]). */
export const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
/** Paths longer than this (only a value nested too deeply has one) are shortened with "…". */
export const SHOWN_SEGMENTS = 12;

/** A path as a person reads it in the file, lists counted from 1: routes[3].blocks[1].title. */
export function jsonPath(path: DataPath): string {
  const shown = path.slice(0, SHOWN_SEGMENTS);
  const s = shown.reduce<string>((acc, seg) => {
    if (typeof seg === 'number') return `${acc}[${seg + 1}]`;
    if (!IDENTIFIER.test(seg)) return `${acc}[${quote(seg)}]`; // a key no schema defines: quoted, escaped
    return acc ? `${acc}.${seg}` : seg;
  }, '');
  return (s || '(top level)') + (path.length > shown.length ? '…' : '');
}

/** Where a problem is, as the line that prints it says: routes[3].blocks[1].title, or (syntax). */
export const problemPlace = (p: Pick<Problem, 'path'>): string => (typeof p.path === 'string' ? p.path : printable(jsonPath(p.path)));

export function formatProblem(p: Problem, file = 'data/site.json'): string {
  return `${file}:${p.line}:${p.col}  ${problemPlace(p)}  ${p.warning ? 'warning: ' : ''}${p.message}`;
}
