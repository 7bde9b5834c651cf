// An object whose keys are the owner's own (site.variables: { "email": "…" }), or languages (a
// crisis line's word to text, per language): one field per key, and a box to add another. Keys
// the schema says are language codes are named by their language ("Spanish (es)").
import { useState } from 'react';
import type { ContainerProps } from './types';
import type { JsonSchema } from '../formDescription';
import { JsonName } from '../JsonNames';
import { isObj } from '../paths';
import { choiceTitle, resolve, templateOf } from '../schema';
import { useEditor } from '../store';
import * as css from '../editor.css';
import { idOf } from './FieldShell';

export function RecordField({ Field, ...p }: ContainerProps) {
  const ctx = useEditor();
  const [name, setName] = useState('');
  const value = isObj(p.value) ? p.value : {};
  const each = p.schema.additionalProperties as JsonSchema;
  const keys = resolve(p.schema.propertyNames, ctx.form.schema);
  const languages = !!keys['x-language'];
  const id = idOf(p.path);
  const keyName = (k: string) => (languages && choiceTitle(keys, k) !== k ? `${choiceTitle(keys, k)} (${k})` : k);
  return (
    <fieldset className={css.group}>
      <legend className={css.legend}>{p.label}<JsonName path={p.path} /></legend>
      {p.schema.description && <p className={css.description}>{p.schema.description}</p>}
      {Object.entries(value).map(([k, v]) => (
        <div key={k} className={css.row}>
          <Field schema={each} path={[...p.path, k]} value={v} name={k} label={keyName(k)} />
          <button type="button" className={css.danger} onClick={() => ctx.actions.set([...p.path, k], undefined)}>Remove {keyName(k)}</button>
        </div>
      ))}
      <div className={css.row}>
        <label htmlFor={`${id}-new`}>{languages ? 'New language (its code, like "es")' : 'New name'}</label>
        <input id={`${id}-new`} className={css.control} style={{ width: 'auto' }} value={name} onChange={(e) => setName(e.target.value.trim())} />
        {languages && name && choiceTitle(keys, name) !== name && <span className={css.description}>{choiceTitle(keys, name)}</span>}
        <button type="button" className={css.button} disabled={!name || name in value}
          onClick={() => { ctx.actions.set([...p.path, name], templateOf(each, ctx.form.schema)); setName(''); }}>Add</button>
      </div>
    </fieldset>
  );
}
