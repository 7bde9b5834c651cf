// Filling in the interface's strings (src/i18n): `{name}` placeholders, plural forms, dates.
// The strings come with the page (useUi); these only put the values in. Plain functions, no
// React: the first load of every page carries this file (formatNodes, for elements, is apart).
import type { Plural, UiStrings } from '../i18n/types';

/** The template's text and values in order, without empty parts; an unknown `{name}` stays as written. */
export const templateParts = <V>(template: string, values: Record<string, V>): (string | V)[] =>
  template.split(/\{(\w+)\}/).map((p, i) => (i % 2 ? values[p] ?? `{${p}}` : p)).filter((p) => p !== '');

/** "{n} results" with { n: 3 } → "3 results". */
export const format = (template: string, values: Record<string, string | number>): string => templateParts(template, values).join('');

/** The form of a count for the locale ("1 result", "2 results"), with `{n}` filled in. Forms a
 * locale has beyond one and other (Spanish "many" for millions) take `other`. */
export const plural = (forms: Plural, n: number, locale: string): string =>
  format(new Intl.PluralRules(locale).select(n) === 'one' ? forms.one : forms.other, { n });

/** "2026-11-03" → "November 2026" (English), "noviembre de 2026" (Spanish). UTC, so the month
 * written is the month meant, wherever the page is read. */
export const formatMonth = (dateIso: string, ui: Pick<UiStrings, 'locale'>): string =>
  new Intl.DateTimeFormat(ui.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(dateIso));
