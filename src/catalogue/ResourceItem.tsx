import type { CatalogueItem } from '../../schema/contract/catalogueFormat';
import type { Accounts, Expect } from '../../schema/contract/resource';
import type { UiStrings } from '../i18n/types';
import { useShell } from '../data/context';
import { targetOf } from '../../schema/values/linkTarget';
import { agesLabel, languageLabel, listedOn } from '../data/tagLabels';
import { SmartLink } from '../ui/SmartLink';
import { AddToPacket } from '../packet/buttons';
import * as s from './catalogue.css';

/** What a row shows of a catalogue item, and what it leaves to the filters (resource.ts, Accounts). */
type Shown = Expect<Accounts<CatalogueItem, 'url' | 'label' | 'description' | 'details' | 'kind' | 'audience' | 'ages' | 'languages' | 'cost' | 'host' | 'where' | 'page' | 'more' | 'lang',
  'ageBands' | 'topics' | 'guide' | 'pageTitle'>>;

/** The facet values of a resource as badges: "Video", "Children and youth", "Ages 12–18", "Spanish", "Free".
 * A resource only in the page's language (`lang`) names no language: that is what a reader expects. */
export function badgesOf(r: CatalogueItem, ui: UiStrings, lang: string): string[] {
  const t = ui.tags;
  const onlyOwn = r.languages.length === 1 && r.languages[0] === lang;
  return [t.kinds[r.kind], ...r.audience.map((a) => t.audiences[a]), ...r.ages.map((a) => agesLabel(a, ui)),
    ...(onlyOwn ? [] : r.languages.map((l) => languageLabel(l, ui.locale))), ...(r.cost ? [t.costs[r.cost]] : [])];
}

/** One resource: its name (opening it in a new tab), what it is and is for, and where it is listed. */
export function ResourceItem({ item }: { item: CatalogueItem }) {
  const { ui, lang, site } = useShell();
  // A resource is described as its listings in the default language write it, or as a translated
  // page does (item.lang): text in another language than the page's is marked as what it is.
  const own = site.locales[0];
  const textLang = (item.lang ?? own) !== lang ? item.lang ?? own : undefined;
  const whereLang = own !== lang ? own : undefined;
  return (
    <li className={s.item}>
      <SmartLink to={targetOf(item.url)} className={s.title} lang={textLang}>{item.label}</SmartLink>
      {item.description && <p className={s.text} lang={textLang}>{item.description}</p>}
      {item.details && item.details.length > 0 && <p className={s.text} lang={textLang}>{item.details.join(' · ')}</p>}
      {/* The tags and the packet button share a row: a list stays short enough to scan. */}
      <div className={s.tagsRow}>
        <ul className={s.badges} aria-label={ui.catalogue.aboutResource}>{badgesOf(item, ui, lang).map((b) => <li key={b} className={s.badge}>{b}</li>)}</ul>
        <AddToPacket urls={[item.url]} name={item.label} />
      </div>
      <p className={s.where}>
        {item.host && <>{item.host} · </>}
        {listedOn(<SmartLink to={{ kind: 'internal', href: item.page }}>{whereLang ? <span lang={whereLang}>{item.where}</span> : item.where}</SmartLink>, item.more, ui)}
      </p>
    </li>
  );
}
