// Values the project ships as stand-ins for the owner's own ("{email}" in site.variables, the
// example address of site.url, LinkedIn's home page behind the header's button), found with their
// paths. A stand-in is valid JSON and renders, so nothing else would notice it: `npm run
// validate`, `npm start` and the build warn about each where it is written, and `npm run build --
// --release` refuses to publish one. Reads the JSON as written, before {{variables}} are filled
// in, so every path is one the file has; a pure function of it, for Node and tests alike.
import { quote } from '../values/errorMap';
import { jsonPath, type Path } from './locate';

export interface Placeholder { path: Path; message: string }

/** A stand-in in single braces, "{email}"; "{{email}}" is a use of a variable, not one. The
 * incremental loader (npm start) also looks for it in the routes an edit changed. */
export const PLACEHOLDER_TOKEN = /(?<!\{)\{[A-Za-z][\w-]*\}(?!\})/;

/** Names reserved for examples (RFC 2606, RFC 6761): an address there reaches no one. */
const EXAMPLE_HOST = /(^|\.)(example\.(com|org|net)|[^.]+\.(example|test|invalid|localhost))$/i;

/** Sites whose home page stands in for the owner's own page there. */
const NETWORKS: Record<string, string> = {
  'linkedin.com': 'LinkedIn', 'facebook.com': 'Facebook', 'instagram.com': 'Instagram', 'x.com': 'X', 'twitter.com': 'X (Twitter)',
  'youtube.com': 'YouTube', 'tiktok.com': 'TikTok', 'bsky.app': 'Bluesky', 'threads.net': 'Threads',
};

/** What to put in place of a variable the project ships as a stand-in. */
const WANTED: Record<string, string> = {
  email: 'the e-mail address people should write to, like "hello@yourpractice.org"',
  phone: 'the phone number people should call, like "(503) 555-0142"',
  paypalButtonId: 'the id of your PayPal payment button (hosted_button_id in the button code PayPal gives you)',
};

const webUrl = (s: string): URL | undefined => {
  if (!/^https?:\/\//i.test(s)) return undefined;
  try { return new URL(s); } catch { return undefined; }
};

/** The host of a web address, an e-mail address or a mailto: link. */
function hostOf(s: string): string | undefined {
  const mail = /^(?:mailto:)?[^@\s/:]+@([^@\s/?#]+)(?:[?#].*)?$/i.exec(s);
  return mail ? mail[1]!.toLowerCase() : webUrl(s)?.hostname;
}

/** The network whose bare home page s is ("https://www.linkedin.com/"), if any. */
function networkHome(s: string): string | undefined {
  const u = webUrl(s);
  if (!u || u.pathname !== '/' || u.search || u.hash) return undefined;
  return NETWORKS[u.hostname.replace(/^(www|m)\./, '')];
}

/** Where a visitor sees a value of the site settings, in the owner's terms ("every page's footer"). */
function placeOf(path: Path): string {
  // A translation of the site settings shows where the English does.
  const key = path[path[1] === 'translations' ? 3 : 1];
  if (key === 'footer') return "every page's footer";
  if (key === 'connect') return "the button at the header's end";
  return jsonPath(path);
}

/**
 * Every stand-in in the manifest as written, with its path and what to write instead. In routes,
 * only a "{name}" is one (an example address there is a resource's); what a message says depends
 * on the site settings alone, so an edit inside routes without one changes no message (npm start
 * counts on it: schema/read/incremental.ts).
 */
export function findPlaceholders(raw: unknown): Placeholder[] {
  const found: { path: Path; value: string }[] = [];
  const shown = new Map<string, Set<string>>(); // variable name -> where the site settings show it
  const path: (string | number)[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      if (path[0] !== 'site') {
        if (v.includes('{') && PLACEHOLDER_TOKEN.test(v)) found.push({ path: [...path], value: v });
        return;
      }
      for (const m of v.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)) shown.set(m[1]!, (shown.get(m[1]!) ?? new Set<string>()).add(placeOf(path)));
      if (PLACEHOLDER_TOKEN.test(v) || EXAMPLE_HOST.test(hostOf(v) ?? '') || networkHome(v)) found.push({ path: [...path], value: v });
      return;
    }
    if (!v || typeof v !== 'object') return;
    // Keys without a list of entries: the walk visits every value of a file of 10,000 routes.
    const o = v as Record<string, unknown>;
    for (const k of Array.isArray(v) ? v.keys() : Object.keys(o)) {
      path.push(k);
      walk(o[k]);
      path.pop();
    }
  };
  walk(raw);
  return found.map(({ path: at, value }) => ({ path: at, message: messageFor(at, value, shown) }));
}

function messageFor(path: Path, value: string, shown: Map<string, Set<string>>): string {
  const token = PLACEHOLDER_TOKEN.exec(value)?.[0];
  if (token && path[0] === 'site' && path[1] === 'variables' && path.length === 3) {
    const name = String(path[2]);
    const places = [...(shown.get(name) ?? [])];
    return `${quote(value)} is a placeholder, used wherever the file writes {{${name}}}${places.length ? `, such as ${places.join(' and ')}` : ''}: put here ${WANTED[name] ?? 'the real value'}`;
  }
  if (token) return `${quote(token)} is a placeholder: write the real value in its place`;
  const network = networkHome(value);
  if (network) {
    const where = path.join('.') === 'site.connect.href' ? " (the button at the header's end leads to it)" : '';
    return `${quote(value)} is ${network}'s home page, a placeholder for your own page there${where}: open your page on ${network} and put its address here`;
  }
  if (path.join('.') === 'site.url') {
    return `${quote(value)} is an example address, a placeholder: set the site's public address here, https:// and the host (like "https://www.yourpractice.org"); canonical links, the sitemap and link previews are made from it`;
  }
  return `${quote(value)} is an example address, a placeholder that reaches no one: put the real address here`;
}
