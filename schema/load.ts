// Reads site.json text and returns either the validated, normalised manifest or every problem,
// each located by line and column. Used by `npm run validate`, the build and the tests.
import type { z } from 'zod';
import { blockTypes } from './block';
import { errorMap } from './errorMap';
import { manifest, type Manifest } from './manifest';
import { dataPath, jsonPath, SourceMap, type Path } from './locate';
import { crossCheck } from './crossCheck';

export interface Problem {
  line: number;
  col: number;
  /** routes[3].blocks[1].title */
  path: string;
  /** route "/about" > block 2 (hero) > title: expected text, got the number 3 */
  message: string;
}

export interface Summary { routes: number; blocks: number; links: number; internalLinks: number; externalLinks: number }

export type LoadResult =
  | { ok: true; manifest: Manifest; summary: Summary }
  | { ok: false; problems: Problem[] };

export function formatProblem(p: Problem, file = 'data/site.json'): string {
  return `${file}:${p.line}:${p.col}  ${p.path}  ${p.message}`;
}

export function loadManifest(text: string): LoadResult {
  const src = new SourceMap(text);
  const at = (path: Path, message: string, asKey = false): Problem => {
    const { line, col } = src.position(src.offsetOf(path, asKey));
    return { line, col, path: jsonPath(path), message: `${dataPath(path, raw)}: ${message}` };
  };
  let raw: unknown;
  if (src.syntaxErrors.length) {
    return { ok: false, problems: dedupe(src.syntaxErrors.map((e) => ({ ...src.position(e.offset), path: '(syntax)', message: e.message }))) };
  }
  raw = JSON.parse(text);

  const problems: Problem[] = [];
  const data = substituteVariables(raw, (path, msg) => problems.push(at(path, msg)));
  const parsed = manifest.safeParse(data, { error: errorMap, reportInput: true });
  if (!parsed.success) {
    for (const issue of flatten(parsed.error.issues)) {
      if (issue.code === 'unrecognized_keys') {
        // One problem per unknown key, pointing at the key itself.
        const msgs = issue.message.split('; ');
        issue.keys.forEach((k, i) => problems.push(at([...issue.path, k] as Path, msgs[i] ?? `unknown key "${k}"`, true)));
      } else problems.push(at(issue.path as Path, issue.message));
    }
  }
  for (const c of crossCheck(raw)) problems.push(at(c.path, c.message));
  if (problems.length || !parsed.success) {
    problems.sort((a, b) => a.line - b.line || a.col - b.col);
    return { ok: false, problems: dedupe(problems) };
  }
  return { ok: true, manifest: parsed.data, summary: summarise(parsed.data) };
}

/** Replaces "{{name}}" in every string with site.variables[name]. */
function substituteVariables(raw: unknown, report: (path: Path, msg: string) => void): unknown {
  const vars = ((raw as { site?: { variables?: unknown } })?.site?.variables ?? {}) as Record<string, unknown>;
  const known = Object.keys(vars);
  const walk = (v: unknown, path: (string | number)[]): unknown => {
    if (typeof v === 'string') {
      if (path[0] === 'site' && path[1] === 'variables') return v;
      return v.replace(/\{\{\s*([^}]*?)\s*\}\}/g, (whole, name: string) => {
        if (typeof vars[name] === 'string') return vars[name] as string;
        report(path, `unknown variable "${whole}": define "${name}" in site.variables${known.length ? ` (defined: ${known.join(', ')})` : ''}`);
        return whole;
      });
    }
    if (Array.isArray(v)) return v.map((x, i) => walk(x, [...path, i]));
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, [...path, k])]));
    return v;
  };
  return walk(raw, []);
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
  const walk = (v: unknown, key?: string): void => {
    if (Array.isArray(v)) return v.forEach((x) => walk(x, key));
    if (!v || typeof v !== 'object') return;
    const o = v as Record<string, unknown>;
    if (key === 'blocks') blocks++;
    const target = (o.kind === 'internal' || o.kind === 'external' || o.kind === 'contact' || o.kind === 'anchor') && typeof o.href === 'string' ? o.kind : undefined;
    if (target === 'internal' || target === 'anchor') internalLinks++;
    else if (target) externalLinks++;
    else for (const [k, x] of Object.entries(o)) walk(x, k);
  };
  walk(m.routes);
  walk(m.navigation);
  walk(m.site);
  return { routes: m.routes.length, blocks, links: internalLinks + externalLinks, internalLinks, externalLinks };
}

export { blockTypes };
