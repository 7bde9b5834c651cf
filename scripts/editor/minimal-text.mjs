// The new text of site.json for an edited value, changing as few lines as it can. The file is
// normally exactly JSON.stringify(value, null, 2) + '\n' (what npm run schema:json and the editor
// write): then the same serialisation of the new value keeps every untouched line byte for byte,
// since the editor keeps each object's key order. A file formatted otherwise (by hand, another
// indent, CRLF) is patched span by span with jsonc-parser, which rewrites only the values that
// changed; should even that not give back the value exactly, the save is refused, never guessed.
import { applyEdits, modify } from 'jsonc-parser';
import { isDeepStrictEqual } from 'node:util';

export const canonical = (value) => `${JSON.stringify(value, null, 2)}\n`;

/** { text } or { error } (a sentence the owner can act on). */
export function minimalText(oldText, newValue) {
  let oldValue;
  try {
    oldValue = JSON.parse(oldText);
  } catch {
    return { error: 'data/site.json on disk is not valid JSON just now (edited by hand?): fix it, or run npm run validate to see where, then save again; your edits are kept in this browser' };
  }
  if (oldText === canonical(oldValue)) return { text: canonical(newValue) };
  const options = { formattingOptions: formattingOf(oldText) };
  let text = oldText;
  try {
    for (const { path, value, insert } of changes(oldValue, newValue)) text = applyEdits(text, modify(text, path, value, { ...options, isArrayInsertion: !!insert }));
  } catch (e) {
    return { error: refused(e.message) };
  }
  let back;
  try { back = JSON.parse(text); } catch { back = undefined; }
  if (!isDeepStrictEqual(back, newValue) || JSON.stringify(back) !== JSON.stringify(newValue)) {
    return { error: refused('the patched file did not read back as the edited value') };
  }
  return { text };
}

const refused = (why) => `data/site.json is not in the layout the editor writes (two-space JSON), and patching it in place failed (${why}): save it once with npm run schema:json's layout (node -e "…JSON.stringify(v, null, 2)") or edit this change by hand`;

/** The file's own indent and line ends, so a patch looks like the lines around it. */
function formattingOf(text) {
  const indent = /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
  return { insertSpaces: !indent.includes('\t'), tabSize: indent.includes('\t') ? 1 : indent.length, eol: text.includes('\r\n') ? '\r\n' : '\n' };
}

const isObj = (v) => !!v && typeof v === 'object' && !Array.isArray(v);

const same = (a, b) => isDeepStrictEqual(a, b) && JSON.stringify(a) === JSON.stringify(b);

/**
 * The smallest set of { path, value, insert } writes from a to b (value undefined: remove). A list
 * that gained items at its end gets them inserted, one that lost one item loses it; a list changed
 * otherwise (items moved) is written whole, as is an object whose keys changed order.
 */
export function changes(a, b, path = []) {
  if (same(a, b)) return [];
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length === b.length) return b.flatMap((x, i) => changes(a[i], x, [...path, i]));
    if (b.length > a.length && a.every((x, i) => same(x, b[i]))) return b.slice(a.length).map((x, k) => ({ path: [...path, a.length + k], value: x, insert: true }));
    const gone = a.findIndex((x, i) => !same(x, b[i]));
    if (b.length === a.length - 1 && b.slice(gone).every((x, i) => same(x, a[gone + 1 + i]))) return [{ path: [...path, gone], value: undefined }];
    return [{ path, value: b }];
  }
  if (isObj(a) && isObj(b)) {
    const kept = Object.keys(a).filter((k) => k in b);
    const order = Object.keys(b).filter((k) => k in a);
    if (kept.join('\0') !== order.join('\0')) return [{ path, value: b }];
    const out = [];
    for (const k of Object.keys(a)) if (!(k in b)) out.push({ path: [...path, k], value: undefined });
    for (const [k, x] of Object.entries(b)) out.push(...(k in a ? changes(a[k], x, [...path, k]) : [{ path: [...path, k], value: x }]));
    return out;
  }
  return [{ path, value: b }];
}
