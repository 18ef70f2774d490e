import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { isIP } from 'node:net';
import type { Logger } from '../logger';

export type ClientIpOptions = {
  /** Behind reverse proxies that append the address they were reached from to X-Forwarded-For. */
  trustProxy: boolean;
  /** How many such proxies stand in front of the app (the nearest one appends the right-most entry). */
  hops: number;
  log: Logger;
};

// Some proxies append the port too ("203.0.113.7:51234", "[2001:db8::1]:51234").
const withoutPort = (entry: string) => entry.match(/^\[([^\]]+)\](?::\d+)?$/)?.[1] ?? entry.match(/^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/)?.[1] ?? entry;

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // in-process requests (tests, the HTML handler's own API calls) have no socket
  }
}

/**
 * The visitor's address as the per-IP limits see it. Every entry of X-Forwarded-For left of what our own
 * proxies appended is whatever the client chose to send, so only the entry the outermost trusted proxy
 * appended counts: with one proxy the right-most, with `hops` proxies the `hops`-th from the right.
 */
export function createClientIpResolver({ trustProxy, hops, log }: ClientIpOptions) {
  let warned = false;
  return (c: Context): string => {
    const forwarded = c.req.header('x-forwarded-for');
    if (!trustProxy) {
      if (forwarded && !warned) {
        warned = true;
        // Behind a proxy every visitor would share the proxy's address, and one visitor's limits would hit all.
        log.warn('request carries X-Forwarded-For but TRUST_PROXY is off: all visitors may share one address for the per-IP limits; set TRUST_PROXY=true behind a reverse proxy (README, Deployment)');
      }
      return socketAddress(c);
    }
    const entries = (forwarded ?? '').split(',').map((entry) => withoutPort(entry.trim())).filter(Boolean);
    // Fewer entries than proxies: the request skipped a proxy, so the left-most is as far as anyone vouches.
    const candidate = entries.length ? entries[Math.max(0, entries.length - hops)] : undefined;
    return candidate && isIP(candidate) ? candidate : socketAddress(c);
  };
}
