// Every language's crisis words (crisisWords.json of each folder), for the compiler only: a
// language without its file fails the type check here. The files themselves reach the code through
// `virtual:crisis-words` (scripts/lib/crisis-words.mjs reads every folder's file and leaves out
// the notes for people), so the browser gets them with the search code, never on a first load.
import type { Registry } from './parts';

/** Each language's file, as the compiler reads its JSON. */
interface CrisisWordsFiles {
  en: typeof import('./en/crisisWords.json');
  es: typeof import('./es/crisisWords.json');
}

type Complete<T extends Registry<'crisisWords'>> = T;
export type CrisisWordsOfEachLanguage = Complete<CrisisWordsFiles>;
