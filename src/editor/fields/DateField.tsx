// A calendar date the schema says is written YYYY-MM-DD (format "date": when a page was last
// reviewed): the browser's date picker, which writes YYYY-MM-DD. A value that is no day of the
// calendar is said beside it, since the picker cannot show it.
import type { FieldProps } from './types';
import { problemsAt, useEditor } from '../store';
import * as css from '../editor.css';
import { FieldShell, idOf } from './FieldShell';

/** Whether a text is a real day written YYYY-MM-DD. */
export function isDay(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

export function DateField(p: FieldProps & { label: string }) {
  const ctx = useEditor();
  const id = idOf(p.path);
  const value = typeof p.value === 'string' ? p.value : '';
  const day = isDay(value);
  return (
    <FieldShell id={id} label={p.label} required={p.required} description={p.schema.description} problems={problemsAt(ctx, p.path)} path={p.path}
      after={value && !day && <p className={css.missing}>Written now: “{value}”, which is no day of the calendar: pick the day.</p>}>
      {(describedBy, invalid) => (
        <input id={id} type="date" className={css.control} style={{ width: 'auto', justifySelf: 'start' }} value={day ? value : ''}
          aria-describedby={describedBy || undefined} aria-invalid={invalid || (!!value && !day)} aria-required={p.required || undefined}
          onChange={(e) => ctx.actions.set(p.path, e.target.value === '' && !p.required && typeof p.path.at(-1) === 'string' ? undefined : e.target.value)} />
      )}
    </FieldShell>
  );
}
