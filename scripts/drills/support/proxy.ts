/*
 * A small reverse proxy in front of one or more app servers, behaving as nginx's `proxy_next_upstream
 * error` does: requests go round-robin to the upstreams; a request whose connection was refused (that
 * server is down or restarting) goes to the next one, or waits and tries again until one answers. A
 * request that reached a server and then lost its connection is not repeated (it may have booked) and
 * is answered 502: that is what the drills count as a failure the app caused.
 */
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { sleep } from './drill-data';

const GIVE_UP_AFTER_MS = 20_000;

export type Proxy = {
  port: number;
  /** Requests answered 502 because an upstream cut them after they were sent. */
  cut: number;
  /** Requests that were refused by one upstream and passed to another one or retried. */
  rerouted: number;
  /** Requests each upstream (by port) is serving right now. */
  inFlight: Map<number, number>;
  close: () => Promise<void>;
};

export async function startProxy(port: number, upstreamPorts: number[]): Promise<Proxy> {
  let turn = 0;
  const proxy: Proxy = { port, cut: 0, rerouted: 0, inFlight: new Map(upstreamPorts.map((p) => [p, 0])), close: async () => {} };

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
      const upstream = upstreamPorts[turn++ % upstreamPorts.length];
      const answer = await forward(req, body, upstream);
      if (answer === 'cut') {
        proxy.cut += 1;
        res.writeHead(502).end();
        return;
      }
      if (answer === 'refused') {
        proxy.rerouted += attempt === 0 ? 1 : 0;
        if (Date.now() - started > GIVE_UP_AFTER_MS) {
          res.writeHead(502).end();
          return;
        }
        // All upstreams tried once: wait a moment for one to come back.
        if ((attempt + 1) % upstreamPorts.length === 0) await sleep(50);
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
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return proxy;
}
