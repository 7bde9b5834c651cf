// One problem (or warning) of a manifest, located in its file, and the line that prints it:
// data/site.json:LINE:COL  json.path  message.

export interface Problem {
  line: number;
  col: number;
  /** routes[3].blocks[1].title */
  path: string;
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

export function formatProblem(p: Problem, file = 'data/site.json'): string {
  return `${file}:${p.line}:${p.col}  ${p.path}  ${p.warning ? 'warning: ' : ''}${p.message}`;
}
