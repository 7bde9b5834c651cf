import { z } from 'zod';
import { href, safeString, siteOrigin, text, webUrl } from './fields';

const navLink = z.strictObject({ label: text, href });

export const site = z.strictObject({
  name: text,
  /** The public address ("https://www.example.org"): canonical links, the sitemap, social previews. */
  url: siteOrigin,
  /** The short name in the header logo. */
  logoText: text.max(4),
  tagline: text,
  /** Values that stay placeholders until the owner sets them; use them anywhere as "{{name}}". */
  variables: z.record(z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/), safeString).default({}),
  connect: z.strictObject({ label: text, href: webUrl }),
  search: z.strictObject({ placeholder: text }),
  footer: z.strictObject({
    blurb: text,
    quickLinks: z.array(navLink).min(1),
    resourcesHeading: text,
    resources: z.array(text).min(1),
    email: text,
    phone: text,
    services: navLink,
    copyright: text,
  }),
  notFound: z.strictObject({
    title: text,
    text,
    homeLabel: text,
    backLabel: text,
  }),
});

export const navigation = z.strictObject({
  /** Links shown before the groups: Home, Our Story, Practice Guides. */
  primary: z.array(navLink).min(1),
  /** How many groups get their own dropdown; the rest go under "More". */
  dropdowns: z.number().int().min(0).max(6).default(4),
  moreLabel: text.default('More'),
  groups: z.array(z.strictObject({ title: text, items: z.array(navLink).min(1) })).min(1),
});

export type Site = z.output<typeof site>;
export type Navigation = z.output<typeof navigation>;
