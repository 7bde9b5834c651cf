import { Suspense, type ComponentType } from 'react';
import { anchorOf, HeadingAnchorContext } from './anchors';
import type { PageBlock } from '../../schema/block';
import { Reveal } from '../ui/Reveal';
import { blockComponents } from './index';
import { block as blockClass } from './BlockList.css';

/** Renders blocks through the registry, each fading in as it scrolls into view. */
export function BlockList({ blocks, animate = true }: { blocks: readonly PageBlock[]; animate?: boolean }) {
  return (
    <>
      {blocks.map((b, i) => {
        const Component = blockComponents[b.type] as ComponentType<PageBlock> | undefined;
        // Data from another version of the site: the page's error boundary says so.
        if (!Component) throw new Error(`no component for the block type "${String(b.type)}"`);
        // Each block is its own Suspense boundary, so React hydrates the page block by block in
        // short tasks instead of one long one (less blocking time on slow phones).
        // A block's own id stays on its wrapper; without one, its heading carries the section's anchor.
        const body = (
          <HeadingAnchorContext.Provider value={anchorOf(b)}>
            <Suspense fallback={null}><Component {...b} /></Suspense>
          </HeadingAnchorContext.Provider>
        );
        return animate
          ? <Reveal key={i} id={b.id} delay={b.delay} className={blockClass}>{body}</Reveal>
          : <div key={i} id={b.id} className={blockClass}>{body}</div>;
      })}
    </>
  );
}
