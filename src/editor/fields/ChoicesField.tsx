// A list of values from a fixed set (who a resource is for, the searches a crisis line comes first
// for, the site's languages), or of the ids of another list's items (a resource's topics, the ids
// of site.topics): one checkbox per choice, by its plain name, in the schema's order (the other
// list's, for ids). A value the list holds that is no choice is shown too, to be unticked.
import type { FieldProps } from './types';
import type { JsonSchema } from '../formDescription';
import { JsonName } from '../JsonNames';
import { getIn, isObj } from '../paths';
import { choicesOf, choiceTitle, resolve } from '../schema';
import { problemsAt, useEditor } from '../store';
import * as css from '../editor.css';
import { ProblemList, idOf } from './FieldShell';

interface Choice { value: unknown; name: string }

/** The choices of a list field: its items' fixed values, or the items of the list its schema names. */
export function choicesFor(s: JsonSchema, root: JsonSchema, doc: unknown): Choice[] {
  const from = s['x-choices-from'];
  if (from) {
    const list = getIn(doc, from.path);
    return (Array.isArray(list) ? list : []).flatMap((x) => {
      if (!isObj(x) || x[from.value] === undefined) return [];
      const name = x[from.title];
      return [{ value: x[from.value], name: typeof name === 'string' && name ? name : String(x[from.value]) }];
    });
  }
  const items = resolve(s.items, root);
  return (choicesOf(items) ?? []).map((value) => ({ value, name: choiceTitle(items, value) }));
}

/** The list with `value` ticked: in the choices' order among the values already there, which keep theirs. */
export function ticked(list: readonly unknown[], value: unknown, order: readonly unknown[]): unknown[] {
  const at = order.indexOf(value);
  const before = list.findIndex((x) => order.indexOf(x) > at);
  return before < 0 ? [...list, value] : [...list.slice(0, before), value, ...list.slice(before)];
}

export function ChoicesField(p: FieldProps & { label: string }) {
  const ctx = useEditor();
  const root = ctx.form.schema;
  const id = idOf(p.path);
  const list = Array.isArray(p.value) ? p.value : [];
  const choices = choicesFor(p.schema, root, ctx.doc);
  const order = choices.map((c) => c.value);
  const others: Choice[] = list.filter((v) => !order.includes(v)).map((v) => ({ value: v, name: `${String(v)} (not one of the choices)` }));
  const from = p.schema['x-choices-from'];
  // The problems of the list and of its values (a topic that is not one of the site's).
  const problems = [...problemsAt(ctx, p.path), ...list.flatMap((_, i) => problemsAt(ctx, [...p.path, i]))];
  const set = (next: unknown[]) => ctx.actions.set(p.path, next.length || p.required ? next : undefined);
  const toggle = (value: unknown, on: boolean) => set(on ? ticked(list, value, order) : list.filter((x) => x !== value));
  const describedBy = [p.schema.description && `${id}-d`, problems.length && `${id}-e`].filter(Boolean).join(' ');
  return (
    <fieldset className={css.group} aria-describedby={describedBy || undefined}>
      <legend className={css.legend}>{p.label}{p.required && <span className={css.required} aria-hidden="true">*</span>}<JsonName path={p.path} /></legend>
      {p.schema.description && <p id={`${id}-d`} className={css.description}>{p.schema.description}</p>}
      <ProblemList id={`${id}-e`} problems={problems} />
      {!choices.length && from && <p className={css.description}>There is nothing to choose yet: add them first ({from.path.map((k) => k.replace(/^./, (c) => c.toUpperCase())).join(' › ')}).</p>}
      <ul className={css.choices}>
        {[...choices, ...others].map((c, i) => (
          <li key={`${i}-${String(c.value)}`}>
            <label className={css.choice}>
              <input type="checkbox" id={`${id}-${i}`} checked={list.includes(c.value)} onChange={(e) => toggle(c.value, e.target.checked)} />
              {c.name}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
