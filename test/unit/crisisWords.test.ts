// The crisis-words files' validation (schema/read/crisisWords.ts): each problem one located line, as
// npm run validate prints it, in the words a person editing the file needs.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CRISIS_INTENTS, crisisWordsProblems } from '../../schema/read/crisisWords';
import { formatProblem } from '../../schema/values/problem';
import { INTERFACE_LOCALES } from '../../schema/values/locales';

const FILE = 'schema/languages/es/crisisWords.json';
const lines = (text: string) => crisisWordsProblems(text).map((p) => formatProblem(p, FILE));
/** A file around the given groups and patterns, one per line. */
const file = (groups: string, patterns: string) => `{\n  "groups": {\n${groups}\n  },\n  "patterns": [\n${patterns}\n  ]\n}\n`;
const OK_PATTERN = '    { "intent": "suicide", "match": ["matarse", "{se} quiere matar"] }';

test('every language\'s crisis words (schema/languages/<code>/crisisWords.json) are valid', () => {
  const dir = join(process.cwd(), 'schema/languages');
  const codes = readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
  assert.equal(codes.sort(), [...INTERFACE_LOCALES].sort(), 'a folder for each language of the interface');
  for (const code of codes) assert.equal(lines(readFileSync(join(dir, code, 'crisisWords.json'), 'utf8')), [], code);
});

test('the intents, most urgent first', () => {
  assert.equal([...CRISIS_INTENTS], ['poisoning', 'suicide', 'self-harm', 'crisis']);
});

test('an empty word is located at the word, counted from 1', () => {
  assert.equal(lines(file('    "se": ["se", "me", "te", ""]', OK_PATTERN)), [
    'schema/languages/es/crisisWords.json:3:30  groups.se[4]  must not be empty',
  ]);
});

test('an unknown key is refused at the key, with the key meant', () => {
  assert.equal(lines(file('    "se": ["se"]', '    { "intent": "suicide", "match": ["matarse"], "unles": ["risa"] }')), [
    'schema/languages/es/crisisWords.json:6:50  patterns[1].unles  unknown key "unles": did you mean "unless"?',
  ]);
  assert.equal(lines(`{ "groups": {}, "patterns": [${OK_PATTERN.trim()}], "words": [] }`.replace('{se} quiere matar', 'matarme')), [
    'schema/languages/es/crisisWords.json:1:89  words  unknown key "words": allowed keys are about, groups, patterns, notMisspellings',
  ]);
});

test('a pattern naming a group the file lacks says what to fix', () => {
  assert.equal(lines(file('    "se": ["se", "me"],\n    "quiere": ["quiere"]', '    { "intent": "suicide", "match": ["{se} {quiero} matar"] }')), [
    'schema/languages/es/crisisWords.json:7:38  patterns[1].match[1]  names the group {quiero}, which "groups" does not have: did you mean {quiere}? Or add "quiero" to "groups" (it has se, quiere)',
  ]);
});

test('an unknown intent, a * too early and a broken group name are each said', () => {
  assert.equal(lines(file('    "se": ["se"]', '    { "intent": "suicidio", "match": ["cor*", "mat*ar", "{se quiere"] }')), [
    'schema/languages/es/crisisWords.json:6:17  patterns[1].intent  the text "suicidio" is not allowed (did you mean "suicide"?): use one of "poisoning", "suicide", "self-harm", "crisis"',
    'schema/languages/es/crisisWords.json:6:39  patterns[1].match[1]  "cor*" would match every word that starts with "cor": a * needs at least 4 letters before it; write the words out instead, like "cor|cors"',
    'schema/languages/es/crisisWords.json:6:47  patterns[1].match[2]  "mat*ar": a * goes only at the end of a word',
    'schema/languages/es/crisisWords.json:6:57  patterns[1].match[3]  "{se": a group is named in braces, alone between spaces, like {self}',
  ]);
});

test('bad JSON is located where the fix goes', () => {
  assert.equal(lines('{\n  "groups": { "se": ["se" "me"] },\n  "patterns": []\n}\n'), [
    'schema/languages/es/crisisWords.json:2:26  (syntax)  JSON syntax error: a comma is missing: add a comma after "se"',
  ]);
});

test.run();
