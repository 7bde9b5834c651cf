// "Add to packet" on a resource, or on a whole section (every resource of a list). Shown once the
// page is live (a packet needs JavaScript); pressed again, it takes the resources out.
import { packetId } from '../../schema/packetId';
import { useUi } from '../data/context';
import { useHydrating } from '../lib/useHydrating';
import { visuallyHidden } from '../styles/utils.css';
import { addToPacket, removeFromPacket, usePacket } from './store';
import * as s from './packet.css';

/** `urls`: the resources' addresses; `name`: what they are, for screen readers ("Worksheet X"). */
export function AddToPacket({ urls, name, section }: { urls: string[]; name: string; section?: boolean }) {
  const ui = useUi().packet;
  const { items } = usePacket();
  if (useHydrating() || !urls.length) return null;
  const ids = urls.map(packetId);
  const added = ids.every((id) => items.some((x) => x.id === id));
  return (
    <button type="button" className={s.add} aria-pressed={added} data-packet-add={section ? 'section' : ''}
      onClick={() => (added ? removeFromPacket(ids) : addToPacket(ids.map((id) => ({ id }))))}>
      {added ? ui.added : section ? ui.addAll : ui.add}<span className={visuallyHidden}>: {name}</span>
    </button>
  );
}
