// An object of the schema: each of its fields in the schema's order, required ones marked; an
// optional object not written yet is one button that adds it. Translations are not fields of
// their own: each text shows its translation beside it (TextField), and a problem of a
// translation as a whole ("lacks the blocks") shows here, at the object it translates.
import type { EditorProblem } from '../formDescription';
import type { ContainerProps, FieldProps } from './types';
import { JsonName } from '../JsonNames';
import { tagOf, templateOf, titleOf, variantName } from '../schema';
import { getIn, isObj } from '../paths';
import { problemsAt, useEditor, type EditorContext } from '../store';
import * as css from '../editor.css';
import { ProblemList, idOf } from './FieldShell';
import { RecordField } from './RecordField';

/** Keys the form does not show: the editor's link to the JSON Schema, and translations (shown beside each text). */
const HIDDEN = new Set(['$schema', 'translations']);

/** The problems of this object's translations that no field shows: a translation as a whole, or a
 * part of it that is no text (its "blocks" list, whose texts show beside the English ones). */
function translationProblems(ctx: EditorContext, path: FieldProps['path'], value: Record<string, unknown>): EditorProblem[] {
  const translations = value.translations;
  if (!isObj(translations)) return [];
  return Object.keys(translations).flatMap((lang) => {
    const at = [...path, 'translations', lang];
    const parts = Object.keys(isObj(translations[lang]) ? translations[lang] as object : {})
      .filter((k) => typeof getIn(ctx.doc, [...path, k]) !== 'string' && !HIDDEN.has(k))
      .flatMap((k) => problemsAt(ctx, [...at, k]));
    return [...problemsAt(ctx, at), ...parts];
  });
}

export function ObjectField({ Field, ...p }: ContainerProps) {
  const ctx = useEditor();
  const s = p.schema;
  const id = idOf(p.path);
  if (!s.properties && typeof s.additionalProperties === 'object') return <RecordField {...p} Field={Field} />;
  const problems = problemsAt(ctx, p.path);
  if (!isObj(p.value)) {
    return (
      <div className={css.field}>
        <div className={css.row}>
          <button type="button" className={css.button} aria-describedby={s.description ? `${id}-d` : undefined}
            onClick={() => ctx.actions.set(p.path, templateOf(s, ctx.form.schema))}>Add {p.label.toLowerCase()}</button>
          <JsonName path={p.path} />
        </div>
        {s.description && <p id={`${id}-d`} className={css.description}>{s.description}</p>}
        <ProblemList id={`${id}-e`} problems={problems} />
      </div>
    );
  }
  const value = p.value;
  const required = new Set(s.required ?? []);
  const fields = Object.entries(s.properties ?? {}).filter(([k]) => !HIDDEN.has(k));
  const tag = tagOf(s);
  const body = (
    <>
      {s.description && p.path.length > 0 && <p className={css.description} id={`${id}-d`}>{s.description}</p>}
      <ProblemList id={`${id}-e`} problems={[...problems, ...translationProblems(ctx, p.path, value)]} />
      {fields.map(([k, fs]) => (tag !== undefined && fs.const === tag
        // The kind of a block, named as the list of blocks names it ("Kind of block: Text").
        ? <p key={k} className={css.description}>{titleOf(fs, k)}: <strong>{variantName(s)}</strong><JsonName path={[...p.path, k]} /></p>
        : <Field key={k} schema={fs} path={[...p.path, k]} value={value[k]} name={k} required={required.has(k)} />))}
      {!p.required && p.path.length > 1 && typeof p.path.at(-1) === 'string' && (
        <button type="button" className={css.danger} onClick={() => { ctx.actions.set(p.path, undefined); ctx.announce(`Removed ${p.label.toLowerCase()}. Undo brings it back.`); }}>Remove {p.label.toLowerCase()}</button>
      )}
    </>
  );
  // An item of a list is framed by the list; a root section by the page.
  if (typeof p.path.at(-1) === 'number' || p.path.length <= 1) return <div>{body}</div>;
  return (
    <fieldset className={css.group} aria-describedby={s.description ? `${id}-d` : undefined}>
      <legend className={css.legend}>{p.label}{p.required && <span className={css.required} aria-hidden="true">*</span>}<JsonName path={p.path} /></legend>
      {body}
    </fieldset>
  );
}
