import type { Server } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** How long a connection that has not sent its first request yet may take to send it once stopping. */
const FIRST_REQUEST_GRACE_MS = 1500;
const SWEEP_EVERY_MS = 100;
/** The listener stays open until no request has come for this long, so a load balancer can notice the stop. */
const QUIET_BEFORE_CLOSE_MS = 300;
const MAX_DRAIN_MS = 2500;
const HEALTH_PATH = '/api/health';

type ConnectionState = { active: number; served: number; openedAt: number };

/**
 * A graceful stop of the HTTP server: no new connections, every request already received is answered,
 * kept-alive connections close as soon as they fall idle, and each answer given while stopping says
 * `Connection: close`, so clients move on to a restarted server or another one behind the proxy.
 *
 * Node's own closeIdleConnections() (which http.Server.close() calls) is not used: it also closes a connection that was just accepted and
 * whose request has not been read yet (the event loop is busy under load), and that request is lost with
 * a reset the client cannot safely retry. Here only connections between requests are closed, and a fresh
 * one gets a moment to send its request.
 *
 * Closing the listening socket resets the connections the kernel has accepted but Node has not picked up
 * yet, with their requests. So the listener first stays open while the health check says 'stopping' and
 * load balancers turn away; it closes once no request but health checks has arrived for a moment since
 * the signal (or after 2.5 s).
 *
 * `lifecycle` is the app's own flag (its health check reads it), so the server has one idea of stopping.
 */
export function prepareGracefulStop(server: Server, lifecycle: { stopping: boolean }) {
  const connections = new Map<Socket, ConnectionState>();

  let lastRequestAt = 0;
  server.on('connection', (socket: Socket) => {
    connections.set(socket, { active: 0, served: 0, openedAt: Date.now() });
    socket.once('close', () => connections.delete(socket));
  });
  server.prependListener('request', (req, res) => {
    if (lifecycle.stopping) res.setHeader('Connection', 'close');
    // A load balancer keeps asking for health; only the traffic it sends here counts as traffic.
    if (req.url !== HEALTH_PATH) lastRequestAt = Date.now();
    const state = connections.get(req.socket);
    if (!state) return;
    state.active += 1;
    res.once('close', () => {
      state.active -= 1;
      state.served += 1;
    });
  });

  const closeIdle = () => {
    const now = Date.now();
    for (const [socket, state] of connections) {
      if (state.active === 0 && (state.served > 0 || now - state.openedAt > FIRST_REQUEST_GRACE_MS)) socket.destroy();
    }
  };

  return {
    /** Stops accepting connections; resolves once every request received has been answered. */
    async stop(): Promise<void> {
      lifecycle.stopping = true;
      // Connections made in the moment of the signal are still in the kernel's queue (Node takes in one
      // per turn of its loop): the listener stays open for the quiet period after the signal in any case.
      lastRequestAt = Math.max(lastRequestAt, Date.now());
      closeIdle();
      const sweep = setInterval(closeIdle, SWEEP_EVERY_MS);
      const drainUntil = Date.now() + MAX_DRAIN_MS;
      while (Date.now() < drainUntil && Date.now() - lastRequestAt < QUIET_BEFORE_CLOSE_MS) await sleep(50);
      // The listening socket is closed as net.Server does it: http.Server.close() would first call
      // closeIdleConnections(), which is exactly what must not happen (see above).
      await new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
      clearInterval(sweep);
    },
    /** Cuts whatever is still open: the last resort at the shutdown deadline. */
    cutAll() {
      for (const socket of connections.keys()) socket.destroy();
    },
  };
}
