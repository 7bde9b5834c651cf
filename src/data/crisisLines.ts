// A crisis line's buttons in the page's language: its call and text buttons, made from the numbers
// the manifest writes once (schema/model/crisisLine.ts), then its own web buttons; and the order lines
// take for a search, the lines meant for what it is about first.
import type { Button } from '../../schema/model/fields';
import type { Manifest } from '../../schema/model/manifest';
import type { CrisisIntent } from '../../schema/values/crisisWords';
import type { UiStrings } from '../i18n/types';
import { format } from './format';

export type CrisisLine = NonNullable<Manifest['site']['crisis']>['lines'][number];

/** Call, then text, then the line's own buttons. */
export function lineButtons(line: CrisisLine, lang: string, ui: UiStrings): Button[] {
  const out: Button[] = [];
  if (line.call) {
    const hint = line.call.hints[lang] ?? line.call.hints.en;
    out.push({ label: format(hint ? ui.crisisLine.callHint : ui.crisisLine.call, { number: line.call.shown, hint: hint ?? '' }), variant: 'default', size: 'default', icon: 'phone', action: { type: 'link', target: line.call.target } });
  }
  if (line.text) {
    const word = line.text.words[lang] ?? line.text.words.en;
    const label = word ? format(ui.crisisLine.textWord, { word, number: line.text.shown }) : format(ui.crisisLine.text, { number: line.text.shown });
    out.push({ label, variant: line.call ? 'outline' : 'default', size: 'default', icon: 'message-circle', action: { type: 'link', target: line.text.target } });
  }
  return [...out, ...line.actions];
}

/** The lines for a search about `intent`: those whose firstFor names it first, the rest in their order. */
export function linesFor<L extends { firstFor: readonly string[] }>(lines: readonly L[], intent: CrisisIntent | null): L[] {
  if (!intent) return [...lines];
  return [...lines.filter((l) => l.firstFor.includes(intent)), ...lines.filter((l) => !l.firstFor.includes(intent))];
}
