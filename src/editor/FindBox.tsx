// "Find in the site": a combobox (the WAI-ARIA APG pattern, list autocomplete without automatic
// selection) whose listbox lists every place of the draft whose value or name holds the words typed
// (find.ts), searched once typing pauses. Choosing one opens that part of the site and brings its
// field into view with focus in it (revealField, also used by the list of problems).
//
// Keys in the box: ↓ opens the list or moves to the next place, ↑ the previous one, Enter opens the
// place chosen, Escape closes the list (a second Escape empties the box), Alt+↓ opens the list.
// (FindBox.tsx, not Find.tsx: to a bundler on a disk that ignores case, "./find" could be this file.)
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FIND_CAP, FIND_SHOWN, findInDraft, type FindHit, type FindResult } from './find';
import type { JsonSchema, Path } from './formDescription';
import { idOf } from './fields/FieldShell';
import * as css from './editor.css';

/** How long typing pauses before the draft is searched. */
const FIND_DELAY_MS = 150;
const CONTROLS = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';
const BUTTONS = 'button:not(:disabled), a[href], [tabindex]:not([tabindex="-1"])';

export function Find({ doc, root, choose }: { doc: unknown; root: JsonSchema; choose: (hit: FindHit) => void }) {
  const [text, setText] = useState('');
  const [result, setResult] = useState<FindResult | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const latest = useRef(doc);
  latest.current = doc;
  /** The draft the results were found in: one changed since is searched again when the box is back in use. */
  const searched = useRef<unknown>(null);
  const search = (q: string) => { searched.current = latest.current; setResult(findInDraft(latest.current, q, { root })); };
  const box = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);

  // The search, once typing pauses; the draft as it is then.
  useEffect(() => {
    if (!text.trim()) { setResult(null); setOpen(false); setActive(-1); return; }
    const t = setTimeout(() => { search(text); setActive(-1); }, FIND_DELAY_MS);
    return () => clearTimeout(t);
  }, [text]);

  useEffect(() => {
    if (active >= 0) list.current?.querySelector(`#find-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const hits = result?.hits ?? [];
  const expanded = open && hits.length > 0;
  const pick = (h: FindHit | undefined) => {
    if (!h) return;
    setOpen(false);
    setActive(-1);
    choose(h);
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (!hits.length) return;
      if (!expanded) { setOpen(true); if (!e.altKey) setActive(0); return; }
      setActive((a) => (a + 1) % hits.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      if (!hits.length) return;
      if (!expanded) { setOpen(true); setActive(hits.length - 1); return; }
      setActive((a) => (a <= 0 ? hits.length - 1 : a - 1));
    } else if (e.key === 'Enter') {
      if (expanded && active >= 0) { e.preventDefault(); pick(hits[active]); }
      else if (hits.length) { e.preventDefault(); setOpen(true); }
    } else if (e.key === 'Escape') {
      if (expanded) { e.preventDefault(); setOpen(false); setActive(-1); }
      else if (text) { e.preventDefault(); setText(''); }
    }
  };
  const count = !result || !text.trim() ? ''
    : !result.total ? `Nothing in the site holds “${result.query.trim()}”.`
    : `${result.capped ? `${FIND_CAP.toLocaleString('en')} or more` : result.total} place${result.total === 1 ? '' : 's'} hold${result.total === 1 ? 's' : ''} “${result.query.trim()}”${result.total > FIND_SHOWN ? `: the first ${FIND_SHOWN} are listed, type more words to narrow them` : ''}.${expanded ? '' : ' Press the down arrow to list them.'}`;

  return (
    <div className={css.find} role="search" ref={box}
      onBlur={(e) => { if (!box.current?.contains(e.relatedTarget as Node | null)) { setOpen(false); setActive(-1); } }}>
      <label htmlFor="find-input" className={css.findLabel}>Find<span className={css.wideOnly}> in the site</span></label>
      <input id="find-input" className={`${css.control} ${css.findInput}`} type="text" role="combobox" autoComplete="off" spellCheck={false}
        placeholder="a word, a number, a field…" value={text}
        aria-autocomplete="list" aria-expanded={expanded} aria-controls="find-results" aria-describedby="find-count"
        aria-activedescendant={expanded && active >= 0 ? `find-option-${active}` : undefined}
        onChange={(e) => { setText(e.target.value); setOpen(true); setActive(-1); }}
        onFocus={() => { setOpen(true); if (result && searched.current !== latest.current) search(text); }}
        onClick={() => setOpen(true)}
        onKeyDown={onKey} />
      {/* What was found, over the form: how many (read out as it changes), then the places. */}
      <div className={open && count ? css.findPopup : css.visuallyHidden} onMouseDown={(e) => e.preventDefault()}>
        <p id="find-count" className={css.findCount} role="status">{count}</p>
        <ul id="find-results" ref={list} role="listbox" aria-label="Places found" className={css.findList} hidden={!expanded}>
          {expanded && hits.map((h, i) => (
            <li key={`${i}:${h.path.join('/')}`} id={`find-option-${i}`} role="option" aria-selected={i === active} className={css.findOption} onClick={() => pick(h)}>
              <span className={css.findPlace}>{h.place}</span>
              {h.value && <span className={css.findValue}>: {h.value}</span>}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** Opens any closed <details> around an element, so it can be seen. */
function unfold(el: Element) {
  for (let d = el.closest('details:not([open])'); d; d = d.parentElement?.closest('details:not([open])') ?? null) (d as HTMLDetailsElement).open = true;
}

/**
 * The control of a place of the form, or of the nearest place around it the form shows: the
 * field's own control (its id is idOf(path)), else the first field of the group or list there
 * (found by the ids its parts carry: "…-h" an item's name, "…-d" a description, "…-e" problems,
 * or a field inside it).
 */
export function controlOf(path: Path): HTMLElement | null {
  for (let n = path.length; n >= 1; n--) {
    const id = idOf(path.slice(0, n));
    const own = document.getElementById(id);
    if (own?.matches(`${CONTROLS}, ${BUTTONS}`)) return own;
    const part = document.getElementById(`${id}-h`) ?? document.querySelector<HTMLElement>(`[id^="${CSS.escape(`${id}-`)}"]`);
    // An item's name stands for its whole group; anything else for the box it is in.
    const box = part && (part.id.endsWith('-h') ? part.closest<HTMLElement>('[role="group"], fieldset') : part.parentElement);
    const focus = box?.querySelector<HTMLElement>(CONTROLS) ?? box?.querySelector<HTMLElement>(BUTTONS);
    if (focus) return focus;
  }
  return null;
}

/** Brings the control of `path` (or of the nearest place around it) into view and focuses it.
 * False when the form shows nothing of it yet. */
export function revealField(path: Path): boolean {
  const el = controlOf(path);
  if (!el) return false;
  unfold(el);
  el.scrollIntoView({ block: 'center' }); // at once: no animation to be reduced
  el.focus({ preventScroll: true });
  return true;
}
