import { Suspense } from 'react';
import type { BlockOf } from '../../../schema/model/block';
import { usePagePath, useUi } from '../../data/context';
import { useHydrating } from '../../lib/useHydrating';
import { BlockHeader } from '../BlockHeader';
import { PacketView } from '../../packet/PacketView';
import { muted, screen } from '../../packet/packetPage.css';
import * as s from './Packet.css';

/**
 * The packet page: the packet lives in the browser, so the prerendered page cannot show it. Until
 * the app shows it, the page says it is empty (the app starts only at a first input then) or that
 * it is loading (a packet is stored: the app starts at once), by an attribute the loader sets; and
 * without JavaScript, that the packet needs it. The space the empty packet takes is kept from the
 * start, so nothing below it moves when it appears.
 */
export function Packet({ intro }: BlockOf<'packet'>) {
  const ui = useUi().packet;
  const path = usePagePath();
  const hydrating = useHydrating();
  return (
    <div className={s.root}>
      <div className={screen}>
        <BlockHeader intro={intro} level={2} />
        <p className={muted}>{ui.privacy}</p>
      </div>
      <div className={s.reserve} data-reserve="">
        {hydrating ? <>
          <p className={`${muted} ${s.noScriptOnly}`} data-noscript-only="">{ui.noScript}</p>
          <p data-needs-js=""><span className={s.whenEmpty}>{ui.empty}</span><span className={s.whenStored}>{ui.loading}</span></p>
        </> : (
          <div data-needs-js="">
            <Suspense fallback={<p role="status">{ui.loading}</p>}>
              <PacketView path={path} />
            </Suspense>
          </div>
        )}
      </div>
    </div>
  );
}
