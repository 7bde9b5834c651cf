// The Spanish syllabifier's shape (it ships no types): silabas(word).syllables() lists the word's syllables.
declare module 'silabas' {
  interface Silabas {
    /** The word's syllables, in order ("ayuda" → ["a", "yu", "da"]). */
    syllables(): string[];
    /** Where each syllable starts in the word. */
    positions(): number[];
  }
  export default function silabas(word: string): Silabas;
}
