// A crisis line's numbers, written once: "call" and "textTo" make its call and text buttons (the
// words on them come from the interface, in the page's language), so a changed number can never
// leave a button dialling the old one. Any number the line shows in words must be one of them.
import { z } from 'zod';
import { about, langCode, text } from './fields';
import { valueTitles } from './about';
import { classifyHref, type LinkTarget } from '../values/linkTarget';
import { dialable, digitsOf, numberProblem, numbersIn, sameNumber } from '../values/phoneNumbers';
import { CRISIS_INTENTS } from '../values/crisisWords';

/** A phone number as people dial it, checked. */
const phoneNumber = z.string().trim().superRefine((s, ctx) => {
  const why = numberProblem(s);
  if (why) ctx.addIssue({ code: 'custom', message: why, input: s });
});

export const crisisNumberFields = {
  call: phoneNumber.optional().meta(about('Number to call', 'The number to call, written once as people dial it: the card shows it on its Call button, which dials it.', '988', '1-800-222-1222')),
  callHints: z.record(langCode, text).optional()
    .meta(about('What to press after calling', 'What to press once connected, per language, shown on its Call button: "Llame al 988 (oprima 2)".', { es: 'oprima 2' })),
  textTo: phoneNumber.optional().meta(about('Number to text', 'The number to text, written once: the card shows it on its Text button, which opens a text to it.', '741741')),
  textWords: z.record(langCode, text).optional()
    .meta(about('Word to text first', 'The word to text first, per language: its Text button says "Text HOME to 741741". A language without one uses the English word, or none.', { en: 'HOME', es: 'AYUDA' })),
  firstFor: z.array(z.enum(CRISIS_INTENTS).meta(valueTitles({ poisoning: 'Poisoning', suicide: 'Suicide', 'self-harm': 'Self-harm', crisis: 'A crisis' }))).default([])
    .meta(about('Shown first for searches about', `Searches that show this line first: ${CRISIS_INTENTS.map((i) => `"${i}"`).join(', ')} (schema/languages/<code>/crisisWords.json says which words mean each).`, ['poisoning'])),
};

interface NumberedLine {
  call?: string | undefined; callHints?: Record<string, string> | undefined; textTo?: string | undefined; textWords?: Record<string, string> | undefined;
  title: string; description?: string | undefined; badge?: string | undefined; bullets: string[];
  actions: { label: string; action: { type: string; target?: LinkTarget } }[];
}

/** No number twice: the buttons dial only "call" and "textTo", and a number in the line's words is one of them (or 911). */
export function crisisNumberRules(line: NumberedLine, ctx: z.core.$RefinementCtx) {
  if (line.callHints && !line.call) ctx.addIssue({ code: 'custom', path: ['callHints'], message: '"callHints" say what to press after calling "call": add "call", the number to call' });
  if (line.textWords && !line.textTo) ctx.addIssue({ code: 'custom', path: ['textWords'], message: '"textWords" are the words to text to "textTo": add "textTo", the number to text' });
  const own = [line.call, line.textTo].flatMap((n) => (n && digitsOf(n) ? [sameNumber(digitsOf(n)!)] : []));
  const named = [line.call && `call ${JSON.stringify(line.call)}`, line.textTo && `textTo ${JSON.stringify(line.textTo)}`].filter(Boolean).join(' and ');
  const check = (words: string | undefined, path: (string | number)[]) => {
    for (const n of numbersIn(words ?? '')) {
      if (own.includes(n.digits) || n.digits === '911') continue;
      ctx.addIssue({
        code: 'custom', path,
        message: `shows ${JSON.stringify(n.shown)}, which is not this line's number${named ? ` (${named})` : ''}: write a line's number once, in "call" or "textTo" (its buttons show it), and leave it out of the words or make them match`,
      });
    }
  };
  check(line.title, ['title']);
  check(line.description, ['description']);
  check(line.badge, ['badge']);
  line.bullets.forEach((b, i) => check(b, ['bullets', i]));
  line.actions.forEach((a, i) => {
    const target = a.action.target;
    if (target?.kind === 'contact' && target.scheme !== 'mailto') {
      ctx.addIssue({ code: 'custom', path: ['actions', i, 'href'], message: `a crisis line's call and text buttons are made from "call" and "textTo": write ${JSON.stringify(target.href.replace(/^\w+:/, ''))} there, once, and remove this button` });
    } else check(a.label, ['actions', i, 'label']);
  });
}

/** A number's button as the line's output holds it: the number as shown and where it dials. */
export interface NumberButton { shown: string; target: LinkTarget }

const target = (scheme: 'tel' | 'sms', shown: string) => classifyHref(`${scheme}:${dialable(digitsOf(shown)!)}`) as LinkTarget;

/** The line with its numbers' buttons worked out: call and text, each to dial. */
type Numbers = { call?: string | undefined; callHints?: Record<string, string> | undefined; textTo?: string | undefined; textWords?: Record<string, string> | undefined };
export function withNumberButtons<T extends Numbers>({ call, callHints, textTo, textWords, ...line }: T) {
  return {
    ...line,
    call: call ? { shown: call, target: target('tel', call), hints: callHints ?? {} } : undefined,
    text: textTo ? { shown: textTo, target: target('sms', textTo), words: textWords ?? {} } : undefined,
  };
}

/** What to do right now, before the crisis lines: shown at the top of the crisis panel of search
 * and wherever a crisisSteps block is placed. */
export const crisisSteps = z.strictObject({
  heading: text.meta(about('Heading', 'The heading of the steps.', 'What to do right now')),
  items: z.array(text).min(1).max(8).meta(about('Steps', 'The steps, in order, each a short sentence in plain words (grade 6 or below).', ['Stay with your child.'])),
  text: text.optional().meta(about('Closing sentence', 'A closing sentence under the steps, e.g. what happens when you call 988.')),
}).meta({ id: 'crisisSteps', ...about('What to do right now', 'What to do right now in a crisis: a few short steps, shown above the crisis lines in search and where a crisisSteps block is placed.') });
