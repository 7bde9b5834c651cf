// An object whose keys are the owner's own (site.variables: { "email": "…" }): one field per key,
// and a name box to add another.
import { useState } from 'react';
import type { FieldProps } from './types';
import { nested } from './nested';
import type { JsonSchema } from '../formDescription';
import { isObj } from '../paths';
import { templateOf } from '../schema';
import { useEditor } from '../store';
import * as css from '../editor.css';
import { idOf } from './FieldShell';

export function RecordField(p: FieldProps & { label: string }) {
  const ctx = useEditor();
  const [name, setName] = useState('');
  const value = isObj(p.value) ? p.value : {};
  const each = p.schema.additionalProperties as JsonSchema;
  const id = idOf(p.path);
  return (
    <fieldset className={css.group}>
      <legend className={css.legend}>{p.label}</legend>
      {p.schema.description && <p className={css.description}>{p.schema.description}</p>}
      {Object.entries(value).map(([k, v]) => (
        <div key={k} className={css.row}>
          <nested.Field schema={each} path={[...p.path, k]} value={v} name={k} label={k} />
          <button type="button" className={css.danger} onClick={() => ctx.actions.set([...p.path, k], undefined)}>Remove {k}</button>
        </div>
      ))}
      <div className={css.row}>
        <label htmlFor={`${id}-new`}>New name</label>
        <input id={`${id}-new`} className={css.control} style={{ width: 'auto' }} value={name} onChange={(e) => setName(e.target.value)} />
        <button type="button" className={css.button} disabled={!name || name in value}
          onClick={() => { ctx.actions.set([...p.path, name], templateOf(each, ctx.form.schema)); setName(''); }}>Add</button>
      </div>
    </fieldset>
  );
}
