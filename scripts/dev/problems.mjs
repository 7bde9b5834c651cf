// A failed build's problems as npm start shows them: one line each in the terminal, and the list
// over the open tabs (overlay.js), both with the same place: file:line:col.

/** How many problems the overlay lists; it says how many more there are. */
const MAX_PROBLEMS_SHOWN = 200;

/** Where a problem is, as file:line:col (the parts it has): the terminal and the overlay show the same. */
export const placeOf = (p) => [p.file, p.line, p.col].filter((x) => x != null).join(':');

/**
 * The terminal's line for a problem. One of the manifest (it has a data path) reads as npm run
 * validate prints it, `formatProblem` being the schema's (schema/values/problem.ts):
 * data/site.json:LINE:COL  json.path  message. One of the code or of a file has its place and message.
 */
export function problemLine(p, formatProblem) {
  return p.path && formatProblem ? formatProblem(p, p.file) : [placeOf(p), p.message].filter(Boolean).join('  ');
}

/** What the overlay shows: the count, and the first MAX_PROBLEMS_SHOWN problems. */
export function overlayData(problems) {
  return {
    count: problems.length,
    problems: problems.slice(0, MAX_PROBLEMS_SHOWN).map((p) => ({ at: placeOf(p), path: p.path ?? '', message: p.message })),
  };
}
