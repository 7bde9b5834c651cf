// English words that only join others ("and for the", "how do I"): never searched on their own
// (src/search/queryPlan.ts).
// Also the words of asking for help, the words that say who a resource is for, and this
// language's own names as a searcher types them.
import type { SearchWords } from '../parts';

export const searchWords: SearchWords = {
  stop: [
    'a', 'an', 'and', 'the', 'for', 'of', 'to', 'in', 'on', 'with', 'my', 'me', 'i', 'we', 'how', 'what', 'is', 'are', 'at', 'by',
    'from', 'about', 'or', 'your', 'our', 'do', 'can',
    'you', 'he', 'she', 'it', 'its', 'they', 'them', 'his', 'her', 'their', 'this', 'that', 'these', 'those', 'be', 'was', 'were',
    'been', 'has', 'have', 'had', 'will', 'would', 'should', 'could', 'does', 'did', 'when', 'why', 'who', 'which', 'where', 'as',
    'but', 'if', 'so', 'not', 'into', 'than', 'then', 'there', 'some', 'any', 'all', 'very', 'just', 'get', 'us', 'am',
    // An age as a parent writes it ("8 years old", "10 yo"): the words around it say what is wanted.
    'year', 'years', 'old', 'yr', 'yo',
  ],
  asking: ['help', 'need'],
  who: ['kid', 'kids', 'child', 'children', 'childs', 'teen', 'teens', 'teenager', 'teenagers', 'youth', 'adolescent',
    'adolescents', 'parent', 'parents', 'family', 'families'],
  names: ['english', 'inglés', 'ingles'],
};
