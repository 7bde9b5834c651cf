// Every language's words for a resource's tags, by its code (tagWords.ts of each folder): each
// language's search index names a resource's tags in its words (src/server/tagWords.ts). Node only.
import type { Registry } from './parts';
import { tagWords as en } from './en/tagWords';
import { tagWords as es } from './es/tagWords';

export const TAG_WORDS: Registry<'tagWords'> = { en, es };
