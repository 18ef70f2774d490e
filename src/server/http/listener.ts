import { getRequestListener } from '@hono/node-server';
import compression from 'compression';
import type { IncomingMessage, ServerResponse } from 'node:http';

// Smaller answers gain next to nothing from gzip and would still pay for setting up zlib.
const COMPRESS_FROM_BYTES = 1024;

const compress = compression({
  threshold: COMPRESS_FROM_BYTES,
  // Live free spots (server-sent events) must reach the browser at once, not sit in a gzip buffer.
  filter: (req, res) => !String(res.getHeader('content-type') ?? '').startsWith('text/event-stream') && compression.filter(req, res),
});

/**
 * The Node request listener for the app: Hono's adapter behind the `compression` middleware, which
 * gzips HTML, JSON, scripts and styles for phones on weak connections. It sits at the Node level, not
 * in Hono, because only there is the answer's length known before compressing: Hono's compress() ran
 * every answer through a CompressionStream, about 0.3 ms of CPU even for a 100-byte booking answer.
 * Answers the app already gzipped itself (the cached timetable week) are left alone.
 */
export function createRequestListener(fetch: (request: Request, env: unknown) => Response | Promise<Response>) {
  const listener = getRequestListener(fetch);
  return (req: IncomingMessage, res: ServerResponse) => {
    res.once('finish', () => holdBackAfterRefusal(req, res));
    compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => void listener(req, res));
  };
}

/** How long a connection that was just told to wait (429) is not read from. */
export const REFUSED_CONNECTION_PAUSE_MS = 1000;

/**
 * After a 429 the connection's next request is read only a second later. A client bursting over its
 * budget on a hundred kept-alive connections otherwise sends its next request the instant each refusal
 * arrives, and answering those thousands of refusals (cheap one by one) fills the event loop, so that
 * every other member's request waits its turn behind them. The client was told to wait (Retry-After) in
 * any case; a well-behaved one never notices.
 */
function holdBackAfterRefusal(req: IncomingMessage, res: ServerResponse) {
  if (res.statusCode !== 429 || req.socket.destroyed) return;
  const socket = req.socket;
  socket.pause();
  setTimeout(() => {
    if (!socket.destroyed) socket.resume();
  }, REFUSED_CONNECTION_PAUSE_MS).unref();
}
