// The words a visitor uses for a resource's tags, so a search finds what is tagged so: "Spanish"
// or "español" finds a resource in Spanish, "for parents" one for caregivers, "teens" one for
// ages 11 and up, "worksheet" a worksheet. They are words of the record only (never shown): a
// result shows the resource's own description. Each language's words are in its folder
// (schema/languages/<code>/tagWords.ts).
import type { AgeBand, Audience } from '../../schema/values/facetValues';
import { isInterfaceLocale } from '../../schema/values/locales';
import type { ResourceKind } from '../../schema/values/resourceKinds';
import { TAG_WORDS } from '../../schema/languages/tagWords';
import { languageName } from '../data/languageNames';

/** Each language's own name, where the visitor may type it: "español" beside "Spanish". */
function nativeName(code: string): string | undefined {
  try {
    const own = new Intl.DisplayNames([code], { type: 'language' }).of(code);
    return own && own !== code ? own : undefined;
  } catch {
    return undefined;
  }
}

export interface Tagged { kind: ResourceKind; audience: readonly Audience[]; ageBands: readonly AgeBand[]; languages: readonly string[]; cost?: 'free' | 'paid' | undefined }

/** The sentences of a record that name its tags, in the index's language (English for a language
 * the interface is not written in). Its topics' words are apart (searchRecords.ts topicWordsOf),
 * weighed less. */
export function tagWords(r: Tagged, lang = 'en'): string[] {
  const code = isInterfaceLocale(lang) ? lang : 'en';
  const words = TAG_WORDS[code];
  return [
    ...words.kind[r.kind],
    ...r.audience.map((a) => words.audience[a]),
    ...r.ageBands.map((b) => words.ages[b]),
    ...words.languages(r.languages, { inThis: (l) => languageName(l, code), own: nativeName }),
    ...(r.cost === 'free' ? [words.cost.free] : r.cost === 'paid' ? [words.cost.paid] : []),
  ];
}
