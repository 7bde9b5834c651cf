// Fields of one value: a choice among the schema's values (each by its plain name), a number,
// yes/no, and, for the rare part the schema leaves open, the JSON itself.
import { useState } from 'react';
import type { FieldProps } from './types';
import { problemsAt, useEditor } from '../store';
import * as css from '../editor.css';
import { choiceTitle } from '../schema';
import { JsonName } from '../JsonNames';
import { FieldShell, idOf } from './FieldShell';

type P = FieldProps & { label: string };

export function ChoiceField(p: P & { choices: unknown[] }) {
  const ctx = useEditor();
  const id = idOf(p.path);
  // Each option's value is the value it writes, as text (a test or a keyboard can pick it by it); its words, the value's plain name.
  const at = p.choices.findIndex((c) => c === p.value);
  const none = p.choices.some((c) => String(c) === '') ? '\u0000' : '';
  const fallback = p.schema.default !== undefined ? `(default: ${choiceTitle(p.schema, p.schema.default)})` : '(none)';
  return (
    <FieldShell id={id} label={p.label} required={p.required} description={p.schema.description} problems={problemsAt(ctx, p.path)} path={p.path}>
      {(describedBy, invalid) => (
        <select id={id} className={css.control} aria-describedby={describedBy || undefined} aria-invalid={invalid} aria-required={p.required || undefined}
          value={at < 0 ? none : String(p.choices[at])}
          onChange={(e) => ctx.actions.set(p.path, e.target.value === none ? undefined : p.choices.find((c) => String(c) === e.target.value))}>
          {(!p.required || at < 0) && <option value={none}>{fallback}</option>}
          {p.choices.map((c, i) => <option key={i} value={String(c)}>{choiceTitle(p.schema, c)}</option>)}
        </select>
      )}
    </FieldShell>
  );
}

export function NumberField(p: P) {
  const ctx = useEditor();
  const id = idOf(p.path);
  return (
    <FieldShell id={id} label={p.label} required={p.required} description={p.schema.description} problems={problemsAt(ctx, p.path)} path={p.path}>
      {(describedBy, invalid) => (
        <input id={id} type="number" className={css.control} aria-describedby={describedBy || undefined} aria-invalid={invalid} aria-required={p.required || undefined}
          min={p.schema.minimum} max={p.schema.maximum} value={typeof p.value === 'number' ? p.value : ''}
          placeholder={p.schema.default !== undefined ? `default: ${String(p.schema.default)}` : undefined}
          onChange={(e) => ctx.actions.set(p.path, e.target.value === '' ? undefined : Number(e.target.value))} />
      )}
    </FieldShell>
  );
}

export function ToggleField(p: P) {
  const ctx = useEditor();
  const id = idOf(p.path);
  const on = typeof p.value === 'boolean' ? p.value : p.schema.default === true;
  return (
    <div className={css.field}>
      <div className={css.row}>
        <input id={id} type="checkbox" checked={on} aria-describedby={p.schema.description ? `${id}-d` : undefined}
          onChange={(e) => ctx.actions.set(p.path, e.target.checked)} />
        <label className={css.label} htmlFor={id}>{p.label}</label>
        <JsonName path={p.path} />
      </div>
      {p.schema.description && <p id={`${id}-d`} className={css.description}>{p.schema.description}</p>}
    </div>
  );
}

/** A part the schema leaves open (any JSON): edited as JSON, applied once it reads as JSON. */
export function JsonField(p: P) {
  const ctx = useEditor();
  const id = idOf(p.path);
  const [text, setText] = useState(() => (p.value === undefined ? '' : JSON.stringify(p.value, null, 2)));
  const [bad, setBad] = useState(false);
  return (
    <FieldShell id={id} label={`${p.label} (JSON)`} required={p.required} description={p.schema.description} problems={problemsAt(ctx, p.path)} path={p.path}>
      {(describedBy) => (
        <textarea id={id} className={css.control} rows={4} aria-describedby={describedBy || undefined} aria-invalid={bad} value={text}
          onChange={(e) => {
            setText(e.target.value);
            try { ctx.actions.set(p.path, e.target.value.trim() ? JSON.parse(e.target.value) : undefined); setBad(false); } catch { setBad(true); }
          }} />
      )}
    </FieldShell>
  );
}
