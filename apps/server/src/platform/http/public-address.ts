import net from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which addresses the server may fetch a member's link from: those on the public internet, by
 * ipaddr.js's classification, and no other. Everything ipaddr.js does not call 'unicast' (loopback,
 * private, link-local, carrier-grade NAT, unique-local, multicast, documentation and benchmarking
 * ranges, the unspecified address, 6to4 and Teredo tunnels…) is refused; an IPv4 address carried inside
 * an IPv6 one is judged as that IPv4 address, so `::ffff:127.0.0.1`, `::ffff:7f00:1`, `::127.0.0.1` and
 * `64:ff9b::7f00:1` are all loopback.
 */
export const isPublicAddress = (ip: string): boolean => {
  if (!net.isIP(ip)) return false;
  let address: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    address = ipaddr.parse(ip);
  } catch {
    return false;
  }
  if (address instanceof ipaddr.IPv4) return address.range() === 'unicast';
  return (embeddedIPv4(address) ?? address).range() === 'unicast';
};

const zero = (parts: number[]) => parts.every((part) => part === 0);

/**
 * The IPv4 address an IPv6 address stands for, if it is one of the forms that reach an IPv4 host:
 * IPv4-mapped (::ffff:0:0/96), IPv4-translated (::ffff:0:0:0/96), IPv4-compatible (::/96, deprecated but
 * still routed by some stacks) and NAT64's well-known prefix (64:ff9b::/96). `::` and `::1` are left as
 * they are: they have ranges of their own.
 */
const embeddedIPv4 = (address: ipaddr.IPv6): ipaddr.IPv4 | null => {
  const parts = address.parts;
  const head = parts.slice(0, 6);
  const v4 = () => new ipaddr.IPv4([parts[6] ?? 0, parts[7] ?? 0].flatMap((part) => [part >> 8, part & 0xff]));
  if (zero(head.slice(0, 5)) && head[5] === 0xffff) return v4(); // ::ffff:a.b.c.d
  if (zero(head.slice(0, 4)) && head[4] === 0xffff && head[5] === 0) return v4(); // ::ffff:0:a.b.c.d
  if (head[0] === 0x64 && head[1] === 0xff9b && zero(head.slice(2))) return v4(); // 64:ff9b::a.b.c.d
  if (zero(head)) {
    const range = address.range();
    return range === 'unspecified' || range === 'loopback' ? null : v4(); // ::a.b.c.d
  }
  return null;
};
