// Characters that have no place in page text, and why. No Zod: the link classifier
// (schema/values/linkTarget.ts) and the header check (schema/model/headerUrl.ts) use it as well as the fields.
import { count, printable } from './errorMap';

// Characters that have no place in page text: C0/C1 controls and line separators (line breaks and
// tabs included: HTML would fold them into spaces), bidirectional overrides and isolates (which can make text read in
// a misleading order) and lone surrogates (half a character, from a bad cut or copy).
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]/u;

/** Why a string cannot be shown as page text, or undefined when it can. */
export function unsafeCharacter(s: string): string | undefined {
  const m = UNSAFE.exec(s);
  if (!m) return undefined;
  const c = m[0];
  const code = `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
  const at = `at character ${count(m.index + 1)}`;
  if (c === '\n' || c === '\r' || c === '\u2028' || c === '\u2029') return `contains a line break ${at}: a value is one line; start a new paragraph as its own item, or use a space`;
  if (c === '\t') return `contains a tab ${at}: use a space`;
  if (c.length === 1 && c >= '\ud800' && c <= '\udfff') return `contains half of a character (a lone surrogate, ${code}) ${at}: the text was cut or copied badly; type the character again`;
  if (c >= '\u202a') return `contains an invisible bidirectional control character (${code}) ${at}, which can make text read in a misleading order: remove it`;
  return `contains an invisible control character (${code}, written ${printable(c)}) ${at}: remove it`;
}
