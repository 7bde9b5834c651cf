// A resource's tags and listing as people read them, in the page's language: the dictionary's
// kinds, audiences and costs (src/i18n), and language names from Intl for the page's locale.
import type { ReactNode } from 'react';
import type { UiStrings } from '../i18n/types';
import { formatNodes } from './formatNodes';
import { format, plural } from './format';
import { languageLabel } from './languageNames';

export { languageLabel, languageName } from './languageNames';

/** "Ages 12–18", "Ages 11+": a band or a range as written, with an en dash. */
export const agesLabel = (ages: string, ui: UiStrings) => format(ui.tags.ages, { ages: ages.replace('-', '–') });

/** Every facet value's name, by facet: a kind (or "page"), audience, age band, language, cost, topic
 * (its name in `topics`, the catalogue's); a guide is its own title. */
export function tagLabel(facet: string, value: string, ui: UiStrings, topics?: ReadonlyMap<string, string>): string {
  const t = ui.tags;
  if (facet === 'topic') return topics?.get(value) ?? value;
  if (facet === 'age') return agesLabel(value, ui);
  if (facet === 'language') return languageLabel(value, ui.locale);
  const labels: Record<string, unknown> = facet === 'kind' ? t.kinds : facet === 'audience' ? t.audiences : facet === 'cost' ? t.costs : {};
  // A string only: a value from the index is never read as a method ("constructor").
  const label = labels[value];
  return typeof label === 'string' ? label : value;
}

/** "Listed on {page}", or "… and 2 more pages": where a resource is listed, `page` its first place
 * (a link in the catalogue, the page's title inside a search result's link). */
export const listedOn = (page: ReactNode, more: number, ui: UiStrings): ReactNode =>
  formatNodes(more > 0 ? plural(ui.catalogue.listedOnMore, more, ui.locale) : ui.catalogue.listedOn, { page });
