/** A container of a JSON value walked with copy-on-change: each entry's value goes through
 * `child` with its key on `path` meanwhile; `v` itself comes back when no child changed (and not
 * `changed` already), else a new array or object. Shared by the variable substitution
 * (schema/load.ts) and the list cut of a file with too many problems (schema/overflow.ts). */
export function rebuilt(v: object, entries: [string | number, unknown][], path: (string | number)[], child: (x: unknown) => unknown, changed = false): unknown {
  const out = entries.map(([k, x]) => {
    path.push(k);
    const y = child(x);
    path.pop();
    if (y !== x) changed = true;
    return y;
  });
  if (!changed) return v;
  return Array.isArray(v) ? out : Object.fromEntries(entries.map(([k], i) => [k, out[i]]));
}
