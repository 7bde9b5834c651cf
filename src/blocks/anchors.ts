// The anchors of the page's sections (schema/anchors.ts), worked out once per page and read by
// the blocks: a block's heading takes its anchor as its id, an accordion item its own.
import { createContext, useContext } from 'react';

/** Every section's anchor on the page, keyed by its block or accordion item. */
export const AnchorsContext = createContext<ReadonlyMap<object, string>>(new Map());
/** The anchor for the heading of the block being rendered (BlockHeader reads it). */
export const HeadingAnchorContext = createContext<string | undefined>(undefined);

export const useAnchors = () => useContext(AnchorsContext);
export const useHeadingAnchor = () => useContext(HeadingAnchorContext);

type Node = { blocks?: unknown; items?: unknown; tabs?: unknown };
/** The anchors of some blocks or items and of everything inside them (accordion items, tabs and
 * their blocks): an accordion item opens for any anchor within it. */
export function anchorsWithin(nodes: unknown, anchors: ReadonlyMap<object, string>, out = new Set<string>()): Set<string> {
  if (!Array.isArray(nodes)) return out;
  for (const n of nodes as (Node & object)[]) {
    const a = anchors.get(n);
    if (a) out.add(a);
    for (const children of [n.blocks, n.items, n.tabs]) anchorsWithin(children, anchors, out);
  }
  return out;
}
