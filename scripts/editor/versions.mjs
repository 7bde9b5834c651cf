// A version of site.json is the hash of its whole text (a byte-order mark included): the editor
// saves over the version it was given and no other, so a file changed on disk by any means, even
// back and forth, is never overwritten unseen.
import { createHash } from 'node:crypto';

export const versionOf = (text) => createHash('sha256').update(text).digest('hex').slice(0, 20);

/** The text without its byte-order mark, which `npm run validate` reads past too (schema/read/load.ts). */
export const withoutBom = (text) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
