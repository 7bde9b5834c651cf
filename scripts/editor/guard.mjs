// Who may use the editor: only the owner, at this computer. The editor listens on 127.0.0.1 only;
// on top of that a request is refused unless
// - its Host is this server's own (127.0.0.1 or localhost, on the port the request came in on):
//   a page of another site that makes its own name resolve to 127.0.0.1 (DNS rebinding) sends
//   its own name as Host, so it is refused;
// - its Origin, when it has one, is that same origin, and for anything that writes it must have
//   one: a page of another site cannot post to the editor, whatever it sends;
// - for the editor's data and saves, it carries the run's token (made at start, printed in the
//   address npm start shows, kept in the tab's sessionStorage and sent as a header), which no
//   other page can read.
import { randomBytes, timingSafeEqual } from 'node:crypto';

export const TOKEN_HEADER = 'x-editor-token';
export const newToken = () => randomBytes(24).toString('base64url');

const LOCAL_NAMES = ['127.0.0.1', 'localhost'];

/** The origins the editor answers to, for the port the request came in on. */
export function ownOrigins(port) {
  return LOCAL_NAMES.map((name) => `http://${name}:${port}`);
}

/**
 * Why a request is refused (a sentence), or null when it may go on. `api`: it reads the site's data
 * or writes it, so it needs the token.
 */
export function refusal(req, token, { api }) {
  const port = req.socket?.localPort;
  const origins = ownOrigins(port);
  const host = String(req.headers.host ?? '').toLowerCase();
  if (!origins.some((o) => o === `http://${host}`)) return `the editor answers only at ${origins[0]} (this request named the host ${JSON.stringify(host)})`;
  const origin = req.headers.origin;
  if (origin !== undefined && !origins.includes(String(origin).toLowerCase())) return `requests from another site (${JSON.stringify(String(origin))}) are refused`;
  const writes = req.method !== 'GET' && req.method !== 'HEAD';
  if (writes && origin === undefined) return 'a change must come from the editor\'s own page (no Origin header)';
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return `requests from another site (Sec-Fetch-Site: ${site}) are refused`;
  if (api && !sameToken(req.headers[TOKEN_HEADER], token)) return 'the editor\'s key is missing or wrong: open the editor from the address npm start printed';
  return null;
}

function sameToken(given, token) {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}
