import { useShell } from '../data/context';
import { targetOf } from '../../schema/values/linkTarget';
import { listedOn, tagLabel } from '../data/tagLabels';
import { Icon } from '../ui/Icon';
import { SmartLink } from '../ui/SmartLink';
import { AddToPacket } from '../packet/buttons';
import type { Item } from './engine';
import * as s from './search.css';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };
const decode = (t: string) => t.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, e: string) => ENTITIES[e]!);

/** Pagefind's excerpt (escaped text with <mark> around matched words) as React text and <mark>s. */
export function Excerpt({ html }: { html: string }) {
  const parts = html.split(/<\/?mark>/);
  return <>{parts.map((p, i) => (i % 2 ? <mark key={i} className={s.mark}>{decode(p)}</mark> : decode(p)))}</>;
}

/** One result: the title (a page opens in the app, a resource in a new tab), what and where it is. */
function Result({ item }: { item: Item }) {
  const { page } = item;
  const { ui, lang, site } = useShell();
  // A resource's name and text are its listings' in the default language: marked so elsewhere.
  const textLang = item.kind !== 'page' && lang !== site.locales[0] ? site.locales[0] : undefined;
  return (
    <li className={s.result}>
      <SmartLink to={targetOf(item.url)} className={s.title} lang={textLang}>
        {item.title}{item.section && <span className={s.section}> › {item.section}</span>}
      </SmartLink>
      <p className={s.facts}>
        <span className={s.kind}><Icon name={item.icon} size={14} />{tagLabel('kind', item.kind, ui)}</span>
        {item.host && <span>{item.host}</span>}
      </p>
      {item.excerpt && <p className={s.excerpt} lang={textLang}><Excerpt html={item.excerpt} /></p>}
      {(item.where || page) && (
        <p className={s.where}>
          {item.where}
          {page && <>{item.where && ' · '}<SmartLink to={{ kind: 'internal', href: page.path }}>
            {listedOn(page.title, page.more, ui)}
          </SmartLink></>}
        </p>
      )}
      {item.kind !== 'page' && <AddToPacket urls={[item.url]} name={item.title} />}
    </li>
  );
}

/** The results, as a list of links: arrow keys move between their titles (see useArrowKeys). */
export function ResultList({ items, label }: { items: readonly Item[]; label: string }) {
  return <ol className={s.results} data-results="" aria-label={label}>{items.map((it) => <Result key={it.id} item={it} />)}</ol>;
}
