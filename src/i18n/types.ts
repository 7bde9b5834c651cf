// The shape every locale's interface strings take: English's, with any text in each place, so a
// locale that lacks a key or adds one fails the type check (schema/languages/parts.ts).
export type { Plural, UiStrings } from '../../schema/languages/parts';
