// Turns a path into the manifest (["routes", 3, "blocks", 1, "title"]) into the two forms an
// editor needs: a JSON path (routes[3].blocks[1].title) and a description in the data's own terms
// (route "/about" > block 2 (hero) > title), plus the line and column of the value in the file.
import { findNodeAtLocation, parseTree, type Node, type ParseError, printParseErrorCode } from 'jsonc-parser';

export type Path = readonly (string | number)[];

export function jsonPath(path: Path): string {
  return path.reduce<string>((s, seg) => (typeof seg === 'number' ? `${s}[${seg}]` : s ? `${s}.${seg}` : seg), '') || '(top level)';
}

const singular: Record<string, string> = {
  routes: 'route', blocks: 'block', links: 'link', cards: 'card', items: 'item', fields: 'field', tabs: 'tab',
  buttons: 'button', actions: 'button', paragraphs: 'paragraph', badges: 'badge', bullets: 'bullet', groups: 'group',
  quickLinks: 'quick link', resources: 'resource', primary: 'link',
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
  for (let i = 0; i < path.length; i++) {
    const seg = path[i]!;
    const next = node && typeof node === 'object' ? (node as Record<string | number, unknown>)[seg] : undefined;
    const parent = path[i - 1];
    if (typeof seg === 'number' && typeof parent === 'string') {
      const noun = singular[parent] ?? 'item';
      parts.pop();
      const o = (next ?? {}) as Record<string, unknown>;
      if (parent === 'routes' && typeof o.path === 'string') parts.push(`route "${o.path}"`);
      else if (parent === 'blocks') parts.push(`block ${seg + 1}${typeof o.type === 'string' ? ` (${o.type})` : ''}`);
      else {
        const label = labelOf(next);
        parts.push(`${noun} ${seg + 1}${label ? ` "${label.length > 40 ? `${label.slice(0, 40)}…` : label}"` : ''}`);
      }
    } else parts.push(String(seg));
    node = next;
  }
  return parts.join(' > ') || 'the manifest';
}

export class SourceMap {
  readonly root: Node | undefined;
  readonly syntaxErrors: { offset: number; message: string }[] = [];
  private readonly lineStarts: number[] = [0];

  constructor(readonly text: string) {
    for (let i = 0; i < text.length; i++) if (text[i] === '\n') this.lineStarts.push(i + 1);
    const errors: ParseError[] = [];
    this.root = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
    for (const e of errors) {
      const trailingComma = /,\s*$/.test(text.slice(0, e.offset)) && /^[}\]]/.test(text.slice(e.offset));
      this.syntaxErrors.push({ offset: e.offset, message: trailingComma ? 'JSON syntax error: a trailing comma: remove the "," before this bracket' : syntaxMessage(printParseErrorCode(e.error)) });
    }
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

  /** The offset of the value at path, or of its nearest existing ancestor; with asKey, of the property's key. */
  offsetOf(path: Path, asKey = false): number {
    if (!this.root) return 0;
    for (let n = path.length; n >= 0; n--) {
      const node = findNodeAtLocation(this.root, path.slice(0, n) as (string | number)[]);
      if (node) return asKey && n === path.length && node.parent?.type === 'property' ? node.parent.offset : node.offset;
    }
    return this.root.offset;
  }
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
