// Turns a path into the manifest (["routes", 3, "blocks", 1, "title"]) into the two forms an
// editor needs: a JSON path (routes[4].blocks[2].title) and a description in the data's own terms
// (route "/about" > block 2 (hero) > title), plus the line and column of the value in the file.
// Both count from 1, as a person counts the routes and blocks of the file: the second block is
// blocks[2] and "block 2" alike.
import { parseTree, type Node, type ParseError, printParseErrorCode } from 'jsonc-parser';
import { quote } from './errorMap';

export type Path = readonly (string | number)[];

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
/** Paths longer than this (only a value nested too deeply has one) are shortened with "…". */
const SHOWN_SEGMENTS = 12;

export function jsonPath(path: Path): string {
  const shown = path.slice(0, SHOWN_SEGMENTS);
  const s = shown.reduce<string>((acc, seg) => {
    if (typeof seg === 'number') return `${acc}[${seg + 1}]`;
    if (!IDENTIFIER.test(seg)) return `${acc}[${quote(seg)}]`; // a key no schema defines: quoted, escaped
    return acc ? `${acc}.${seg}` : seg;
  }, '');
  return (s || '(top level)') + (path.length > shown.length ? '…' : '');
}

const singular: Record<string, string> = {
  routes: 'route', blocks: 'block', links: 'link', cards: 'card', items: 'item', fields: 'field', tabs: 'tab',
  buttons: 'button', actions: 'button', paragraphs: 'paragraph', badges: 'badge', bullets: 'bullet', groups: 'group',
  quickLinks: 'quick link', resources: 'resource', primary: 'link', ages: 'age range', languages: 'language', audience: 'audience',
  keywords: 'keyword', lines: 'line',
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
  private readonly lineStarts: number[] = [0];
  /** Where the tree's text left out the insides of `skipped`: from offset `at` of it on, add `shift`. */
  private cuts: { at: number; shift: number }[] = [];

  constructor(readonly text: string, private readonly skipped: readonly (readonly [number, number])[] = []) {
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) this.lineStarts.push(i + 1);
  }

  /** The syntax tree. Only call for text whose nesting scanStructure accepted: the parser recurses. */
  get root(): Node | undefined {
    if (this.tree === null) {
      const errors: ParseError[] = [];
      const { text, cuts } = emptied(this.text, this.skipped);
      this.cuts = cuts;
      this.tree = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
      this.errors = errors.map((e) => ({ offset: this.uncut(e.offset), message: this.describe({ ...e, offset: this.uncut(e.offset) }) }));
    }
    return this.tree;
  }

  get syntaxErrors(): { offset: number; message: string }[] {
    void this.root;
    return this.errors;
  }

  private describe(e: ParseError): string {
    const { text } = this;
    if (/,\s*$/.test(text.slice(Math.max(0, e.offset - 200), e.offset)) && /^[}\]]/.test(text.slice(e.offset, e.offset + 1))) {
      return 'JSON syntax error: a trailing comma: remove the "," before this bracket';
    }
    const code = printParseErrorCode(e.error);
    if (code === 'InvalidSymbol' || code === 'InvalidCharacter') {
      const ch = String.fromCodePoint(text.codePointAt(e.offset) ?? 0);
      if (ch === '\ufeff') return 'JSON syntax error: an invisible byte-order mark (U+FEFF) here: remove it';
      if (code === 'InvalidSymbol') return `JSON syntax error: unexpected character ${quote(ch)}${/\s/.test(ch) ? ' (an invisible space): replace it with a normal space' : ''}`;
    }
    return syntaxMessage(code);
  }

  position(offset: number): { line: number; col: number } {
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
  return `JSON syntax error: ${plain[code] ?? code}`;
}
