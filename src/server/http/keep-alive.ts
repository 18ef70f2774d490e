import type { Server } from 'node:http';

/** What answers tell clients: an idle connection may be used again for this long. */
export const KEEP_ALIVE_ADVERTISED_SECONDS = 60;
/** How much longer than advertised the server keeps an idle connection open. */
export const KEEP_ALIVE_GRACE_MS = 5000;

/**
 * Keeps idle connections open longer than the answers say, so a client never reuses one that the
 * server is closing at that very moment.
 *
 * A kept-alive connection that has fallen idle is closed by the server after its keep-alive timeout.
 * A client that decides to send its next request on it in the same moment (a browser, a load balancer,
 * Node's own agent) sees the connection reset (ECONNRESET) and cannot tell whether the request was
 * handled. Node advertises exactly the timeout it enforces (`Keep-Alive: timeout=5`), so a client that
 * honours the hint and one that reuses just before it meet the server's close head on. Here the server
 * advertises a timeout and holds the connection a grace period beyond it: a client that honours the
 * hint has let go before the server closes. Clients that ignore the hint (proxies and Node's default
 * agent keep connections until the server closes them) meet the close only after a minute of silence,
 * longer than common proxies keep an idle upstream connection (nginx 60 s), instead of after 5 s.
 */
export function keepIdleConnections(
  server: Server,
  { advertisedSeconds = KEEP_ALIVE_ADVERTISED_SECONDS, graceMs = KEEP_ALIVE_GRACE_MS } = {},
) {
  server.keepAliveTimeout = advertisedSeconds * 1000 + graceMs;
  // A request's headers must be allowed as long as an idle connection lives (Node checks both on one timer).
  server.headersTimeout = Math.max(server.headersTimeout, server.keepAliveTimeout + 1000);
  // Node writes its own `Keep-Alive: timeout=` from keepAliveTimeout unless the answer carries one.
  server.prependListener('request', (_req, res) => {
    if (res.shouldKeepAlive) res.setHeader('Keep-Alive', `timeout=${advertisedSeconds}`);
  });
}
