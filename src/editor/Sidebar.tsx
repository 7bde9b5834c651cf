// The parts of the site to edit: its settings, its menus, and every page (a new one added here).
import type { JsonSchema } from './formDescription';
import { getIn } from './paths';
import { resolve, templateOf } from './schema';
import type { Actions } from './store';
import * as css from './editor.css';

export type Section = 'site' | 'navigation' | number;

interface Props { doc: unknown; root: JsonSchema; section: Section; choose: (s: Section) => void; actions: Actions; announce: (m: string) => void }

export function Sidebar({ doc, root, section, choose, actions, announce }: Props) {
  const routes = (getIn(doc, ['routes']) as Record<string, unknown>[] | undefined) ?? [];
  const addPage = () => {
    const route = templateOf(resolve(root.properties?.routes, root).items ?? {}, root);
    actions.add(['routes'], route, 'page');
    choose(routes.length);
    announce(`Added page ${routes.length + 1}: give it an address, a title and a description.`);
  };
  const entry = (s: Section, name: string, sub?: string) => (
    <li key={String(s)}>
      <button type="button" className={css.navButton} aria-current={section === s} onClick={() => choose(s)}>
        {name}{sub && <span className={css.navPath}>{sub}</span>}
      </button>
    </li>
  );
  return (
    <nav className={css.sidebar} aria-label="Parts of the site">
      <ul className={css.navList}>
        {entry('site', 'Site settings', 'name, contact, footer, crisis lines')}
        {entry('navigation', 'Menus', 'the header\'s links and groups')}
      </ul>
      <h2 className={css.label}>Pages</h2>
      <ul className={css.navList}>
        {routes.map((r, i) => entry(i, String(r.title || '(new page)'), String(r.path || '(no address yet)')))}
      </ul>
      <button type="button" className={css.button} onClick={addPage}>Add page</button>
    </nav>
  );
}
