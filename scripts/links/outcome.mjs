// Turns what happened to a request (an HTTP answer after any redirects, or a network error)
// into one of the classes in statuses.mjs, with a short reason a maintainer can act on.
import { STATUS_CODES } from 'node:http';

const DNS = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NODATA', 'EAI_NONAME']);
const TIMEOUTS = new Set(['ETIMEDOUT', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);
// Failures that may well pass a moment later, so they are worth a retry.
const TRANSIENT = new Set(['EAI_AGAIN', 'ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED', 'ENETUNREACH', 'EHOSTUNREACH']);
// The server took the connection and then closed it: it was reached, so another method may fare better.
const HUNG_UP = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);
const TLS_MESSAGE = /certificate|ssl|tls|handshake/i;

/** The innermost error: fetch wraps the real cause in "fetch failed". */
export const rootCause = (err) => (err?.cause && typeof err.cause === 'object' ? rootCause(err.cause) : err);

/** Whether the server closed the connection instead of answering (after any retries). */
export const hungUp = (err) => HUNG_UP.has(rootCause(err)?.code);

/** { status, detail, transient } for an error thrown by fetch. */
export function classifyError(err, timeoutMs) {
  if (err?.name === 'TimeoutError' || err?.name === 'AbortError') return { status: 'timeout', detail: `no answer within ${seconds(timeoutMs)}` };
  const cause = rootCause(err);
  const code = cause?.code ?? '';
  const message = cause?.message ?? String(err);
  if (TIMEOUTS.has(code)) return { status: 'timeout', detail: `no answer within ${seconds(timeoutMs)} (${code})` };
  if (DNS.has(code)) {
    return { status: 'unreachable', detail: code === 'EAI_AGAIN' ? 'DNS lookup failed (EAI_AGAIN: no answer from the name server)' : `host not found (DNS ${code})`, transient: TRANSIENT.has(code), code };
  }
  if (code.startsWith('ERR_TLS') || code.startsWith('ERR_SSL') || code.includes('CERT') || code === 'EPROTO' || (!code && TLS_MESSAGE.test(message))) {
    return { status: 'tls', detail: `${message} (${code || 'TLS'})` };
  }
  // fetch, like every browser, refuses a few ports outright (those of mail, FTP and other services).
  if (message === 'bad port') return { status: 'broken', detail: 'browsers refuse to connect to this port (a "bad port" in the Fetch standard)' };
  if (code === 'ECONNREFUSED') return { status: 'unreachable', detail: 'connection refused (ECONNREFUSED)', code };
  // The server answered, with more headers than a client reads (16 KB here; browsers allow more).
  if (code === 'UND_ERR_HEADERS_OVERFLOW') return { status: 'check-by-hand', detail: `its answer has more headers than this check reads (${code}), which a browser may accept: open it in a browser` };
  return { status: 'unreachable', detail: code ? `${message} (${code})` : message, transient: TRANSIENT.has(code), code: code || 'ERROR' };
}

/** { status, detail } for an HTTP answer, given the redirects that led to it. */
export function classifyResponse({ status, hops, finalUrl, loop, tooMany, headRefused, headFailed, offWeb, privateTarget }) {
  if (privateTarget) return classifyPrivate({ hops, target: privateTarget });
  const via = hops.length ? ` (after ${hops.length} redirect${hops.length === 1 ? '' : 's'}, at ${finalUrl})` : '';
  const text = `${status} ${STATUS_CODES[status] ?? ''}`.trim();
  // Never "update the link to data:…": a page that sends visitors off the web is broken (or taken over).
  if (offWeb) return { status: 'broken', detail: `redirects (${hops[0].status}) to a ${offWeb} address, which is not a web page: open the link in a browser and replace it with the page it should lead to` };
  if (loop) return { status: 'broken', detail: `redirects in a loop: ${[...hops.map((h) => h.from), loop].join(' → ')}` };
  if (tooMany) return { status: 'broken', detail: `more than ${hops.length - 1} redirects, last to ${finalUrl}` };
  if (status >= 300 && status < 400) return { status: 'broken', detail: `${text} without a usable Location header${via}` };
  if (status === 403) return { status: 'check-by-hand', detail: `${text}: refused this automated check${via}; open it in a browser` };
  if (status === 429) return { status: 'check-by-hand', detail: `${text}: still rate-limited after retries${via}; open it in a browser` };
  if (status > 599) return { status: 'check-by-hand', detail: `${status}: a non-standard answer, usually a bot block${via}; open it in a browser` };
  if (status >= 500) return { status: 'server-error', detail: `${text}${via}` };
  if (status >= 400) return { status: 'broken', detail: `${text}${via}` };
  const head = headRefused ? ` (HEAD refused with ${headRefused}; checked with GET)` : headFailed ? ` (HEAD failed: ${headFailed}; checked with GET)` : '';
  if (!hops.length) return { status: 'ok', detail: `${text}${head}` };
  const permanent = hops[0].status === 301 || hops[0].status === 308;
  if (!permanent) return { status: 'redirected-temporary', detail: `${hops[0].status} to ${finalUrl}${head}` };
  // Update to the address the permanent moves lead to; a temporary hop after that may be a login
  // or a language choice, which the link should not pin.
  const moves = hops.findIndex((h) => h.status !== 301 && h.status !== 308);
  const updateTo = moves === -1 ? finalUrl : hops[moves].from;
  return { status: 'redirected-permanent', detail: `${hops[0].status} moved to ${updateTo}${updateTo === finalUrl ? '' : ` (then to ${finalUrl})`}${head}`, updateTo };
}

/** { status, detail } for an address the check refused to connect to: `target` ({ url, address,
 * kind, host? when a name resolved to it }) is the link itself, or where its last redirect led. */
export function classifyPrivate({ hops, target }) {
  const what = `${target.host ? `${target.host} resolves to ` : ''}${target.address}, ${target.kind}`;
  const why = 'not on the public web, so the check does not connect to it';
  if (!hops.length) return { status: 'broken', detail: `its host is a private address (${what}): ${why}; link to the page's public address instead` };
  return { status: 'broken', detail: `redirects (${hops.at(-1).status}) to a private address, ${target.url} (${what}): ${why}; open the link in a browser and replace it with the page it should lead to` };
}

export const seconds = (ms) => (ms < 1000 ? `${Math.round(ms)} ms` : `${Number((ms / 1000).toFixed(1))} s`);
