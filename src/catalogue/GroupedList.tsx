import type { CatalogueItem } from '../../schema/contract/catalogueFormat';
import { useUi } from '../data/context';
import { Heading } from '../ui/Heading';
import { ResourceItem } from './ResourceItem';
import * as s from './catalogue.css';

/** Resources under a heading per guide, in the catalogue's order: the page as prerendered (and
 * as read without JavaScript or printed). */
export function GroupedList({ items, level }: { items: readonly CatalogueItem[]; level: number }) {
  const ui = useUi();
  const groups: { guide: string; items: CatalogueItem[] }[] = [];
  for (const it of items) {
    const guide = it.guide ?? ui.catalogue.otherPages;
    if (groups.at(-1)?.guide !== guide) groups.push({ guide, items: [] });
    groups.at(-1)!.items.push(it);
  }
  return (
    <div className={s.groups}>
      {groups.map((g) => (
        <section key={g.guide} className={s.group}>
          <Heading level={level} className={s.groupTitle}>{g.guide} <span className={s.count}>({g.items.length})</span></Heading>
          <ul className={s.items}>{g.items.map((it) => <ResourceItem key={it.url} item={it} />)}</ul>
        </section>
      ))}
    </div>
  );
}
