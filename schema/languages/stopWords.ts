// Every language's stop words, by its code (stopWords.ts of each folder): a query in any language
// drops them all (src/search/queryPlan.ts). They load with the search code, in the browser.
import type { Registry } from './parts';
import { stopWords as en } from './en/stopWords';
import { stopWords as es } from './es/stopWords';

export const STOP_WORDS: Registry<'stopWords'> = { en, es };
