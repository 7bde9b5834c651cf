// Every language's interface words, by its code (ui.ts of each folder). Node only (the build,
// tests): the browser gets one language's words in the page's shell data and imports only the types.
import type { Registry, UiStrings } from './parts';
import { ui as english } from './en/ui';
import { ui as es } from './es/ui';

/** English's words: the shape of every language's (UiStrings), and one language among them. */
const en: UiStrings = english;

export const UI: Registry<'ui'> = { en, es };
