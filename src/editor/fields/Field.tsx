// A field of any schema: the form for it is chosen by what the schema says (a fixed set of values,
// a list of them, a date, a union, an object, a list, text, a number, yes/no), never by the
// field's name, so whatever the schema gains is editable here. Its label is the schema's title for
// it ("Link address"), else its key in words. The containers (an object, a list, a record) are
// given Field itself to show their own fields with.
import { memo } from 'react';
import { choicesOf, choiceTitle, labelOf, resolve, tagOf, templateOf, variantFor, variantName, variantsOf } from '../schema';
import { problemsAt, useEditor } from '../store';
import * as css from '../editor.css';
import { FieldShell, idOf } from './FieldShell';
import type { FieldProps } from './types';
import { ChoicesField } from './ChoicesField';
import { DateField } from './DateField';
import { ListField } from './ListField';
import { ObjectField } from './ObjectField';
import { ChoiceField, JsonField, NumberField, ToggleField } from './ScalarFields';
import { TextField } from './TextField';

export type { FieldProps } from './types';

export const Field = memo(function Field(props: FieldProps) {
  const { form } = useEditor();
  const root = form.schema;
  const s = resolve(props.schema, root);
  const p = { ...props, schema: s, label: props.label ?? s.title ?? labelOf(props.name) };
  if (s.const !== undefined) return <p className={css.description}>{p.label}: <strong>{choiceTitle(s, s.const)}</strong></p>;
  if (choicesOf(s)) return <ChoiceField {...p} choices={choicesOf(s)!} />;
  if (s.oneOf || s.anyOf) return <VariantField {...p} />;
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (type === 'array') {
    // A list of a fixed set of values (or of the ids of another list's items): a group of checkboxes.
    const items = resolve(s.items, root);
    if (choicesOf(items) || s['x-choices-from']) return <ChoicesField {...p} />;
    return <ListField {...p} Field={Field} />;
  }
  if (type === 'object' || s.properties) return <ObjectField {...p} Field={Field} />;
  if (type === 'string' && s.format === 'date') return <DateField {...p} />;
  if (type === 'string') return <TextField {...p} />;
  if (type === 'boolean') return <ToggleField {...p} />;
  if (type === 'number' || type === 'integer') return <NumberField {...p} />;
  return <JsonField {...p} />;
}, (a, b) => a.value === b.value && a.schema === b.schema && a.path.join('\u0001') === b.path.join('\u0001') && a.label === b.label);

/** A value that may be one of several shapes (text or a link): a chooser, then that shape's form. */
function VariantField(p: FieldProps & { label: string }) {
  const ctx = useEditor();
  const variants = variantsOf(p.schema, ctx.form.schema);
  const at = variantFor(p.value, variants);
  // A block's kind is its "type": fixed once added (a new kind is a new block), so no chooser.
  if (variants.every((v) => tagOf(v))) return <Field {...p} schema={variants[at]!} />;
  const id = `${idOf(p.path)}-kind`;
  return (
    <div className={css.field}>
      <FieldShell id={id} label={`${p.label}: kind`} description={p.schema.description} problems={problemsAt(ctx, p.path)} path={p.path}>
        {(describedBy) => (
          <select id={id} className={css.control} aria-describedby={describedBy || undefined} value={at}
            onChange={(e) => ctx.actions.set(p.path, templateOf(variants[Number(e.target.value)]!, ctx.form.schema))}>
            {variants.map((v, i) => <option key={i} value={i}>{variantName(v)}</option>)}
          </select>
        )}
      </FieldShell>
      <Field {...p} schema={variants[at]!} label={p.label} />
    </div>
  );
}
