import { memo, Suspense, type ComponentType } from 'react';
import { HeadingAnchorContext, headingId } from './anchors';
import type { PageBlock } from '../../schema/model/block';
import { Reveal } from '../ui/Reveal';
import { blockComponents } from './index';
import { block as blockClass, otherLanguage } from './BlockList.css';
import { useShell } from '../data/context';
import { format } from '../data/format';
import { languageName } from '../data/languageNames';

/**
 * One block in a Suspense boundary of its own, so React hydrates the page block by block in short
 * tasks, and a block whose code is still loading keeps its prerendered HTML (src/blocks/lazyBlock.tsx).
 * Memoised on the block: React gives up the prerendered HTML of a boundary that is not hydrated
 * yet when its parent passes it new props, and a page re-renders for many reasons meanwhile.
 */
const BlockBoundary = memo(function BlockBoundary({ block, Component }: { block: PageBlock; Component: ComponentType<PageBlock> }) {
  return <Suspense fallback={null}><Component {...block} /></Suspense>;
});

/** Renders blocks through the registry, each fading in as it scrolls into view. */
export function BlockList({ blocks, animate = true }: { blocks: readonly PageBlock[]; animate?: boolean }) {
  const { lang, ui } = useShell();
  return (
    <>
      {blocks.map((b, i) => {
        const Component = blockComponents[b.type] as ComponentType<PageBlock> | undefined;
        // Data from another version of the site: the page's error boundary says so.
        if (!Component) throw new Error(`no component for the block type "${String(b.type)}"`);
        // The section's anchor goes on the block's heading (BlockHeader reads it), where the search
        // index finds it; a block's own id stays on its wrapper only when there is no heading.
        const anchor = headingId(b);
        const id = anchor ? undefined : b.id;
        const body = (
          <HeadingAnchorContext.Provider value={anchor}>
            <BlockBoundary block={b} Component={Component} />
          </HeadingAnchorContext.Provider>
        );
        // A block in another language than the page's (a translation that keeps it in English):
        // marked so, for screen readers and translation tools, and said so in the page's language.
        const content = b.lang && b.lang !== lang
          ? <><p className={otherLanguage}>{format(ui.page.otherLanguage, { language: languageName(b.lang, ui.locale) })}</p><div lang={b.lang} data-fallback="">{body}</div></>
          : body;
        return animate
          ? <Reveal key={i} id={id} delay={b.delay} className={blockClass}>{content}</Reveal>
          : <div key={i} id={id} className={blockClass}>{content}</div>;
      })}
    </>
  );
}
