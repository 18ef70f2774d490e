import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_ADVERTISED_SECONDS, keepIdleConnections } from './keep-alive';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function serve(setUp: (server: Server) => void) {
  const server = createServer((_req, res) => res.end('ok'));
  setUp(server);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** One request on an open socket: the answer's status line and headers, or how the connection failed. */
function ask(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    const done = (result: string) => {
      socket.off('data', onData);
      socket.off('error', onError);
      socket.off('end', onEnd);
      socket.off('close', onEnd);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (text.endsWith('\r\n\r\nok')) done(text);
    };
    const onError = (error: NodeJS.ErrnoException) => done(error.code ?? 'error');
    const onEnd = () => done('closed by the server');
    socket.on('data', onData);
    socket.on('error', onError);
    socket.on('end', onEnd);
    socket.on('close', onEnd);
    // The server's close may have arrived while the connection sat idle.
    if (socket.readableEnded || socket.destroyed) return done('closed by the server');
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
  });
}

describe('idle kept-alive connections', () => {
  it('serve a request sent after the advertised keep-alive time, within the grace beyond it', async () => {
    const port = await serve((server) => keepIdleConnections(server, { advertisedSeconds: 1, graceMs: 2000 }));
    const socket = connect(port, '127.0.0.1');
    const first = await ask(socket);
    expect(first).toMatch(/^HTTP\/1\.1 200/);
    const hint = Number(/\r\nKeep-Alive: timeout=(\d+)/i.exec(first)?.[1]);
    expect(hint).toBe(1);

    // A client that honours the hint may reuse the connection until it runs out, its clock started when
    // the answer arrived, and its request takes a moment on the way; one that ignores the hint reuses it
    // whenever it likes. Either must not meet the server closing it.
    await sleep(hint * 1000 + 1500);
    expect(await ask(socket)).toMatch(/^HTTP\/1\.1 200/);
    socket.destroy();
  });

  it('advertise a minute and keep the connection a little longer', async () => {
    let keepAliveTimeout = 0;
    const port = await serve((server) => {
      keepIdleConnections(server);
      keepAliveTimeout = server.keepAliveTimeout;
    });
    const socket = connect(port, '127.0.0.1');
    expect(await ask(socket)).toContain(`\r\nKeep-Alive: timeout=${KEEP_ALIVE_ADVERTISED_SECONDS}\r\n`);
    expect(keepAliveTimeout).toBeGreaterThan(KEEP_ALIVE_ADVERTISED_SECONDS * 1000);
    socket.destroy();
  });
});
