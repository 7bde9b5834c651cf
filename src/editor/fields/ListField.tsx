// A list of the schema (routes' blocks, links, accordion items, menu groups and their links,
// paragraphs): each item can be moved up or down or removed, and a new one added at the end; a
// list whose items are of several kinds (blocks) asks which kind to add. Each change is mirrored
// in the translations' lists, which match the English by place (store.ts).
import { useState } from 'react';
import type { FieldProps } from './types';
import { nested } from './nested';
import { singular, summaryOf, templateOf, tagOf, variantName, variantsOf, resolve } from '../schema';
import { problemsAt, useEditor } from '../store';
import * as css from '../editor.css';
import { ProblemList, idOf } from './FieldShell';

export function ListField(p: FieldProps & { label: string }) {
  const ctx = useEditor();
  const root = ctx.form.schema;
  const items = Array.isArray(p.value) ? p.value : [];
  const itemSchema = resolve(p.schema.items, root);
  const kinds = itemSchema.oneOf && variantsOf(itemSchema, root).every((v) => tagOf(v)) ? variantsOf(itemSchema, root) : null;
  const [kind, setKind] = useState(0);
  const what = singular(p.name);
  const id = idOf(p.path);
  const full = p.schema.maxItems !== undefined && items.length >= p.schema.maxItems;
  const add = () => {
    const item = templateOf(kinds ? kinds[kind]! : itemSchema, root);
    ctx.actions.add(p.path, item, what);
    ctx.announce(`Added ${what} ${items.length + 1}${kinds ? ` (${variantName(kinds[kind]!)})` : ''}.`);
  };
  return (
    <fieldset className={css.group} aria-describedby={p.schema.description ? `${id}-d` : undefined}>
      <legend className={css.legend}>{p.label}{p.required && <span className={css.required} aria-hidden="true">*</span>}</legend>
      {p.schema.description && <p id={`${id}-d`} className={css.description}>{p.schema.description}</p>}
      <ProblemList id={`${id}-e`} problems={problemsAt(ctx, p.path)} />
      <ol className={css.list}>
        {items.map((item, i) => {
          const name = `${what} ${i + 1}`;
          const buttons = (
            <>
              <button type="button" className={css.button} disabled={i === 0} aria-label={`Move ${name} up`}
                onClick={() => { ctx.actions.move(p.path, i, i - 1, what); ctx.announce(`Moved ${name} up: it is ${what} ${i} now.`); }}>↑</button>
              <button type="button" className={css.button} disabled={i === items.length - 1} aria-label={`Move ${name} down`}
                onClick={() => { ctx.actions.move(p.path, i, i + 1, what); ctx.announce(`Moved ${name} down: it is ${what} ${i + 2} now.`); }}>↓</button>
              <button type="button" className={css.danger} aria-label={`Remove ${name}`}
                onClick={() => { ctx.actions.remove(p.path, i, what); ctx.announce(`Removed ${name} (${summaryOf(item) || 'empty'}). Press Undo to bring it back.`); }}>Remove</button>
            </>
          );
          const Name = name[0]!.toUpperCase() + name.slice(1);
          const field = <nested.Field schema={p.schema.items ?? {}} path={[...p.path, i]} value={item} name={typeof item === 'object' ? i : p.name} label={Name} required />;
          // A single value is named by its own field's label; an object is a group named by its header.
          if (!item || typeof item !== 'object') return <li key={i} className={css.item}><div className={css.itemHead}>{buttons}</div>{field}</li>;
          return (
            <li key={i} className={css.item}>
              <div role="group" aria-labelledby={`${id}-${i}-h`}>
                <div className={css.itemHead}>
                  <span id={`${id}-${i}-h`} className={css.itemName}>{Name}{summaryOf(item) ? ` — ${summaryOf(item)}` : ''}</span>
                  {buttons}
                </div>
                {field}
              </div>
            </li>
          );
        })}
      </ol>
      {!items.length && <p className={css.description}>No {what} yet.</p>}
      <div className={css.row}>
        {kinds && (
          <>
            <label htmlFor={`${id}-kind`}>Kind of {what} to add</label>
            <select id={`${id}-kind`} className={css.control} style={{ width: 'auto' }} value={kind} onChange={(e) => setKind(Number(e.target.value))}>
              {kinds.map((k, i) => <option key={i} value={i}>{variantName(k)}</option>)}
            </select>
          </>
        )}
        <button type="button" className={css.button} disabled={full} onClick={add}>Add {what}</button>
      </div>
    </fieldset>
  );
}
