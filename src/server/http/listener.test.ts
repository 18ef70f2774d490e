import { createServer, request, Agent, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createRequestListener } from './listener';

const servers: Server[] = [];
const agents: Agent[] = [];
afterEach(async () => {
  for (const agent of agents.splice(0)) agent.destroy();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** The app's listener in front of a fetch handler that refuses /voll with 429 and answers everything else. */
async function serve() {
  const server = createServer(
    createRequestListener((req) => (new URL(req.url).pathname === '/voll' ? new Response('{}', { status: 429, headers: { 'retry-after': '1' } }) : new Response('ok'))),
  );
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** A GET through `agent`; resolves to its status once the whole answer is in. */
function get(agent: Agent, port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    })
      .on('error', reject)
      .end();
  });
}

describe('a connection just answered 429', () => {
  it('is read from again only after a pause, while other connections are answered meanwhile', async () => {
    const port = await serve();
    // One kept-alive connection for the refused client, another for everyone else.
    const burst = new Agent({ keepAlive: true, maxSockets: 1 });
    const other = new Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(burst, other);
    expect(await get(burst, port, '/voll')).toBe(429);

    const finished: string[] = [];
    const next = get(burst, port, '/api/me/bookings').then((status) => finished.push(`burst ${status}`));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const meanwhile = get(other, port, '/api/me/bookings').then((status) => finished.push(`other ${status}`));
    await Promise.all([next, meanwhile]);
    // Sent later, answered first: the refused connection's next request waited.
    expect(finished).toEqual(['other 200', 'burst 200']);
  });

  it('a connection answered 200 is read from at once', async () => {
    const port = await serve();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const other = new Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent, other);
    expect(await get(agent, port, '/ok')).toBe(200);
    const finished: string[] = [];
    const next = get(agent, port, '/ok').then(() => finished.push('first'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const later = get(other, port, '/ok').then(() => finished.push('second'));
    await Promise.all([next, later]);
    expect(finished).toEqual(['first', 'second']);
  });
});
