// The addresses an outbound request to an administrator's URL never goes to: this machine, the
// private networks beside it, the cloud's metadata service, and every range not routed on the
// internet. Node's BlockList holds them (an IPv4-mapped IPv6 address is checked as its IPv4 one).
import net from 'node:net';

/** Not routed on the public internet (RFC 6890 and its updates). */
const IPV4_RANGES: [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, the cloud metadata service
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relays
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address 255.255.255.255
];

const IPV6_RANGES: [string, number][] = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated)
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo among them)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4, which carries any IPv4 address
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

const blocked = new net.BlockList();
for (const [address, prefix] of IPV4_RANGES) {
  blocked.addSubnet(address, prefix, 'ipv4');
  // The same ranges written as IPv6: mapped (::ffff:10.0.0.1) and through the well-known NAT64 prefix.
  blocked.addSubnet(`::ffff:${address}`, 96 + prefix, 'ipv6');
  blocked.addSubnet(`64:ff9b::${address}`, 96 + prefix, 'ipv6');
}
for (const [address, prefix] of IPV6_RANGES) blocked.addSubnet(address, prefix, 'ipv6');

/** Whether an IP address is one on the public internet (anything not an IP address is not). */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  return !blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}
