import { z } from 'zod';
import { accordion } from '../blocks/accordion';
import { hero } from '../blocks/hero';
import { resourceCatalogue } from '../blocks/resourceCatalogue';
import { packet } from '../blocks/packet';
import { searchResults } from '../blocks/searchResults';
import { tabs } from '../blocks/tabs';
import { contentBlocks } from './contentBlock';

export const block = z.discriminatedUnion('type', [hero, ...contentBlocks, accordion, tabs, searchResults, resourceCatalogue, packet]);
export type Block = z.output<typeof block>;
export type BlockType = Block['type'];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;
/** The blocks a page lists after its opening: every type but the hero, which the route keeps apart (route.hero). */
export type PageBlock = Exclude<Block, { type: 'hero' }>;
export type PageBlockType = PageBlock['type'];
/** Every block type, for messages and the JSON schema. */
export const blockTypes = block.options.flatMap((o) => [...(o._zod.propValues?.type ?? [])]) as BlockType[];
