// The tools a list item carries beside ↑ ↓ Remove, kept light (a list of 200 blocks gets one small
// button per gap and one number box per item, no more): "Insert" before it, which for a list of
// several kinds (blocks) asks which kind there; "Position", to move it to any place in one step;
// and, for a page's blocks on a site of several languages, what each other language's page shows of
// it, with "Keep in English" (null in that translation's blocks).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Path } from '../formDescription';
import { languageName } from '../../data/languageNames';
import { getIn } from '../paths';
import { blockLanguage, otherLocales, translationBase, useEditor, type BlockLanguage } from '../store';
import * as css from '../editor.css';

/** "a block", "an item". */
export const withArticle = (what: string) => `${/^[aeiou]/i.test(what) ? 'an' : 'a'} ${what}`;

/** Moves focus to the element of this id once the change it follows is on the page. */
export const focusSoon = (id: string) => setTimeout(() => document.getElementById(id)?.focus(), 0);

interface InsertProps {
  /** The place the new item takes (the item there now, and those after it, move one place down). */
  index: number;
  what: string;
  /** The kinds to choose from (a list of blocks), as <option>s whose values are their indices; none: one kind. */
  kinds?: ReactNode;
  /** The kind chosen first (the one chosen for Add). */
  kind?: number;
  open: boolean;
  setOpen: (open: boolean) => void;
  disabled?: boolean;
  id: string;
  insert: (kind: number) => void;
}

/** The "Insert" control of a gap: before item `index`. */
export function InsertHere({ index, what, kinds, kind = 0, open, setOpen, disabled, id, insert }: InsertProps) {
  const name = `Insert ${withArticle(what)} before ${what} ${index + 1}`;
  const [chosen, setChosen] = useState(kind);
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => { if (open) select.current?.focus(); }, [open]);
  if (!open || !kinds) {
    return (
      <button type="button" id={id} className={css.insertHere} aria-label={name} disabled={disabled}
        onClick={() => { if (!kinds) return insert(0); setChosen(kind); setOpen(true); }}><span aria-hidden="true">+ </span>Insert</button>
    );
  }
  const close = () => { setOpen(false); focusSoon(id); };
  return (
    <div role="group" aria-label={name} className={css.insertChooser}
      onKeyDown={(e) => { if (e.key === 'Escape') { e.preventDefault(); close(); } }}>
      <label htmlFor={`${id}-kind`}>Kind of {what} to insert</label>
      <select id={`${id}-kind`} ref={select} className={css.control} style={{ width: 'auto' }} value={chosen} onChange={(e) => setChosen(Number(e.target.value))}>
        {kinds}
      </select>
      <button type="button" className={css.button} onClick={() => { setOpen(false); insert(chosen); }}>Insert</button>
      <button type="button" className={css.button} onClick={close}>Cancel</button>
    </div>
  );
}

interface PositionProps {
  index: number;
  count: number;
  /** The visible label ("Position") and the accessible name ("Position of block 3"), which starts with it. */
  label: string;
  name?: string;
  id: string;
  /** Moves the item to place `to` (0-based). */
  move: (to: number) => void;
}

/** A number box with the item's place: typing another and pressing Enter (or leaving the box)
 * moves it there in one step; Escape puts the number back. */
export function PositionInput({ index, count, label, name, id, move }: PositionProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const n = Math.round(Number(draft));
    if (draft.trim() === '' || !Number.isFinite(n)) return;
    const to = Math.min(count, Math.max(1, n)) - 1;
    if (to !== index) move(to);
  };
  return (
    <span className={css.position}>
      <label htmlFor={id}>{label}</label>
      <input id={id} type="number" inputMode="numeric" min={1} max={count} className={css.positionInput} aria-label={name} disabled={count < 2}
        value={draft ?? String(index + 1)} onChange={(e) => setDraft(e.target.value)} onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') { e.preventDefault(); commit(); }
          if (e.key === 'Escape' && draft !== null) { e.preventDefault(); setDraft(null); }
        }} />
    </span>
  );
}

const STATES: Record<BlockLanguage, (english: string) => string> = {
  translated: () => 'translated',
  english: (en) => `shown in ${en} until translated`,
  kept: (en) => `kept in ${en}`,
  outer: (en) => `kept in ${en} with the block around it`,
  none: () => 'no page in this language yet',
};

/** What each other language's page shows of block `index` of the list at `path`, and a switch to
 * keep it in the site's first language there. Nothing when the site has one language. */
export function BlockLanguages({ path, index, what, id }: { path: Path; index: number; what: string; id: string }) {
  const ctx = useEditor();
  const root = ctx.form.schema;
  const langs = otherLocales(ctx.doc);
  if (!langs.length || !translationBase(root, ctx.doc, path)) return null;
  const first = getIn(ctx.doc, ['site', 'locales', 0]);
  const en = languageName(typeof first === 'string' ? first : 'en', 'en');
  return (
    <div className={css.itemLanguages}>
      {langs.map((lang) => {
        const state = blockLanguage(root, ctx.textKeys, ctx.doc, path, index, lang);
        const name = languageName(lang, 'en');
        const box = `${id}-keep-${lang}`;
        return (
          <p key={lang} className={css.itemLanguage}>
            <span id={`${box}-s`}>{name}: {STATES[state](en)}</span>
            {state !== 'none' && (
              <label className={css.keepLabel}>
                <input id={box} type="checkbox" checked={state === 'kept' || state === 'outer'} disabled={state === 'outer'} aria-describedby={`${box}-s`}
                  onChange={(e) => {
                    const keep = e.target.checked;
                    ctx.actions.keepInEnglish(path, index, lang, keep, what);
                    ctx.announce(keep
                      ? `The ${name} page shows ${what} ${index + 1} in ${en} now. Press Undo to take that back.`
                      : `${what[0]!.toUpperCase()}${what.slice(1)} ${index + 1} is to be translated on the ${name} page again.`);
                  }} />
                {` Keep in ${en} (${name} page)`}
              </label>
            )}
          </p>
        );
      })}
    </div>
  );
}
