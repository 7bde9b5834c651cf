import { Suspense } from 'react';
import type { BlockOf } from '../../../schema/block';
import { usePagePath, useUi } from '../../data/context';
import { useHydrating } from '../../lib/useHydrating';
import { BlockHeader } from '../BlockHeader';
import { PacketView } from '../../packet/PacketView';
import * as s from './Packet.css';

/** The packet page: the packet lives in the browser, so the prerendered page says only what it is. */
export function Packet({ intro }: BlockOf<'packet'>) {
  const ui = useUi().packet;
  const path = usePagePath();
  const hydrating = useHydrating();
  return (
    <div className={s.root}>
      <div className={s.screen}>
        <BlockHeader intro={intro} level={2} />
        <p className={s.muted}>{ui.privacy}</p>
      </div>
      {hydrating ? <p className={s.muted}>{ui.noScript}</p> : (
        // The packet itself works only with JavaScript: without it the page says so (above).
        <div data-needs-js="">
          <Suspense fallback={<p role="status">{ui.loading}</p>}>
            <PacketView path={path} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
