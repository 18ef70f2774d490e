/*
 * A small reverse proxy in front of one or more app servers, behaving as a load balancer with health
 * checks (HAProxy, nginx with `proxy_next_upstream error`, a Kubernetes service) does: it asks each
 * server's /api/health every 100 ms and sends requests round-robin to the healthy ones; a request whose
 * connection was refused goes to the next one, or waits until one is back. A request that reached a
 * server and then lost its connection is not repeated (it may have booked) and is answered 502: that is
 * what the drills count as a failure the app caused.
 */
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { sleep } from './drill-data';

const GIVE_UP_AFTER_MS = 20_000;
const HEALTH_CHECK_EVERY_MS = 100;

export type Proxy = {
  port: number;
  /** Requests answered 502 because an upstream cut them after they were sent. */
  cut: number;
  /** Requests refused by an upstream (down before the health check noticed) and sent again. */
  rerouted: number;
  /** Requests each upstream (by port) is serving right now. */
  inFlight: Map<number, number>;
  close: () => Promise<void>;
};

export async function startProxy(port: number, upstreamPorts: number[]): Promise<Proxy> {
  let turn = 0;
  const proxy: Proxy = { port, cut: 0, rerouted: 0, inFlight: new Map(upstreamPorts.map((p) => [p, 0])), close: async () => {} };

  const healthy = new Set<number>();
  const checkHealth = async () => {
    for (const upstream of upstreamPorts) {
      const ok = await fetch(`http://127.0.0.1:${upstream}/api/health`, { signal: AbortSignal.timeout(1000) }).then((r) => r.ok, () => false);
      if (ok) healthy.add(upstream);
      else healthy.delete(upstream);
    }
  };
  await checkHealth();
  const healthChecks = setInterval(() => void checkHealth(), HEALTH_CHECK_EVERY_MS);

  const forward = (req: IncomingMessage, body: Buffer, upstream: number) =>
    new Promise<IncomingMessage | 'refused' | 'cut'>((settle) => {
      proxy.inFlight.set(upstream, proxy.inFlight.get(upstream)! + 1);
      const resolve = (answer: IncomingMessage | 'refused' | 'cut') => {
        proxy.inFlight.set(upstream, proxy.inFlight.get(upstream)! - 1);
        settle(answer);
      };
      // A new connection per request: a kept-alive upstream connection can be closed by the server in
      // the very moment a request is sent on it, and that request could then not be safely retried.
      const out = request({ host: '127.0.0.1', port: upstream, method: req.method, path: req.url, headers: { ...req.headers, connection: 'close' }, agent: false }, resolve);
      out.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED' ? 'refused' : 'cut'));
      out.end(body);
    });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const started = Date.now();
    for (let attempt = 0; ; attempt++) {
      const candidates = upstreamPorts.filter((p) => healthy.has(p));
      if (candidates.length === 0) {
        if (Date.now() - started > GIVE_UP_AFTER_MS) {
          res.writeHead(502).end();
          return;
        }
        await sleep(50); // no server up: hold the request until one is back
        continue;
      }
      const upstream = candidates[turn++ % candidates.length];
      const answer = await forward(req, body, upstream);
      if (answer === 'cut') {
        proxy.cut += 1;
        res.writeHead(502).end();
        return;
      }
      if (answer === 'refused') {
        proxy.rerouted += 1;
        healthy.delete(upstream); // down before the health check noticed
        continue;
      }
      const { connection: _connection, 'keep-alive': _keepAlive, ...headers } = answer.headers;
      res.writeHead(answer.statusCode ?? 502, headers);
      answer.pipe(res);
      answer.on('error', () => res.destroy());
      return;
    }
  };

  const server = createServer((req, res) => void handle(req, res));
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  proxy.close = () =>
    new Promise<void>((resolve) => {
      clearInterval(healthChecks);
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return proxy;
}
