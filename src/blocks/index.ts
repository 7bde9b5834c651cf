// The registry: one component per block type a page lists (the opening hero is the route's own,
// route.hero, shown by the page view). `satisfies` makes the compiler reject a block type without
// a component, or a component whose props are not that block's schema output.
//
// Every block's code loads with the pages that use it (lazyBlock), and not before the page
// hydrates: a page's blocks stay as prerendered until their code is there, so no block weighs on
// the first load of every page. Their styles are in the site's one stylesheet all the same: the
// CSS esbuild makes for the app's start holds that of every module it may load
// (scripts/build/bundle.mjs).
import type { BlockOf, PageBlock, PageBlockType } from '../../schema/model/block';
import { lazyBlock, type LazyBlock } from './lazyBlock';

export const lazyBlocks = {
  prose: lazyBlock(() => import('./Prose/Prose').then((m) => m.Prose)),
  bulletList: lazyBlock(() => import('./BulletList/BulletList').then((m) => m.BulletList)),
  stats: lazyBlock(() => import('./Stats/Stats').then((m) => m.Stats)),
  cardGrid: lazyBlock(() => import('./CardGrid/CardGrid').then((m) => m.CardGrid)),
  linkList: lazyBlock(() => import('./LinkList/LinkList').then((m) => m.LinkList)),
  buttonRow: lazyBlock(() => import('./ButtonRow/ButtonRow').then((m) => m.ButtonRow)),
  callout: lazyBlock(() => import('./Callout/Callout').then((m) => m.Callout)),
  crisisLines: lazyBlock(() => import('./CrisisLines/CrisisLines').then((m) => m.CrisisLines)),
  crisisSteps: lazyBlock(() => import('./CrisisSteps/CrisisSteps').then((m) => m.CrisisSteps)),
  accordion: lazyBlock(() => import('./Accordion/Accordion').then((m) => m.Accordion)),
  tabs: lazyBlock(() => import('./Tabs/Tabs').then((m) => m.Tabs)),
  form: lazyBlock(() => import('./Form/Form').then((m) => m.Form)),
  videoFrame: lazyBlock(() => import('./VideoFrame/VideoFrame').then((m) => m.VideoFrame)),
  searchResults: lazyBlock(() => import('./SearchResults/SearchResults').then((m) => m.SearchResults)),
  resourceCatalogue: lazyBlock(() => import('./ResourceCatalogue/ResourceCatalogue').then((m) => m.ResourceCatalogue)),
  packet: lazyBlock(() => import('./Packet/Packet').then((m) => m.Packet)),
} satisfies { [K in PageBlockType]: LazyBlock<BlockOf<K>> };

export const blockComponents = lazyBlocks;

/** Every block type a list of blocks uses, those inside accordions and tabs included. */
export function blockTypesIn(blocks: readonly PageBlock[], out = new Set<PageBlockType>()): Set<PageBlockType> {
  for (const b of blocks) {
    out.add(b.type);
    if (b.type === 'accordion') b.items.forEach((it) => blockTypesIn(it.blocks, out));
    if (b.type === 'tabs') b.tabs.forEach((t) => blockTypesIn(t.blocks, out));
  }
  return out;
}

const lazyOf = (t: PageBlockType) => (lazyBlocks as Partial<Record<PageBlockType, LazyBlock<never>>>)[t];

/** Loads the code of the lazy blocks among these (resolves at once when there are none). */
export const preloadBlocks = (blocks: readonly PageBlock[]) => Promise.all([...blockTypesIn(blocks)].map((t) => lazyOf(t)?.preload()));

/** Whether the code of every block among these is loaded (then a page of them renders at once). */
export const blocksLoaded = (blocks: readonly PageBlock[]) => [...blockTypesIn(blocks)].every((t) => lazyOf(t)?.loaded ?? true);
