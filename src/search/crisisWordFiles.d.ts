// Every language's crisis words (schema/languages/<code>/crisisWords.json), by its code ({ en: …,
// es: … }): a module the build makes (scripts/lib/crisis-words.mjs, for the browser bundle and the
// Node compile alike), so a language's folder brings its words, and the words load only with the
// search code that imports them.
declare module 'virtual:crisis-words' {
  const words: Readonly<Record<string, import('../../schema/values/crisisWords').CrisisWords>>;
  export default words;
}
