// The topics families and clinicians bring (sleep, grief, divorce…): written once in site.topics,
// each with its name and the everyday words people use for it, per language. A resource names its
// topics by id; the catalogue filters by them (/resources?topic=sleep), and search finds a
// resource by any of its topics' words ("panic" finds the anxiety resources), so synonyms live in
// the data, beside the topic, never in code.
import { z } from 'zod';
import { about } from './about';
import { closest } from '../values/errorMap';
import { text } from './fields';
import { topicId } from './facets';


export const topic = z.strictObject({
  id: topicId.meta(about('Topic id', 'The topic\'s id: what a resource\'s "topics" names and the catalogue\'s address says (/resources?topic=sleep).', 'sleep')),
  label: text.meta(about('Topic name', 'The topic\'s name, as the catalogue\'s filter and the guides show it.', 'Sleep')),
  words: text.meta(about('Search words', 'The everyday words people search with for this topic, separated by commas: synonyms, plain words, common misspellings are not needed. Search finds every resource of the topic by any of them.', 'sleep, bedtime, insomnia, nightmares')),
  page: z.string().regex(/^\/[a-z0-9/-]*$/, { error: 'must be a route path like "/topics/sleep"' }).optional()
    .meta(about('Guide page', 'The guide page of the topic, if it has one: the search offers it when a query finds nothing.', '/topics/sleep')),
}).meta({ id: 'topic', ...about('Topic', 'A topic: its id, its name and the words people search with for it.') });

export const topics = z.array(topic).default([]).superRefine((ts, ctx) => {
  const seen = new Set<string>();
  ts.forEach((t, i) => {
    if (seen.has(t.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `the topic id "${t.id}" is used twice: give each topic its own id` });
    seen.add(t.id);
  });
}).meta(about('Topics', 'The topics of the library, in the order the filter lists them: each with its id, name and search words.'));
export type Topic = z.output<typeof topic>;

/** A topic's words as a list: "sleep, bedtime" → ["sleep", "bedtime"]. */
export const wordsOf = (t: Pick<Topic, 'words'>): string[] => t.words.split(',').map((w) => w.trim()).filter(Boolean);

/** Why a resource's topic is not one of the site's, or undefined when it is. */
export function unknownTopic(id: string, ids: readonly string[]): string | undefined {
  if (ids.includes(id)) return undefined;
  if (!ids.length) return `"${id}" is not a topic: the site has none yet; add it to site.topics first ({ "id": "${id}", "label": "…", "words": "…" })`;
  const guess = closest(id, ids);
  return `"${id}" is not a topic${guess ? ` (did you mean "${guess}"?)` : ''}: use the id of one of site.topics: ${ids.join(', ')}`;
}
