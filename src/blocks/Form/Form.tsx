import { useId, type FormEvent } from 'react';
import type { BlockOf } from '../../../schema/block';
import { useHeadingAnchor } from '../anchors';
import { BlockHeader } from '../BlockHeader';
import { buttonClass } from '../../ui/Button/Button';
import { useLevel } from '../../ui/Heading';
import { Icon } from '../../ui/Icon';
import { notify } from '../../ui/notify';
import * as s from './Form.css';

/** A form that sends nothing: the browser checks the fields, then the submit notice shows and the form clears. */
export function Form({ heading, intro, label, fields, validate, submit, footnote }: BlockOf<'form'>) {
  const level = useLevel();
  const id = useId();
  // The heading names the form for screen readers: its id is the section's anchor when it has one.
  const headingId = useHeadingAnchor() ?? `${id}-h`;
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    notify({ title: submit.notice.title, description: submit.notice.description });
    e.currentTarget.reset();
  };
  return (
    <div className={s.root}>
      <BlockHeader heading={heading} intro={intro} level={level} id={headingId} />
      <form className={s.grid} onSubmit={onSubmit} noValidate={!validate}
        aria-labelledby={heading ? headingId : undefined} aria-label={heading ? undefined : label}>
        {fields.map((f) => {
          const fid = `${id}-${f.name}`;
          const common = {
            id: fid, name: f.name, required: f.required, placeholder: f.placeholder, autoComplete: f.autocomplete,
            inputMode: f.inputMode, maxLength: f.maxLength,
          };
          return (
            <div key={f.name} className={`${s.field} ${s.width[f.width]}`}>
              <label htmlFor={fid} className={s.label}>
                {f.label}{f.required && <span className={s.required} aria-hidden="true">*</span>}
              </label>
              {f.type === 'textarea' ? <textarea {...common} className={s.textarea} rows={5} />
                : <input {...common} type={f.type} className={s.input} />}
            </div>
          );
        })}
        <div className={s.width.full}>
          <button type="submit" className={buttonClass('default', 'lg')}>
            {submit.icon && <Icon name={submit.icon} size={18} />}{submit.label}
          </button>
        </div>
      </form>
      {footnote && <p className={s.footnote}>{footnote}</p>}
    </div>
  );
}
