// Where a link goes, in one module: the schema classifies each address an editor writes
// (classifyHref), and the browser makes a target of an address the build already checked
// (targetOf: catalogue rows, search results and packet items carry plain addresses). No Zod, so
// the browser's code can import it.
import { quote } from './errorMap';
import { unsafeCharacter } from './unsafeCharacter';

export const ROUTE_PATH = /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/;
export const ANCHOR = /^#[a-z][a-z0-9-]*$/;
/** The filters a link may set on a page that reads them (the catalogue's "?topic=sleep&kind=worksheet"). */
export const ROUTE_QUERY = /^[a-z]+=[a-z0-9-]+(&[a-z]+=[a-z0-9-]+)*$/;
/** A route address's parts: "/resources?topic=sleep#list" → ["/resources", "?topic=sleep", "list"]. */
export function routeParts(href: string): [path: string, query: string, hash: string | undefined] {
  const [pathQuery = '', hash] = href.split('#', 2);
  const q = pathQuery.indexOf('?');
  return q < 0 ? [pathQuery, '', hash] : [pathQuery.slice(0, q), pathQuery.slice(q), hash];
}
export const SCHEMES = ['https', 'http', 'mailto', 'tel', 'sms'] as const;

/** A parsed URL's host when it is an IP address, else undefined. URL parsing writes every spelling
 * of an IPv4 address ("0x7f.1", "2130706433", "127.1", "0177.0.0.1") as a dotted quad, and an IPv6
 * one in brackets. A public site links to named hosts: an address by number is a private machine,
 * or one whose name was meant, and a number dodges any check made on names. */
export const ipHost = (hostname: string): string | undefined => (/^\d+\.\d+\.\d+\.\d+$/.test(hostname) || hostname.startsWith('[') ? hostname : undefined);

/** Where a link goes, worked out once from the address the editor wrote. */
export type LinkTarget =
  | { kind: 'internal'; href: string }
  | { kind: 'anchor'; href: string }
  | { kind: 'external'; href: string; host: string }
  | { kind: 'contact'; href: string; scheme: 'mailto' | 'tel' | 'sms' };

/** The target of an address as an editor wrote it (trimmed, a route path without its trailing
 * slash, a web address normalised), or why it is not one. */
export function classifyHref(raw: string): LinkTarget | string {
  const href = raw.trim();
  const unsafe = unsafeCharacter(href);
  if (unsafe) return `the address ${unsafe}`;
  if (href === '#' || href === '') return 'a link to "#" goes nowhere: give a route path like "/contact", an in-page anchor like "#hours", or a full https:// address';
  if (href.startsWith('#')) {
    return ANCHOR.test(href) ? { kind: 'anchor', href } : `${quote(href, 80)} is not an in-page anchor: use "#" followed by lower-case letters, digits and hyphens`;
  }
  if (href.startsWith('/')) {
    const [pathQuery = '', hash] = href.split('#', 2);
    const [path = '', query] = pathQuery.split('?', 2);
    const clean = path.length > 1 ? path.replace(/\/$/, '') : path;
    if (!ROUTE_PATH.test(clean)) return `${quote(href, 80)} is not a route path: use lower-case words separated by "/" and "-", like "/crisis-intervention/tools"`;
    if (query !== undefined && !ROUTE_QUERY.test(query)) return `${quote(href, 80)} has a query the site cannot read: write filters as "?name=value" in lower case, joined by "&", like "/resources?topic=sleep&kind=worksheet"`;
    return { kind: 'internal', href: `${clean}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}` };
  }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  if (!scheme) return `${quote(href, 80)} is neither a route path (starting with "/") nor a full address (starting with "https://")`;
  if (!(SCHEMES as readonly string[]).includes(scheme)) return `the ${quote(`${scheme}:`)} scheme is not allowed: use https, http, mailto, tel or sms`;
  if (scheme === 'mailto' || scheme === 'tel' || scheme === 'sms') {
    if (href.length <= scheme.length + 1) return `${quote(href, 80)} has nothing after "${scheme}:"`;
    return { kind: 'contact', href, scheme };
  }
  try {
    const url = new URL(href);
    const ip = ipHost(url.hostname);
    if (ip) return `${quote(href, 80)} has an IP address for its host (${ip}), where a host name is expected: link to the page at its site's name, like "https://www.example.org/page"`;
    if (!url.hostname.includes('.')) throw new Error('no host');
    return { kind: 'external', href: url.href, host: url.hostname.replace(/^www\./, '') };
  } catch {
    return `${quote(href, 80)} is not a valid web address`;
  }
}

/** A link target for an address the schema already checked (a route path, a web address, a phone or text line). */
export function targetOf(url: string): LinkTarget {
  if (url.startsWith('/')) return { kind: 'internal', href: url };
  const scheme = /^(tel|sms|mailto):/.exec(url)?.[1] as 'tel' | 'sms' | 'mailto' | undefined;
  return scheme ? { kind: 'contact', href: url, scheme } : { kind: 'external', href: url, host: new URL(url).hostname.replace(/^www\./, '') };
}

/** Where a link leads, in a word: its host, or the number or address a contact link reaches.
 * Cards show it in the browser, the search index searches it, the packet lists it. */
export const hostOf = (t: LinkTarget): string => (t.kind === 'external' ? t.host : t.href.replace(/^\w+:/, ''));
