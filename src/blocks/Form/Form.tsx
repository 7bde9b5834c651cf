import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { BlockOf } from '../../../schema/model/block';
import { useShell } from '../../data/context';
import { useHeadingAnchor } from '../anchors';
import { BlockHeader } from '../BlockHeader';
import { buttonClass } from '../../ui/Button/Button';
import { useLevel } from '../../ui/Heading';
import { Icon } from '../../ui/Icon';
import { EmailInstead } from './EmailInstead';
import { ErrorSummary, fieldErrors, type Errors } from './FieldErrors';
import { anyTyped } from './fields';
import * as s from './Form.css';

/** The field only bots fill in; Netlify Forms is told its name (netlify-honeypot). */
const HONEYPOT = 'bot-field';

/**
 * A form. Without a delivery it sends nothing and says so, beside it and again on submit (after
 * the browser has checked the fields), keeping what was typed and offering the site's e-mail. With
 * one, the sending code (deliver.tsx) loads on first use; the notice shows only once the service
 * has answered with a 2xx, and otherwise the typed message stays (also across reloads, until sent)
 * with what happened in words. Without JavaScript it is an ordinary POST.
 */
export function Form({ heading, intro, label, fields, validate, submit, footnote, delivery }: BlockOf<'form'>) {
  const level = useLevel();
  const id = useId();
  const { ui, site } = useShell();
  const ref = useRef<HTMLFormElement>(null);
  const [status, show] = useState<ReactNode>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [summary, setSummary] = useState<ReactNode>(null);
  const fieldId = (name: string) => `${id}-${name}`;
  // The heading names the form for screen readers: its id is the section's anchor when it has one.
  const headingId = useHeadingAnchor() ?? `${id}-h`;
  const load = delivery && (() => import('./deliver'));
  const notSent = ui.form.notSent.split('{email}');
  // On hydration: a draft kept from before (deliver.tsx) fills the fields still empty, and what was
  // typed into the page's form while the app was starting (no input event reached React then) is
  // kept in the draft at once, so a send that fails and a reload lose none of it. The sending code
  // loads only when there is either: the tab has stored something, or a field holds text.
  useEffect(() => {
    const form = ref.current!;
    const typed = anyTyped(form);
    let stored = false;
    try { stored = sessionStorage.length > 0; } catch { /* no storage */ }
    if (load && (stored || typed)) void load().then((m) => { m.restoreDraft(form); if (typed) m.saveDraft(form); });
  }, []);
  // With JavaScript, the errors are named beside each field (the browser's bubbles name one at a time).
  useEffect(() => { if (validate) ref.current!.noValidate = true; }, []);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    if (validate && !form.checkValidity()) {
      const found = fieldErrors(form, fields, ui);
      setErrors(found);
      setSummary(<ErrorSummary className={`${s.width.full} ${s.summary}`} errors={found} fieldId={fieldId} ui={ui} />);
      // As the browser would: the first field to correct takes the focus, its error read with it.
      return requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    }
    setErrors({});
    setSummary(null);
    const email = site.footer.email;
    // Nothing typed is cleared unless it was delivered.
    if (!load) return show(<><strong>{ui.form.nothingSent}</strong> <EmailInstead form={form} email={email} template={ui.form.writeInstead} /></>);
    // The sending code failing to load (offline, a new deploy) is a failed connection too.
    void load().then((m) => m.submit(form, { delivery, honeypot: HONEYPOT, ui, email, notice: submit.notice ?? { title: ui.form.sent }, show }),
      () => show(<><strong>{ui.form.failed.replace('{reason}', ui.form.network)}</strong> <EmailInstead form={form} email={email} template={ui.form.writeInstead} /></>));
  };
  return (
    <div className={s.root}>
      <BlockHeader heading={heading} intro={intro} level={level} id={headingId} />
      <form ref={ref} id={delivery && `${headingId}-form`} className={s.grid} onSubmit={onSubmit} noValidate={!validate}
        onInput={(e) => {
          const form = e.currentTarget;
          // A corrected field's error goes as soon as it is right; the others wait for the next send.
          const field = e.target as HTMLInputElement;
          if (errors[field.name] && field.validity.valid) setErrors(({ [field.name]: _, ...rest }) => rest);
          if (load) void load().then((m) => m.saveDraft(form));
        }}
        {...delivery && { method: 'post', action: delivery.endpoint, name: delivery.netlify, 'data-netlify': delivery.netlify && 'true', 'netlify-honeypot': HONEYPOT }}
        aria-labelledby={heading ? headingId : undefined} aria-label={heading ? undefined : label}>
        {delivery?.netlify && <input type="hidden" name="form-name" value={delivery.netlify} />}
        {delivery && (
          <p className={s.honeypot} aria-hidden="true">
            <label>{ui.form.honeypot} <input name={HONEYPOT} tabIndex={-1} autoComplete="off" /></label>
          </p>
        )}
        {fields.map((f) => {
          const fid = fieldId(f.name);
          const error = errors[f.name];
          const common = {
            id: fid, name: f.name, required: f.required, placeholder: f.placeholder, autoComplete: f.autocomplete,
            inputMode: f.inputMode, maxLength: f.maxLength, 'aria-invalid': error ? true : undefined, 'aria-describedby': error && `${fid}-error`,
          };
          return (
            <div key={f.name} className={`${s.field} ${s.width[f.width]}`}>
              <label htmlFor={fid} className={s.label}>
                {f.label}{f.required && <span className={s.required} aria-hidden="true">*</span>}
              </label>
              {f.type === 'textarea' ? <textarea {...common} className={s.textarea} rows={5} />
                : <input {...common} type={f.type} className={s.input} />}
              {error && <p id={`${fid}-error`} className={s.error}>{error}</p>}
            </div>
          );
        })}
        {summary}
        <div className={s.width.full}>
          <button type="submit" className={buttonClass('default', 'lg')}>
            {submit.icon && <Icon name={submit.icon} size={18} />}{submit.label}
          </button>
        </div>
        <p role="status" className={`${s.width.full} ${s.status}`}>{status}</p>
      </form>
      {!delivery && <p className={s.footnote}>{notSent[0]}<a href={`mailto:${site.footer.email}`}>{site.footer.email}</a>{notSent[1]}</p>}
      {footnote && <p className={s.footnote}>{footnote}</p>}
    </div>
  );
}
