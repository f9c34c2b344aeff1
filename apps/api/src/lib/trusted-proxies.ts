import { isIP } from 'node:net';

/**
 * The widest range TRUST_PROXY may name: one /8 of IPv4, one /32 of IPv6 (a provider's allocation). Anything wider
 * stops being "our proxies" and becomes "anyone", who may then pick the address every per-IP limit counts.
 */
const narrowestPrefix = { ipv4: 8, ipv6: 32 } as const;
const ipv4Space = 2 ** 32;

type TRange = { text: string; address: string; bits: number | undefined; family: 4 | 6 };

/** `10.0.0.5`, `10.0.0.0/24` or `::1`, or null when it is not an address or a range. */
export function readAddressOrRange(value: string): TRange | null {
  const [address, bits, ...rest] = value.split('/');
  if (rest.length || !address) return null;
  const family = isIP(address);
  if (family !== 4 && family !== 6) return null;
  if (bits === undefined) return { text: value, address, bits: undefined, family };
  if (!/^\d{1,3}$/.test(bits) || Number(bits) > (family === 4 ? 32 : 128)) return null;
  return { text: value, address, bits: Number(bits), family };
}

const ipv4ToNumber = (address: string) => address.split('.').reduce((value, part) => value * 256 + Number(part), 0);

/** An IPv6 address's IPv4 part when it is IPv4-mapped (`::ffff:10.0.0.1`, `::ffff:a00:1`), else null. */
function mappedIpv4(address: string): number | null {
  const match = /^::ffff:(.+)$/i.exec(address);
  if (!match) return null;
  const tail = match[1]!;
  if (isIP(tail) === 4) return ipv4ToNumber(tail);
  const groups = tail.split(':');
  if (groups.length !== 2 || !groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null;
  return Number.parseInt(groups[0]!, 16) * 65536 + Number.parseInt(groups[1]!, 16);
}

/** The IPv4 addresses a range covers, as [first, last]; an IPv4-mapped IPv6 range counts as the IPv4 it maps. */
function ipv4Interval(range: TRange): [number, number] | null {
  if (range.family === 4) {
    const bits = range.bits ?? 32;
    const size = 2 ** (32 - bits);
    const first = Math.floor(ipv4ToNumber(range.address) / size) * size;
    return [first, first + size - 1];
  }
  const mapped = mappedIpv4(range.address);
  const bits = range.bits ?? 128;
  if (mapped === null || bits < 96) return null;
  const size = 2 ** (128 - bits);
  const first = Math.floor(mapped / size) * size;
  return [first, first + size - 1];
}

/**
 * Why a set of proxies is too wide to trust, or null: a range wider than /8 (IPv4), /32 (IPv6) or /104 for
 * IPv4-mapped IPv6 (a /8 of IPv4 in IPv6 form), or ranges that together cover every IPv4 address.
 */
export function tooWideProxies(ranges: TRange[]): string | null {
  const wide = ranges.filter((range) => {
    if (range.bits === undefined) return false;
    if (range.family === 4) return range.bits < narrowestPrefix.ipv4;
    if (mappedIpv4(range.address) !== null && range.bits >= 96) return range.bits < 96 + narrowestPrefix.ipv4;
    return range.bits < narrowestPrefix.ipv6;
  });
  if (wide.length) return wide.map((range) => range.text).join(', ');
  const intervals = ranges
    .map(ipv4Interval)
    .filter((interval) => interval !== null)
    .sort((a, b) => a[0] - b[0]);
  let covered = 0;
  let reach = -1;
  for (const [first, last] of intervals) {
    if (last <= reach) continue;
    covered += last - Math.max(first, reach + 1) + 1;
    reach = last;
  }
  return covered >= ipv4Space ? 'together, every IPv4 address' : null;
}
