// A small, valid manifest for tests, and a way to write it as the text an editor would see.
type Json = Record<string, unknown>;

export function baseManifest(): Json & { routes: Json[] } {
  return {
    site: {
      name: 'Test Site', url: 'https://test-site.example', logoText: 'TS', tagline: 'Testing',
      variables: { email: '{email}', phone: '{phone}' },
      connect: { label: 'Connect', href: 'https://example.org/connect' },
      search: { placeholder: 'Search resources...' },
      footer: {
        blurb: 'A test site.', quickLinks: [{ label: 'Home', href: '/' }, { label: 'About', href: '/about' }],
        resourcesHeading: 'Resources', resources: ['Guides'], email: '{{email}}', phone: '{{phone}}',
        services: { label: 'Professional Services', href: '/about' }, copyright: 'Test Site.',
      },
      notFound: { title: 'Page Not Found', text: "Oops! The page you're looking for doesn't exist or has been moved.", homeLabel: 'Return Home', backLabel: 'Go Back' },
    },
    navigation: {
      primary: [{ label: 'Home', href: '/' }],
      groups: [{ title: 'Guides', items: [{ label: 'About', href: '/about' }] }],
    },
    routes: [
      { path: '/', title: 'Home', description: 'The home page.', blocks: [{ type: 'hero', badges: ['One'] }] },
      { path: '/about', title: 'About', description: 'About us.', blocks: [{ type: 'prose', paragraphs: ['Hello.'] }] },
    ],
  };
}

export const text = (m: unknown) => `${JSON.stringify(m, null, 2)}\n`;

/** baseManifest in English and Spanish: the site settings and the menu translated, no route yet. */
export function bilingualManifest(): Json & { routes: Json[] } {
  const m = baseManifest();
  m.site = { locales: ['en', 'es'], ...(m.site as object), translations: { es: {
    tagline: 'Pruebas', connect: { label: 'Conectar' }, search: { placeholder: 'Buscar recursos...' },
    footer: { blurb: 'Un sitio de prueba.', quickLinks: [{ label: 'Inicio' }, { label: 'Acerca de' }], resourcesHeading: 'Recursos', resources: ['Guías'], services: { label: 'Servicios' }, copyright: 'Sitio de prueba.' },
    notFound: { title: 'Página no encontrada', text: 'La página no existe.', homeLabel: 'Inicio', backLabel: 'Volver' },
  } } };
  m.navigation = { ...(m.navigation as object), translations: { es: { primary: [{ label: 'Inicio' }], groups: [{ title: 'Guías', items: [{ label: 'Acerca de' }] }] } } };
  return m;
}
