// Turns a path into the manifest (["routes", 3, "blocks", 1, "title"]) into the two forms an
// editor needs: a JSON path (routes[4].blocks[2].title) and a description in the data's own terms
// (route "/about" > block 2 (hero) > title), plus the line and column of the value in the file.
// Both count from 1, as a person counts the routes and blocks of the file: the second block is
// blocks[2] and "block 2" alike.
import { parseTree, type Node, type ParseError, printParseErrorCode, visit } from 'jsonc-parser';
import { quote } from '../values/errorMap';
import { IDENTIFIER, jsonPath, SHOWN_SEGMENTS, type DataPath } from '../values/problem';

export type Path = DataPath;
export { jsonPath };

const singular: Record<string, string> = {
  routes: 'route', blocks: 'block', links: 'link', cards: 'card', items: 'item', fields: 'field', tabs: 'tab',
  buttons: 'button', actions: 'button', paragraphs: 'paragraph', badges: 'badge', bullets: 'bullet', groups: 'group',
  quickLinks: 'quick link', resources: 'resource', primary: 'link', ages: 'age range', languages: 'language', audience: 'audience',
  lines: 'line',
};

function labelOf(v: unknown): string | undefined {
  if (!v || typeof v !== 'object') return undefined;
  const o = v as Record<string, unknown>;
  for (const k of ['title', 'label', 'heading', 'name']) if (typeof o[k] === 'string' && o[k]) return o[k] as string;
  return undefined;
}

export function dataPath(path: Path, data: unknown): string {
  const parts: string[] = [];
  let node: unknown = data;
  for (let i = 0; i < Math.min(path.length, SHOWN_SEGMENTS); i++) {
    const seg = path[i]!;
    const next = node && typeof node === 'object' && Object.hasOwn(node, seg) ? (node as Record<string | number, unknown>)[seg] : undefined;
    const parent = path[i - 1];
    if (typeof seg === 'number' && typeof parent === 'string') {
      const noun = singular[parent] ?? 'item';
      parts.pop();
      const o = (next ?? {}) as Record<string, unknown>;
      if (parent === 'routes' && typeof o.path === 'string') parts.push(`route ${quote(o.path)}`);
      else if (parent === 'blocks') parts.push(`block ${seg + 1}${typeof o.type === 'string' ? ` (${quote(o.type).slice(1, -1)})` : ''}`);
      else {
        const label = labelOf(next);
        parts.push(`${noun} ${seg + 1}${label ? ` ${quote(label)}` : ''}`);
      }
    } else if (typeof seg === 'number') parts.push(`item ${seg + 1}`);
    else parts.push(IDENTIFIER.test(seg) ? seg : quote(seg));
    node = next;
  }
  if (path.length > SHOWN_SEGMENTS) parts.push('…');
  return parts.join(' > ') || 'the manifest';
}

/** Line and column of offsets in the manifest's text, and (built on first use) its syntax tree.
 * `skipped`: [start, end) of containers, in order, that nothing will be located in: the tree has
 * them empty, so locating the warnings of a valid file with 10,000 routes need not build a node
 * for each of its values (seconds, and hundreds of MB). */
export class SourceMap {
  private tree: Node | undefined | null = null;
  private errors: { offset: number; message: string }[] = [];
  /** Where each line starts, found as far as a position has been asked for (`scanned`): the
   * warnings of a valid file are near its top, and a file of 10,000 routes has millions of lines. */
  private readonly lineStarts: number[] = [0];
  private scanned = 0;
  /** Where the tree's text left out the insides of `skipped`: from offset `at` of it on, add `shift`. */
  private cuts: { at: number; shift: number }[] = [];

  constructor(readonly text: string, private readonly skipped: readonly (readonly [number, number])[] = []) {}

  /** The syntax tree. Only call for text whose nesting scanStructure accepted: the parser recurses. */
  get root(): Node | undefined {
    if (this.tree === null) {
      const errors: ParseError[] = [];
      const { text, cuts } = emptied(this.text, this.skipped);
      this.cuts = cuts;
      this.tree = parseTree(text, errors, PARSE_OPTIONS);
      // Parse errors only come from a file with no spans left out (those are of valid files).
      this.errors = errors.length ? syntaxErrorsOf(this.text) : [];
    }
    return this.tree;
  }

  /** The syntax errors, each where its fix goes, in file order: every missing or extra comma and
   * invisible character, then the first error that leaves the structure unclear (one that
   * follows it would mostly be its echo). */
  get syntaxErrors(): { offset: number; message: string }[] {
    void this.root;
    return this.errors;
  }

  position(offset: number): { line: number; col: number } {
    // Every line that starts at or before offset (a line break before it) is known from here on.
    if (offset > this.scanned) {
      for (let i = this.text.indexOf('\n', this.scanned); i !== -1 && i < offset; i = this.text.indexOf('\n', i + 1)) this.lineStarts.push(i + 1);
      this.scanned = offset;
    }
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.lineStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, col: offset - this.lineStarts[lo]! + 1 };
  }

  /** The offset of the value at path, or of its nearest existing ancestor; with asKey, of the property's key.
   * A key written twice resolves to its last occurrence, the one JSON.parse keeps. */
  offsetOf(path: Path, asKey = false): number {
    let node = this.root;
    if (!node) return 0;
    for (const seg of path) {
      const next = childOf(node, seg);
      if (!next) return this.uncut(node.offset);
      node = next;
    }
    return this.uncut(asKey && node.parent?.type === 'property' ? node.parent.offset : node.offset);
  }

  /** Where to write something beside the value at path: just after it (`end`), or just inside its opening bracket. */
  placeOf(path: Path, end: boolean): number {
    let node = this.root;
    for (const seg of path) node = node && childOf(node, seg);
    if (!node) return this.offsetOf(path);
    return this.uncut(end ? node.offset + node.length : node.offset + 1);
  }

  /** An offset in the tree's text as an offset in the file's. */
  private uncut(offset: number): number {
    let shift = 0;
    for (let lo = 0, hi = this.cuts.length - 1; lo <= hi;) {
      const mid = (lo + hi) >> 1;
      if (this.cuts[mid]!.at <= offset) { shift = this.cuts[mid]!.shift; lo = mid + 1; } else hi = mid - 1;
    }
    return offset + shift;
  }
}

/** text without the insides of the spans ("{…}" becomes "{}"), and where it was cut. Left out, not
 * written as spaces: the parser would gather those spaces one by one. */
function emptied(text: string, spans: readonly (readonly [number, number])[]): { text: string; cuts: { at: number; shift: number }[] } {
  if (!spans.length) return { text, cuts: [] };
  const out: string[] = [];
  const cuts: { at: number; shift: number }[] = [];
  let from = 0;
  let shift = 0;
  for (const [a, b] of spans) {
    out.push(text.slice(from, a + 1));
    from = b - 1; // the closing bracket, which now follows the opening one
    const at = a + 1 - shift; // where that bracket lands in the text without the cuts
    shift += b - a - 2;
    cuts.push({ at, shift });
  }
  out.push(text.slice(from));
  return { text: out.join(''), cuts };
}

/** Objects with more keys than this get an index of their keys, built once: looking up each of
 * 40,000 unknown keys by a scan of the object took minutes. */
const SCANNED_KEYS = 16;
const keyIndex = new WeakMap<Node, Map<string, Node>>();

function childOf(node: Node, seg: string | number): Node | undefined {
  if (node.type === 'array') return typeof seg === 'number' ? node.children?.[seg] : undefined;
  if (node.type !== 'object' || typeof seg !== 'string') return undefined;
  const props = node.children ?? [];
  if (props.length > SCANNED_KEYS) {
    let index = keyIndex.get(node);
    if (!index) {
      index = new Map();
      // The last of a key written twice wins, as in JSON.parse.
      for (const p of props) if (typeof p.children?.[0]?.value === 'string' && p.children[1]) index.set(p.children[0].value, p.children[1]);
      keyIndex.set(node, index);
    }
    return index.get(seg);
  }
  let found: Node | undefined;
  for (const p of props) if (p.children?.[0]?.value === seg && p.children[1]) found = p.children[1];
  return found;
}

const PARSE_OPTIONS = { allowTrailingComma: false, disallowComments: true };

type Container = { type: 'object' | 'array'; offset: number };
type JsonError = { code: string; offset: number; container?: Container };
const closer = (c: Container) => (c.type === 'object' ? '}' : ']');
const isSpace = (ch: string | undefined) => ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r';
/** Places the indentation shows a container should have ended before, kept at most; and how many
 * of them are tried (each try parses the file again). */
const MAX_GUESSES = 200;
const maxTries = (text: string) => Math.max(2, Math.min(20, Math.floor(4_000_000 / text.length)));

/** The parser's errors, each with the container it was in (for a missing "}" or "]": the one it
 * ended at the end of the file), and the places where the file's indentation says a container
 * should have been closed before: a key or an item indented no deeper than the line that opened
 * its container, or a closing bracket on a line of its own indented less than that line (it was
 * meant for a container further out). A file with no indentation says nothing of that. */
function parseErrors(text: string, withGuesses = true): { errors: JsonError[]; guesses: { container: Container; at: number }[] } {
  const indented = withGuesses && /\n[ \t]+\S/.test(text);
  const lineStart = (at: number) => text.lastIndexOf('\n', at - 1) + 1;
  const leads = (at: number) => /^[ \t]*$/.test(text.slice(lineStart(at), at));
  const indent = (at: number) => /^[ \t]*/.exec(text.slice(lineStart(at)))![0].length;
  const stack: Container[] = [];
  let closed: Container | undefined;
  const errors: JsonError[] = [];
  const guesses: { container: Container; at: number }[] = [];
  const guess = (container: Container | undefined, at: number, deeper: boolean) => {
    if (indented && container && guesses.length < MAX_GUESSES && leads(at) && (deeper ? indent(at) < indent(container.offset) : indent(at) <= indent(container.offset))) guesses.push({ container, at });
  };
  const inList = (at: number) => { if (stack.at(-1)?.type === 'array') guess(stack.at(-1), at, false); };
  const begin = (type: Container['type']) => (offset: number) => {
    inList(offset);
    stack.push({ type, offset });
  };
  const end = (offset: number) => {
    closed = stack.pop();
    if (text[offset] === '}' || text[offset] === ']') guess(closed, offset, true);
  };
  visit(text, {
    onObjectBegin: begin('object'),
    onArrayBegin: begin('array'),
    onObjectEnd: end,
    onArrayEnd: end,
    onObjectProperty: (_key, offset) => guess(stack.at(-1), offset, false),
    onLiteralValue: (_value, offset) => inList(offset),
    onError: (error, offset) => {
      const code = printParseErrorCode(error);
      errors.push({ code, offset, container: code === 'CloseBraceExpected' || code === 'CloseBracketExpected' ? closed : stack.at(-1) });
    },
  }, PARSE_OPTIONS);
  return { errors, guesses };
}

/** The offset just after the last value before `at` (whitespace, and with overComma a comma, skipped back over). */
function endBefore(text: string, at: number, overComma = false): number {
  let i = at;
  while (i > 0 && isSpace(text[i - 1])) i--;
  if (overComma && text[i - 1] === ',') {
    i--;
    while (i > 0 && isSpace(text[i - 1])) i--;
  }
  return i;
}

/** A trailing comma: a comma, then a closing bracket. */
const isTrailingComma = (text: string, e: JsonError) => (e.code === 'PropertyNameExpected' || e.code === 'ValueExpected')
  && text[endBefore(text, e.offset) - 1] === ',' && (text[e.offset] === '}' || text[e.offset] === ']');
/** An invisible character where JSON allows none: a byte-order mark or a space other than a plain one. */
const isInvisible = (text: string, e: JsonError) => e.code === 'InvalidSymbol' && /\s|\ufeff/.test(String.fromCodePoint(text.codePointAt(e.offset) ?? 0));
/** A comma missing between two values: in an object, before a "key"; in a list, before a value
 * (not before a closing bracket of the other kind, nor a "key": in a list). */
const isMissingComma = (text: string, e: JsonError) => e.code === 'CommaExpected'
  && (e.container?.type === 'object' ? text[e.offset] === '"' : /^["{[\d\-tfn]/.test(text[e.offset] ?? ''));
/** The slips that leave the structure as it was meant, so the errors after them are real too. */
const isSlip = (text: string, e: JsonError) => isTrailingComma(text, e) || isInvisible(text, e) || isMissingComma(text, e);

/**
 * The syntax errors of a text that has some, each located where its fix goes and said as the fix:
 * a missing comma at the end of the value it should follow ("add a comma after …"), a trailing
 * comma at the comma, an object or list left open where its closing bracket belongs. Every slip
 * that leaves the structure as meant (a missing or extra comma, an invisible character) is listed;
 * after the first error that does not, the parser's view of the rest is only an echo of it, so
 * listing ends there. Where a container was left open is found from the file's indentation, each
 * place it suggests tried: the first after which the file parses, but for slips, is the one.
 */
function syntaxErrorsOf(text: string): { offset: number; message: string }[] {
  const { errors, guesses } = parseErrors(text);
  /** The value that ends at `end`, as a message names it: "Family Night", the "}", 3. */
  const valueEndingAt = (end: number): string | undefined => {
    const last = text[end - 1];
    if (last === '}' || last === ']') return `the "${last}"`;
    if (last === '"') {
      let start = end - 2;
      for (; start >= 0 && text[start] !== '\n'; start--) {
        if (text[start] !== '"') continue;
        let slashes = 0;
        while (text[start - 1 - slashes] === '\\') slashes++;
        if (slashes % 2 === 0) break;
      }
      try { return quote(JSON.parse(text.slice(start, end)) as string); } catch { return undefined; }
    }
    return /[\w.+-]+$/.exec(text.slice(Math.max(0, end - 40), end))?.[0];
  };
  const after = (end: number) => {
    const v = valueEndingAt(end);
    return v ? ` after ${v}` : ' here';
  };
  const opened = (c: Container) => `the ${c.type === 'object' ? 'object' : 'list'} that starts at line ${text.slice(0, c.offset).split('\n').length}`;
  /** Whether `insert` at `at` leaves the text with nothing but slips. */
  const fixes = (at: number, insert: string) => {
    const fixed = text.slice(0, at) + insert + text.slice(at);
    return parseErrors(fixed, false).errors.every((e) => isSlip(fixed, e));
  };

  const out: { offset: number; message: string }[] = [];
  const say = (offset: number, message: string) => out.push({ offset, message: `JSON syntax error: ${message}` });
  for (const e of errors) {
    const next = text[e.offset];
    const before = endBefore(text, e.offset);
    if (isTrailingComma(text, e)) {
      say(before - 1, `a comma before the closing "${next}" (a trailing comma): remove this comma`);
      continue;
    }
    if (isInvisible(text, e)) {
      const ch = String.fromCodePoint(text.codePointAt(e.offset) ?? 0);
      say(e.offset, ch === '\ufeff' ? 'an invisible byte-order mark (U+FEFF) here: remove it' : `unexpected character ${quote(ch)} (an invisible space): replace it with a normal space`);
      continue;
    }
    if (isMissingComma(text, e)) {
      say(before, `a comma is missing: add a comma${after(before)}`);
      continue;
    }
    // The structure is not as meant: a container left open? Where the indentation says first
    // (the parser may have gone on long after), then right where the parser stopped: in an object,
    // a "{" or "[" after a value, or a "]", can only mean the object was not closed (a value there
    // needs a "key": first), and in a list a "}" that the list was not.
    const here = e.container && e.code !== 'CloseBraceExpected' && e.code !== 'CloseBracketExpected' ? [{ container: e.container, at: e.offset }] : [];
    const open = [...guesses.filter((g) => g.at <= e.offset), ...here].slice(0, maxTries(text)).map((g) => {
      const end = endBefore(text, g.at, true);
      // Before a value, the closing bracket needs a comma after it.
      const comma = /^["{[\d\-tfn]/.test(text[g.at] ?? '') && text[endBefore(text, g.at) - 1] !== ',' && g.at === e.offset ? ',' : '';
      return { ...g, end, comma };
    }).find((g) => fixes(g.end, closer(g.container) + g.comma));
    if (open) {
      say(open.end, `${opened(open.container)} is not closed: add "${closer(open.container)}"${after(open.end)}${open.comma ? ', then a comma' : ''}`);
      break;
    }
    if (e.code === 'CloseBraceExpected' || e.code === 'CloseBracketExpected') {
      say(e.offset, `expected "${e.code === 'CloseBraceExpected' ? '}' : ']'}" to close ${e.container ? opened(e.container) : `the ${e.code === 'CloseBraceExpected' ? 'object' : 'list'}`}`);
      // Several containers open at the end of the file: each is said, in the order to close them.
      if (errors.every((x) => x.offset <= e.offset)) continue;
      break;
    }
    say(e.offset, e.code === 'InvalidSymbol' ? `unexpected character ${quote(String.fromCodePoint(text.codePointAt(e.offset) ?? 0))}` : syntaxMessage(e.code));
    break;
  }
  return out;
}

function syntaxMessage(code: string): string {
  const plain: Record<string, string> = {
    InvalidSymbol: 'unexpected character', InvalidNumberFormat: 'malformed number', PropertyNameExpected: 'expected a "key" in double quotes',
    ValueExpected: 'expected a value', ColonExpected: 'expected ":" after the key', CommaExpected: 'expected "," between items',
    CloseBraceExpected: 'expected "}" to close the object', CloseBracketExpected: 'expected "]" to close the list',
    EndOfFileExpected: 'unexpected content after the end of the manifest', InvalidCommentToken: 'comments are not allowed in JSON',
    UnexpectedEndOfComment: 'unfinished comment', UnexpectedEndOfString: 'unfinished text: a closing " is missing',
    UnexpectedEndOfNumber: 'unfinished number', InvalidUnicode: 'invalid \\u escape', InvalidEscapeCharacter: 'invalid escape after \\',
    InvalidCharacter: 'invalid character in text (use \\n for a line break)',
  };
  return plain[code] ?? code;
}
