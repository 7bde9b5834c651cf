// "Add to packet" beside resources. It is in the prerendered page, so nothing moves when the
// app starts, and it is the page's own control (src/boot/controls/packet.ts), which shows what
// this browser's packet holds (aria-pressed) and answers every press, before the app has started
// and after. So this renders markup only and reads no storage. (The header's count: ./PacketIndicator.tsx.)
import { packetId } from '../../schema/contract/packetId';
import { useShell } from '../data/context';
import { visuallyHidden } from '../styles/utils.css';
import * as s from './packet.css';

/** "Add to packet" on a resource, or on a whole section (its resources, when it has two or more);
 * pressed again, it takes them out. `urls`: the addresses of the links, of which those that leave
 * the site (web, tel:, sms:, as in schema/model/resources.ts) are resources; `name`: what they are, for
 * screen readers ("Add to packet: Worksheet X"); `className`: the place's own (a card's, above its stretched link). */
export function AddToPacket({ urls, name, section, className }: { urls: string[]; name: string; section?: boolean; className?: string }) {
  const ui = useShell().ui.packet;
  const ids = urls.filter((u) => /^(https?|tel|sms):/.test(u)).map(packetId);
  if (ids.length < (section ? 2 : 1)) return null;
  return (
    <button type="button" className={className ? `${s.add} ${className}` : s.add} aria-pressed="false" data-section={section}
      data-needs-js="" data-control="packet" data-packet={ids.join(' ')}>
      <span className={s.toAdd}>{section ? ui.addAll : ui.add}</span><span className={s.inPacket}>{ui.added}</span>
      <span className={visuallyHidden}>{`: ${name}`}</span>
    </button>
  );
}
