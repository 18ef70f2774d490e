import ipaddr from 'ipaddr.js';

/**
 * The key a client address is counted under. An IPv6 client usually holds a whole /64 (and can pick any
 * address in it), so it counts as one source; an IPv4-mapped IPv6 address counts as its IPv4 address.
 */
export function sourceKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(':')}::/64`;
}
