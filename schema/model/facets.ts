// What a resource is for: who it speaks to, the ages it states, its languages and its cost.
// Written on a resource link (or a crisis line) only from what the resource itself states; the
// catalogue and search filter by them. The Zod fields, in facetFields; the values themselves are
// in facetValues.ts (no Zod, so the browser can use them).
import { z } from 'zod';
import { about, choicesFrom, languageCodes, valueTitles } from './about';
import { AGES, audiences, bandsOf, type AgeBand, type Audience } from '../values/facetValues';

export { ageBands, audiences, bandsOf, type AgeBand, type Audience } from '../values/facetValues';

const ageRange = z.string().superRefine((s, ctx) => {
  const m = AGES.exec(s);
  if (!m) return void ctx.addIssue({ code: 'custom', input: s, message: `"${s}" is not an age range: write a band (0-2, 2-5, 6-10, 11+), a range like "12-18", or "16+"` });
  if (m[2] !== undefined && Number(m[2]) < Number(m[1])) ctx.addIssue({ code: 'custom', input: s, message: `"${s}" ends before it starts: write the younger age first, like "${m[2]}-${m[1]}"` });
}).transform((s) => s.replace('–', '-'));

// A BCP 47 language tag: a language (en, es, zh) and optional script or region (zh-Hant, pt-BR).
const LANGUAGE = /^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|\d{3}))?$/;
const language = z.string().regex(LANGUAGE, { error: (iss) => `"${String(iss.input)}" is not a language code: use a BCP 47 code like "en", "es", "zh-Hant" or "pt-BR" (lower-case language, capitalised region)` })
  .meta(languageCodes);

/** A topic's id (site.topics, schema/model/topics.ts): what a resource's "topics" names. */
export const topicId = z.string().regex(/^[a-z][a-z0-9-]*$/, { error: 'must be lower-case letters, digits and hyphens, like "sleep" or "school-refusal"' });

/** Who a resource speaks to, in plain words (the editor's choices; the site's own words are in src/i18n). */
export const AUDIENCE_TITLES = { clinician: 'Clinicians', caregiver: 'Parents and caregivers', youth: 'Children and youth', educator: 'Educators' } as const satisfies Record<Audience, string>;

/** The list without repeats; a list of one or none (most of them) needs no Set to say so. */
const unique = <T,>(xs: readonly T[]) => (xs.length < 2 ? [...xs] : [...new Set(xs)]);

/** The facet fields, shared by resource links and crisis lines. */
export const facetFields = {
  audience: z.array(z.enum(audiences).meta(valueTitles(AUDIENCE_TITLES))).default([]).transform(unique)
    .meta(about('Who it is for', 'Who the resource speaks to, as it says itself: clinician, caregiver, youth, educator. Leave out what it does not state.', ['caregiver', 'youth'])),
  ages: z.array(ageRange).default([]).transform(unique)
    .meta(about('Ages', 'The ages the resource states: a band (0-2, 2-5, 6-10, 11+), a range ("12-18") or "16+". Leave out when it states none.', ['12-18'])),
  languages: z.array(language).min(1).default(['en']).transform(unique)
    .meta(about('Languages', 'The languages the resource is available in, as language codes like "en", "es", "zh-Hant" or "pt-BR" (English when left out).', ['en', 'es'])),
  cost: z.enum(['free', 'paid']).optional().meta({ ...about('Cost', 'Whether using it costs money, when the resource says so.', 'free'), ...valueTitles({ free: 'Free', paid: 'Paid' }) }),
  topics: z.array(topicId).default([]).transform(unique)
    .meta({ ...about('Topics', 'The topics it is about, by the ids of site.topics: the catalogue filters by them and search finds it by their words.', ['sleep', 'anxiety']), ...choicesFrom(['site', 'topics'], 'id', 'label') }),
};

export interface Facets { audience: Audience[]; ages: string[]; ageBands: AgeBand[]; languages: string[]; cost?: 'free' | 'paid' | undefined; topics: string[] }
/** The facets of a parsed link or line, with the age bands worked out. */
export const facetsOf = (f: Omit<Facets, 'ageBands'>): Facets => ({ audience: f.audience, ages: f.ages, ageBands: bandsOf(f.ages), languages: f.languages, cost: f.cost, topics: f.topics });
