import { createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { prepareGracefulStop } from './graceful-stop';

const healthOn = (port: number) =>
  new Promise<number | string>((resolve) => {
    get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    }).on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });

describe('graceful stop', () => {
  it('still takes in a connection made right after the signal, though no traffic came before it', async () => {
    const lifecycle = { stopping: false };
    const server = createServer((_req, res) => {
      res.statusCode = lifecycle.stopping ? 503 : 200;
      res.end();
    });
    const graceful = prepareGracefulStop(server, lifecycle);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    expect(await healthOn(port)).toBe(200);

    const stopped = graceful.stop();
    // A load balancer's health check in the moment of the stop: answered 'stopping', not refused or reset.
    expect(await healthOn(port)).toBe(503);
    await stopped;
    expect(await healthOn(port)).toBe('ECONNREFUSED');
  });
});
