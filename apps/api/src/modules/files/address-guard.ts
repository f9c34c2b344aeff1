import dns from 'node:dns';
import net, { type LookupFunction } from 'node:net';

const blockedV4 = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8], // "this network", 0.0.0.0
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT (Alibaba metadata 100.100.100.200)
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata 169.254.169.254
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments (Oracle metadata 192.0.0.192)
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blockedV4.addSubnet(address, prefix, 'ipv4');
}

const blockedV6 = new net.BlockList();
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64], // discard
  ['2001::', 32], // Teredo (embeds an obfuscated IPv4)
  ['2001:10::', 28],
  ['2001:db8::', 32],
  ['fc00::', 7], // unique local (AWS metadata fd00:ec2::254)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
] as const) {
  blockedV6.addSubnet(address, prefix, 'ipv6');
}

/** The 16 bytes of an IPv6 address (with an optional dotted IPv4 tail), or undefined. */
function parseIpv6(address: string): number[] | undefined {
  let text = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const bytes = tail[1]!.split('.').map(Number);
    text = `${text.slice(0, -tail[1]!.length)}${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const head = halves[0] ? halves[0].split(':') : [];
  const rest = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 0) return undefined;
  const groups = [...head, ...Array(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  const bytes: number[] = [];
  for (const group of groups) {
    if (!/^[0-9a-f]{1,4}$/i.test(group)) return undefined;
    const value = Number.parseInt(group, 16);
    bytes.push(value >> 8, value & 0xff);
  }
  return bytes;
}

const ipv4Of = (bytes: number[]) => bytes.join('.');

/**
 * The IPv4 address an IPv6 address stands for (IPv4-mapped ::ffff:a.b.c.d, IPv4-compatible
 * ::a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16), so that each is judged as that IPv4 address.
 */
function embeddedIpv4(bytes: number[]): string | undefined {
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return ipv4Of(bytes.slice(12));
  if (zeros(0, 12) && !zeros(12, 15)) return ipv4Of(bytes.slice(12));
  if (bytes[0] === 0x00 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zeros(4, 12)) {
    return ipv4Of(bytes.slice(12));
  }
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return ipv4Of(bytes.slice(2, 6));
  return undefined;
}

/**
 * True for every address a server-side fetch must not reach: loopback, private, link-local,
 * unspecified, multicast, reserved and documentation ranges, cloud metadata addresses, and
 * IPv6 forms that embed one of those IPv4 addresses. Anything that is not an IP address is refused too.
 */
export function isForbiddenAddress(address: string): boolean {
  const plain = address.replace(/^\[|\]$/g, '');
  const family = net.isIP(plain);
  if (family === 4) return blockedV4.check(plain, 'ipv4');
  if (family !== 6) return true;
  const bytes = parseIpv6(plain);
  if (!bytes) return true;
  const ipv4 = embeddedIpv4(bytes);
  if (ipv4) return blockedV4.check(ipv4, 'ipv4');
  return blockedV6.check(plain.replace(/%.*$/, ''), 'ipv6');
}

export type TAddressPolicy = { allowPrivate: boolean; allowedAddresses: readonly string[] };

export const isAddressAllowed = (address: string | undefined, policy: TAddressPolicy) =>
  !!address &&
  (policy.allowPrivate ||
    policy.allowedAddresses.includes(address.replace(/^::ffff:/, '')) ||
    !isForbiddenAddress(address));

export class ForbiddenAddressError extends Error {
  constructor(readonly host: string) {
    super(`Refused to connect to ${host}`);
  }
}

type TResolver = (hostname: string, callback: (error: Error | null, addresses: dns.LookupAddress[]) => void) => void;

const systemResolver: TResolver = (hostname, callback) =>
  dns.lookup(hostname, { all: true, verbatim: true }, (error, addresses) => callback(error, addresses ?? []));

/**
 * A `lookup` for http.request / net.connect that resolves the name once and refuses it when any of
 * its addresses is forbidden: the socket then connects to exactly the address that was checked,
 * so a DNS answer that changes between a check and the connection (rebinding) cannot slip through.
 */
export function createGuardedLookup(policy: TAddressPolicy, resolve: TResolver = systemResolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
      const usable = addresses.filter((entry) => !family || entry.family === family);
      if (!usable.length || usable.some((entry) => !isAddressAllowed(entry.address, policy))) {
        return callback(new ForbiddenAddressError(hostname), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, usable);
      callback(null, usable[0]!.address, usable[0]!.family);
    });
  };
}
