// A list of the schema (routes' blocks, links, accordion items, menu groups and their links,
// paragraphs): each item can be moved up or down, or to any place by its position, or removed; a
// new one inserted before any item or added at the end; a list whose items are of several kinds
// (blocks) asks which kind. Each change is mirrored in the translations' lists, which match the
// English by place (store.ts); a page's blocks say what each other language's page shows of them.
import { useState } from 'react';
import type { ContainerProps } from './types';
import { singular, summaryOf, templateOf, tagOf, variantName, variantsOf, resolve } from '../schema';
import { insertNeeds, problemsAt, translationBase, useEditor } from '../store';
import { languageName } from '../../data/languageNames';
import { getIn } from '../paths';
import * as css from '../editor.css';
import { ProblemList, idOf } from './FieldShell';
import { BlockLanguages, InsertHere, PositionInput, focusSoon } from './ItemTools';

export function ListField({ Field, ...p }: ContainerProps) {
  const ctx = useEditor();
  const root = ctx.form.schema;
  const items = Array.isArray(p.value) ? p.value : [];
  const itemSchema = resolve(p.schema.items, root);
  const kinds = itemSchema.oneOf && variantsOf(itemSchema, root).every((v) => tagOf(v)) ? variantsOf(itemSchema, root) : null;
  const [kind, setKind] = useState(0);
  // The gap whose "Insert" asks which kind (one at a time).
  const [inserting, setInserting] = useState<number | null>(null);
  const what = singular(p.name, p.schema, root);
  const kindOptions = kinds?.map((k, i) => <option key={i} value={i}>{variantName(k)}</option>);
  const id = idOf(p.path);
  const full = p.schema.maxItems !== undefined && items.length >= p.schema.maxItems;
  const translated = translationBase(root, ctx.doc, p.path);
  const add = () => {
    const item = templateOf(kinds ? kinds[kind]! : itemSchema, root);
    ctx.actions.add(p.path, item, what);
    ctx.announce(`Added ${what} ${items.length + 1}${kinds ? ` (${variantName(kinds[kind]!)})` : ''}.`);
  };
  const insert = (index: number, k: number) => {
    const item = templateOf(kinds ? kinds[k]! : itemSchema, root);
    ctx.actions.insert(p.path, index, item, what);
    // What the other languages' pages do with it: show it in English until translated, or ask for
    // its translation (a text in the middle of a translated list: no one text of it can be English).
    const needs = (translated?.langs ?? []).map((lang) => ({ name: languageName(lang, 'en'), need: insertNeeds(root, ctx.doc, p.path, index, lang) }));
    const names = (need: string) => needs.filter((n) => n.need === need).map((n) => n.name).join(' and ');
    const first = getIn(ctx.doc, ['site', 'locales', 0]);
    const en = languageName(typeof first === 'string' ? first : 'en', 'en');
    const others = `${names('english') ? ` The ${names('english')} page shows it in ${en} until it is translated.` : ''}${names('translate') ? ` Write its ${names('translate')} too: the page cannot be saved without it.` : ''}`;
    ctx.announce(`Inserted ${what} ${index + 1}${kinds ? ` (${variantName(kinds[k]!)})` : ''}.${others}`);
    focusSoon(item && typeof item === 'object' ? `${id}-${index}-h` : idOf([...p.path, index]));
  };
  const moveTo = (from: number, to: number, name: string) => {
    ctx.actions.moveTo(p.path, from, to, what);
    ctx.announce(`Moved ${name} to place ${to + 1}: it is ${what} ${to + 1} now.`);
    focusSoon(`${id}-${to}-pos`);
  };
  const blocks = p.path.at(-1) === 'blocks';
  return (
    <fieldset className={css.group} aria-describedby={p.schema.description ? `${id}-d` : undefined}>
      <legend className={css.legend}>{p.label}{p.required && <span className={css.required} aria-hidden="true">*</span>}</legend>
      {p.schema.description && <p id={`${id}-d`} className={css.description}>{p.schema.description}</p>}
      <ProblemList id={`${id}-e`} problems={problemsAt(ctx, p.path)} />
      <ol className={css.list}>
        {items.map((item, i) => {
          const name = `${what} ${i + 1}`;
          const gap = (
            <InsertHere index={i} what={what} kinds={kindOptions} kind={kind} open={inserting === i} setOpen={(o) => setInserting(o ? i : null)}
              disabled={full} id={`${id}-${i}-ins`} insert={(k) => insert(i, k)} />
          );
          const buttons = (
            <>
              <button type="button" className={css.button} disabled={i === 0} aria-label={`Move ${name} up`}
                onClick={() => { ctx.actions.move(p.path, i, i - 1, what); ctx.announce(`Moved ${name} up: it is ${what} ${i} now.`); }}>↑</button>
              <button type="button" className={css.button} disabled={i === items.length - 1} aria-label={`Move ${name} down`}
                onClick={() => { ctx.actions.move(p.path, i, i + 1, what); ctx.announce(`Moved ${name} down: it is ${what} ${i + 2} now.`); }}>↓</button>
              {items.length > 1 && <PositionInput index={i} count={items.length} label="Position" name={`Position of ${name}`} id={`${id}-${i}-pos`} move={(to) => moveTo(i, to, name)} />}
              <button type="button" className={css.danger} aria-label={`Remove ${name}`}
                onClick={() => { ctx.actions.remove(p.path, i, what); ctx.announce(`Removed ${name} (${summaryOf(item, p.schema.items, root) || 'empty'}). Press Undo to bring it back.`); }}>Remove</button>
            </>
          );
          const Name = name[0]!.toUpperCase() + name.slice(1);
          const field = <Field schema={p.schema.items ?? {}} path={[...p.path, i]} value={item} name={typeof item === 'object' ? i : p.name} label={Name} required />;
          // A single value is named by its own field's label; an object is a group named by its header.
          if (!item || typeof item !== 'object') return <li key={i} className={css.item}>{gap}<div className={css.itemHead}>{buttons}</div>{field}</li>;
          return (
            <li key={i} className={css.item}>
              {gap}
              <div role="group" aria-labelledby={`${id}-${i}-h`}>
                <div className={css.itemHead}>
                  <span id={`${id}-${i}-h`} tabIndex={-1} className={css.itemName}>{Name}{summaryOf(item, p.schema.items, root) ? ` — ${summaryOf(item, p.schema.items, root)}` : ''}</span>
                  {buttons}
                </div>
                {blocks && <BlockLanguages path={p.path} index={i} what={what} id={`${id}-${i}`} />}
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
              {kindOptions}
            </select>
          </>
        )}
        <button type="button" className={css.button} disabled={full} onClick={add}>Add {what}</button>
      </div>
    </fieldset>
  );
}
