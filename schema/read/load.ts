// Reads site.json text and returns either the validated, normalised manifest or every problem,
// each located by line and column. Used by `npm run validate`, the build and the tests.
import { rebuilt } from '../values/rebuilt';
import type { z } from 'zod';
import { count, errorMap, printable, quote } from '../values/errorMap';
import { manifest, type LocaleShell, type Manifest } from '../model/manifest';
import { navigation, site } from '../model/site';
import { expandTranslations, shellOrigin, type TranslationCoverage } from './translate';
import type { Place } from './translationGaps';
import { withLocales } from '../derive/localized';
import { dataPath, jsonPath, SourceMap, type Path } from './locate';
import { crossCheck, shellLinkProblems } from './crossCheck';
import { MAX_DEPTH, scanStructure, type Structure } from './structure';
import { staleReviews } from '../model/review';
import { findPlaceholders } from './placeholders';
import { safeParseWithin } from './overflow';
import type { Problem } from '../values/problem';
import { readingLevels } from './readability';
import { readabilityReport, readingWarnings } from './readabilityReport';
import { crisisStepsLine, crisisStepsWarnings } from './crisisStepsReading';

export { formatProblem, problemPlace, type Problem } from '../values/problem';

export interface Summary { routes: number; blocks: number; links: number; internalLinks: number; externalLinks: number }

export type LoadResult =
  /** warnings: every warning, in file order; placeholders: those of them about a placeholder. */
  | { ok: true; manifest: Manifest; summary: Summary; warnings: Problem[]; placeholders: Problem[]; translations: TranslationCoverage[] }
  | { ok: false; problems: Problem[] };

/** A problem found by path. `place`: located where something is to be written, not at the path. */
type Found = { path: Path; message: string; asKey?: boolean; offset?: number; firstOffset?: number; uncounted?: true; tallied?: boolean; place?: Place; lang?: string; placeholder?: true };

/** Problems listed at most; then one line says how many more there are. A file with thousands of
 * problems is fixed from its first few, and a list the length of the file helps nobody. */
export const MAX_PROBLEMS = 200;
const FIX_FIRST = 'not listed: fix the ones above, then run npm run validate again';
/** Adds to a list without spreading into arguments, which overflows the stack past about 100,000. */
const append = <T>(to: T[], items: readonly T[]) => { for (const x of items) to.push(x); };

const TOO_DEEP = `nested too deeply: more than ${MAX_DEPTH} levels of { } and [ ] (a manifest needs about 15): remove the extra nesting`;

/** `now` (for the review warnings) is the current time unless given. */
export function loadManifest(input: string, options: { now?: Date } = {}): LoadResult {
  return readManifest(input, options).result;
}

/** Some editors save a byte-order mark first. It is invisible and means nothing in JSON: it is read
 * as a space, so every line and column stays where the editor shows it. */
export const withoutBom = (input: string) => (input.charCodeAt(0) === 0xfeff ? ` ${input.slice(1)}` : input);

export interface ReadManifest { result: LoadResult; text: string; structure: Structure; raw: unknown }

/** loadManifest, with what it read on the way: the text (without a BOM), its structure and the raw JSON. */
export function readManifest(input: string, { now = new Date() }: { now?: Date } = {}): ReadManifest {
  const text = withoutBom(input);
  // Nesting and duplicate keys are checked on the text first: the parser and every walk below
  // recurse, so nothing deeper than MAX_DEPTH may reach them.
  const structure = scanStructure(text);
  let raw: unknown;
  try {
    raw = JSON.parse(text); // V8's JSON.parse is iterative: deep input cannot overflow it
  } catch (e) {
    if (!structure.tooDeep) return { text, structure, raw, result: { ok: false, problems: syntaxProblems(text, e) } };
  }
  const done = (result: LoadResult): ReadManifest => ({ text, structure, raw, result });
  if (structure.tooDeep) return done({ ok: false, problems: locateAll(text, raw, [{ ...structure.tooDeep, message: TOO_DEEP }]) });

  // Problems are collected by path first; the position tree of the file (slow and large for a big
  // manifest) is built only when there is something to locate.
  const found: Found[] = structure.duplicates.map((d) => ({ ...d, message: '' }));
  const data = substituteVariables(raw, (path, message) => found.push({ path, message }));
  // Each translation becomes a route (and site settings, navigation) of its language, checked
  // like the English; its problems are located where the translation or the English writes them.
  const ex = expandTranslations(data);
  append(found, ex.out);
  const report = (issues: readonly z.core.$ZodIssue[], origin: (p: Path) => Path) => {
    for (const issue of flatten(issues)) {
      if (issue.code === 'unrecognized_keys') {
        // One problem per unknown key, pointing at the key itself.
        const msgs = issue.message.split('; ');
        issue.keys.forEach((k, i) => found.push({ path: origin([...issue.path, k] as Path), message: msgs[i] ?? `unknown key ${quote(k)}`, asKey: true }));
      } else found.push({ path: origin(issue.path as Path), message: issue.message });
    }
  };
  const options = { error: errorMap, reportInput: true };
  // A file with more problems than can be gathered is validated in part, and the rest counted
  // (schema/read/overflow.ts): where the part ends is a problem of its own, not listed. Each counted
  // once, by where it is written and what it says: a translation's copy of an English list
  // (schema/read/translate.ts) has the same problems, which a listed one's place makes one.
  const unlisted = new Set<string>();
  const within = <S extends z.ZodType>(schema: S, input: unknown, origin: (p: Path) => Path) => {
    const tally = (issues: readonly z.core.$ZodIssue[]) => {
      for (const issue of flatten(issues)) {
        // One per unknown key, as `report` lists them.
        const paths = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...issue.path, k]) : [issue.path];
        for (const p of paths) unlisted.add(`${jsonPath(origin(p as Path))}\n${issue.message}`);
      }
    };
    const { parsed, cutAt, tallied } = safeParseWithin(schema, input, options, tally);
    if (!parsed.success) report(parsed.error.issues, origin);
    if (cutAt) found.push({ path: origin(cutAt), message: 'and more problems than can be counted', uncounted: true, tallied });
    return parsed;
  };
  const parsed = within(manifest, ex.raw, ex.origin);
  append(found, crossCheck(ex.raw).map((p) => ({ ...p, path: ex.origin(p.path) })));
  const shells: Record<string, LocaleShell> = {};
  for (const [lang, shell] of Object.entries(ex.shells)) {
    const s = within(site, shell.site, (p) => shellOrigin(data, 'site', lang, p));
    const n = within(navigation, shell.navigation, (p) => shellOrigin(data, 'navigation', lang, p));
    for (const [key, v] of [['site', shell.site], ['navigation', shell.navigation]] as const) {
      append(found, shellLinkProblems(v, ex.raw).map((p) => ({ ...p, path: shellOrigin(data, key, lang, p.path) })));
    }
    if (s.success && n.success) shells[lang] = { site: s.data as LocaleShell['site'], navigation: n.data as LocaleShell['navigation'] };
  }
  if (!found.length && parsed.success) {
    const m = withLocales(parsed.data, shells);
    // A review that is due, each placeholder still to fill in, and each text of the English a
    // translation lacks (shown in English meanwhile).
    const due: Found[] = [
      ...staleReviews(m.routes, now).map((d) => ({ ...d, path: ex.origin(d.path) })),
      ...findPlaceholders(raw).map((p) => ({ ...p, placeholder: true as const })),
      ...ex.gaps,
    ];
    // The file is valid, so its routes' spans are sure: the tree need only hold the routes a warning is in.
    const located = new Set(due.flatMap((w) => [w.path, w.place?.path].map((p) => (p?.[0] === 'routes' ? p[1] : undefined))));
    const skipped = structure.routeSpans.filter((_, i) => !located.has(i));
    const warnings = due.length ? locateAll(text, raw, due, skipped).map((w): Problem => ({ ...w, warning: true })) : [];
    return done({ ok: true, manifest: m, summary: summarise(m), warnings, placeholders: warnings.filter((w) => w.placeholder), translations: ex.coverage });
  }
  return done({ ok: false, problems: locateAll(text, raw, found, [], unlisted.size) });
}

/**
 * The reading-grade report of a valid manifest (schema/read/readabilityReport.ts): its lines, and its
 * warnings (a page for families above grade 8), located where the text of that language is
 * written: the route's path for the English, its translation for another language.
 */
export function readingReport(read: ReadManifest, { file = 'data/site.json' } = {}): { lines: string[]; warnings: Problem[] } {
  if (!read.result.ok) return { lines: [], warnings: [] };
  const pages = readingLevels(read.result.manifest);
  const steps = crisisStepsWarnings(read.result.manifest);
  const found = [...steps, ...readingWarnings(pages)];
  // Only the routes warned about need their positions.
  const located = new Set(found.map((f) => (f.path[0] === 'routes' ? f.path[1] : undefined)));
  const skipped = read.structure.routeSpans.filter((_, i) => !located.has(i));
  const warnings = found.length ? locateAll(read.text, read.raw, found, skipped).map((w): Problem => ({ ...w, warning: true })) : [];
  const stepsLine = crisisStepsLine(read.result.manifest);
  return { lines: [...readabilityReport(pages, warnings, { file }), ...(stepsLine ? [stepsLine] : [])], warnings };
}

/** skipped: containers nothing found lies in (SourceMap); `counted`: problems of the parts of a
 * file validated a window at a time (schema/read/overflow.ts), counted but not located. */
function locateAll(text: string, raw: unknown, found: Found[], skipped: [number, number][] = [], counted = 0): Problem[] {
  const src = new SourceMap(text, skipped);
  // The parts of the file validated a window at a time: their problems counted, not located.
  const cuts = found.filter((f) => f.uncounted);
  const problems = found.filter((f) => !f.uncounted).map(({ path, message, asKey, offset, firstOffset, place, lang, placeholder }): Problem => {
    const { line, col } = src.position(offset ?? (place ? src.placeOf(place.path, place.end) : src.offsetOf(path, asKey)));
    if (firstOffset !== undefined) message = duplicateKeyMessage(path, src.position(firstOffset));
    // printable() once more, so no message can ever span two lines or carry a terminal escape (the
    // path is made printable where it is printed: formatProblem).
    return { line, col, path, message: printable(`${dataPath(path, raw)}: ${message}`), ...(lang && { lang }), ...(placeholder && { placeholder }) };
  });
  problems.sort((a, b) => a.line - b.line || a.col - b.col);
  const all = dedupe(problems);
  const shown = all.slice(0, MAX_PROBLEMS);
  const rest = all.length - shown.length;
  // Where the first problem not listed is: the first of those located but not listed, or the
  // first item a cut left out.
  const inFileOrder = (a: { line: number; col: number }, b: { line: number; col: number }) => a.line - b.line || a.col - b.col;
  const at = [...all.slice(MAX_PROBLEMS, MAX_PROBLEMS + 1), ...cuts.map((c) => src.position(src.offsetOf(c.path)))].sort(inFileOrder)[0];
  const more = (message: string, n: number, counted: boolean): Problem => ({ line: at!.line, col: at!.col, path: '(more)', message: `${message}, ${FIX_FIRST}`, more: { count: n, all: counted } });
  const unlisted = rest + counted;
  if (cuts.some((c) => !c.tallied)) shown.push(more(cuts[0]!.message, rest, false));
  else if (unlisted > 0) shown.push(more(`and ${count(unlisted)} more problem${unlisted === 1 ? '' : 's'}`, unlisted, true));
  return shown;
}

/** What is said of a key written twice in one object, `first` where it was written first. */
export const duplicateKeyMessage = (path: Path, first: { line: number; col: number }) =>
  `the key ${quote(String(path[path.length - 1]))} is written twice in this object (first at line ${first.line}, column ${first.col}); JSON keeps only the last, so the first is silently lost: remove one`;

/** The problems of a text JSON.parse refused (`error`), each located where its fix goes. */
export function syntaxProblems(text: string, error: unknown): Problem[] {
  const src = new SourceMap(text);
  const problems = src.syntaxErrors.map((e): Problem => ({ ...src.position(e.offset), path: '(syntax)', message: printable(e.message) }));
  // The two parsers agree on JSON; should they ever differ, JSON.parse's own words still get through.
  if (!problems.length) problems.push({ line: 1, col: 1, path: '(syntax)', message: printable(`JSON syntax error: ${error instanceof Error ? error.message : String(error)}`) });
  return dedupe(problems);
}

/** Replaces "{{name}}" in every string with site.variables[name]. `at` is where raw sits in the manifest. */
export function substituteVariables(raw: unknown, report: (path: Path, msg: string) => void, { at = [] as Path, variables = undefined as unknown } = {}): unknown {
  const given = at.length ? variables : (raw as { site?: { variables?: unknown } } | null)?.site?.variables;
  const vars = (given && typeof given === 'object' && !Array.isArray(given) ? given : {}) as Record<string, unknown>;
  const names = Object.keys(vars);
  const known = [...names.slice(0, 12).map((k) => quote(k).slice(1, -1)), ...(names.length > 12 ? ['…'] : [])];
  const path: (string | number)[] = [...at]; // one shared stack: copied only when reporting
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') {
      if (!v.includes('{{') || (path[0] === 'site' && path[1] === 'variables')) return v;
      return v.replace(/\{\{\s*([^}]*?)\s*\}\}/g, (whole, name: string) => {
        if (Object.hasOwn(vars, name) && typeof vars[name] === 'string') return vars[name] as string;
        report([...path], `unknown variable ${quote(whole)}: define ${quote(name)} in site.variables${known.length ? ` (defined: ${known.join(', ')})` : ''}`);
        return whole;
      });
    }
    if (!v || typeof v !== 'object') return v;
    // Containers are copied only when something inside them changed.
    return rebuilt(v, path, walk);
  };
  return walk(raw);
}

/** A failed plain union reports the branch that came closest instead of "Invalid input". */
function flatten(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  return issues.flatMap((iss) => {
    if (iss.code !== 'invalid_union' || (iss as { discriminator?: string }).discriminator || !iss.errors?.length) {
      if (iss.code === 'invalid_union' && !(iss as { discriminator?: string }).discriminator && iss.message.startsWith('Invalid input')) {
        return [{ ...iss, message: 'expected text, or an object with the keys shown in the README' }];
      }
      return [iss];
    }
    const branch = iss.errors.find((b) => b.some((e) => e.path.length > 0 || e.code !== 'invalid_type')) ?? iss.errors[0]!;
    return flatten(branch.map((e) => ({ ...e, path: [...iss.path, ...e.path] })));
  });
}

function dedupe(ps: Problem[]): Problem[] {
  const seen = new Set<string>();
  return ps.filter((p) => {
    const k = `${p.line}:${p.col}:${p.message}`;
    return seen.has(k) ? false : (seen.add(k), true);
  });
}

function summarise(m: Manifest): Summary {
  let blocks = 0;
  let internalLinks = 0;
  let externalLinks = 0;
  // Only containers are walked into, and keys read without a list of them: the walk meets every
  // value of a manifest of 10,000 routes.
  const walk = (v: object, key?: string): void => {
    if (Array.isArray(v)) {
      for (const x of v) if (x && typeof x === 'object') walk(x, key);
      return;
    }
    const o = v as Record<string, unknown>;
    if (key === 'guide') return; // worked out from the navigation, not written in the file
    if (key === 'blocks' || key === 'hero') blocks++;
    const target = (o.kind === 'internal' || o.kind === 'external' || o.kind === 'contact' || o.kind === 'anchor') && typeof o.href === 'string' ? o.kind : undefined;
    if (target === 'internal' || target === 'anchor') internalLinks++;
    else if (target) externalLinks++;
    else {
      for (const k in o) {
        const x = o[k];
        if (x && typeof x === 'object') walk(x, k);
      }
    }
  };
  walk(m.routes);
  walk(m.navigation);
  walk(m.site);
  return { routes: m.routes.length, blocks, links: internalLinks + externalLinks, internalLinks, externalLinks };
}

export { printable };
export { translationReport } from './translationReport';
