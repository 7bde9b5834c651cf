// An object of the schema: each of its fields in the schema's order, required ones marked; an
// optional object not written yet is one button that adds it. Translations are not fields of
// their own: each text shows its translation beside it (TextField).
import type { FieldProps } from './types';
import { nested } from './nested';
import { templateOf } from '../schema';
import { isObj } from '../paths';
import { problemsAt, useEditor } from '../store';
import * as css from '../editor.css';
import { ProblemList, idOf } from './FieldShell';
import { RecordField } from './RecordField';

/** Keys the form does not show: the editor's link to the JSON Schema, and translations (shown beside each text). */
const HIDDEN = new Set(['$schema', 'translations']);

export function ObjectField(p: FieldProps & { label: string }) {
  const ctx = useEditor();
  const s = p.schema;
  const id = idOf(p.path);
  if (!s.properties && typeof s.additionalProperties === 'object') return <RecordField {...p} />;
  const problems = problemsAt(ctx, p.path);
  if (!isObj(p.value)) {
    return (
      <div className={css.field}>
        <button type="button" className={css.button} aria-describedby={s.description ? `${id}-d` : undefined}
          onClick={() => ctx.actions.set(p.path, templateOf(s, ctx.form.schema))}>Add {p.label.toLowerCase()}</button>
        {s.description && <p id={`${id}-d`} className={css.description}>{s.description}</p>}
        <ProblemList id={`${id}-e`} problems={problems} />
      </div>
    );
  }
  const value = p.value;
  const required = new Set(s.required ?? []);
  const fields = Object.entries(s.properties ?? {}).filter(([k]) => !HIDDEN.has(k));
  const body = (
    <>
      {s.description && p.path.length > 0 && <p className={css.description} id={`${id}-d`}>{s.description}</p>}
      <ProblemList id={`${id}-e`} problems={problems} />
      {fields.map(([k, fs]) => <nested.Field key={k} schema={fs} path={[...p.path, k]} value={value[k]} name={k} required={required.has(k)} />)}
      {!p.required && p.path.length > 1 && typeof p.path.at(-1) === 'string' && (
        <button type="button" className={css.danger} onClick={() => { ctx.actions.set(p.path, undefined); ctx.announce(`Removed ${p.label.toLowerCase()}. Undo brings it back.`); }}>Remove {p.label.toLowerCase()}</button>
      )}
    </>
  );
  // An item of a list is framed by the list; a root section by the page.
  if (typeof p.path.at(-1) === 'number' || p.path.length <= 1) return <div>{body}</div>;
  return (
    <fieldset className={css.group} aria-describedby={s.description ? `${id}-d` : undefined}>
      <legend className={css.legend}>{p.label}{p.required && <span className={css.required} aria-hidden="true">*</span>}</legend>
      {body}
    </fieldset>
  );
}
