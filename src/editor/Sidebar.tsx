// The parts of the site to edit: its settings, its menus, and every page (a new one added here);
// the part open is marked (aria-current). Beside the form on wider screens, kept in view with a
// scroll of its own; on a phone a button (a disclosure) shows the list over the form, and choosing
// a part closes it and takes the view and the focus to that part's heading.
import { useEffect, useRef, useState } from 'react';
import type { JsonSchema } from './formDescription';
import { getIn } from './paths';
import { resolve, templateOf } from './schema';
import type { Actions } from './store';
import { JsonNamesToggle } from './JsonNames';
import * as css from './editor.css';

export type Section = 'site' | 'navigation' | number;
/** Where the focus goes once the part chosen is shown: its heading, its first field, or it stays. */
export type FocusAfter = 'heading' | 'first' | 'stay';

interface Props { doc: unknown; root: JsonSchema; section: Section; choose: (s: Section, focus: FocusAfter) => void; actions: Actions; announce: (m: string) => void }

export function Sidebar({ doc, root, section, choose, actions, announce }: Props) {
  const routes = (getIn(doc, ['routes']) as Record<string, unknown>[] | undefined) ?? [];
  const [open, setOpen] = useState(false);
  const nav = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  /** On a phone the list is behind its button: a part chosen there takes the focus to the form. */
  const behindButton = () => !!button.current?.getClientRects().length;

  const pick = (s: Section) => {
    const phone = behindButton();
    setOpen(false);
    choose(s, phone ? 'heading' : 'stay');
  };
  const addPage = () => {
    const route = templateOf(resolve(root.properties?.routes, root).items ?? {}, root);
    actions.add(['routes'], route, 'page');
    setOpen(false);
    choose(routes.length, 'first');
    announce(`Added page ${routes.length + 1}, at the end of the list of pages: fill in its address (path), its title and its description, then add its blocks.`);
  };

  // A click or tap outside the open list closes it.
  useEffect(() => {
    if (!open) return;
    const away = (e: PointerEvent) => { if (!nav.current?.contains(e.target as Node)) setOpen(false); };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  // The part open stays in view in the list's own scroll (never scrolling the window).
  useEffect(() => {
    const box = list.current;
    const at = box?.querySelector('[aria-current="true"]');
    if (!box || !at || !box.getClientRects().length) return;
    const b = box.getBoundingClientRect();
    const a = at.getBoundingClientRect();
    if (a.top < b.top) box.scrollTop -= b.top - a.top + 8;
    else if (a.bottom > b.bottom) box.scrollTop += a.bottom - b.bottom + 8;
  }, [section, open, routes.length]);

  const entry = (s: Section, name: string, sub?: string) => (
    <li key={String(s)}>
      <button type="button" className={css.navButton} aria-current={section === s ? 'true' : undefined} onClick={() => pick(s)}>
        {name}{sub && <span className={css.navPath}>{sub}</span>}
      </button>
    </li>
  );
  return (
    <nav ref={nav} className={css.sidebar} aria-label="Parts of the site"
      onKeyDown={(e) => { if (e.key === 'Escape' && open) { e.preventDefault(); setOpen(false); button.current?.focus(); } }}>
      <button ref={button} type="button" className={`${css.button} ${css.chooser}`} aria-expanded={open} aria-controls="parts-list" onClick={() => setOpen(!open)}>
        Parts of the site <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <div ref={list} id="parts-list" className={css.parts} data-open={open || undefined}>
        <ul className={css.navList}>
          {entry('site', 'Site settings', 'name, contact, footer, crisis lines')}
          {entry('navigation', 'Menus', 'the header\'s links and groups')}
        </ul>
        <div className={css.navHead}>
          <h2 className={css.navHeading}>Pages ({routes.length})</h2>
          <button type="button" className={css.button} onClick={addPage}>Add page</button>
        </div>
        <ul className={css.navList}>
          {routes.map((r, i) => entry(i, String(r.title || '(new page)'), String(r.path || '(no address yet)')))}
        </ul>
        {/* For whoever also edits data/site.json by hand: the JSON key beside each label. */}
        <div className={css.navFoot}><JsonNamesToggle /></div>
      </div>
    </nav>
  );
}
