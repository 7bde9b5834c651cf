import { z } from 'zod';
import { quote } from '../values/errorMap';
import { audiences } from '../values/facetValues';
import { AUDIENCE_TITLES } from './facets';
import { valueTitles } from './about';
import { isReservedPath, RESERVED_FOLDERS, RESERVED_PATHS } from '../values/addresses.mjs';
import { about, text } from './fields';
import { ROUTE_PATH } from '../values/linkTarget';
import { block, type PageBlock } from './block';
import type { GuidePlace } from './guides';
import { reviewed, translationReview } from './review';
import { withAnchors } from '../values/anchors';
import type { Alternate } from '../values/locales';

/** A route's translations: per language, its text, which schema/read/translate.ts checks against the
 * English and makes a page of, and `reviewed` once a bilingual clinician has reviewed it. */
const routeTranslations = z.record(z.string(), z.looseObject({ reviewed: translationReview.optional() }, {
  error: (iss) => (iss.code === 'invalid_type' ? `expected an object with the ${typeof iss.path?.at(-1) === 'string' ? String(iss.path.at(-1)) : 'translated'} "title", "description" and "blocks"` : undefined),
})).optional()
  .meta(about('Translations', 'This page in other languages, per language of site.locales: the English\'s keys, text only ("blocks": null keeps a block in English), and "reviewed" once a bilingual clinician checked it.', { es: { reviewed: { by: 'Ana López, LCSW', date: '2026-12-01' }, title: 'Contáctenos' } }));

/** What a page is, for search ranking: see the `kind` field. */
export const routeKinds = ['page', 'index', 'stub'] as const;
export type RouteKind = (typeof routeKinds)[number];

export const route = z.strictObject({
  path: z.string().regex(ROUTE_PATH, { error: 'must be "/" or lower-case words separated by "/" and "-", like "/crisis-intervention/tools" (no trailing slash)' })
    .refine((p) => !isReservedPath(p), {
      error: (iss) => `"${String(iss.input)}" is reserved for the site's own files (${[...RESERVED_PATHS, ...RESERVED_FOLDERS.map((f) => `${f}/…`)].join(', ')}): choose another path`,
    }).meta(about('Page address', 'The page\'s address: "/" or lower-case words separated by "/" and "-".', '/crisis-intervention/tools')),
  /** The page's h1 and the first part of its <title>. */
  title: text.meta(about('Title', 'The page\'s h1 and the first part of its <title>.', 'Crisis Intervention Tools')),
  /** The meta description; pages without a hero also show it under the title. */
  description: text.max(300).meta(about('Description', 'The search-result and social-preview description (at most 300 characters); pages without a hero show it under the title.')),
  audience: z.array(z.enum(audiences).meta(valueTitles(AUDIENCE_TITLES))).min(1, { error: 'name who reads the page (caregiver, youth, clinician, educator), or leave "audience" out' }).optional()
    .meta(about('Who reads it', 'Who reads the page (clinician, caregiver, youth, educator). With caregiver or youth it is for families: npm run validate warns above reading grade 8.', ['caregiver', 'youth'])),
  reviewed: reviewed.optional(),
  kind: z.enum(routeKinds).default('page').meta({ ...valueTitles({ page: 'A page', index: 'An index (leads to other pages)', stub: 'A stub (its content is coming)' }), ...about('Kind of page', 'What the page is: "page" (the default), "index" (only leads to other pages) or "stub" (its content is coming). Search lists index and stub pages last.', 'stub') }),
  translations: routeTranslations,
  blocks: z.array(block).default([]).meta(about('Blocks', 'What the page shows, top to bottom; a hero may only come first.')),
}).superRefine((r, ctx) => {
  const first = r.blocks[0];
  if (first?.type === 'hero' && first.title !== undefined && first.title !== r.title) {
    ctx.addIssue({ code: 'custom', path: ['blocks', 0, 'title'], message: `an opening hero shows the page's h1, which is the route title ${quote(r.title)}: remove this title or make it the same` });
  }
  r.blocks.forEach((b, i) => {
    if (b.type === 'hero' && i > 0) ctx.addIssue({ code: 'custom', path: ['blocks', i, 'type'], message: 'a hero can only open a page: move it to the top, or use a "prose" or "callout" block here' });
  });
}).meta({ id: 'route', ...about('Page', 'One page of the site: its address, title, description and blocks.') }).transform(({ blocks, translations: _, ...r }) => {
  // Whether the page opens with a hero is decided here, once: `hero` is that opening banner (with
  // the route title), and `blocks` what follows it. Without one, the page shows the title and
  // description as its header.
  const first = blocks[0];
  const hero = first?.type === 'hero' ? { ...first, title: first.title ?? r.title } : undefined;
  // Each section's anchor is written into the data (schema/values/anchors.ts), for the page and its links.
  return { ...r, ...(hero && { hero }), blocks: withAnchors(blocks.filter((b): b is PageBlock => b.type !== 'hero')) };
});
/** A route as the app receives it: with its place in its guide (schema/model/guides.ts), when it has one. */
export type Route = z.output<typeof route> & {
  guide?: GuidePlace;
  /** On a site in several languages: the page's language and the same page in the others. */
  lang?: string;
  alternates?: Alternate[];
};
