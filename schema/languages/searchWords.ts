// Every language's search words, by its code (searchWords.ts of each folder): a query in any
// language is read with them all (src/search/queryPlan.ts, src/search/engine.ts). They load with
// the search code, in the browser.
import type { Registry } from './parts';
import { searchWords as en } from './en/searchWords';
import { searchWords as es } from './es/searchWords';

export const SEARCH_WORDS: Registry<'searchWords'> = { en, es };
