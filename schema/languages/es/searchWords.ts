// Spanish words that only join others, as a parent writes a question ("ayuda para mi hijo con la
// ansiedad": "hijo ansiedad"): never searched on their own (src/search/queryPlan.ts).
// Also the words of asking for help, the words that say who a resource is for, and this
// language's own names as a searcher types them.
import type { SearchWords } from '../parts';

export const searchWords: SearchWords = {
  stop: [
    'de', 'la', 'el', 'los', 'las', 'y', 'en', 'para', 'con', 'un', 'una',
    'o', 'del', 'al', 'por', 'mi', 'mis', 'su', 'sus', 'que', 'qué', 'como', 'cómo', 'sobre',
    'es', 'son', 'está', 'esta', 'este', 'esto', 'lo', 'le', 'les', 'se', 'me', 'te', 'nos', 'tu', 'tú', 'usted', 'él', 'ella',
    'ellos', 'pero', 'porque', 'cuando', 'donde', 'dónde', 'muy', 'más', 'mas', 'ya', 'hay', 'tiene', 'tengo', 'sin', 'entre',
    'hasta', 'desde', 'años', 'año', 'unos', 'unas', 'ser', 'hacer', 'cuál', 'si',
  ],
  asking: ['ayuda', 'necesito'],
  who: ['niño', 'niños', 'niña', 'niñas', 'nino', 'ninos', 'hijo', 'hija', 'hijos',
    'hijas', 'adolescente', 'adolescentes', 'padres', 'familia', 'familias', 'joven', 'jóvenes', 'jovenes'],
  names: ['spanish', 'español', 'espanol'],
};
