import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

// A subscription's endpoint is an address a stranger gives the shop, which the shop then POSTs to: refused
// unless it is an https address on the public internet (SSRF: no loopback, private network, link-local or cloud
// metadata address). Checked by name when subscribing and again for every address a name resolves to when
// sending (guardedLookup), so a name that later resolves to a private address is refused too.

const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv6');

/** Whether `address` (an IP) is one the shop must not send to: this machine, a private network and the like. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return isPrivateAddress(mapped[1]!);
  const family = isIP(bare);
  if (family === 0) return true;
  return PRIVATE.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}

/** Names only this machine or a local network resolve. */
const LOCAL_NAME = /(^|\.)(localhost|local|localdomain|internal|intranet|lan|home\.arpa)$/i;

export class EndpointRefused extends Error {}

/**
 * Why `endpoint` may not be sent to, or null when it may: https, no credentials in it, a public name or
 * address. `allowInsecure` (PUSH_ALLOW_INSECURE_ENDPOINTS, tests) lets any http(s) address through.
 */
export function endpointRefusal(endpoint: string, allowInsecure: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return "must be a push service's https address";
  }
  if (url.protocol !== 'https:' && !(allowInsecure && url.protocol === 'http:'))
    return "must be a push service's https address";
  if (allowInsecure) return null;
  if (url.username || url.password) return "must be a push service's https address";
  const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
  if (isIP(host) ? isPrivateAddress(host) : LOCAL_NAME.test(host) || !host.includes('.'))
    return 'must not be an address on this machine or a private network';
  return null;
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * dns.lookup for the push request's socket, refusing any name that resolves to a private address (the check
 * at subscribe time only saw the name).
 */
export function guardedLookup(hostname: string, options: object, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options }, (err, address: string | LookupAddress[], family?: number) => {
    if (err) return callback(err, address, family);
    const all = Array.isArray(address) ? address.map((a) => a.address) : [address];
    if (all.some(isPrivateAddress))
      return callback(
        Object.assign(new EndpointRefused(`${hostname} resolves to a private address`), { code: 'EPRIVATE' }),
        address,
        family,
      );
    callback(null, address, family);
  });
}
