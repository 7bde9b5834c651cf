// The registry: one component per block type a page lists (the opening hero is the route's own,
// route.hero, shown by the page view). `satisfies` makes the compiler reject a block type without
// a component, or a component whose props are not that block's schema output.
import type { ComponentType } from 'react';
import type { BlockOf, PageBlockType } from '../../schema/block';
import { Accordion } from './Accordion/Accordion';
import { BulletList } from './BulletList/BulletList';
import { ButtonRow } from './ButtonRow/ButtonRow';
import { Callout } from './Callout/Callout';
import { CrisisLines } from './CrisisLines/CrisisLines';
import { CardGrid } from './CardGrid/CardGrid';
import { Form } from './Form/Form';
import { LinkList } from './LinkList/LinkList';
import { Prose } from './Prose/Prose';
import { SearchResults } from './SearchResults/SearchResults';
import { Stats } from './Stats/Stats';
import { Tabs } from './Tabs/Tabs';
import { VideoFrame } from './VideoFrame/VideoFrame';

export const blockComponents = {
  prose: Prose, bulletList: BulletList, stats: Stats, cardGrid: CardGrid, linkList: LinkList,
  buttonRow: ButtonRow, callout: Callout, crisisLines: CrisisLines, videoFrame: VideoFrame, form: Form, accordion: Accordion, tabs: Tabs,
  searchResults: SearchResults,
} satisfies { [K in PageBlockType]: ComponentType<BlockOf<K>> };
