// The anchors of the page's sections, as the route's data carries them (schema/values/anchors.ts
// withAnchors): a block's heading takes its anchor as its id, an accordion item its own.
import { createContext, useContext } from 'react';

/** The anchor the build wrote on a block or an accordion item, if any. */
export const anchorOf = (v: object): string | undefined => (v as { anchor?: string }).anchor;

/** Whether a block shows a heading: every block type's "heading" field is one (searchResults
 * names its own "browseHeading", a callout its "title": neither is a section). */
export const hasHeading = (b: object): boolean => typeof (b as { heading?: unknown }).heading === 'string';

/** The id the heading of a block takes: the anchor written for it, or the block's own id (on the
 * heading, not the block's wrapper, so a search result made from the heading links to it). */
export const headingId = (b: { id?: string | undefined }): string | undefined => (hasHeading(b) ? anchorOf(b) ?? b.id : undefined);

/** The anchor for the heading of the block being rendered (BlockHeader reads it). */
export const HeadingAnchorContext = createContext<string | undefined>(undefined);
export const useHeadingAnchor = () => useContext(HeadingAnchorContext);

type Node = { id?: unknown; blocks?: unknown; items?: unknown; tabs?: unknown };
/** The anchors of some blocks or items and of everything inside them (a block's own id too):
 * an accordion item opens for any anchor within it. */
export function anchorsWithin(nodes: unknown, out = new Set<string>()): Set<string> {
  if (!Array.isArray(nodes)) return out;
  for (const n of nodes as (Node & object)[]) {
    const a = anchorOf(n) ?? (typeof n.id === 'string' ? n.id : undefined);
    if (a) out.add(a);
    for (const children of [n.blocks, n.items, n.tabs]) anchorsWithin(children, out);
  }
  return out;
}
