// The text a save of a live check's (or a preview's) draft would write, made again only where the
// draft changed. The page sends the whole draft after each change (a 10,000-route site is a 40 MB
// body); parsing it whole and writing the file's whole text again (minimal-text.mjs) took more than
// a second of each check. Here, once one body has been read whole, the next body is compared with
// it byte by byte: when all it changes lies inside one route, only that route is parsed and written
// again, into the last text at that route's place. The result is by construction exactly the text
// minimalText gives for the same body (test/node/editor-check-incremental.test.mjs compares them):
// - the short way is taken only when the file is in the layout the editor writes
//   (JSON.stringify(value, null, 2) + "\n"), where that text is the whole new text, whatever the file;
// - the last body's routes are placed only after its text was found to be exactly
//   JSON.stringify of what it parsed to (so it holds no key written twice, nothing skipped), and
//   that body is kept as bytes: a next body equal to it outside one route's braces parses to the
//   same value with that route replaced by what the bytes between the braces parse to;
// - a route at depth 2 of JSON.stringify(value, null, 2) is JSON.stringify(route, null, 2) with each
//   line break followed by four more spaces (a string never holds a bare line break).
// Anything else (another kind of change, a body of another shape, a file in another layout) takes
// the whole way, and the bodies after it can take the short way again. The file is read again only
// when its size or times changed, and is known to be in the layout without parsing it when it is a
// text made here or one a save of the thread wrote.
import { readFile, stat } from 'node:fs/promises';
import { canonical, minimalText } from './minimal-text.mjs';
import { bodyOf } from './request-body.mjs';
import { withoutBom } from './versions.mjs';

const BOM = '\ufeff';
const isObj = (v) => !!v && typeof v === 'object' && !Array.isArray(v);
/** A value written at `depth` (in levels of two spaces) of JSON.stringify(…, null, 2). */
const nested = (pretty, depth) => pretty.replaceAll('\n', `\n${' '.repeat(2 * depth)}`);
const member = (key, value) => `  ${JSON.stringify(key)}: ${nested(JSON.stringify(value, null, 2), 1)}`;
const routeText = (route) => `    ${nested(JSON.stringify(route, null, 2), 2)}`;

/** How many bytes a and b share at the start (compared in large pieces, then smaller ones). */
function commonPrefix(a, b) {
  const n = Math.min(a.length, b.length);
  let i = 0;
  for (let size = 1 << 20; size >= 1; size >>= 4) while (i + size <= n && Buffer.compare(a.subarray(i, i + size), b.subarray(i, i + size)) === 0) i += size;
  return i;
}

/** How many bytes a and b share at the end, at most `max`. */
function commonSuffix(a, b, max) {
  let k = 0;
  for (let size = 1 << 20; size >= 1; size >>= 4) {
    while (k + size <= max && Buffer.compare(a.subarray(a.length - k - size, a.length - k), b.subarray(b.length - k - size, b.length - k)) === 0) k += size;
  }
  return k;
}

/** The first span whose end is past `at` (spans in order, not overlapping). */
function spanAt(spans, at) {
  let lo = 0;
  let hi = spans.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (spans[mid][1] <= at) lo = mid + 1; else hi = mid;
  }
  return lo;
}

/**
 * The places of a body's routes, when its text is exactly JSON.stringify(body) with "value" first
 * and value.routes a list of at least one: { spans (bytes of the body), textSpans (characters of
 * the new text), text (that text, the file's layout: canonical(body.value)) }; else null.
 */
function placesOf(bytes, string, body) {
  const value = body.value;
  const keys = Object.keys(value ?? {});
  const at = keys.indexOf('routes');
  if (Object.keys(body)[0] !== 'value' || !isObj(value) || at < 0 || !Array.isArray(value.routes) || !value.routes.length) return null;
  // The body as JSON.stringify writes it, piece by piece: it must be the body's own text.
  const head = `{"value":{${keys.slice(0, at).map((k) => `${JSON.stringify(k)}:${JSON.stringify(value[k])},`).join('')}"routes":[`;
  const tail = `]${keys.slice(at + 1).map((k) => `,${JSON.stringify(k)}:${JSON.stringify(value[k])}`).join('')}}${Object.keys(body).slice(1).map((k) => `,${JSON.stringify(k)}:${JSON.stringify(body[k])}`).join('')}}`;
  if (!string.startsWith(head)) return null;
  const spans = [];
  let pos = head.length;
  let byte = Buffer.byteLength(head);
  for (const [i, route] of value.routes.entries()) {
    const piece = JSON.stringify(route);
    if (i && string[pos++] !== ',') return null;
    if (i) byte++;
    if (!string.startsWith(piece, pos)) return null;
    const size = Buffer.byteLength(piece);
    spans.push([byte, byte + size]);
    pos += piece.length;
    byte += size;
  }
  if (pos + tail.length !== string.length || !string.endsWith(tail) || byte + Buffer.byteLength(tail) !== bytes.length) return null;
  // Its bytes are that text's own (no byte the decoding replaced).
  if (Buffer.compare(Buffer.from(string), bytes) !== 0) return null;
  // The new text, canonical(value), piece by piece: each route's place in it is known.
  const textHead = `{\n${keys.slice(0, at).map((k) => `${member(k, value[k])},\n`).join('')}  "routes": [\n`;
  const textTail = `\n  ]${keys.slice(at + 1).map((k) => `,\n${member(k, value[k])}`).join('')}\n}\n`;
  const pieces = value.routes.map(routeText);
  const textSpans = [];
  let c = textHead.length;
  for (const p of pieces) { textSpans.push([c, c + p.length]); c += p.length + 2; }
  return { spans, textSpans, text: `${textHead}${pieces.join(',\n')}${textTail}` };
}

/**
 * One manifest file's draft texts, kept in the work thread between requests. `textFor(kind, bytes,
 * fields)` reads the body (bodyOf's refusals included) and returns { body, text, short } (the text a
 * save would write, the file's byte-order mark kept; short: made the short way) or { body, error }
 * (minimalText's refusal). `body` holds the body's fields (its value only when it was read whole).
 */
export function draftTexts(file) {
  /** The file as last read: { sig, text, bare, bom, canonical }. */
  let disk = null;
  /** The last text made here, and the last a save wrote, both in the editor's layout: a file read
   * back as one of them is in it, with no need to parse it and write it again to know. */
  let made = null;
  let written = null;
  /** Per kind of request (check, preview), the last body: { bytes, spans, textSpans, text, body }. */
  const last = new Map();

  /** The file as it is now (read again only when its size or times changed). */
  async function read() {
    const s = await stat(file, { bigint: true });
    const sig = `${s.dev}:${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}`;
    if (disk?.sig === sig) return disk;
    const text = await readFile(file, 'utf8');
    const bare = withoutBom(text);
    disk = { sig, text, bare, bom: bare !== text ? BOM : '', canonical: bare === made || bare === written ? true : undefined };
    written = null;
    return disk;
  }

  /** Whether the file is in the layout the editor writes (then a save's text is canonical(value)). */
  function inLayout(now) {
    if (now.canonical === undefined) {
      try { now.canonical = now.bare === canonical(JSON.parse(now.bare)); } catch { now.canonical = false; }
    }
    return now.canonical;
  }

  /** The short way: this body differs from the last only inside one route. */
  function spliced(kind, bytes) {
    const before = last.get(kind);
    if (!before) return null;
    const old = before.bytes;
    if (bytes.length === old.length && Buffer.compare(bytes, old) === 0) return { ...before, bytes };
    const p = commonPrefix(old, bytes);
    const q = commonSuffix(old, bytes, Math.min(old.length, bytes.length) - p);
    const k = spanAt(before.spans, p);
    if (k >= before.spans.length) return null;
    const [a, b] = before.spans[k];
    // Inside route k's braces: its first and last bytes are in what both bodies share.
    if (!(a < p && b - 1 >= old.length - q)) return null;
    const delta = bytes.length - old.length;
    let route;
    try { route = JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset + a, b + delta - a).toString('utf8')); } catch { return null; }
    const [ta, tb] = before.textSpans[k];
    const piece = routeText(route);
    const textDelta = piece.length - (tb - ta);
    const shift = (spans, d, span) => spans.map((s, i) => (i < k ? s : i === k ? span : [s[0] + d, s[1] + d]));
    return {
      bytes,
      spans: shift(before.spans, delta, [a, b + delta]),
      textSpans: shift(before.textSpans, textDelta, [ta, ta + piece.length]),
      text: before.text.slice(0, ta) + piece + before.text.slice(tb),
      body: before.body, // the other fields lie outside the route: the same
    };
  }

  return {
    /** Reads the file now, and finds whether it is in the editor's layout (the first check's work). */
    async read() { inLayout(await read()); },

    /** A save of the file as `before` is writing `after`: from a file in the layout, a text in it. */
    wrote(before, after) { if (disk?.text === before && disk.canonical === true) written = withoutBom(after); },

    async textFor(kind, bytes, fields) {
      const now = await read();
      if (inLayout(now)) {
        const next = spliced(kind, bytes);
        if (next) {
          last.set(kind, next);
          made = next.text;
          return { body: next.body, text: now.bom + next.text, short: true };
        }
      }
      last.delete(kind);
      const body = bodyOf(bytes, fields);
      if (!inLayout(now)) {
        const next = minimalText(now.bare, body.value);
        return next.error ? { body, error: next.error } : { body, text: now.bom + next.text };
      }
      const places = placesOf(bytes, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('utf8'), body);
      const text = places?.text ?? canonical(body.value);
      if (places) {
        const { value: _v, ...rest } = body;
        last.set(kind, { bytes, spans: places.spans, textSpans: places.textSpans, text, body: rest });
      }
      made = text;
      return { body, text: now.bom + text };
    },
  };
}
