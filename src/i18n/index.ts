// Every locale the interface is written in, by code. Node only (the build, tests): the browser
// gets one locale's strings in the page's shell data and imports only the types. The schema
// allows a language in site.locales when it is one of INTERFACE_LOCALES (schema/values/locales.ts), and
// the compiler holds this list to that one: a dictionary missing, or one the list lacks, is an error.
import type { InterfaceLocale } from '../../schema/values/locales';
import { en } from './en';
import { es } from './es';
import type { UiStrings } from './types';

export const UI = { en, es } as const satisfies Record<InterfaceLocale, UiStrings>;
export type { Plural, UiStrings } from './types';
