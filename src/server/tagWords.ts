// The words a visitor uses for a resource's tags, so a search finds what is tagged so: "Spanish"
// or "español" finds a resource in Spanish, "for parents" one for caregivers, "teens" one for
// ages 11 and up, "worksheet" a worksheet. They are words of the record only (never shown): a
// result shows the resource's own description.
import type { AgeBand, Audience } from '../../schema/values/facetValues';
import { languageName } from '../data/languageNames';
import { kindLabels, type ResourceKind } from '../../schema/values/resourceKinds';

const AUDIENCE_WORDS: Record<Audience, string> = {
  clinician: 'for clinicians, therapists, counselors, providers and professionals',
  caregiver: 'for parents, caregivers and families',
  youth: 'for children, kids, youth, young people and teens',
  educator: 'for educators, teachers and schools',
};

const AGE_WORDS: Record<AgeBand, string> = {
  '0-2': 'for infants, babies and toddlers',
  '2-5': 'for young children, preschool kids and toddlers',
  '6-10': 'for children, kids and school-age children',
  '11+': 'for teens, teenagers, adolescents and young people',
};

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

/** Other words an English search may use for a kind than its label ("organization" for "Organisation"). */
const EN_KIND_WORDS: Partial<Record<ResourceKind, string>> = {
  organisation: 'organization, association, foundation, nonprofit',
  directory: 'finder, listing, where to find a therapist or service',
};

/** The same words for a Spanish search ("hoja de trabajo", "para padres", "en español", "gratis"). */
const ES: { kind: Record<ResourceKind, string>; audience: Record<Audience, string>; ages: Record<AgeBand, string>; free: string; paid: string } = {
  kind: {
    worksheet: 'hoja de trabajo, ejercicio', handout: 'hoja informativa, folleto', pdf: 'PDF, documento', document: 'documento', video: 'video',
    article: 'artículo', toolkit: 'caja de herramientas, guía', manual: 'manual, guía', 'crisis-line': 'línea de crisis, línea de ayuda',
    app: 'aplicación', training: 'capacitación, entrenamiento, curso', website: 'sitio web',
    organisation: 'organización, asociación, fundación, organismo', directory: 'directorio, listado, buscador de terapeutas y servicios',
  },
  audience: {
    clinician: 'para profesionales, terapeutas, consejeros y proveedores',
    caregiver: 'para padres, madres, cuidadores y familias',
    youth: 'para niños, niñas, jóvenes y adolescentes',
    educator: 'para maestros, educadores y escuelas',
  },
  ages: {
    '0-2': 'para bebés y niños pequeños', '2-5': 'para niños pequeños y preescolares',
    '6-10': 'para niños y niñas en edad escolar', '11+': 'para adolescentes y jóvenes',
  },
  free: 'gratis, sin costo', paid: 'de pago',
};

/** The sentences of a record that name its tags, in the index's language. English is every
 * resource's default, so only other languages are named ("in Spanish (español)"). Its topics'
 * words are apart (searchRecords.ts topicWordsOf), weighed less. */
export function tagWords(r: Tagged, lang = 'en'): string[] {
  const others = r.languages.filter((l) => l !== 'en');
  if (lang === 'es') {
    return [
      ES.kind[r.kind], ...r.audience.map((a) => ES.audience[a]), ...r.ageBands.map((b) => ES.ages[b]),
      ...r.languages.filter((l) => l !== 'es').length < r.languages.length ? ['en español'] : [],
      ...(r.cost === 'free' ? [ES.free] : r.cost === 'paid' ? [ES.paid] : []),
    ];
  }
  return [
    kindLabels[r.kind],
    ...(EN_KIND_WORDS[r.kind] ? [EN_KIND_WORDS[r.kind]!] : []),
    ...r.audience.map((a) => AUDIENCE_WORDS[a]),
    ...r.ageBands.map((b) => AGE_WORDS[b]),
    ...others.map((l) => `in ${languageName(l, 'en')}${nativeName(l) ? ` (${nativeName(l)})` : ''}`),
    ...(r.cost === 'free' ? ['free, no cost'] : r.cost === 'paid' ? ['paid'] : []),
  ];
}
