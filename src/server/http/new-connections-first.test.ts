import { Agent, createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createCrowdAdmission } from './new-connections-first';

/** Blocks the event loop, as a request's synchronous work does. */
const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

const call = (port: number, path: string, agent: Agent) =>
  new Promise<void>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', resolve);
    })
      .on('error', reject)
      .end();
  });

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve)))));

/**
 * A member who keeps booking on an open connection while 100 others connect at once. Returns how many
 * of the open connection's requests were served before the last of the crowd's had arrived.
 */
async function servedAheadOfTheCrowd(
  admit: (server: ReturnType<typeof createServer>, listener: (req: IncomingMessage, res: ServerResponse) => void) => (req: IncomingMessage, res: ServerResponse) => void,
  { crowd: CROWD = 100, spacedMs = 0 }: { crowd?: number; spacedMs?: number } = {},
) {
  let crowdArrived = 0;
  let regularServed = 0;
  let regularServedWhenCrowdIn = -1;
  const server = createServer();
  servers.push(server);
  server.on(
    'request',
    admit(server, (req, res) => {
      busy(1); // the work of one request
      if (req.url === '/crowd' && ++crowdArrived === CROWD) regularServedWhenCrowdIn = regularServed;
      if (req.url === '/regular') regularServed++;
      res.end('ok');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const regularAgent = new Agent({ keepAlive: true, maxSockets: 1 });
  await call(port, '/regular', regularAgent); // the connection is open before the crowd comes
  let crowdDone = false;
  const regular = (async () => {
    while (!crowdDone) await call(port, '/regular', regularAgent);
  })();
  const crowdAgent = new Agent({ keepAlive: false, maxSockets: CROWD });
  const crowdCalls: Promise<void>[] = [];
  for (let i = 0; i < CROWD; i++) {
    crowdCalls.push(call(port, '/crowd', crowdAgent));
    // A crowd whose connections come a moment apart, as a browser or the network spaces them.
    if (spacedMs > 0) await new Promise((resolve) => setTimeout(resolve, spacedMs));
  }
  await Promise.all(crowdCalls);
  crowdDone = true;
  await regular;
  regularAgent.destroy();
  return regularServedWhenCrowdIn;
}

describe('new connections first', () => {
  it('takes in a crowd of new connections before an open connection is served again', async () => {
    expect(await servedAheadOfTheCrowd((server, listener) => createCrowdAdmission().listener(server, listener))).toBeLessThanOrEqual(10);
  });

  it('waits for a crowd whose connections come a millisecond apart, not only for one that comes at once', async () => {
    expect(await servedAheadOfTheCrowd((server, listener) => createCrowdAdmission().listener(server, listener), { crowd: 40, spacedMs: 1 })).toBeLessThanOrEqual(10);
  });

  it('(without it, the open connection is served again and again while the crowd waits to be taken in)', async () => {
    expect(await servedAheadOfTheCrowd((_server, listener) => listener)).toBeGreaterThan(20);
  });
});
