// The header's way to the packet page, with how many resources the packet holds.
import { Link } from 'wouter';
import { useShell } from '../data/context';
import { buttonClass } from '../ui/Button/Button';
import { Icon } from '../ui/Icon';
import { visuallyHidden } from '../styles/utils.css';
import { usePacket } from './store';
import * as s from './packet.css';

export function PacketIndicator() {
  const { site, ui } = useShell();
  const n = usePacket().items.length;
  if (!site.packetPage) return null;
  return (
    <Link href={site.packetPage} className={buttonClass('ghost', 'sm')} data-packet-indicator="">
      <Icon name="clipboard-list" size={18} /><span className={visuallyHidden}>{ui.packet.indicator}</span>
      {n > 0 && <span className={s.count}>{n}</span>}
    </Link>
  );
}
