// Field types shared by several blocks: text, links (their targets: schema/values/linkTarget.ts), buttons and actions.
// Shorthands are expanded here, so components receive one normalised shape.
import { z } from 'zod';
import { icon } from './icons';
import { count, quote } from '../values/errorMap';
import { classifyHref, type LinkTarget } from '../values/linkTarget';
import { unsafeCharacter } from '../values/unsafeCharacter';
import { mismatchedNumber } from '../values/phoneNumbers';
import { FALLBACK_KIND, kindLabels, resourceKinds, type ResourceKind } from '../values/resourceKinds';

import { about, languageCodes, notTranslated, valueTitles } from './about';
import { facetFields, facetsOf } from './facets';

export { about, notTranslated, valueTitles };

/** The longest text one field may hold: several times the longest paragraph a page needs. */
export const TEXT_MAX = 2000;

const safeText = (s: string, ctx: z.core.$RefinementCtx<string>) => {
  const why = unsafeCharacter(s);
  if (why) ctx.addIssue({ code: 'custom', message: why, input: s });
};

/** A string that may be shown on a page: no control, bidirectional-override or broken characters. */
export const safeString = z.string().superRefine(safeText);

/** Non-empty, trimmed text of at most TEXT_MAX characters, free of characters that cannot be shown. */
export const text = safeString.trim().min(1, { error: 'must not be empty' }).max(TEXT_MAX, {
  error: (iss) => `is ${count(String(iss.input).length)} characters long; text is limited to ${count(TEXT_MAX)} characters: split it into shorter paragraphs or items`,
});

/** The site's public origin ("https://www.example.org"), or why the text is not one. The site is
 * served from the root of its host, so there is no path; https only, since that is how it is served. */
export function parseOrigin(raw: string): { origin: string } | string {
  const unsafe = unsafeCharacter(raw);
  if (unsafe) return `the address ${unsafe}`;
  const example = 'like "https://www.example.org"';
  const given = quote(raw, 80);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `${given} is not a web address: write the site's public address, ${example}`;
  }
  if (url.protocol === 'http:') return `${given} must use https: write ${quote(`https://${url.host}`, 80)}`;
  if (url.protocol !== 'https:') return `${given} is not a web address: write the site's public address, ${example}`;
  if (!url.hostname.includes('.')) return `${given} needs a public host name, ${example}`;
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash || /[?#]$/.test(raw)) {
    return `${given} must be the address of the site's root, with no path, query or "#": write ${quote(url.origin, 80)}`;
  }
  return { origin: url.origin };
}

/** The site's public origin, normalised without a trailing slash: "https://www.example.org". */
export const siteOrigin = z.string().trim().transform((value, ctx) => {
  const result = parseOrigin(value);
  if (typeof result === 'string') {
    ctx.issues.push({ code: 'custom', message: result, input: value });
    return z.NEVER;
  }
  return result.origin;
});

/** An address: a route path, an in-page anchor, or an https/http/mailto/tel/sms URL. */
export const href = z.string().transform((value, ctx): LinkTarget => {
  const result = classifyHref(value);
  if (typeof result === 'string') {
    ctx.issues.push({ code: 'custom', message: result, input: value });
    return z.NEVER;
  }
  return result;
});

/** Examples of every kind of address, for an editor's autocomplete. */
export const HREF_EXAMPLES = ['/crisis-intervention/tools', '#hours', 'https://988lifeline.org', 'tel:988', 'mailto:{{email}}'];

/** Only full web addresses (embeds, the connect link). */
export const webUrl = href.refine((t) => t.kind === 'external', {
  error: 'must be a full web address starting with https://',
});

export const notice = z.strictObject({
  title: text.meta(about('Title', 'The notice\'s title, in bold.', 'Payment received')),
  description: text.optional().meta(about('Sentence under the title', 'A sentence under the title.')),
}).meta({ id: 'notice', ...about('Notice', 'A short message shown in a corner of the screen, announced to screen readers.') });

export const buttonVariants = ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link'] as const;
/** A call to the emergency number. */
const EMERGENCY = /^tel:(\+1)?911$/;
export const buttonSizes = ['default', 'sm', 'lg', 'icon'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

/**
 * A button. Write `href` to go somewhere (a route, or an external address opened in a new tab)
 * or `notice` to show a message; exactly one of the two.
 */
export const button = z
  .strictObject({
    label: text.meta(about('Button text', 'The words on the button (and its accessible name).', 'Get in touch')),
    variant: z.enum(buttonVariants).optional().meta({ ...valueTitles({ default: 'Solid, in the brand colour', destructive: 'Emergency red', outline: 'Outlined', secondary: 'Quieter', ghost: 'Plain, no background', link: 'Like a link' }), ...about('Look', 'The look: "default" is solid brand colour (the default, but a call to 911 is "destructive", the emergency red); "outline", "secondary" and "ghost" are quieter; "link" looks like a link.') }),
    size: z.enum(buttonSizes).default('default').meta({ ...valueTitles({ default: 'Normal', sm: 'Small', lg: 'Large', icon: 'Icon only' }), ...about('Size', '"sm", "default" or "lg"; "icon" shows only the icon (the label is read to screen readers).') }),
    icon: icon.optional().meta(about('Icon before the text', 'An icon before the label.', 'phone')),
    iconAfter: icon.optional().meta(about('Icon after the text', 'An icon after the label.', 'arrow-right')),
    href: href.optional().meta(about('Link address', 'Where the button goes: a route path, an in-page anchor or a full address (opens in a new tab). Not with "notice".', ...HREF_EXAMPLES)),
    notice: notice.optional().meta(about('Message instead of a link', 'The message the button shows instead of going somewhere. Not with "href".')),
  })
  .superRefine((b, ctx) => {
    if ((b.href === undefined) === (b.notice === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'a button needs exactly one of "href" (where it goes) or "notice" (the message it shows)' });
    }
    if (b.size === 'icon' && !b.icon) {
      ctx.addIssue({ code: 'custom', path: ['icon'], message: 'an icon-size button needs an "icon"; its label becomes the accessible name' });
    }
    // A call button whose words and number disagree dials a number nobody reads.
    const shown = b.href?.kind === 'contact' ? mismatchedNumber(b.label, b.href.href) : undefined;
    if (shown) ctx.addIssue({ code: 'custom', path: ['label'], message: `shows ${JSON.stringify(shown)} but dials ${JSON.stringify(b.href!.href)}: make the words and the number the same` });
  })
  .transform(({ href: target, notice: n, variant, ...rest }) => ({
    ...rest,
    // An emergency call looks like one, never like the brand's buttons.
    variant: variant ?? (target?.kind === 'contact' && EMERGENCY.test(target.href) ? 'destructive' : 'default'),
    action: target ? ({ type: 'link', target } as const) : ({ type: 'notice', ...n! } as const),
  }))
  .meta({ id: 'button', ...about('Button', 'A button: "href" to go somewhere, or "notice" to show a message (exactly one).') });
export type Button = z.output<typeof button>;

const DRIVE_FILE = /^https:\/\/(?:drive|docs)\.google\.com\/(?:file\/d\/|(?:open|uc)\?(?:.*&)?id=|(?:document|presentation|spreadsheets)\/d\/)([\w-]{10,})/;
/** Hosts whose pages are videos (a link to one plays a video), and the name a card gives them. */
const VIDEO_HOSTS: Record<string, string> = {
  'youtube.com': 'YouTube', 'm.youtube.com': 'YouTube', 'youtu.be': 'YouTube', 'youtube-nocookie.com': 'YouTube',
  'vimeo.com': 'Vimeo', 'player.vimeo.com': 'Vimeo',
};
/** A shared file on a cloud drive other than Google's: a Dropbox file link, a OneDrive share. */
const SHARED_FILE = /^https:\/\/(?:(?:www\.)?dropbox\.com\/(?:s|scl\/fi)\/|1drv\.ms\/|onedrive\.live\.com\/(?:redir|view|embed|download)|[\w-]+\.sharepoint\.com\/:[bwpx]:\/)/;
/** File endings that name a video, or an office document (a PDF is its own kind). */
const VIDEO_FILE = /\.(?:mp4|m4v|mov|webm|ogv)$/i;
const DOCUMENT_FILE = /\.(?:docx?|odt|rtf|pptx?|odp|xlsx?|ods)$/i;

/** Where a video link plays, when its host is a video site: "YouTube", "Vimeo". */
export const videoSource = (t: LinkTarget): string | undefined => (t.kind === 'external' ? VIDEO_HOSTS[t.host] : undefined);

/**
 * What the address alone tells about a resource: a video site or a video file is a video, a .pdf a
 * PDF, a cloud-drive or office file a document, a tel: or sms: line a crisis line. An address that
 * says none of these (an organisation's home page, an article) gets the fallback kind, "website":
 * only its author can say it is an organisation, a directory or a worksheet.
 */
export function inferKind(t: LinkTarget): ResourceKind {
  if (t.kind === 'contact') return t.scheme === 'mailto' ? FALLBACK_KIND : 'crisis-line';
  if (t.kind !== 'external') return FALLBACK_KIND;
  if (videoSource(t)) return 'video';
  // The path's ending, as written ("…/Worksheet%201.PDF" ends in .PDF); a malformed escape is read as it stands.
  const raw = new URL(t.href).pathname;
  let path = raw;
  try { path = decodeURIComponent(raw); } catch { /* keep the raw path */ }
  if (VIDEO_FILE.test(path)) return 'video';
  if (/\.pdf$/i.test(path)) return 'pdf';
  if (DOCUMENT_FILE.test(path) || DRIVE_FILE.test(t.href) || SHARED_FILE.test(t.href)) return 'document';
  return FALLBACK_KIND;
}

/** A resource link. What it looks like (thumbnail, kind badge and icon, source label) follows from its address. */
export const resourceLink = z
  .strictObject({
    label: text.meta(about('Resource name', 'The resource\'s name, as its publisher gives it; the link\'s words.', 'Ask Suicide-Screening Questions (ASQ) Toolkit (NIMH)')),
    href: href.meta(about('Link address', 'The resource\'s address: a full https:// address (opens in a new tab), a tel: or sms: line, or a route path.', 'https://www.nimh.nih.gov/research/research-conducted-at-nimh/asq-toolkit-materials')),
    description: text.optional().meta(about('Description', 'One sentence on what it is and who it is for, from the publisher\'s own page.')),
    kind: z.enum(resourceKinds).optional()
      .meta({ ...valueTitles(kindLabels), ...about('Kind of resource', 'What it is: "organisation" is its own site, "directory" a list of services or resources. Left out: a video site is a video, a .pdf a PDF, a shared or office file a document, else "website".', 'worksheet') }),
    ...facetFields,
  })
  .transform(({ kind, audience, ages, languages, cost, topics, ...l }) => {
    const t = l.href;
    const driveId = t.kind === 'external' ? DRIVE_FILE.exec(t.href)?.[1] : undefined;
    // Object.assign, not { ...l, kind, … }: V8 makes a spread followed by eight more keys about ten
    // times slower, and a manifest can hold 100,000 links. The keys come out in the same order.
    // The facets by name rather than spread in: a spread in the literal makes V8 build it key by key.
    const f = facetsOf({ audience, ages, languages, cost, topics });
    return Object.assign({}, l, {
      kind: kind ?? inferKind(t),
      audience: f.audience, ages: f.ages, ageBands: f.ageBands, languages: f.languages, cost: f.cost, topics: f.topics,
      /** Cloud-drive files show a preview image of the file, 400 px wide. */
      thumbnail: driveId ? `https://drive.google.com/thumbnail?id=${driveId}&sz=w400` : undefined,
      source: videoSource(t) ?? (driveId ? 'Google Drive' : undefined),
    });
  })
  .meta({ id: 'resourceLink', ...about('Link', 'A resource: its name, address and description, what it is (kind) and who it is for (audience, ages, languages, cost).') });
export type ResourceLink = z.output<typeof resourceLink>;
/** A resource's own fields: its link's, and a crisis line's numbers and hours as written (its
 * formats: schema/contract/resource.ts). */
export type ResourceFields = ResourceLink & { details?: string[] | undefined };

/** An anchor's text: what follows "#" in a link. */
export const anchorId = z.string().regex(/^[a-z][a-z0-9-]*$/, { error: 'must be lower-case letters, digits and hyphens, starting with a letter' });

/** A language code ("en", "es"): the language of a text that is not the page's. */
export const langCode = z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, { error: 'must be a language code like "en" or "es"' }).meta(languageCodes);

/** Fields every block accepts. */
export const blockBase = {
  /** An anchor for in-page links ("#hours" links to the block with id "hours"). */
  id: anchorId.optional()
    .meta(about('Anchor for links', 'An anchor for in-page links: "#hours" links to the block with the id "hours". Without one, a block with a heading is reached by its heading in lower case with hyphens ("#opening-hours").', 'hours')),
  /** Extra delay before the block fades in, in milliseconds. */
  delay: z.number().int().min(0).max(2000).default(0).meta(about('Fade-in delay', 'Extra delay before the block fades in, in milliseconds (0 to 2000).', 150)),
  /** The language of the block's text when it is not the page's: a translated page keeps a block in English this way. */
  lang: langCode.optional()
    .meta(about('Language of its text', 'The language of the block\'s text when it is not the page\'s ("en" on a Spanish page): the page marks it and says so. A translation that writes null for a block, or lacks a text of it, sets it.', 'en')),
};

/** The "type" of a block: the key that picks its component. */
export const blockType = <T extends string>(name: T) => z.literal(name).meta(about('Kind of block', `The kind of block: "${name}".`));

/** The heading most blocks may carry, and the short text under it. */
export const heading = text.optional().meta(about('Heading', 'A heading above the block (a second-level heading).'));
export const intro = text.optional().meta(about('Introduction', 'A short paragraph under the heading.'));

/**
 * The name screen readers give a block they must name (a form, a tab list): its `heading`, or
 * else its `label`. The rule is written once, here: a block takes `label` as its field of that
 * name and calls `check` in its refinement; its component sets aria-labelledby to the heading's
 * id, else aria-label to the label. `needs` is the block's own
 * subject and verb ("a form needs", "tabs need"), `what` what the label names ("the form", "the
 * tab list"), and `it` how the message names it (`what` unless given).
 */
export function screenReaderName(needs: string, what: string, it = what) {
  return {
    label: text.optional().meta(about('Name for screen readers', `Names ${what} for screen readers when there is no heading.`)),
    check(block: { heading?: string | undefined; label?: string | undefined }, ctx: Pick<z.core.$RefinementCtx, 'addIssue'>): void {
      if (!block.heading && !block.label) ctx.addIssue({ code: 'custom', path: ['label'], message: `${needs} a "heading" or a "label" so screen readers can name ${it}` });
    },
  };
}

