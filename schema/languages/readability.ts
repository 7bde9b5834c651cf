// Every language's reading formula, by its code (readability.ts of each folder), for the reading
// report (schema/read/readability.ts). Node only: it loads the syllable counters (`syllable`,
// `silabas`), which nothing the browser loads may reach.
import type { Registry } from './parts';
import { readability as en } from './en/readability';
import { readability as es } from './es/readability';

export const READABILITY: Registry<'readability'> = { en, es };
