import { isIPv4, isIPv6 } from 'node:net';

/**
 * How many leading bits of a client's address name the client in per-IP limits. One IPv6
 * subscriber is given a whole /64 (often a /56 or /48): counting each of its 2^64 addresses apart
 * would let one machine dodge every limit by changing address. IPv4 is counted per address by
 * default (a whole office or mobile carrier may share one).
 */
export interface ClientPrefixes {
  ipv4: number;
  ipv6: number;
}

const DEFAULT_CLIENT_PREFIXES: ClientPrefixes = { ipv4: 32, ipv6: 64 };

/** The 8 groups of an IPv6 address, `::` expanded and an embedded IPv4 tail turned into two groups. */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0]!.toLowerCase();
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    text = text.slice(0, -v4[1]!.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const start = parse(head);
  const end = tail === undefined ? [] : parse(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}

function maskGroups(groups: number[], bits: number, groupBits: number): number[] {
  return groups.map((group, i) => {
    const kept = Math.max(0, Math.min(groupBits, bits - i * groupBits));
    return kept === 0 ? 0 : group & (((1 << groupBits) - 1) ^ ((1 << (groupBits - kept)) - 1));
  });
}

/**
 * The key a per-IP limit counts under: the address cut to its configured prefix (`2001:db8:1:2::/64`),
 * an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, what a dual-stack socket reports) as IPv4.
 */
export function clientKey(address: string, prefixes: ClientPrefixes = DEFAULT_CLIENT_PREFIXES): string {
  if (isIPv4(address)) return ipv4Key(address, prefixes.ipv4);
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return ipv4Key([groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.'), prefixes.ipv4);
  }
  const masked = maskGroups(groups, prefixes.ipv6, 16);
  return `${masked.map((g) => g.toString(16)).join(':')}/${prefixes.ipv6}`;
}

function ipv4Key(address: string, bits: number): string {
  if (bits >= 32) return address;
  return `${maskGroups(address.split('.').map(Number), bits, 8).join('.')}/${bits}`;
}
