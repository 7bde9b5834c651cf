// Validation for `npm start`: after the first full load, a save that changed only some routes
// (same paths, same everything else) re-validates just those routes. Anything else (the site or
// navigation, a route added, removed or moved to another path, a block with rules across routes,
// any problem at all) takes the full loadManifest, so the result, problems included, is always
// exactly what a full load gives.
import { errorMap } from './errorMap';
import { routeLinkProblems } from './crossCheck';
import { readManifest, substituteVariables, withoutBom, type Problem } from './load';
import { SITE_WIDE_BLOCKS, type Manifest } from './manifest';
import { route as routeSchema } from './route';
import { scanStructure } from './structure';

export type IncrementalResult =
  /** changed: the indexes of the routes this load changed; undefined after a full load (anything may have). */
  | { ok: true; manifest: Manifest; changed?: number[] }
  | { ok: false; problems: Problem[] };

interface Last {
  /** The text outside the routes' spans, which must not change for an incremental load. */
  rest: string;
  routes: string[];
  manifest: Manifest;
  variables: unknown;
  paths: Set<string>;
}

/** The text of each route, and everything else joined. */
function split(text: string, spans: [number, number][]): { routes: string[]; rest: string } {
  const routes: string[] = [];
  const rest: string[] = [];
  let at = 0;
  for (const [start, end] of spans) {
    rest.push(text.slice(at, start));
    routes.push(text.slice(start, end));
    at = end;
  }
  rest.push(text.slice(at));
  return { routes, rest: rest.join('\u0000') };
}

const siteWide = new RegExp(`"(${SITE_WIDE_BLOCKS.join('|')})"`);

export function createIncrementalLoader() {
  let last: Last | null = null;

  // A load with problems leaves `last` as it was: the last good manifest (what the site shows), so
  // the save that fixes the problems is compared with it and can take the short way.
  function full(input: string): IncrementalResult {
    const { result, text, structure, raw } = readManifest(input);
    if (result.ok) last = null;
    if (result.ok && !structure.routeSpans.some(([, end]) => end < 0)) {
      const { routes, rest } = split(text, structure.routeSpans);
      const variables = (raw as { site?: { variables?: unknown } }).site?.variables;
      last = { rest, routes, manifest: result.manifest, variables, paths: new Set(result.manifest.routes.map((r) => r.path)) };
    }
    return result.ok ? { ok: true, manifest: result.manifest } : result;
  }

  return function load(input: string): IncrementalResult {
    if (!last) return full(input);
    const text = withoutBom(input);
    const structure = scanStructure(text);
    if (structure.tooDeep || structure.duplicates.length || structure.routeSpans.length !== last.routes.length) return full(input);
    const { routes, rest } = split(text, structure.routeSpans);
    if (rest !== last.rest) return full(input);
    const changed: number[] = [];
    const next = [...last.manifest.routes];
    for (let i = 0; i < routes.length; i++) {
      if (routes[i] === last.routes[i]) continue;
      // A block with rules across routes (one search page...) in the old or new text: the whole manifest decides.
      if (siteWide.test(routes[i]!) || siteWide.test(last.routes[i]!)) return full(input);
      let raw: unknown;
      try { raw = JSON.parse(routes[i]!); } catch { return full(input); }
      let problems = 0;
      const data = substituteVariables(raw, () => problems++, { at: ['routes', i], variables: last.variables });
      const parsed = routeSchema.safeParse(data, { error: errorMap });
      // A route moved to another path can break or mend links anywhere: that is for a full load.
      if (problems || !parsed.success || parsed.data.path !== last.manifest.routes[i]!.path) return full(input);
      if (routeLinkProblems(raw, i, last.paths).length) return full(input);
      next[i] = parsed.data;
      changed.push(i);
    }
    const manifest = { ...last.manifest, routes: next };
    last = { ...last, routes, manifest };
    return { ok: true, manifest, changed };
  };
}
