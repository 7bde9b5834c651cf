// What a crisis-words file (schema/languages/<code>/crisisWords.json) may say, and its problems
// located as every problem of the site is:
// `schema/languages/es/crisisWords.json:12:7  groups.self[3]  must not be empty`.
// The format and how a pattern is read are in schema/values/crisisWords.ts (the browser's side);
// this adds the checks a person editing the file needs: unknown keys, empty words, a pattern
// that names a group the file lacks, a * too early in a word, bad JSON.
import { z } from 'zod';
import { CRISIS_INTENTS, parsePattern, type CrisisWords } from '../values/crisisWords';
import { closest, errorMap, printable, quote } from '../values/errorMap';
import { withoutBom, syntaxProblems, duplicateKeyMessage } from './load';
import { SourceMap, type Path } from './locate';
import type { Problem } from '../values/problem';
import { MAX_DEPTH, scanStructure } from './structure';

export { CRISIS_INTENTS } from '../values/crisisWords';

const GROUP_NAME = /^[a-z][a-z0-9-]*$/;

const phrase = z.string().trim().min(1, { error: 'must not be empty' })
  .superRefine((s, ctx) => { for (const message of parsePattern(s, true).errors) ctx.addIssue({ code: 'custom', message }); });
const pattern = z.string().trim().min(1, { error: 'must not be empty' })
  .superRefine((s, ctx) => { for (const message of parsePattern(s).errors) ctx.addIssue({ code: 'custom', message }); });

export const crisisWords = z.strictObject({
  about: z.string().optional().meta({ description: 'What this file is, for the person editing it.' }),
  groups: z.record(z.string(), z.array(phrase).min(1)).meta({ description: 'Named lists of words or phrases; a pattern names one as {name}.' }),
  patterns: z.array(z.strictObject({
    intent: z.enum(CRISIS_INTENTS),
    about: z.string().optional(),
    match: z.array(pattern).min(1),
    unless: z.array(pattern).optional(),
  })).min(1),
  notMisspellings: z.array(phrase).optional(),
}).superRefine((data, ctx) => {
  const names = Object.keys(data.groups);
  for (const name of names) {
    if (!GROUP_NAME.test(name)) ctx.addIssue({ code: 'custom', path: ['groups', name], message: `a group's name is written in small letters, digits and "-", starting with a letter (like "my-child"): rename ${quote(name)}`, params: { asKey: true } });
  }
  data.patterns.forEach((p, i) => {
    for (const key of ['match', 'unless'] as const) {
      (p[key] ?? []).forEach((text, j) => {
        for (const part of parsePattern(text).parts) {
          if (part.kind !== 'group' || Object.hasOwn(data.groups, part.name)) continue;
          const guess = closest(part.name, names);
          ctx.addIssue({ code: 'custom', path: ['patterns', i, key, j], message: `names the group {${part.name}}, which "groups" does not have: ${guess ? `did you mean {${guess}}? Or ` : ''}add ${quote(part.name)} to "groups"${names.length ? ` (it has ${names.join(', ')})` : ''}` });
        }
      });
    }
  });
}) satisfies z.ZodType<CrisisWords, unknown>;

/** The problems of one file's text, each located in it, in file order; none when it is right. */
export function crisisWordsProblems(input: string): Problem[] {
  const text = withoutBom(input);
  const structure = scanStructure(text);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    if (!structure.tooDeep) return syntaxProblems(text, e);
  }
  const src = new SourceMap(text);
  const at = (path: Path, message: string, asKey = false, offset?: number): Problem => ({
    ...src.position(offset ?? src.offsetOf(path, asKey)), path, message: printable(message),
  });
  if (structure.tooDeep) return [at(structure.tooDeep.path, `nested too deeply: more than ${MAX_DEPTH} levels of { } and [ ]`, false, structure.tooDeep.offset)];
  const problems = structure.duplicates.map((d) => at(d.path, duplicateKeyMessage(d.path, src.position(d.firstOffset)), true, d.offset));
  const parsed = crisisWords.safeParse(raw, { error: errorMap, reportInput: true });
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      const messages = issue.message.split('; ');
      issue.keys.forEach((k, i) => problems.push(at([...issue.path, k] as Path, messages[i] ?? `unknown key ${quote(k)}`, true)));
    } else problems.push(at(issue.path as Path, issue.message, issue.code === 'custom' && !!issue.params?.asKey));
  }
  return problems.sort((a, b) => a.line - b.line || a.col - b.col);
}
