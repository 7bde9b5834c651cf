// The link check connects only to the public internet. A link, or a redirect, to a loopback, private,
// link-local (169.254.169.254 is a cloud's metadata service), unique-local, unspecified or multicast
// address would make the machine running the check (a CI runner) knock on its own network's doors;
// a public page never leads there. Addresses written as IPs are refused before any request, and
// names are refused when DNS answers with such an address, inside the connection's own lookup,
// so the address checked is the one connected to.
import { BlockList, isIP } from 'node:net';
import { lookup as dnsLookup } from 'node:dns';

/** [kind, ranges]: what each kind of address is called in a report. */
const KINDS = [
  ['loopback', [['127.0.0.0', 8, 'ipv4'], ['::1', 128, 'ipv6']]],
  ['unspecified', [['0.0.0.0', 8, 'ipv4'], ['::', 128, 'ipv6']]],
  ['private network', [['10.0.0.0', 8, 'ipv4'], ['172.16.0.0', 12, 'ipv4'], ['192.168.0.0', 16, 'ipv4'], ['100.64.0.0', 10, 'ipv4']]],
  ['link-local', [['169.254.0.0', 16, 'ipv4'], ['fe80::', 10, 'ipv6']]],
  ['unique-local', [['fc00::', 7, 'ipv6']]],
  ['multicast', [['224.0.0.0', 4, 'ipv4'], ['ff00::', 8, 'ipv6']]],
  ['broadcast', [['255.255.255.255', 32, 'ipv4']]],
].map(([kind, ranges]) => {
  // BlockList also matches IPv4 addresses written as IPv6 (::ffff:10.0.0.1) against IPv4 ranges.
  const list = new BlockList();
  for (const [net, prefix, type] of ranges) list.addSubnet(net, prefix, type);
  return [kind, list];
});

/** The kind of a non-public IP address ('loopback', 'link-local'…), or null for a public one (or a name). */
export function addressKind(address) {
  const ip = address.replace(/^\[|\]$/g, '');
  const version = isIP(ip);
  if (!version) return null;
  return KINDS.find(([, list]) => list.check(ip, version === 4 ? 'ipv4' : 'ipv6'))?.[0] ?? null;
}

/** Whether the test-only allowance lets this kind through: local test servers listen on loopback. */
const allowed = (kind, allowLoopback) => allowLoopback && kind === 'loopback';

/** The refusal for a URL whose host is written as a non-public IP: { address, kind }, or null. */
export function privateHost(url, { allowLoopback = false } = {}) {
  const hostname = URL.canParse(url) ? new URL(url).hostname : '';
  const kind = addressKind(hostname);
  return kind && !allowed(kind, allowLoopback) ? { address: hostname.replace(/^\[|\]$/g, ''), kind } : null;
}

/** The error a refused lookup fails the request with; classifyError knows it by its code. */
export class PrivateAddressError extends Error {
  constructor(host, address, kind) {
    super(`${host} resolves to ${address} (${kind}), not a public address`);
    this.code = 'ELINKPRIVATE';
    this.host = host;
    this.address = address;
    this.kind = kind;
  }
}

/** Names under "localhost" are this machine (RFC 6761): browsers answer them so without asking
 * DNS, and so does the check (the tests' servers are "links-test.localhost", a name). */
const LOCALHOST = /(^|\.)localhost\.?$/i;
const loopbackLookup = (hostname, options, callback) => {
  const a = options.family === 6 ? { address: '::1', family: 6 } : { address: '127.0.0.1', family: 4 };
  return options.all ? callback(null, [a]) : callback(null, a.address, a.family);
};

/** A net.connect lookup that fails when any address the name resolves to is not public (a
 * connection may try any of them). `lookup` is dns.lookup, or a test's stand-in for DNS. */
export function publicOnlyLookup({ allowLoopback = false, lookup = dnsLookup } = {}) {
  return (hostname, options, callback) => {
    (LOCALHOST.test(hostname) ? loopbackLookup : lookup)(hostname, options, (err, address, family) => {
      if (err) return callback(err);
      const all = Array.isArray(address) ? address : [{ address, family }];
      const bad = all.map((a) => [a.address, addressKind(a.address)]).find(([, kind]) => kind && !allowed(kind, allowLoopback));
      if (bad) return callback(new PrivateAddressError(hostname, ...bad));
      callback(null, address, family);
    });
  };
}

let Agent;
/** fetch's own connection pool class (Node bundles undici without exporting it): the global one's
 * class, which exists once fetch has been called (a data: address reaches no network). Another
 * global dispatcher (a proxy's, set by a program) takes other options: then none. */
async function agentClass() {
  const key = Symbol.for('undici.globalDispatcher.1');
  if (!globalThis[key]) await fetch('data:,').catch(() => {});
  const found = globalThis[key]?.constructor;
  return found?.name === 'Agent' ? found : undefined;
}

const agents = new Map();
/** The fetch dispatcher whose connections use publicOnlyLookup; undefined when this Node has no
 * reachable pool class (then names are checked by one lookup before the request: see check.mjs). */
export async function publicOnlyDispatcher({ allowLoopback = false, lookup = dnsLookup } = {}) {
  Agent ??= await agentClass();
  if (!Agent) return undefined;
  if (!agents.has(lookup)) agents.set(lookup, new Map());
  const forLookup = agents.get(lookup);
  if (!forLookup.has(allowLoopback)) forLookup.set(allowLoopback, new Agent({ connect: { lookup: publicOnlyLookup({ allowLoopback, lookup }) } }));
  return forLookup.get(allowLoopback);
}

/** The check-then-connect fallback: resolves the name once with publicOnlyLookup; the refusal or null. */
export function resolvesPrivate(url, options = {}) {
  const { hostname } = new URL(url);
  if (isIP(hostname.replace(/^\[|\]$/g, ''))) return Promise.resolve(null);
  return new Promise((ok) => publicOnlyLookup(options)(hostname, { all: true }, (err) => ok(err instanceof PrivateAddressError ? err : null)));
}
