// Every language the interface is written in, by code: each language's words are in its folder
// (schema/languages/<code>/ui.ts), and the compiler holds the list to INTERFACE_LOCALES
// (schema/values/locales.ts). Node only (the build, tests): the browser gets one locale's strings in
// the page's shell data and imports only the types.
export { UI } from '../../schema/languages/ui';
export type { Plural, UiStrings } from './types';
