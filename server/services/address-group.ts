/**
 * The client the sign-in limiter counts an address as. An IPv6 subscriber is normally given a whole /64
 * (and picks its own address in it at will), so counting each IPv6 address on its own would give one
 * client 2^64 fresh counters: an IPv6 address counts as its /64. An IPv4 address stays itself, and an
 * IPv4 address seen through an IPv6 socket (`::ffff:192.0.2.1`) is that IPv4 address.
 *
 * Web-standard (the server also runs in the demo's page, where node:net does not exist): the address is
 * read by the URL standard's IPv6 parser, which validates it and writes it canonically.
 */

/** `2001:db8:7:8::/64` for an IPv6 address, the IPv4 address itself; anything else (`unknown`) unchanged. */
export function addressGroup(address: string): string {
  const groups = ipv6Groups(address);
  if (groups === undefined) return address;
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0] = groups;
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff) {
    return [g >> 8, g & 0xff, h >> 8, h & 0xff].join('.');
  }
  return `${[a, b, c, d].map((group) => group.toString(16)).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, or `undefined` when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  // A zone (`fe80::1%eth0`) names one of this host's interfaces, not a different client.
  const [bare = ''] = address.split('%');
  // Only an address's characters reach the parser: nothing in it can end the brackets early.
  if (!bare.includes(':') || !/^[0-9a-f:.]+$/i.test(bare)) return undefined;
  let canonical: string;
  try {
    canonical = new URL(`http://[${bare}]/`).hostname.slice(1, -1);
  } catch {
    return undefined;
  }
  // Canonical form: lower-case hex without leading zeros, embedded IPv4 written as two groups, and at
  // most one `::` standing for the zero groups that are not written.
  const [head = '', tail] = canonical.split('::');
  const groupsOf = (text: string) => (text === '' ? [] : text.split(':').map((group) => parseInt(group, 16)));
  if (tail === undefined) return groupsOf(head);
  const left = groupsOf(head);
  const right = groupsOf(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
