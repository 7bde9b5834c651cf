// "Add to packet" and the header's count (src/packet/buttons.tsx), answered by the page itself
// (./index.ts) before the app has started and after: a press changes the packet in storage
// (src/packet/storage.ts) and every button and count on the page shows it. Only attributes
// change (aria-pressed, the count's data-count and hidden): each button holds both of its words
// and the stylesheet shows the one that fits, so the text React hydrates is the text it
// prerendered. Buttons the app adds later (another page, search results) are shown as stored too.
import { addToPacket, holdsAll, readPacket } from '../../packet/storage';

const idsOf = (b: HTMLElement) => (b.dataset.packet ?? '').split(' ').filter(Boolean);

/** Shows the packet as stored on every button and count of the page. */
function showPacket(): void {
  const packet = readPacket();
  for (const b of document.querySelectorAll<HTMLElement>('[data-control="packet"]')) b.setAttribute('aria-pressed', String(holdsAll(packet, idsOf(b))));
  for (const c of document.querySelectorAll<HTMLElement>('[data-packet-count]')) {
    c.dataset.count = String(packet.items.length);
    c.hidden = !packet.items.length;
  }
}

let watching = false;
/** From the first packet on: shown at once, again after every change (this tab's or another's)
 * and whenever the app puts new buttons on the page. */
export function watchPacket(): void {
  showPacket();
  if (watching) return;
  watching = true;
  addEventListener('storage', showPacket);
  let queued = false;
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => { queued = false; showPacket(); });
  }).observe(document.getElementById('root') ?? document.body, { childList: true, subtree: true });
}

export function pressPacket(button: HTMLElement): void {
  const ids = idsOf(button);
  addToPacket(ids.map((id) => ({ id })), holdsAll(readPacket(), ids));
  watchPacket();
}
