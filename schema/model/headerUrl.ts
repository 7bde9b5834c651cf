// Addresses whose origin the site's Content-Security-Policy names: a video's embed address
// (frame-src) and a form's endpoint (connect-src, form-action). A header is not HTML: a ";" in it
// starts a new directive (";sandbox" blocks every script of the site), a "," a new policy, a "*"
// allows every host. So such an address is taken apart and its origin rebuilt from the scheme, a
// host of letters, digits, "-" and "." only, and a port; anything else is refused with a message
// saying what to write, rather than escaped or dropped.
import type { z } from 'zod';
import { printable, quote } from '../values/errorMap';
import { ipHost } from '../values/linkTarget';
import { unsafeCharacter } from '../values/unsafeCharacter';

/** A host name as browsers write it (IDN hosts become "xn--…"): dot-separated labels. */
const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
/** What the address may hold between "//" and its path, as written: a host (letters in any script,
 * digits, "-", "."), and a port. */
const WRITTEN_HOST = /^[\p{L}\p{M}\p{N}.-]+$/u;
/** The hosts of this machine, where a form may send over plain http (a local test endpoint). */
const LOCAL = ['127.0.0.1', 'localhost', '[::1]'];

export interface HeaderAddress { href: string; origin: string }

const shown = (c: string) => `${quote(c)}${/[\x21-\x7e]/.test(c) ? '' : ` (U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`}`;

/**
 * The address and the origin the policy may name, or why it cannot be one. `example` is an
 * address of the right kind, shown in each message; `local`: http to this machine is allowed too.
 */
export function headerAddress(raw: string, { example, local = false }: { example: string; local?: boolean }): HeaderAddress | string {
  const given = quote(raw, 80);
  const like = `like ${quote(example, 80)}`;
  const unsafe = unsafeCharacter(raw);
  if (unsafe) return `the address ${unsafe}`;
  const m = /^([a-z][a-z0-9+.-]*):\/\/([^/?#\\]*)/i.exec(raw);
  if (!m) return `${given} is not a full web address: write it as the service gives it, ${like}`;
  const scheme = m[1]!.toLowerCase();
  let authority = m[2]!;
  const at = authority.lastIndexOf('@');
  if (at !== -1) return `${given} has a name or password before "@": write the address without it, ${like}`;
  const portAt = /:(\d{1,5})$/.exec(authority);
  if (portAt) authority = authority.slice(0, portAt.index);
  const isLocal = local && LOCAL.includes(authority.toLowerCase());
  if (!(scheme === 'https' || (scheme === 'http' && isLocal))) return `${given} is not an https address: write the address the service gives you, ${like}`;
  if (!isLocal) {
    if (authority.includes('*')) return `${given} has "*" in its host: the site allows one host here, never every host; write the full address, ${like}`;
    const bad = [...authority].find((c) => !WRITTEN_HOST.test(c));
    if (bad) return `${given} has ${shown(bad)} in its host name ${quote(authority, 60)}, which holds only letters, digits, "-" and ".": write the address as the service gives it, ${like}`;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `${given} is not a valid web address: write it as the service gives it, ${like}`;
  }
  // What the browser made of the host (lower case, "xn--" for other scripts): checked once more,
  // since the policy is written from it. A number ("0x7f.1" is 127.0.0.1) is no service's name.
  const ip = isLocal ? undefined : ipHost(url.hostname);
  if (ip) return `${given} has an IP address for its host (${ip}), where a host name is expected: write the address as the service gives it, ${like}`;
  if (!(isLocal || (HOST.test(url.hostname) && url.hostname.includes('.')))) {
    return `${given} has no host name the site can allow (${quote(printable(url.hostname), 60)}): write the address as the service gives it, ${like}`;
  }
  return { href: url.href, origin: `${url.protocol}//${url.host}` };
}

/** The origin of an address that validation accepted, for the policy; throws for any other. */
export function headerOrigin(raw: string, local = false): string {
  const r = headerAddress(raw, { example: 'https://www.example.org/', local });
  if (typeof r === 'string') throw new Error(`not an address the security policy may name: ${r}`);
  return r.origin;
}

/** A zod check for such an address (a string field), reporting why it cannot be one where it is written. */
export const checkHeaderAddress = (example: string, local = false) => (value: string, ctx: z.core.$RefinementCtx<string>) => {
  const r = headerAddress(value.trim(), { example, local });
  if (typeof r === 'string') ctx.addIssue({ code: 'custom', message: r, input: value });
};
