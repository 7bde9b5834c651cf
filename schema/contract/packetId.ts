// A resource's id in a family packet: a short hash of its address, so a packet saved in a browser
// or shared as a link still finds its resources after the site is rebuilt or its pages reordered.
// No imports: the browser computes it for an "Add to packet" button, the build for the packet data
// (where two addresses with the same id stop the build: scripts/build/packet-data.mjs).

const utf8 = new TextEncoder();
const known = new Map<string, string>();

/** 7 characters of [0-9a-z]: a 32-bit FNV-1a hash of the address's UTF-8 bytes, in base 36.
 * Remembered: a page's buttons ask again on every render. */
export function packetId(url: string): string {
  let id = known.get(url);
  if (id === undefined) {
    let h = 0x811c9dc5;
    for (const b of utf8.encode(url)) h = Math.imul(h ^ b, 0x01000193);
    id = (h >>> 0).toString(36).padStart(7, '0');
    known.set(url, id);
  }
  return id;
}
