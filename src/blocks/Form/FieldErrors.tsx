import type { BlockOf } from '../../../schema/model/block';
import type { UiStrings } from '../../i18n/types';

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
    if (el.validity.valueMissing) out[f.name] = ui.form.missing.replace('{label}', f.label);
    else if (el.validity.typeMismatch) out[f.name] = ui.form.badEmail.replace('{label}', f.label);
  }
  return out;
}

/** The fields to correct, above the send button, each a link that moves to its field. */
export function ErrorSummary({ className, errors, fieldId, ui }: { className: string; errors: Errors; fieldId: (name: string) => string; ui: UiStrings }) {
  const names = Object.keys(errors);
  return (
    <div className={className}>
      <p>{ui.form.fix}</p>
      <ul>{names.map((n) => <li key={n}><a href={`#${fieldId(n)}`} onClick={(e) => { e.preventDefault(); document.getElementById(fieldId(n))?.focus(); }}>{errors[n]}</a></li>)}</ul>
    </div>
  );
}
