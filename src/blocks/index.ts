// The registry: one component per block type a page lists (the opening hero is the route's own,
// route.hero, shown by the page view). `satisfies` makes the compiler reject a block type without
// a component, or a component whose props are not that block's schema output.
//
// Blocks that few pages use, or that carry a library (accordion and tabs: @reach), load with the
// pages that use them (lazyBlock); their styles reach the page's stylesheet through
// lazyStyles.ts, because esbuild puts no CSS of a lazily loaded chunk in it.
import type { ComponentType } from 'react';
import type { BlockOf, PageBlock, PageBlockType } from '../../schema/block';
import { BulletList } from './BulletList/BulletList';
import { ButtonRow } from './ButtonRow/ButtonRow';
import { Callout } from './Callout/Callout';
import { CrisisLines } from './CrisisLines/CrisisLines';
import { CardGrid } from './CardGrid/CardGrid';
import { LinkList } from './LinkList/LinkList';
import { Prose } from './Prose/Prose';
import { Stats } from './Stats/Stats';
import { lazyBlock, type LazyBlock } from './lazyBlock';
import { NotFoundView } from '../shell/NotFoundView';
import { deferredParts } from '../shell/deferred';

export const lazyBlocks = {
  accordion: lazyBlock(() => import('./Accordion/Accordion').then((m) => m.Accordion)),
  tabs: lazyBlock(() => import('./Tabs/Tabs').then((m) => m.Tabs)),
  form: lazyBlock(() => import('./Form/Form').then((m) => m.Form)),
  videoFrame: lazyBlock(() => import('./VideoFrame/VideoFrame').then((m) => m.VideoFrame)),
  searchResults: lazyBlock(() => import('./SearchResults/SearchResults').then((m) => m.SearchResults)),
  resourceCatalogue: lazyBlock(() => import('./ResourceCatalogue/ResourceCatalogue').then((m) => m.ResourceCatalogue)),
} satisfies { [K in PageBlockType]?: LazyBlock<BlockOf<K>> };

export const blockComponents = {
  prose: Prose, bulletList: BulletList, stats: Stats, cardGrid: CardGrid, linkList: LinkList,
  buttonRow: ButtonRow, callout: Callout, crisisLines: CrisisLines, ...lazyBlocks,
} satisfies { [K in PageBlockType]: ComponentType<BlockOf<K>> };

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

/** Loads every lazy block (and the not-found page, and the shell's deferred parts): the
 * prerenderer calls this once before rendering. */
export const prepareBlocks = () => Promise.all([...Object.values(lazyBlocks), NotFoundView, ...deferredParts].map((b) => b.preload()));
