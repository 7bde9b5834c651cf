// The words a Spanish search uses for a resource's tags ("hoja de trabajo", "para padres", "en
// español", "gratis"). Words of the search record only, never shown (src/server/tagWords.ts).
import type { TagWords } from '../parts';

export const tagWords: TagWords = {
  kind: {
    worksheet: ['hoja de trabajo, ejercicio'], handout: ['hoja informativa, folleto'], pdf: ['PDF, documento'], document: ['documento'], video: ['video'],
    article: ['artículo'], toolkit: ['caja de herramientas, guía'], manual: ['manual, guía'], 'crisis-line': ['línea de crisis, línea de ayuda'],
    app: ['aplicación'], training: ['capacitación, entrenamiento, curso'], website: ['sitio web'],
    organisation: ['organización, asociación, fundación, organismo'], directory: ['directorio, listado, buscador de terapeutas y servicios'],
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
  // A resource in Spanish says so; the other languages are not named.
  languages: (codes) => (codes.includes('es') ? ['en español'] : []),
  cost: { free: 'gratis, sin costo', paid: 'de pago' },
};
