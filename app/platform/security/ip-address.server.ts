import net from "node:net";

// Addresses that are not the public internet: this machine, private networks, link-local (the cloud's metadata
// service at 169.254.169.254), carrier-grade NAT, documentation and benchmark ranges, multicast, reserved.
const NOT_PUBLIC = new net.BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 96], // unspecified, loopback, IPv4-compatible
  ["100::", 64], // discard
  ["2001::", 23], // IETF protocol assignments (Teredo, …)
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, "ipv6");
}

/** Whether `address` (IPv4 or IPv6) is on the public internet; an IPv4 address inside IPv6 is judged as IPv4. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return !NOT_PUBLIC.check(address, "ipv4");
  if (family !== 6) return false;
  const embedded = embeddedIpv4(address);
  if (embedded) return isPublicAddress(embedded);
  return !NOT_PUBLIC.check(address, "ipv6");
}

/** Whether `address` is this machine's loopback (127.0.0.0/8, ::1, or 127.x.x.x mapped into IPv6). */
export function isLoopbackAddress(address: string): boolean {
  const withoutZone = address.replace(/%.*$/, "");
  const family = net.isIP(withoutZone);
  if (family === 4) return withoutZone.startsWith("127.");
  if (family !== 6) return false;
  const groups = ipv6Groups(withoutZone);
  const isMapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isMapped) return groups[6]! >> 8 === 127;
  return groups.slice(0, 7).every((group) => group === 0) && groups[7] === 1;
}

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d), NAT64 (64:ff9b::/96) or 6to4 (2002::/16) address. */
function embeddedIpv4(address: string): string | null {
  const groups = ipv6Groups(address);
  const isMapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  const isNat64 = groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((group) => group === 0);
  if (isMapped || isNat64) return ipv4From(groups[6]!, groups[7]!);
  if (groups[0] === 0x2002) return ipv4From(groups[1]!, groups[2]!);
  return null;
}

function ipv4From(high: number, low: number) {
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail converted, a zone dropped). */
export function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, "");
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part ? part.split(":").map((group) => Number.parseInt(group, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
