import { z } from 'zod';
import { about, notTranslated, button, HREF_EXAMPLES, href, langCode, safeString, siteOrigin, text, webUrl } from './fields';
import { ROUTE_PATH } from '../values/linkTarget';
import { INTERFACE_LOCALES, isInterfaceLocale } from '../values/locales';
import { cardFields, cardRules } from '../blocks/cardGrid';
import { facetFields, facetsOf } from './facets';
import { icon } from './icons';
import { languageCodes } from './about';
import { topics } from './topics';
import { crisisNumberFields, crisisNumberRules, crisisSteps, withNumberButtons } from './crisisLine';

const navLink = z.strictObject({
  label: text.meta(about('Link text', 'The link\'s words.', 'Contact')),
  href: href.meta(about('Link address', 'Where it goes: a route path or a full address.', ...HREF_EXAMPLES)),
  lang: langCode.optional().meta(about('Language of its words', 'The language of its words when it is not the page\'s: a translation that lacks this link shows it in English, marked "en".', 'en')),
}).meta({ id: 'navLink', ...about('Link', 'A link in the menus or the footer.') });
/** A footer list item: plain text, or { label, href } to link it. */
const footerItem = z.union([text.transform((label) => ({ label, href: undefined })), navLink])
  .meta(about('Item', 'Plain text, or a link { "label", "href" }.', 'Assessment tools', { label: 'Assessment tools', href: '/assessment' }));

/** A crisis line: a card whose numbers are written once (its call and text buttons are made from
 * them), and who it is for. */
const crisisLine = z.strictObject({
  ...cardFields,
  ...crisisNumberFields,
  ...facetFields,
}).superRefine((line, ctx) => { cardRules(line, ctx); crisisNumberRules(line, ctx); })
  .transform(({ audience, ages, languages, cost, topics, ...card }) => withNumberButtons({ ...card, ...facetsOf({ audience, ages, languages, cost, topics }) }))
  .meta({ id: 'crisisLine', ...about('Crisis line', 'A crisis line: its name, description, the numbers to call and text (written once: its buttons are made from them), web buttons, and who it is for.') });

/** A locale's code: two lower-case letters ("en", "es"); the site's interface must be written in it (src/i18n). */
const localeCode = z.string().refine(isInterfaceLocale, { error: (iss) => `${JSON.stringify(iss.input)} is not a language the site's interface is written in: use one of ${INTERFACE_LOCALES.map((c) => `"${c}"`).join(', ')}` })
  .meta({ enum: [...INTERFACE_LOCALES], ...languageCodes });

/** Text in other languages, beside the English: per locale code, the same keys as the English for its text only. */
export const translations = z.record(z.string(), z.unknown()).optional()
  .meta(about('Translations', 'Translations of this object\'s text, per language of site.locales: the same keys as the English, text only (links, icons and tags come from the English). In "blocks", null keeps a block in English.', { es: { title: 'Contáctenos' } }));

export const site = z.strictObject({
  locales: z.array(localeCode).min(1).default(['en']).refine((l) => new Set(l).size === l.length, { error: 'lists a language twice: write each once' })
    .meta(about('Languages', 'The site\'s languages: the first is at "/", each other one under "/<code>" ("/es/contact") for the routes that have a translation.', ['en', 'es'])),
  translations,
  name: text.meta({ ...about('Site name', 'The site\'s name: in the header, page titles and social previews.', 'Family Practice Tools'), ...notTranslated('the site\'s name, the same in every language') }),
  /** The public address ("https://www.example.org"): canonical links, the sitemap, social previews. */
  url: siteOrigin.meta(about('Site address', 'The public address of the site\'s root, https only: canonical links, the sitemap, social previews.', 'https://www.example.org')),
  /** The short name in the header logo. */
  logoText: text.max(4).meta({ ...about('Logo text', 'The short name in the header logo, at most 4 characters.', 'FPT'), ...notTranslated('the header logo\'s few letters') }),
  tagline: text.meta(about('Tagline', 'A short line under the name in the header.')),
  /** Values that stay placeholders until the owner sets them; use them anywhere as "{{name}}". */
  variables: z.record(z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/), safeString).default({})
    .meta(about('Values used in texts', 'Values set once and used in any text as "{{name}}", e.g. the contact e-mail and phone.', { email: '{email}', phone: '{phone}' })),
  connect: z.strictObject({
    label: text.meta(about('Button text', 'The words on the header\'s connect button.', 'Connect')),
    href: webUrl.meta(about('Link address', 'Where it goes: a full https:// address.')),
    icon: icon.default('message-circle').meta(about('Icon', 'The icon beside the words, which stands alone on a phone: pick one that says where it goes.', 'briefcase')),
  }).meta(about('Connect button', 'The button at the right of the header.')),
  topics,
  search: z.strictObject({
    placeholder: text.meta(about('Hint in the empty box', 'The hint in the empty search box.', 'Search resources...')),
  }).meta(about('Search box', 'The header\'s search box.')),
  crisis: z.strictObject({
    title: text.meta(about('First line', 'The first line of the crisis panel, in safe-messaging wording.', 'If you or someone you know is struggling or in crisis, help is available.')),
    text: text.meta(about('What to do now', 'What to do now: the lines to call or text, and 911 for immediate danger.', 'Call or text 988 or chat 988lifeline.org. If someone is in immediate danger, call 911.')),
    steps: crisisSteps.optional(),
    lines: z.array(crisisLine).min(1).meta(about('Crisis lines', 'The crisis lines, in the order shown (a line\'s "firstFor" puts it first for a search about that): name, numbers, buttons, who each is for.')),
    help: z.strictObject({
      label: text.meta(about('Link text', 'The words of the link to the crisis lines, in the header of every page and at the top of the phone menu.', 'Get help now')),
      href: href.meta(about('Link address', 'Where it leads: the page with the crisis lines.', '/crisis-intervention/tools')),
      actions: z.array(button).min(1).max(3).meta(about('Buttons', 'Up to three calls or texts beside it (call 988, text 988, call 911); a hint ending a label in brackets ("988 (oprima 2)") stays whole.')),
    }).optional().meta(about('Way to help from every page', 'The way to the crisis lines from every page: a slim bar under the header and the top of the phone menu.')),
  }).optional().meta(about('Crisis support', 'Crisis support, written once: a crisisLines block shows the lines on a page, and a search about suicide, self-harm or a crisis shows them above its results.')),
  footer: z.strictObject({
    blurb: text.meta(about('About the site', 'A sentence about the site under its name.')),
    quickLinks: z.array(navLink).min(1).meta(about('Quick links', 'The footer\'s first column of links.')),
    resourcesHeading: text.meta(about('Resources heading', 'The heading of the resources column.', 'Resources')),
    resources: z.array(footerItem).min(1).meta(about('Resources column', 'The items of the resources column: text, or links to the guides they name.')),
    email: text.meta({ ...about('E-mail', 'The contact e-mail shown in the footer.', '{{email}}'), ...notTranslated('an address, not words') }),
    phone: text.meta({ ...about('Phone', 'The contact phone number shown in the footer.', '{{phone}}'), ...notTranslated('a number, not words') }),
    services: navLink.meta(about('Services link', 'The link to the services page.')),
    copyright: text.meta(about('Copyright line', 'The copyright line; the year is added in front.', 'Family Practice Tools.')),
  }).meta(about('Footer', 'The footer on every page.')),
  offline: z.strictObject({
    title: text.meta(about('Heading', 'The heading of the page shown for a page not saved on this device while offline.', 'You are offline')),
    text: text.meta(about('Sentence under it', 'The sentence under it: what still works offline.')),
    pages: z.array(z.string().regex(ROUTE_PATH, { error: 'must be a route path like "/crisis-intervention/tools"' }).meta({ title: 'Page address' })).min(1).max(8)
      .meta(about('Pages kept for offline use', 'Route paths kept on the device at the first visit, so they open without a connection (the crisis pages); the first is the app\'s "Crisis lines" shortcut. At most 8.', ['/crisis-intervention/tools'])),
  }).optional().meta(about('Offline use', 'Offline use: with it, the build writes a service worker that keeps these pages, the pages a visitor opened, and an offline page with the crisis lines.')),
  notFound: z.strictObject({
    title: text.meta(about('Heading', 'The not-found page\'s heading.', 'Page Not Found')),
    text: text.meta(about('Sentence under it', 'The sentence under it.')),
    homeLabel: text.meta(about('Home button text', 'The button back to the home page.', 'Return Home')),
    backLabel: text.meta(about('Back button text', 'The button back to the previous page.', 'Go Back')),
    searchLabel: text.default('Search the site').meta(about('Search box label', 'The label of the search box the page offers.', 'Search the site')),
    guidesHeading: text.default('Or start from a guide').meta(about('Heading over the guides', 'The heading over the list of guides the page offers.', 'Or start from a guide')),
  }).meta(about('Page not found', 'The page shown for an address that is no route.')),
}).meta(about('Site settings', 'The site as a whole: name, address, header, footer and the not-found page.'));

export const navigation = z.strictObject({
  translations,
  /** Links shown before the groups: Home, Our Story, Practice Guides. */
  primary: z.array(navLink).min(1).meta(about('First links', 'The links shown before the groups, e.g. Home.')),
  /** How many groups get their own dropdown; the rest go under "More". */
  dropdowns: z.number().int().min(0).max(6).default(4).meta(about('Groups with a menu of their own', 'How many groups get their own dropdown; the rest go under "More".')),
  moreLabel: text.default('More').meta(about('Label of the More menu', 'The label of the dropdown that holds the remaining groups.')),
  groups: z.array(z.strictObject({
    title: text.meta(about('Group title', 'The group\'s title: its dropdown button.', 'Crisis Intervention')),
    items: z.array(navLink).min(1).meta(about('Links', 'The group\'s links.')),
    lang: langCode.optional().meta(about('Language of its words', 'The language of the group\'s words when it is not the page\'s: a translation that lacks this group, or its title, shows it in English, marked "en".', 'en')),
  }).meta(about('Menu group', 'A group of menu links.'))).min(1).meta(about('Menu groups', 'The menu\'s groups, each a dropdown (or a part of "More").')),
}).meta(about('Menus', 'The main menu: primary links, then groups of links.'));

export type Site = z.output<typeof site>;
export type Navigation = z.output<typeof navigation>;
