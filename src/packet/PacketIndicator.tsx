// The header's way to the packet page, with how many resources the packet holds. The count is
// always in the prerendered page, hidden at 0: the page's own controls (src/boot/controls/
// packet.ts) show it as stored, before the app has started and after, so this renders markup
// only and no packet code is part of a page's first load.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useShell } from '../data/context';
import { visuallyHidden } from '../styles/utils.css';
import * as s from './packet.css';

/** `className`: the header's button look (passed in, so this module needs no more of the shell). */
export function PacketIndicator({ className, children }: { className: string; children: ReactNode }) {
  const { site, ui } = useShell();
  return site.packetPage ? (
    <Link href={site.packetPage} className={className}>
      {children}<span className={visuallyHidden}>{ui.packet.indicator}</span>
      <span className={s.count} data-packet-count="" hidden />
    </Link>
  ) : null;
}

