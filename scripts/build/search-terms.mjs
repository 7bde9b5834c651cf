// @ts-check
// The site's acronyms (CANS, ASQ, PSC, NSSI…), written beside the search index as terms.json.
// Search matches words by their stem, so "CANS" would also find "can" and "Canada"; a query
// word the site writes as an acronym is matched exactly instead (src/search/queryPlan.ts), also when
// the visitor types it in lower case.
import { writeOutSync } from './file-errors.mjs';
import { join } from 'node:path';
import { TERMS_FILE, topicsFile } from '../../schema/values/addresses.mjs';

/** An acronym: 2-8 capitals and digits with at least two capitals, maybe a plural "s" ("CFTs");
 * or a hyphenated term with one ("TF-CBT", "PSC-35", "C-SSRS", "ITCT-A"). */
const ACRONYM = /(?<![\p{L}\p{N}-])(?:(?=(?:[0-9]*[A-Z]){2})[A-Z0-9]{2,8}(?:s)?|(?=[\w-]*[A-Z][\w-]*[A-Z0-9])[A-Za-z0-9]+(?:-[A-Za-z0-9]+)+)(?![\p{L}\p{N}-])/gu;
/** Enough for any real site; the file stays a few KB however large the site grows. */
const MAX_TERMS = 2000;

export function acronymCollector() {
  const counts = new Map();
  return {
    /** Takes a document's HTML (tags and entities are not words). @param {string} html */
    add(html) {
      const text = html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');
      for (const m of text.matchAll(ACRONYM)) {
        const term = m[0].replace(/s$/, '').toLowerCase();
        counts.set(term, (counts.get(term) ?? 0) + 1);
      }
    },
    /** Each acronym's count, to add to another collector's (the search documents' threads). */
    counts: () => counts,
    /** @param {Map<string, number>} more */
    merge(more) {
      for (const [term, n] of more) counts.set(term, (counts.get(term) ?? 0) + n);
    },
    /** The most used acronyms, lower case, sorted; of those used as often, the first in the
     * alphabet (so the list does not depend on which thread read which page). */
    terms: () => [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, MAX_TERMS).map(([t]) => t).sort(),
  };
}

/** The acronyms, loaded with the index; and a file per language of its topics (src/server/searchRecords.ts
 * topicLinks), which a search in that language loads with it: the other languages' never load.
 * @param {string} dir @param {string[]} acronyms @param {Record<string, [string, string, string, string][]>} [topics] */
export function writeTerms(dir, acronyms, topics = {}) {
  writeOutSync(join(dir, TERMS_FILE), JSON.stringify(acronyms));
  for (const [lang, list] of Object.entries(topics)) writeOutSync(join(dir, topicsFile(lang)), JSON.stringify(list));
}
