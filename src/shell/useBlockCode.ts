import { useEffect, useState } from 'react';
import type { PageBlock } from '../../schema/model/block';
import { blocksLoaded, preloadBlocks } from '../blocks/index';

/**
 * Whether the code of these blocks is there (true for none): loads it, and renders again when it
 * has loaded, or failed to (the page then shows, and its error boundary says what went wrong), so
 * a page the visitor moves to appears whole instead of block by block.
 */
export function useBlockCode(blocks: readonly PageBlock[] | undefined): boolean {
  const [settled, setSettled] = useState<readonly PageBlock[] | undefined>(undefined);
  const ready = !blocks || settled === blocks || blocksLoaded(blocks);
  useEffect(() => {
    if (ready || !blocks) return;
    let live = true;
    const done = () => { if (live) setSettled(blocks); };
    preloadBlocks(blocks).then(done, done);
    return () => { live = false; };
  }, [blocks, ready]);
  return ready;
}
