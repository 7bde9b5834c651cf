// The header and footer are most of a page's HTML and of the time it takes to render (at 10,000
// routes, about 70%), and they are the same on every page of a language but for what depends on
// the page: the menu link marked as the current page (src/shell/useNavState.ts) and the links to
// the page in other languages (src/shell/LanguageSwitch.tsx). So the prerenderer renders them once
// per page that differs in those (shellKey), and for every other such page renders only what lies
// between them (App's withoutShell), then puts the two together. The result is byte for byte the
// page a whole render makes (test/unit/shellParts.test.tsx renders every route of the site both
// ways): the header's and footer's places in the tree are the same either way, and so are the ids
// React gives their elements.
import type { Route } from '../../schema/model/route';
import type { ShellData } from '../data/context';
import { normalisePath } from '../data/routeClient';

/** What a Suspense boundary around a rendered part (Header, Footer in src/App.tsx) writes. */
const OPEN = '<!--$-->';
const CLOSE = '<!--/$-->';
const EMPTY = OPEN + CLOSE;
const MAIN = '<main id="main"';
const MAIN_END = '</main>';

export interface ShellParts { header: string; footer: string }

/** Every address the shell's data holds (menus, footer, crisis help): a page at one of them may be
 * marked as the current page in the menus; every other page is shown the same header. */
function shellPaths(shell: ShellData): Set<string> {
  const paths = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string') { if (v.startsWith('/')) paths.add(normalisePath(v)); }
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(shell);
  return paths;
}

const pathsOf = new WeakMap<ShellData, Set<string>>();

/** What the header and footer of `route`'s page depend on besides the shell: pages with the same
 * key are shown the same header and footer. */
export function shellKey(shell: ShellData, route: Route): string {
  let paths = pathsOf.get(shell);
  if (!paths) pathsOf.set(shell, (paths = shellPaths(shell)));
  const path = normalisePath(route.path);
  return `${paths.has(path) ? path : ''}\n${JSON.stringify(route.alternates ?? null)}`;
}

/** The header's and footer's HTML in a whole page's render, or null when the render is not laid
 * out as src/App.tsx lays it out (then nothing is kept, and every page is rendered whole). */
export function partsOf(html: string): ShellParts | null {
  const main = html.indexOf(MAIN);
  const mainEnd = html.lastIndexOf(MAIN_END);
  if (!html.startsWith(OPEN) || main < 0 || mainEnd < main || html.slice(main - CLOSE.length, main) !== CLOSE) return null;
  const footerStart = mainEnd + MAIN_END.length;
  if (!html.startsWith(OPEN, footerStart)) return null;
  const footerEnd = html.indexOf(CLOSE + '<div role="status"', footerStart);
  if (footerEnd < 0) return null;
  // Copied out of the page's HTML, which a slice would otherwise keep whole for as long as the parts.
  const own = (part: string) => Buffer.from(part).toString();
  return { header: own(html.slice(OPEN.length, main - CLOSE.length)), footer: own(html.slice(footerStart + OPEN.length, footerEnd)) };
}

/** A page rendered without its header and footer, with `parts` put in their places; null when it
 * is not laid out as expected (the caller then renders the page whole). */
export function withParts(html: string, parts: ShellParts): string | null {
  const mainEnd = html.lastIndexOf(MAIN_END);
  const footerAt = mainEnd + MAIN_END.length;
  if (!html.startsWith(EMPTY) || mainEnd < 0 || !html.startsWith(EMPTY, footerAt)) return null;
  return OPEN + parts.header + html.slice(EMPTY.length - CLOSE.length, footerAt + OPEN.length) + parts.footer + html.slice(footerAt + OPEN.length);
}
