import type { ReactNode } from 'react';
import type { CatalogueItem } from '../../schema/contract/catalogueFormat';
import { format } from '../data/format';
import { useUi } from '../data/context';
import { Heading } from '../ui/Heading';
import { buttonClass } from '../ui/Button/Button';
import { ResourceItem } from './ResourceItem';
import * as s from './catalogue.css';

/**
 * Resources under a heading per guide, in the catalogue's order: the page as prerendered (and as
 * read without JavaScript or printed). The first `pageSize` show; each next `pageSize` is behind a
 * native disclosure ("Show more (24 more)"; a short last page joins the one before), so a guide's page lays out only what it shows as it
 * loads, opens more with no script, and keeps its length exact (a jump to its end moves nothing).
 * Find in page opens the disclosure that holds a match; a printed page holds every resource.
 */
export function GroupedList({ items, level, pageSize }: { items: readonly CatalogueItem[]; level: number; pageSize: number }) {
  const ui = useUi();
  const c = ui.catalogue;
  const guideOf = (it: CatalogueItem) => it.guide ?? c.otherPages;
  const sizes = new Map<string, number>();
  for (const it of items) sizes.set(guideOf(it), (sizes.get(guideOf(it)) ?? 0) + 1);
  // A guide whose resources go on past a disclosure carries on there, without its heading again.
  const sections = (from: number, to: number) => {
    const groups: { guide: string; start: boolean; items: CatalogueItem[] }[] = [];
    items.slice(from, to).forEach((it, i) => {
      const guide = guideOf(it);
      if (groups.at(-1)?.guide !== guide) groups.push({ guide, start: from + i === 0 || guideOf(items[from + i - 1]!) !== guide, items: [] });
      groups.at(-1)!.items.push(it);
    });
    return groups.map((g) => (
      <section key={g.guide} className={s.group}>
        {g.start && <Heading level={level} className={s.groupTitle}>{g.guide} <span className={s.count}>({sizes.get(g.guide)})</span></Heading>}
        <ul className={s.items}>{g.items.map((it) => <ResourceItem key={it.url} item={it} />)}</ul>
      </section>
    ));
  };
  // Each page's first resource; a last page shorter than half a page joins the one before it, so
  // no "Show more" holds only a resource or two.
  const starts: number[] = [];
  for (let at = 0; at < items.length; at += pageSize) starts.push(at);
  if (starts.length > 1 && items.length - starts.at(-1)! < pageSize / 2) starts.pop();
  const from = (page: number): ReactNode => page >= starts.length ? null : (
    <details className={s.more}>
      <summary className={`${buttonClass('outline')} ${s.moreToggle}`}>
        <span className={s.whenClosed}>{format(c.showMore, { n: items.length - starts[page]! })}</span>
        <span className={s.whenOpen}>{c.showFewer}</span>
      </summary>
      <div className={s.groups}>{sections(starts[page]!, starts[page + 1] ?? items.length)}{from(page + 1)}</div>
    </details>
  );
  return <div className={s.groups}>{sections(0, starts[1] ?? items.length)}{from(1)}</div>;
}
