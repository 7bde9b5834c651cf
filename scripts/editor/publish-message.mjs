// The proposed message of a Publish: what changed in site.json since the last commit, in the
// owner's words, made by comparing the committed text with the file now:
//   Site: page "Our Story" (title, block 3); crisis line 2 (text to)
// Places are named from the data and its keys (as src/editor/places.ts names them for the forms),
// never from a list of known fields. The owner can change the message before publishing.

const MAX_GROUPS = 5;
const MAX_DETAILS = 4;
const LANGUAGES = { en: 'English', es: 'Spanish' };

const isObj = (v) => !!v && typeof v === 'object' && !Array.isArray(v);
const same = (a, b) => a === b || JSON.stringify(a) === JSON.stringify(b);
const short = (s, max = 40) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** "logoText" → "logo text". */
const words = (key) => String(key).replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]/g, ' ').toLowerCase();
/** "lines" → "line", "entries" → "entry". */
function singular(key) {
  const k = words(key);
  if (k.endsWith('ies')) return `${k.slice(0, -3)}y`;
  if (k.endsWith('ses') || k.endsWith('xes')) return k.slice(0, -2);
  return k.endsWith('s') ? k.slice(0, -1) : k;
}

/** Where a and b differ: [{ path, a, b }], objects key by key, lists of one length item by item
 * (the same comparison as src/editor/merge.ts), pages matched by their path. */
function differences(a, b, path = []) {
  if (same(a, b)) return [];
  if (path.length === 1 && path[0] === 'routes' && Array.isArray(a) && Array.isArray(b)) return pageDifferences(a, b);
  if (isObj(a) && isObj(b)) {
    const keys = [...Object.keys(a).filter((k) => !(k in b)), ...Object.keys(b)];
    return keys.flatMap((k) => differences(a[k], b[k], [...path, k]));
  }
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) return b.flatMap((v, i) => differences(a[i], v, [...path, i]));
  return [{ path, a, b }];
}

/** Pages added, removed or changed, each known by its address (a page moved is not a change). */
function pageDifferences(before, after) {
  const byPath = (list) => new Map(list.map((r, i) => [isObj(r) ? r.path : i, { r, i }]));
  const was = byPath(before);
  const now = byPath(after);
  const out = [];
  for (const [key, { r, i }] of now) {
    const old = was.get(key);
    out.push(...(old ? differences(old.r, r, ['routes', i]).map((d) => ({ ...d, page: r })) : [{ path: ['routes', i], a: undefined, b: r, page: r }]));
  }
  for (const [key, { r, i }] of was) if (!now.has(key)) out.push({ path: ['routes', i], a: r, b: undefined, page: r });
  return out;
}

/** The first place or two of a path, in words: ["blocks", 2, "heading"] → "block 3". */
function placeWords(path) {
  const out = [];
  for (let n = 0; n < path.length && out.length < 2; n++) {
    const seg = path[n];
    if (seg === 'translations' && typeof path[n + 1] === 'string') return [...out, `${LANGUAGES[path[n + 1]] ?? path[n + 1]} translation`].join(' ');
    if (typeof path[n + 1] === 'number') return [...out, `${singular(seg)} ${path[n + 1] + 1}`].join(' ');
    out.push(words(seg));
  }
  return out.join(' ');
}

/** A whole value added or removed, or a list that grew or shrank, in words. */
function wholeChange({ path, a, b }, name) {
  if (a === undefined) return `${name} added`;
  if (b === undefined) return `${name} removed`;
  if (Array.isArray(a) && Array.isArray(b)) {
    const n = b.length - a.length;
    const item = singular(path.at(-1) ?? 'item');
    return `${Math.abs(n)} ${item}${Math.abs(n) === 1 ? '' : 's'} ${n > 0 ? 'added' : 'removed'}`;
  }
  return name;
}

/** What changed inside a group: "title", "block 3", "block 3: 1 paragraph added". */
function detailOf(d, inner) {
  if (!inner.length) return undefined;
  const whole = d.a === undefined || d.b === undefined || (Array.isArray(d.a) && Array.isArray(d.b));
  if (!whole) return placeWords(inner);
  const where = placeWords(inner.slice(0, -1));
  const what = wholeChange({ ...d, path: inner }, words(inner.at(-1)));
  return where ? `${where}: ${what}` : what;
}

/** One difference as { group, detail }: page "Our Story" / title; crisis line 2 / text to. */
function nameOf(d) {
  const [top, ...rest] = d.path;
  if (top === 'routes') {
    const title = isObj(d.page) && typeof d.page.title === 'string' && d.page.title ? `"${short(d.page.title)}"` : String(Number(rest[0]) + 1);
    if (rest.length <= 1) return { group: `page ${title}${d.a === undefined ? ' (new)' : d.b === undefined ? ' (removed)' : ''}` };
    return { group: `page ${title}`, detail: detailOf(d, rest.slice(1)) };
  }
  // An item of a list in the settings is a group of its own: "crisis line 2".
  const at = top === 'site' && rest[0] !== 'translations' ? rest.findIndex((s) => typeof s === 'number') : -1;
  if (at >= 0) return { group: placeWords(rest.slice(0, at + 1)), detail: detailOf(d, rest.slice(at + 1)) };
  const group = top === 'site' ? 'site settings' : top === 'navigation' ? 'menus' : words(top ?? 'file');
  return { group, detail: detailOf(d, rest) };
}

/**
 * The proposed message: `before` is the committed text (null when the file is not in the last
 * commit), `after` the file now.
 */
export function proposedMessage(before, after, file = 'data/site.json') {
  if (before === null) return `Site: first version of ${file}`;
  let a;
  let b;
  try { a = JSON.parse(before); b = JSON.parse(after); } catch { return `Site: edit ${file}`; }
  const diffs = differences(a, b);
  if (!diffs.length) return before === after ? `Site: ${file}` : `Site: layout of ${file}`;
  const groups = new Map();
  for (const d of diffs) {
    const { group, detail } = nameOf(d);
    const details = groups.get(group) ?? new Set();
    if (detail) details.add(detail);
    groups.set(group, details);
  }
  const parts = [...groups].slice(0, MAX_GROUPS).map(([group, details]) => {
    const list = [...details];
    if (!list.length) return group;
    return `${group} (${list.slice(0, MAX_DETAILS).join(', ')}${list.length > MAX_DETAILS ? `, ${list.length - MAX_DETAILS} more` : ''})`;
  });
  const more = groups.size - MAX_GROUPS;
  return `Site: ${parts.join('; ')}${more > 0 ? `; ${more} more place${more === 1 ? '' : 's'}` : ''}`;
}
