// When a page's content was last reviewed. Clinical content has a review cycle: pages show
// "Reviewed November 2026", and validation warns (without failing) once a review is more than
// REVIEW_MONTHS old, so the person keeping the site sees what is due.
import { z } from 'zod';
import { about, notTranslated, text } from './fields';
import { dateFormat } from './about';

export const REVIEW_MONTHS = 12;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const parts = (date: string) => date.split('-').map(Number) as [number, number, number];
/** "2026-11-03" -> "November 2026". Made here, so the browser needs no month names. */
export const monthYear = (date: string) => `${MONTHS[parts(date)[1] - 1]} ${parts(date)[0]}`;

/** A real calendar date written YYYY-MM-DD. */
const day = z.string()
  .regex(DATE, { error: 'must be a date written YYYY-MM-DD, like "2026-11-03"' })
  .refine((d) => { if (!DATE.test(d)) return true; const [y, m, day] = parts(d); const t = new Date(Date.UTC(y, m - 1, day)); return t.getUTCMonth() === m - 1 && t.getUTCDate() === day; },
    { error: (iss) => `"${String(iss.input)}" is not a day of the calendar: write the date as YYYY-MM-DD` })
  .meta(dateFormat);

/** A real calendar date written YYYY-MM-DD; the page gets it with its label. */
export const reviewed = day
  .transform((date) => ({ date, label: monthYear(date) }))
  .meta(about('Last reviewed', `When the page's content was last reviewed (YYYY-MM-DD). The page shows "Reviewed" and the month; npm run validate warns once it is more than ${REVIEW_MONTHS} months ago.`, '2026-11-03'));

const REVIEW_SHAPE = 'write { "by": "…", "date": "YYYY-MM-DD" }: who reviewed this translation, and on what day';

/**
 * A bilingual clinician's review of one translation of a page (a route's `translations.es`): who
 * and when, for the site's owner to track which translations are reviewed (schema/read/translationReport.ts
 * counts them). It is no text to translate and never reaches a page.
 */
export const translationReview = z.strictObject({
  by: text.meta({ ...about('Reviewed by', 'Who reviewed the translation: the bilingual clinician\'s name and credential.', 'Ana López, LCSW'), ...notTranslated('who reviewed a translation: written in the translation itself') }),
  date: day.meta(about('Review date', 'The day the review was finished (YYYY-MM-DD).', '2026-12-01')),
}, { error: (iss) => (iss.code === 'invalid_type' ? `expected an object: ${REVIEW_SHAPE}` : undefined) })
  .meta(about('Translation review', 'Set once a bilingual clinician has reviewed this translation against the English: who and when. Not shown on the page; npm run validate counts the reviewed ones.', { by: 'Ana López, LCSW', date: '2026-12-01' }));
export type TranslationReview = z.input<typeof translationReview>;

/** Routes whose review is more than REVIEW_MONTHS months before `now`, as warnings at their "reviewed". */
export function staleReviews(routes: readonly { reviewed?: { date: string; label: string } | undefined }[], now: Date) {
  const limit = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - REVIEW_MONTHS, now.getUTCDate()));
  return routes.flatMap((r, i) => {
    if (!r.reviewed) return [];
    const [y, m, d] = parts(r.reviewed.date);
    if (Date.UTC(y, m - 1, d) >= limit.getTime()) return [];
    return [{ path: ['routes', i, 'reviewed'] as (string | number)[], message: `last reviewed ${r.reviewed.label}, more than ${REVIEW_MONTHS} months ago: review the page, then set "reviewed" to that day's date` }];
  });
}
