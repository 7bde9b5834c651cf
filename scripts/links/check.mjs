// Checks one address the way a careful client would: HEAD first (no body to download), GET when
// HEAD is refused or the server hangs up on it, every redirect followed by hand so each hop is
// known (and none followed off the web: to data:, file: or javascript:), a timeout per request,
// and a bounded number of retries with back-off for network errors and 429/503 answers (waiting as
// long as Retry-After asks, within reason). `signal` ends it all at the whole check's deadline.
// Nothing but the public internet is connected to, the first address nor any hop
// (private-address.mjs); `allowLoopback` lets the tests' local servers through, and is never on
// for a real check.
import { classifyError, classifyPrivate, classifyResponse, hungUp, rootCause, seconds } from './outcome.mjs';
import { privateHost, publicOnlyDispatcher, resolvesPrivate } from './private-address.mjs';

export const DEFAULTS = {
  timeoutMs: 15_000,
  retries: 2,
  backoffMs: 1000,
  /** A Retry-After longer than this is not waited for: the link is reported as rate-limited. */
  maxRetryAfterMs: 60_000,
  maxRedirects: 10,
  /** The whole check's deadline (npm run links --deadline): links without an answer by then are not checked. */
  deadlineMs: 600_000,
  userAgent: 'FamilyPracticeTools-LinkCheck/1.0 (checks that the links on the Family Practice Tools site still work)',
  /** Test-only: connect to loopback addresses (the tests' servers on 127.0.0.1). Every other private address stays refused. */
  allowLoopback: false,
  /** dns.lookup, or a test's stand-in for DNS. */
  lookup: undefined,
};

/** Waits ms, or less when `signal` (the deadline) ends first. */
const sleep = (ms, signal) => new Promise((resolve) => {
  if (signal?.aborted) return resolve();
  const timer = setTimeout(done, ms);
  function done() { clearTimeout(timer); signal?.removeEventListener('abort', done); resolve(); }
  signal?.addEventListener('abort', done, { once: true });
});
/** Schemes a link may lead to; a redirect anywhere else is not to a web page. */
const WEB = new Set(['http:', 'https:']);
const REDIRECT = new Set([301, 302, 303, 307, 308]);

/** The result for one address: { status, detail, httpStatus?, finalUrl, redirects, method, requests, code?, updateTo? } */
export async function checkUrl(url, options = {}) {
  const o = { ...DEFAULTS, ...options };
  const state = { requests: 0 };
  const late = () => ({ status: 'not-checked', detail: `no answer before the check's deadline (${seconds(o.deadlineMs)})`, redirects: [], requests: state.requests });
  if (o.signal?.aborted) return late();
  const refused = privateHost(url, o);
  if (refused) return { ...classifyPrivate({ hops: [], target: { ...refused, url } }), finalUrl: url, redirects: [], requests: 0 };
  let outcome = await follow(url, 'HEAD', o, state);
  // Many servers answer HEAD wrongly (405, 501, even 404 or 403); GET is the answer a visitor gets.
  // (429 and 503 have had their retries already.)
  const headStatus = outcome.response?.status;
  if (headStatus >= 400 && headStatus !== 429 && headStatus !== 503) outcome = { ...(await follow(url, 'GET', o, state)), headRefused: headStatus };
  // Some servers drop the connection on HEAD and answer GET. Only a hang-up falls back: a timeout
  // would double the wait for every dead link (a server silent on HEAD for that long is rarely
  // quicker on GET), and DNS, refused-connection and TLS failures happen before any method is
  // sent, so GET would fail the same way.
  else if (outcome.error && hungUp(outcome.error)) outcome = { ...(await follow(url, 'GET', o, state)), headFailed: classifyError(outcome.error, o.timeoutMs).detail };
  const base = { finalUrl: outcome.finalUrl, redirects: outcome.hops.map(({ status, to }) => ({ status, url: to })), method: outcome.method, requests: state.requests };
  if (o.signal?.aborted && (outcome.error || outcome.response?.status === 429 || outcome.response?.status === 503)) return { ...late(), ...base };
  if (rootCause(outcome.error)?.code === 'ELINKPRIVATE') {
    const { host, address, kind } = rootCause(outcome.error);
    return { ...classifyPrivate({ hops: outcome.hops, target: { host, address, kind, url: outcome.finalUrl } }), ...base };
  }
  if (outcome.error) {
    const { transient, ...verdict } = classifyError(outcome.error, o.timeoutMs);
    return { ...verdict, ...base };
  }
  const verdict = classifyResponse({ ...outcome, status: outcome.response.status });
  return { ...verdict, httpStatus: outcome.response.status, ...base };
}

/** Follows redirects from url; stops at the first non-redirect answer, an error, a loop or too many hops. */
async function follow(url, method, o, state) {
  const hops = [];
  const seen = new Set([url]);
  let current = url;
  for (;;) {
    const { response, error } = await withRetries(current, method, o, state);
    if (error) return { error, hops, finalUrl: current, method };
    const location = response.headers.get('location');
    if (!REDIRECT.has(response.status) || !location) return { response, hops, finalUrl: current, method };
    let next;
    try {
      next = new URL(location, current).href;
    } catch {
      return { response, hops, finalUrl: current, method };
    }
    hops.push({ status: response.status, from: current, to: next });
    if (!WEB.has(new URL(next).protocol)) return { response, hops, finalUrl: current, method, offWeb: new URL(next).protocol };
    // Refused before any connection; a name that resolves to such an address is refused by the lookup.
    const refused = privateHost(next, o);
    if (refused) return { response, hops, finalUrl: current, method, privateTarget: { ...refused, url: next } };
    if (seen.has(next)) return { response, hops, finalUrl: next, method, loop: next };
    if (hops.length > o.maxRedirects) return { response, hops, finalUrl: next, method, tooMany: true };
    seen.add(next);
    current = next;
  }
}

/** One request, retried for answers and errors that say "try again later". */
async function withRetries(url, method, o, state) {
  for (let retry = 0; ; retry++) {
    state.requests++;
    const result = await request(url, method, o);
    const last = retry >= o.retries;
    if (result.error) {
      if (last || o.signal?.aborted || !classifyError(result.error, o.timeoutMs).transient) return result;
      await sleep(o.backoffMs * 2 ** retry, o.signal);
      continue;
    }
    const { status, headers } = result.response;
    if (last || (status !== 429 && status !== 503)) return result;
    const wait = retryAfterMs(headers.get('retry-after')) ?? o.backoffMs * 2 ** retry;
    if (wait > o.maxRetryAfterMs) return result;
    await sleep(wait, o.signal);
    if (o.signal?.aborted) return result;
  }
}

async function request(url, method, o) {
  try {
    const guard = { allowLoopback: o.allowLoopback, ...(o.lookup && { lookup: o.lookup }) };
    const dispatcher = await publicOnlyDispatcher(guard);
    // Without fetch's pool class the name is resolved once here, then again by fetch: a small gap.
    const refused = dispatcher ? null : await resolvesPrivate(url, guard);
    if (refused) return { error: refused };
    const response = await fetch(url, {
      method,
      redirect: 'manual',
      ...(dispatcher && { dispatcher }),
      signal: o.signal ? AbortSignal.any([AbortSignal.timeout(o.timeoutMs), o.signal]) : AbortSignal.timeout(o.timeoutMs),
      headers: { 'user-agent': o.userAgent, accept: 'text/html,application/xhtml+xml,application/pdf,*/*;q=0.8' },
    });
    // Only the status line matters: drop any body rather than download it.
    await response.body?.cancel().catch(() => {});
    return { response };
  } catch (error) {
    return { error };
  }
}

/** Retry-After as milliseconds: either seconds or an HTTP date. */
export function retryAfterMs(value, now = Date.now()) {
  if (!value) return undefined;
  if (/^\s*\d+\s*$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
