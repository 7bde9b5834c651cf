// The relevance set (test/relevance/queries.json) run through the site's own search page, as a
// visitor would: type the query, read the top results. Shared by the browser test (every
// query's expected results in its top 3) and npm run bench (success@1 and success@3, for each
// language). A query with "lang": "es" is a Spanish-speaking visitor's, run on the Spanish search
// page (its own index); without, an English one.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const TOP = 3;

/** The set: [{ q, top3: [address or path, ...], why, lang? }]. */
export const relevanceSet = (root, file = 'test/relevance/queries.json') => JSON.parse(readFileSync(join(root, file), 'utf8'));

/** A result's address as the set names it: a path without its section anchor, or a web address. */
const comparable = (href) => (href.startsWith('/') ? href.split('#')[0] : href);

/**
 * Runs each query in the search page's box (already open in `page`) and returns, per query, its
 * first results' addresses and whether the expected ones are in the top 3 and first.
 */
export async function runRelevance(page, set) {
  const out = [];
  for (const { q, top3 } of set) {
    await page.locator('main input[name="q"]').fill(q);
    await page.waitForFunction((q) => {
      const t = document.querySelector('main [role="status"]')?.textContent ?? '';
      return t.includes(`“${q}”`) || t.startsWith('Help is available');
    }, q.trim(), { timeout: 15_000, polling: 20 });
    const got = await page.locator('main [data-results] > li > a:first-child').evaluateAll((as, n) => as.slice(0, n).map((a) => a.getAttribute('href')), TOP);
    const top = got.map(comparable);
    out.push({ q, expected: top3, top, at3: top3.every((e) => top.includes(e)), at1: top3.includes(top[0]) });
  }
  return out;
}

/** A query's language: "en" unless it says. */
export const langOf = (query) => query.lang ?? 'en';

/** The search page of a language, from the site's ("/search" → "/es/search"). */
export const searchPageIn = (path, lang) => (lang === 'en' ? path : `/${lang}${path === '/' ? '' : path}`);

/**
 * Runs the set language by language, each on its search page: `open(path)` opens that page in
 * `page` (the app started). Returns runRelevance's runs, each with its language.
 */
export async function runRelevanceByLanguage(page, set, searchPath, open) {
  const out = [];
  for (const lang of [...new Set(set.map(langOf))]) {
    await open(searchPageIn(searchPath, lang));
    const runs = await runRelevance(page, set.filter((x) => langOf(x) === lang));
    out.push(...runs.map((r) => ({ ...r, lang })));
  }
  return out;
}

/** relevanceScores of each language's runs: { en: …, es: … }. */
export const scoresByLanguage = (runs) => Object.fromEntries([...new Set(runs.map((r) => r.lang ?? 'en'))]
  .map((lang) => [lang, relevanceScores(runs.filter((r) => (r.lang ?? 'en') === lang))]));

/** success@1 and success@3 as fractions, and the queries that missed. */
export function relevanceScores(runs) {
  const n = runs.length || 1;
  return {
    queries: runs.length,
    at1: runs.filter((r) => r.at1).length / n,
    at3: runs.filter((r) => r.at3).length / n,
    missed: runs.filter((r) => !r.at3).map((r) => `${r.lang && r.lang !== 'en' ? `(${r.lang}) ` : ''}"${r.q}": expected ${r.expected.join(', ')} in the top ${TOP}, got ${r.top.join(', ') || 'nothing'}`),
  };
}
