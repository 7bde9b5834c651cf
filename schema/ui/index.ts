// Every locale the interface is written in, by code. Node only (the build, the schema, tests):
// the browser gets one locale's strings in the page's shell data and imports only the types.
import { en } from './en';
import { es } from './es';
import type { UiStrings } from './types';

export const UI = { en, es } as const satisfies Record<string, UiStrings>;
export type { Plural, UiStrings } from './types';

export const hasUi = (code: string): code is keyof typeof UI => Object.hasOwn(UI, code);
