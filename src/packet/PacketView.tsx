// The packet page once live: the visitor's own packet to edit, print and share, or a packet opened
// from a shared link (read-only, with "Save to my packet"). Nothing here sends anything: the
// packet is in localStorage and the share link's hash, which browsers never send to a server.
import { useEffect, useState } from 'react';
import type { PacketData } from '../../schema/contract/packetFormat';
import { useShell } from '../data/context';
import { usePacketData } from '../data/packet';
import { format, plural } from '../data/format';
import { addToPacket, readPacket, usePacket, writePacket } from './store';
import { decodePacket, encodePacket, type Decoded } from './share';
import type { SharedPacket } from './model';
import { PacketEditor } from './PacketEditor';
import { PrintedPacket } from './PrintedPacket';
import { Qr } from './Qr';
import { buttonClass } from '../ui/Button/Button';
import { notify } from '../ui/notify';
import * as s from './packetPage.css';

const useHash = () => {
  const [hash, setHash] = useState(() => location.hash);
  useEffect(() => {
    const on = () => setHash(location.hash);
    addEventListener('hashchange', on);
    return () => removeEventListener('hashchange', on);
  }, []);
  return [hash, setHash] as const;
};

/** The items of a packet the site still lists, and how many it no longer does. */
export const known = (p: SharedPacket, data: PacketData) => {
  const items = p.items.filter((it) => data.resources[it.id]);
  return { items, missing: p.items.length - items.length };
};

export function PacketView({ path }: { path: string }) {
  const { ui: all } = useShell();
  const ui = all.packet;
  const own = usePacket();
  const [hash, setHash] = useHash();
  const [status, setStatus] = useState('');
  const shared: Decoded = decodePacket(hash);
  const data = usePacketData(path, [...own.items, ...(shared.kind === 'packet' ? shared.packet.items : [])].map((it) => it.id));
  const leaveShared = () => { history.replaceState(history.state, '', location.pathname + location.search); setHash(''); };

  if (shared.kind === 'packet') {
    const { items, missing } = known(shared.packet, data);
    const save = () => {
      const mine = readPacket();
      addToPacket(items);
      writePacket({ ...readPacket(), title: mine.title || shared.packet.title, note: mine.note || shared.packet.note });
      leaveShared();
      notify({ title: ui.saved });
    };
    return (
      <section aria-labelledby="shared-heading" className={s.stack} data-packet-shared="">
        <h2 id="shared-heading" className={s.h2}>{ui.sharedHeading}</h2>
        <p>{ui.sharedIntro}</p>
        {(missing > 0 || shared.invalid > 0) && <p role="status" className={s.notice}>{plural(ui.missing, missing + shared.invalid, all.locale)}</p>}
        {shared.packet.title && <p className={s.sharedTitle}>{shared.packet.title}</p>}
        {shared.packet.note && <p className={s.note}>{shared.packet.note}</p>}
        <PacketEditor data={data} packet={{ ...shared.packet, items }} readOnly />
        {items.length > 0 && <div><button type="button" className={buttonClass()} onClick={save}>{ui.save}</button></div>}
      </section>
    );
  }

  const { items, missing } = known(own, data);
  const packet = { ...own, items };
  const link = `${location.origin}${location.pathname}#${encodePacket(packet)}`;
  const copy = () => navigator.clipboard.writeText(link).then(() => setStatus(ui.copied), () => setStatus(ui.copyFailed));
  return (
    <>
      {shared.kind === 'invalid' && <p role="alert" className={s.notice} data-packet-bad="">{shared.reason === 'long' ? ui.longLink : ui.badLink}</p>}
      <p role="status" className={s.status}>{status}</p>
      <div className={s.screen}>
        {missing > 0 && <p className={s.notice}>{plural(ui.missing, missing, all.locale)}</p>}
        <PacketEditor data={data} packet={packet} onStatus={setStatus} />
        {items.length > 0 && (
          <section aria-labelledby="share-heading" className={s.stack}>
            <h2 id="share-heading" className={s.h2}>{ui.shareHeading}</h2>
            <p className={s.muted}>{ui.shareHint}</p>
            <label htmlFor="packet-link">{ui.shareLabel}</label>
            <input id="packet-link" className={s.field} readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
            <div className={s.row}>
              <button type="button" className={buttonClass('outline')} onClick={() => void copy()}>{ui.copy}</button>
              <button type="button" className={buttonClass()} onClick={() => print()}>{ui.print}</button>
            </div>
            <Qr text={link} label={ui.scanPacket} size={160} />
          </section>
        )}
      </div>
      {items.length > 0 && <PrintedPacket data={data} packet={packet} link={link} />}
    </>
  );
}
