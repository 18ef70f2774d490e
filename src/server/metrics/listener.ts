import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../logger';
import { METRICS_PATH } from './http-requests';
import type { Metrics } from './scrape';

export type MetricsListener = { port: number; close(): Promise<void> };

/**
 * A plain HTTP listener of its own serving only GET /metrics, for a scraper on this machine or a private
 * network (METRICS_PORT, bound to METRICS_HOST). Nothing else of the app is reachable through it.
 */
export function startMetricsListener(metrics: Metrics, options: { port: number; host: string; log: Logger }): Promise<MetricsListener> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== METRICS_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Nicht gefunden\n');
      return;
    }
    metrics.render().then(
      (body) => res.writeHead(200, { 'Content-Type': metrics.contentType, 'Cache-Control': 'no-store' }).end(req.method === 'HEAD' ? undefined : body),
      (error: unknown) => {
        options.log.error({ err: error }, 'metrics scrape failed');
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Metriken nicht verfügbar\n');
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            // A scraper keeps its connection alive between scrapes; it must not hold the shutdown.
            server.closeAllConnections();
          }),
      });
    });
  });
}
