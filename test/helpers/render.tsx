// Renders manifest fragments the way the build does, and hydrates them in happy-dom.
import { installControls } from '../../src/boot/controls/index';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { notePrerenderedReveals } from '../../src/ui/Reveal';
import { loadManifest } from '../../schema/read/load';
import { catalogueFor } from '../../schema/derive/catalogue';
import type { Manifest } from '../../schema/model/manifest';
import type { Route } from '../../schema/model/route';
import { App } from '../../src/App';
import { createRouteClient, type ClientOptions } from '../../src/data/routeClient';
import { prepareBlocks, renderRoute, shellData } from '../../src/server/render';
import { setupDom } from './dom';
import { baseManifest, text } from './manifest';

/** A valid manifest whose "/about" route holds the given blocks. */
export function manifestWith(blocks: unknown[], edit?: (m: ReturnType<typeof baseManifest>) => void): Manifest {
  const m = baseManifest();
  m.routes[1]!.blocks = blocks;
  edit?.(m);
  const r = loadManifest(text(m));
  if (!r.ok) throw new Error(r.problems.map((p) => `${p.path} ${p.message}`).join('\n'));
  return r.manifest;
}

/** A block fixture (test/fixtures/blocks/<name>.json): a list of blocks, or { "site": {…}, "blocks": […] }
 * when the blocks need site settings (crisis lines, say) the base manifest does not have. */
export function fixture(name: string): { blocks: unknown[]; site?: Record<string, unknown> } {
  const data = JSON.parse(readFileSync(join(process.cwd(), 'test/fixtures/blocks', `${name}.json`), 'utf8'));
  return Array.isArray(data) ? { blocks: data } : data;
}

/** The manifest a fixture renders in: its blocks on "/about", its site settings merged in. */
export const fixtureManifest = (...names: string[]): Manifest => {
  const parts = names.map(fixture);
  return manifestWith(parts.flatMap((p) => p.blocks), (m) => { for (const p of parts) Object.assign(m.site as object, p.site); });
};

/** A route prerendered as the build does (with its catalogue data, if it shows a catalogue), with
 * the interface in `lang` (src/i18n). */
export const prerender = (m: Manifest, route: Route, lang = 'en') => renderRoute(shellData(m, lang), route, catalogueFor(m, route));

/** The prerendered <main> of a route, with generated class names removed so fixtures stay readable. */
export function mainHtml(html: string): string {
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  // React's generated ids (useId) depend on the tree's shape, not on the block: normalise them.
  return main.replace(/ class="[^"]*"/g, '').replace(/_[rR]_[a-zA-Z0-9]+_/g, '«id»');
}

export interface Mounted { root: Root; container: HTMLElement; errors: string[]; unmount(): void }

/** Prerenders a route, puts the HTML in the document and hydrates it, as the browser does; `lang`
 * is the interface's language (src/i18n), English unless given; `beforeHydrate` does what a visitor
 * does to the page before the app has started (types into a form, say). */
export async function mount(manifest: Manifest, path: string, { lang = 'en', beforeHydrate, ...opts }: ClientOptions & { lang?: string; beforeHydrate?: (root: HTMLElement) => void } = {}): Promise<Mounted> {
  const route = manifest.routes.find((r) => r.path === path) ?? null;
  const shell = shellData(manifest, lang);
  await prepareBlocks();
  const catalogue = route ? catalogueFor(manifest, route) : undefined;
  const { html } = renderRoute(shell, route, catalogue);
  setupDom(`http://localhost${path}`);
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = html;
  document.body.appendChild(container);
  const errors: string[] = [];
  // The browser fetches a page's catalogue data from the file the build writes beside it.
  const origFetch = globalThis.fetch;
  globalThis.fetch = (async (url: RequestInfo | URL, init?: RequestInit) => {
    if (String(url).endsWith('/catalogue.json')) return new Response(JSON.stringify(catalogue), { status: catalogue ? 200 : 404 });
    return origFetch(url, init);
  }) as typeof fetch;
  const origError = console.error;
  console.error = (...a: unknown[]) => { errors.push(a.map(String).join(' ')); };
  const client = createRouteClient({
    fetch: async (url) => {
      const p = String(url).replace(/\/route\.json$/, '') || '/';
      const r = manifest.routes.find((x) => x.path === p);
      return new Response(r ? JSON.stringify(r) : 'not found', { status: r ? 200 : 404 });
    },
    sleep: async () => {},
    ...opts,
  });
  if (route) client.seed(path, route);
  else client.seedMissing(path);
  let root!: Root;
  installControls(false); // as the loader does: the page answers its own controls (src/boot/controls)
  notePrerenderedReveals(container); // as src/boot/start.tsx does
  beforeHydrate?.(container);
  await act(async () => {
    root = hydrateRoot(container, <App shell={shell} client={client} />, { onRecoverableError: (e) => errors.push(`recoverable: ${String(e)}`) });
  });
  return {
    root, container, errors,
    unmount() { act(() => root.unmount()); console.error = origError; globalThis.fetch = origFetch; container.remove(); },
  };
}

export const flush = (ms = 0) => act(() => new Promise<void>((r) => setTimeout(r, ms)));

export function click(el: Element | null) {
  if (!el) throw new Error('nothing to click');
  return act(async () => { (el as HTMLElement).click(); });
}

export function key(el: Element | null, k: string) {
  if (!el) throw new Error('no element for key');
  return act(async () => {
    el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
  });
}
