// A page's own tools above its form: move it up or down the list of pages, or to any place by its
// position, or delete it (Undo brings it back).
import type { Section } from './Sidebar';
import { useEditor } from './store';
import * as css from './editor.css';
import { PositionInput, focusSoon } from './fields/ItemTools';

export function PageTools({ index, count, choose }: { index: number; count: number; choose: (s: Section) => void }) {
  const ctx = useEditor();
  return (
    <div className={css.row}>
      <button type="button" className={css.button} disabled={index === 0} onClick={() => { ctx.actions.move(['routes'], index, index - 1, 'page'); choose(index - 1); }}>Move page up</button>
      <button type="button" className={css.button} disabled={index === count - 1} onClick={() => { ctx.actions.move(['routes'], index, index + 1, 'page'); choose(index + 1); }}>Move page down</button>
      <PositionInput index={index} count={count} label="Move page to position" id="page-position"
        move={(to) => { ctx.actions.moveTo(['routes'], index, to, 'page'); choose(to); ctx.announce(`Moved page ${index + 1} to position ${to + 1} of ${count}.`); focusSoon('page-position'); }} />
      <button type="button" className={css.danger} onClick={() => { ctx.actions.remove(['routes'], index, 'page'); ctx.announce(`Removed page ${index + 1}. Press Undo to bring it back.`); choose(Math.max(0, index - 1)); }}>Delete page</button>
    </div>
  );
}
