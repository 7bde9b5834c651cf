import type { BlockOf } from '../../../schema/block';
import type { UiStrings } from '../../../schema/ui/types';
import { format, plural } from '../../data/format';
import * as s from './Form.css';

type Field = BlockOf<'form'>['fields'][number];
export type Errors = Record<string, string>;

/**
 * What is wrong with each field, by name, in words that name the field: the browser's own checks
 * (required, e-mail format) read from its validity, so the rules are the ones a visitor without
 * JavaScript gets from the browser.
 */
export function fieldErrors(form: HTMLFormElement, fields: Field[], ui: UiStrings): Errors {
  const out: Errors = {};
  for (const f of fields) {
    const el = form.elements.namedItem(f.name);
    if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) continue;
    if (el.validity.valueMissing) out[f.name] = format(ui.form.missing, { label: f.label });
    else if (el.validity.typeMismatch) out[f.name] = format(ui.form.badEmail, { label: f.label });
  }
  return out;
}

/** The fields to correct, each a link that moves to its field. The form focuses it when a send is refused, so it is read out. */
export function ErrorSummary({ id, errors, fieldId, ui }: { id: string; errors: Errors; fieldId: (name: string) => string; ui: UiStrings }) {
  const names = Object.keys(errors);
  if (!names.length) return null;
  return (
    <div id={id} className={`${s.width.full} ${s.summary}`} tabIndex={-1}>
      <p>{plural(ui.form.fix, names.length, ui.locale)}</p>
      <ul>{names.map((n) => <li key={n}><a href={`#${fieldId(n)}`} onClick={(e) => { e.preventDefault(); document.getElementById(fieldId(n))?.focus(); }}>{errors[n]}</a></li>)}</ul>
    </div>
  );
}
