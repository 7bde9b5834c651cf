// Comparing and merging drafts of site.json, with no side effects (test/unit/editor-merge.test.ts).
// - differences(a, b): the places where two values differ, objects key by key and lists of the same
//   length item by item; any other change (a list that grew or shrank, an object whose keys changed
//   order) is one difference of the whole value.
// - patchOf / applyPatch: a draft kept as its changes from the version it started from.
// - merge3(base, mine, theirs): a draft's changes (base → mine) applied to the file as it is now
//   (theirs), refused, with the places listed, where both changed the same place differently.
import type { Path } from './formDescription';
import { isObj, setIn } from './paths';

/** The same JSON value, key order included (the file keeps each object's key order). */
export const same = (a: unknown, b: unknown): boolean => a === b || (a !== undefined && b !== undefined && JSON.stringify(a) === JSON.stringify(b));

export interface Difference { path: Path; a: unknown; b: unknown }

/** Whether b's keys are a's kept ones in a's order, then any new ones: then a and b compare key by key. */
function keysInStep(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const bk = Object.keys(b);
  const kept = Object.keys(a).filter((k) => k in b);
  return kept.every((k, i) => bk[i] === k);
}

/** Where a and b differ (undefined on one side: the key is missing there). */
export function differences(a: unknown, b: unknown, path: Path = []): Difference[] {
  if (same(a, b)) return [];
  if (isObj(a) && isObj(b) && keysInStep(a, b)) {
    const out: Difference[] = [];
    for (const k of Object.keys(a)) if (!(k in b)) out.push({ path: [...path, k], a: a[k], b: undefined });
    for (const [k, v] of Object.entries(b)) out.push(...differences(a[k], v, [...path, k]));
    return out;
  }
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) return b.flatMap((v, i) => differences(a[i], v, [...path, i]));
  return [{ path, a, b }];
}

/** A change of a draft: the value at a place, or its removal (JSON has no undefined). */
export type Edit = { path: Path; value: unknown } | { path: Path; remove: true };

export const patchOf = (base: unknown, doc: unknown): Edit[] =>
  differences(base, doc).map((d) => (d.b === undefined ? { path: d.path, remove: true as const } : { path: d.path, value: d.b }));

/** base with the edits made: what patchOf(base, doc) was made from, key order included. */
export function applyPatch(base: unknown, edits: Edit[]): unknown {
  let out = base;
  for (const e of edits) out = setIn(out, e.path, 'remove' in e ? undefined : e.value);
  return out;
}

export interface Conflict { path: Path; base: unknown; mine: unknown; theirs: unknown }
export type MergeResult = { ok: true; value: unknown; conflicts: Conflict[] } | { ok: false; conflicts: Conflict[] };

/** The keys of a merged object: the file's order (theirs), with a key only the draft has placed
 * after the key it follows in the draft. */
function keyOrder(mine: Record<string, unknown>, theirs: Record<string, unknown>): string[] {
  const order = Object.keys(theirs);
  let after = -1;
  for (const k of Object.keys(mine)) {
    const at = order.indexOf(k);
    if (at >= 0) { after = at; continue; }
    order.splice(after + 1, 0, k);
    after++;
  }
  return order;
}

function merge(base: unknown, mine: unknown, theirs: unknown, path: Path, conflicts: Conflict[], prefer: 'mine' | 'theirs' | undefined): unknown {
  if (same(mine, theirs) || same(base, mine)) return theirs;
  if (same(base, theirs)) return mine;
  if (isObj(base) && isObj(mine) && isObj(theirs)) {
    const out: Record<string, unknown> = {};
    for (const k of keyOrder(mine, theirs)) {
      const v = merge(base[k], mine[k], theirs[k], [...path, k], conflicts, prefer);
      if (v !== undefined) out[k] = v;
    }
    return out;
  }
  if (Array.isArray(base) && Array.isArray(mine) && Array.isArray(theirs) && base.length === mine.length && mine.length === theirs.length) {
    return theirs.map((t, i) => merge(base[i], mine[i], t, [...path, i], conflicts, prefer));
  }
  conflicts.push({ path, base, mine, theirs });
  return prefer === 'mine' ? mine : theirs;
}

/**
 * The draft's changes (from base to mine) made to the file as it is now (theirs). Where both
 * changed the same place differently the merge is refused ({ ok: false, conflicts }), unless
 * `prefer` says whose value to keep there (the conflicts are still listed).
 */
export function merge3(base: unknown, mine: unknown, theirs: unknown, prefer?: 'mine' | 'theirs'): MergeResult {
  const conflicts: Conflict[] = [];
  const value = merge(base, mine, theirs, [], conflicts, prefer);
  return conflicts.length && !prefer ? { ok: false, conflicts } : { ok: true, value, conflicts };
}
