import type { CatalogueItem } from '../../schema/catalogue';
import { ageLabel, audienceLabels, costLabels, languageName } from '../../schema/facetValues';
import { kindLabels } from '../../schema/resourceKinds';
import { targetOf } from '../data/linkTarget';
import { SmartLink } from '../ui/SmartLink';
import * as s from '../blocks/ResourceCatalogue/ResourceCatalogue.css';

/** The facet values of a resource as badges: "Video", "Children and youth", "Ages 12–18", "Spanish", "Free". */
export function badgesOf(r: CatalogueItem): string[] {
  const onlyEnglish = r.languages.length === 1 && r.languages[0] === 'en';
  return [kindLabels[r.kind], ...r.audience.map((a) => audienceLabels[a]), ...r.ages.map(ageLabel),
    ...(onlyEnglish ? [] : r.languages.map(languageName)), ...(r.cost ? [costLabels[r.cost]] : [])];
}

/** One resource: its name (opening it in a new tab), what it is and is for, and where it is listed. */
export function ResourceItem({ item }: { item: CatalogueItem }) {
  return (
    <li className={s.item}>
      <SmartLink to={targetOf(item.url)} className={s.title}>{item.label}</SmartLink>
      {item.description && <p className={s.text}>{item.description}</p>}
      {item.details && item.details.length > 0 && <p className={s.text}>{item.details.join(' · ')}</p>}
      <ul className={s.badges} aria-label="About this resource">{badgesOf(item).map((b) => <li key={b} className={s.badge}>{b}</li>)}</ul>
      <p className={s.where}>
        {item.host && <>{item.host} · </>}
        Listed on <SmartLink to={{ kind: 'internal', href: item.page }}>{item.where}</SmartLink>
        {item.more > 0 && ` and ${item.more} more page${item.more === 1 ? '' : 's'}`}
      </p>
    </li>
  );
}
