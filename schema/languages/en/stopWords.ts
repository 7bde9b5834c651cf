// English words that only join others ("and for the", "how do I"): never searched on their own
// (src/search/queryPlan.ts).
import type { StopWords } from '../parts';

export const stopWords: StopWords = [
  'a', 'an', 'and', 'the', 'for', 'of', 'to', 'in', 'on', 'with', 'my', 'me', 'i', 'we', 'how', 'what', 'is', 'are', 'at', 'by',
  'from', 'about', 'or', 'your', 'our', 'do', 'can',
  'you', 'he', 'she', 'it', 'its', 'they', 'them', 'his', 'her', 'their', 'this', 'that', 'these', 'those', 'be', 'was', 'were',
  'been', 'has', 'have', 'had', 'will', 'would', 'should', 'could', 'does', 'did', 'when', 'why', 'who', 'which', 'where', 'as',
  'but', 'if', 'so', 'not', 'into', 'than', 'then', 'there', 'some', 'any', 'all', 'very', 'just', 'get', 'us', 'am',
  // An age as a parent writes it ("8 years old", "10 yo"): the words around it say what is wanted.
  'year', 'years', 'old', 'yr', 'yo',
];
