// Validation for `npm start`: after a full load, a save whose changes all lie inside routes (same
// paths, nothing else touched) re-validates just those routes. Anything else (the site or
// navigation, a route added, removed or moved to another path, a block with rules across routes,
// a translated route, any problem at all) takes the full loadManifest, so the result, problems
// included, is always exactly what a full load gives; after a full load, the routes that differ
// from the last good manifest's are still said, when nothing else does, so only their pages are
// rendered again. The changed routes are found from where the new text first and
// last differs from the last good text, so a save costs little more than reading the file.
import { errorMap } from '../values/errorMap';
import { anchorsOf } from '../values/anchors';
import { routeLinkProblems } from './crossCheck';
import { readManifest, substituteVariables, withoutBom, type Problem } from './load';
import { guidePlaces } from '../model/guides';
import { ListingIndex, sameResources } from '../derive/listingIndex';
import { SITE_WIDE_BLOCKS, type Manifest } from '../model/manifest';
import { route as routeSchema } from '../model/route';
import { scanStructure } from './structure';
import { PLACEHOLDER_TOKEN } from './placeholders';

export type IncrementalResult =
  /** changed: the indexes of the routes this load changed; undefined when anything may have changed.
   * placeholders: as loadManifest gives them (the short way changes none: see changedRoutes). */
  | { ok: true; manifest: Manifest; changed?: number[]; placeholders: Problem[] }
  | { ok: false; problems: Problem[] };

type Span = [number, number];
interface Last { text: string; spans: Span[]; manifest: Manifest; variables: unknown; paths: Map<string, unknown>; placeholders: Problem[] }

const siteWide = new RegExp(`"(${SITE_WIDE_BLOCKS.join('|')})"`);
const TRANSLATED = /"translations"/;

/** How many characters a and b share at the start: compared in large pieces, then smaller ones. */
function commonPrefix(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  for (let size = 1 << 16; size >= 1; size >>= 4) while (i + size <= n && a.slice(i, i + size) === b.slice(i, i + size)) i += size;
  return i;
}

/** How many characters a and b share at the end, at most `max`. */
function commonSuffix(a: string, b: string, max: number): number {
  let k = 0;
  for (let size = 1 << 16; size >= 1; size >>= 4) {
    while (k + size <= max && a.slice(a.length - k - size, a.length - k) === b.slice(b.length - k - size, b.length - k)) k += size;
  }
  return k;
}

/** Whether the first `lines` lines of text end before `offset`. */
function linesBefore(text: string, lines: number, offset: number): boolean {
  let end = -1;
  for (let l = 0; l < lines; l++) if ((end = text.indexOf('\n', end + 1)) === -1) return false;
  return end < offset;
}

/** The spans of the routes written in `slice` (the text of whole routes and what is between them),
 * relative to the slice, or null when it holds anything deeper than allowed or a key written twice. */
function routeSpansIn(slice: string): Span[] | null {
  const prefix = '{"routes":[';
  const s = scanStructure(`${prefix}${slice}]}`);
  if (s.tooDeep || s.duplicates.length || s.routeSpans.some(([, end]) => end < 0)) return null;
  return s.routeSpans.map(([a, b]) => [a - prefix.length, b - prefix.length]);
}

/**
 * `changes: false`: the caller never reads which routes a full load changed (the editor's live
 * check), so a full load does not work it out (every route compared with the last good one's);
 * `changed` is then absent after a full load. Nothing else differs.
 */
export function createIncrementalLoader({ changes = true }: { changes?: boolean } = {}) {
  let last: Last | null = null;
  // Which tags each address is listed with, built the first time an edit changes listings.
  let listings: ListingIndex | null = null;

  // A load with problems leaves `last` as it was: the last good manifest (what the site shows), so
  // the save that fixes the problems is compared with it and can take the short way.
  function full(input: string): IncrementalResult {
    listings = null;
    const { result, text, structure, raw } = readManifest(input);
    if (!result.ok) return result;
    const before = last?.manifest;
    last = null;
    if (!structure.routeSpans.some(([, end]) => end < 0)) {
      const variables = (raw as { site?: { variables?: unknown } }).site?.variables;
      last = { text, spans: structure.routeSpans, manifest: result.manifest, variables, paths: new Map(result.manifest.routes.map((r) => [r.path, r])), placeholders: result.placeholders };
    }
    const changed = changes && before && routesChanged(before, result.manifest);
    return { ok: true, manifest: result.manifest, ...(changed && { changed }), placeholders: result.placeholders };
  }

  /** The routes a save changed, when its changes all lie inside routes i..j; null otherwise. */
  function changedRoutes(text: string, prev: Last): { i: number; j: number; spans: Span[] } | null {
    const start = commonPrefix(text, prev.text);
    const end = commonSuffix(text, prev.text, Math.min(text.length, prev.text.length) - start);
    const oldEnd = prev.text.length - end; // the changes are [start, oldEnd) of the old text
    // The placeholders found by the last full load keep their lines only if they all lie before the change.
    if (!linesBefore(prev.text, Math.max(0, ...prev.placeholders.map((p) => p.line)), start)) return null;
    const i = prev.spans.findIndex(([, b]) => b > start);
    let j = i;
    while (j + 1 < prev.spans.length && prev.spans[j + 1]![0] < oldEnd) j++;
    // Inside the brackets of routes i..j, or not for this path.
    if (i === -1 || start <= prev.spans[i]![0] || oldEnd >= prev.spans[j]![1]) return null;
    const delta = text.length - prev.text.length;
    const from = prev.spans[i]![0];
    const found = routeSpansIn(text.slice(from, prev.spans[j]![1] + delta));
    if (!found || found.length !== j - i + 1) return null;
    const spans = found.map(([a, b]): Span => [a + from, b + from]);
    // What lies between the routes (commas, spaces) must not have changed.
    for (let k = i; k < j; k++) {
      if (text.slice(spans[k - i]![1], spans[k - i + 1]![0]) !== prev.text.slice(prev.spans[k]![1], prev.spans[k + 1]![0])) return null;
    }
    return { i, j, spans };
  }

  return function load(input: string): IncrementalResult {
    const prev = last;
    if (!prev) return full(input);
    const text = withoutBom(input);
    if (text === prev.text) return { ok: true, manifest: prev.manifest, changed: [], placeholders: prev.placeholders };
    const diff = changedRoutes(text, prev);
    if (!diff) return full(input);
    const changed: number[] = [];
    const next = [...prev.manifest.routes];
    for (let k = diff.i; k <= diff.j; k++) {
      const [a, b] = diff.spans[k - diff.i]!;
      const now = text.slice(a, b);
      const before = prev.text.slice(...prev.spans[k]!);
      if (now === before) continue;
      // A block with rules across routes (one search page...) in the old or new text: the whole manifest decides.
      if (siteWide.test(now) || siteWide.test(before)) return full(input);
      // A translated route (before or after): its page in the other language changes too.
      if (TRANSLATED.test(now) || TRANSLATED.test(before)) return full(input);
      // A placeholder written or removed in a route: the full load finds and locates them all. Every
      // other kind lies in the site settings, which the short way never touches.
      if (PLACEHOLDER_TOKEN.test(now) || PLACEHOLDER_TOKEN.test(before)) return full(input);
      let raw: unknown;
      try { raw = JSON.parse(now); } catch { return full(input); }
      let problems = 0;
      const data = substituteVariables(raw, () => problems++, { at: ['routes', k], variables: prev.variables });
      const parsed = routeSchema.safeParse(data, { error: errorMap });
      // A route moved to another path can break or mend links anywhere: that is for a full load.
      if (problems || !parsed.success || parsed.data.path !== prev.manifest.routes[k]!.path) return full(input);
      if (routeLinkProblems(raw, k, prev.paths).length) return full(input);
      // Other pages may link to this one's sections: new or removed anchors are for a full load.
      if (!sameSet(anchorsOf(prev.manifest.routes[k]!.blocks), anchorsOf(parsed.data.blocks))) return full(input);
      // Listings of an address must agree across routes (inconsistentListings in the manifest).
      const old = prev.manifest.routes[k]!;
      if (!sameResources(prev.manifest, old, parsed.data) && !(listings ??= new ListingIndex(prev.manifest)).replace(old, parsed.data)) return full(input);
      // Its language and its place in the others are the same as before: same path, no translation.
      next[k] = old.lang ? { ...parsed.data, lang: old.lang, alternates: old.alternates } : parsed.data;
      changed.push(k);
    }
    placeInGuides(prev, next, changed);
    const delta = text.length - prev.text.length;
    const spans = prev.spans.map((s, k): Span => (k < diff.i ? s : k > diff.j ? [s[0] + delta, s[1] + delta] : diff.spans[k - diff.i]!));
    const manifest = { ...prev.manifest, routes: next };
    last = { ...prev, text, spans, manifest };
    return { ok: true, manifest, changed: changed.sort((a, b) => a - b), placeholders: prev.placeholders };
  };
}

/**
 * After a full load, the routes that differ from the last good manifest's, when nothing else does:
 * the same settings and menus, the same paths in the same order, and no block with rules across
 * routes in a changed route. An edit of a translated route (its page in the other language changes
 * too) is validated in full, and still renders just its two pages. Null: anything may have changed.
 */
function routesChanged(before: Manifest, after: Manifest): number[] | null {
  const { routes: a, ...shellBefore } = before;
  const { routes: b, ...shellAfter } = after;
  if (a.length !== b.length || a.some((r, k) => r.path !== b[k]!.path)) return null;
  if (JSON.stringify(shellBefore) !== JSON.stringify(shellAfter)) return null;
  const changed: number[] = [];
  for (let k = 0; k < a.length; k++) {
    if (a[k] === b[k]) continue;
    const was = JSON.stringify(a[k]);
    const now = JSON.stringify(b[k]);
    if (was === now) continue;
    if (siteWide.test(was) || siteWide.test(now)) return null;
    changed.push(k);
  }
  return changed;
}

/**
 * Each page's place in its guide (breadcrumbs, previous and next), as the manifest works it out
 * from the navigation and the routes' titles. The changed routes get theirs; when a title changed,
 * the pages whose place names it change too, and join `changed`.
 */
function placeInGuides(prev: Last, next: Manifest['routes'], changed: number[]): void {
  const places = guidePlaces(prev.manifest.navigation, next);
  const placed = (r: Manifest['routes'][number]) => (places.has(r.path) ? { ...r, guide: places.get(r.path)! } : r);
  for (const k of changed) next[k] = placed(next[k]!);
  if (!changed.some((k) => next[k]!.title !== prev.manifest.routes[k]!.title)) return;
  next.forEach((r, k) => {
    if (changed.includes(k) || !places.has(r.path) || JSON.stringify(places.get(r.path)) === JSON.stringify(r.guide)) return;
    next[k] = placed(r);
    changed.push(k);
  });
}

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((x) => b.has(x));
