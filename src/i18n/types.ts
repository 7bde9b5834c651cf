// The shape every locale's interface strings take: English's, with any text in each place, so a
// locale that lacks a key or adds one fails the type check.
import type { en } from './en';

type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

export type UiStrings = Strings<typeof en>;

/** A count's words: `one` for what Intl.PluralRules calls one, `other` for every other count. */
export interface Plural { readonly one: string; readonly other: string }
