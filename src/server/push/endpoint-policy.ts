import ipaddr from 'ipaddr.js';

/**
 * Which push endpoints the server may send to. The endpoint comes from the browser, so anyone signed in
 * could otherwise make the server POST to its own network (loopback, the cloud metadata service, a
 * router). Real push services (FCM, Mozilla, Apple, Microsoft) are public https hosts on port 443.
 */

// Names that never point at a public host, whatever DNS says.
const LOCAL_NAME = /(^|\.)(localhost|local|localdomain|internal|intranet|lan|home|corp|home\.arpa)$/;

/**
 * True only for a global unicast address. ipaddr.js classifies every special range (loopback, private,
 * link-local incl. 169.254.169.254, unique-local, carrier-grade NAT incl. 100.100.100.200, unspecified,
 * multicast, documentation, 6to4/Teredo/NAT64 wrappers…); IPv4-mapped IPv6 is judged as its IPv4 address.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

/** The host of a URL without IPv6 brackets and a trailing dot. */
export const bareHost = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '').toLowerCase();

/**
 * Why an endpoint is refused, or null when it may be stored. The WHATWG URL parser has already turned
 * every IPv4 notation (2130706433, 0x7f.1, 017700000001, 127.1) into dotted form, so one check covers them.
 * Host names are checked again after DNS resolution when a message is sent (safe-request.ts).
 */
export function endpointProblem(endpoint: string): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'not a URL';
  }
  if (url.protocol !== 'https:') return 'not https';
  if (url.username || url.password) return 'credentials in URL';
  if (url.port && url.port !== '443') return 'port other than 443';
  const host = bareHost(url);
  if (ipaddr.isValid(host)) return isPublicAddress(host) ? null : 'non-public address';
  if (!host.includes('.') || LOCAL_NAME.test(host)) return 'local host name';
  return null;
}
