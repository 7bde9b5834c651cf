import type { LinkTarget } from '../../schema/fields';

/** A link target for an address the schema already checked (a route path, a web address, a phone or text line). */
export function targetOf(url: string): LinkTarget {
  if (url.startsWith('/')) return { kind: 'internal', href: url };
  const scheme = /^(tel|sms|mailto):/.exec(url)?.[1] as 'tel' | 'sms' | 'mailto' | undefined;
  return scheme ? { kind: 'contact', href: url, scheme } : { kind: 'external', href: url, host: new URL(url).hostname.replace(/^www\./, '') };
}
