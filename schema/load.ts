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
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    const src = new SourceMap(text);
    return { ok: false, problems: dedupe(src.syntaxErrors.map((e) => ({ ...src.position(e.offset), path: '(syntax)', message: e.message }))) };
  }
  // Problems are collected by path first; the position tree of the file (slow and large for a big
  // manifest) is built only when there is something to locate.
  const found: { path: Path; message: string; asKey?: boolean }[] = [];
  const data = substituteVariables(raw, (path, message) => found.push({ path, message }));
  const parsed = manifest.safeParse(data, { error: errorMap, reportInput: true });
  if (!parsed.success) {
    for (const issue of flatten(parsed.error.issues)) {
      if (issue.code === 'unrecognized_keys') {
        // One problem per unknown key, pointing at the key itself.
        const msgs = issue.message.split('; ');
        issue.keys.forEach((k, i) => found.push({ path: [...issue.path, k] as Path, message: msgs[i] ?? `unknown key "${k}"`, asKey: true }));
      } else found.push({ path: issue.path as Path, message: issue.message });
    }
  }
  found.push(...crossCheck(raw));
  if (!found.length && parsed.success) return { ok: true, manifest: parsed.data, summary: summarise(parsed.data) };

  const src = new SourceMap(text);
  const problems = found.map(({ path, message, asKey }): Problem => {
    const { line, col } = src.position(src.offsetOf(path, asKey));
    return { line, col, path: jsonPath(path), message: `${dataPath(path, raw)}: ${message}` };
  });
  problems.sort((a, b) => a.line - b.line || a.col - b.col);
  return { ok: false, problems: dedupe(problems) };
}

/** Replaces "{{name}}" in every string with site.variables[name]. */
function substituteVariables(raw: unknown, report: (path: Path, msg: string) => void): unknown {
  const vars = ((raw as { site?: { variables?: unknown } })?.site?.variables ?? {}) as Record<string, unknown>;
  const known = Object.keys(vars);
  const path: (string | number)[] = []; // one shared stack: copied only when reporting
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') {
      if (!v.includes('{{') || (path[0] === 'site' && path[1] === 'variables')) return v;
      return v.replace(/\{\{\s*([^}]*?)\s*\}\}/g, (whole, name: string) => {
        if (typeof vars[name] === 'string') return vars[name] as string;
        report([...path], `unknown variable "${whole}": define "${name}" in site.variables${known.length ? ` (defined: ${known.join(', ')})` : ''}`);
        return whole;
      });
    }
    if (!v || typeof v !== 'object') return v;
    // Containers are copied only when something inside them changed.
    const entries: [string | number, unknown][] = Array.isArray(v) ? v.map((x, i) => [i, x]) : Object.entries(v);
    let changed = false;
    const out = entries.map(([k, x]) => {
      path.push(k);
      const y = walk(x);
      path.pop();
      if (y !== x) changed = true;
      return y;
    });
    if (!changed) return v;
    return Array.isArray(v) ? out : Object.fromEntries(entries.map(([k], i) => [k, out[i]]));
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
