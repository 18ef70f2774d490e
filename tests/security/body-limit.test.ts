import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequestListener } from '../../src/server/http/listener';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app';

/*
 * Request bodies are limited for every route: a larger one is refused with 413 as soon as Content-Length
 * or the bytes read pass the limit, and the rest is never read (a 200 MB body must not be taken in).
 */

const LIMIT = 100 * 1024;
const TOO_LARGE = { code: 'PAYLOAD_TOO_LARGE', message: 'Die gesendeten Daten sind zu groß.' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('in the app', () => {
  it('refuses a JSON body over the limit with 413 on app routes and on better-auth’s', async () => {
    const padding = 'x'.repeat(LIMIT + 1);
    for (const [path, body] of [
      ['/api/contact', { name: 'Eva', email: 'eva@example.de', subject: 'Hallo', message: padding }],
      ['/api/newsletter/subscribe', { email: 'eva@example.de', padding }],
      ['/api/auth/sign-in/email', { email: 'eva@example.de', password: padding }],
      ['/api/auth/sign-up/email', { email: 'eva@example.de', password: 'Sommer-2026', name: padding }],
    ] as const) {
      const res = await t.client().post(path, body);
      expect(res.status, path).toBe(413);
      expect(res.json.error, path).toEqual(TOO_LARGE);
    }
  });

  it('takes a body within the limit', async () => {
    const res = await t.client().post('/api/newsletter/subscribe', { email: `eva-${Date.now()}@example.de`, padding: 'x'.repeat(LIMIT - 1024) });
    expect(res.status).not.toBe(413);
    expect(res.status).toBeLessThan(500);
  });
});

describe('on a real listening server', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer(createRequestListener(t.app.fetch));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  type Upload = { status: number; body: string; bytesSent: number; closedAfterAnswer: boolean };

  /**
   * Sends up to `total` bytes of a JSON body in 16 KiB pieces (with or without Content-Length), as fast
   * as the server takes them, and stops at the answer. Resolves with what was sent by then.
   */
  function upload(path: string, total: number, withLength: boolean): Promise<Upload> {
    return new Promise((resolve, reject) => {
      let bytesSent = 0;
      let answered = false;
      const piece = Buffer.alloc(16 * 1024, 'x');
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...(withLength ? { 'content-length': String(total) } : {}) },
      });
      req.on('response', (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          // The server ends the connection rather than reading the rest of the body.
          const socket = req.socket;
          const closed = () => resolve({ status: res.statusCode!, body, bytesSent, closedAfterAnswer: true });
          if (!socket || socket.destroyed) return closed();
          socket.once('close', closed);
          setTimeout(() => resolve({ status: res.statusCode!, body, bytesSent, closedAfterAnswer: false }), 2000).unref();
        });
      });
      // Writing into a connection the server has closed fails; the answer has already arrived then.
      req.on('error', (error) => (answered ? undefined : reject(error)));
      const pump = () => {
        while (!answered && bytesSent < total) {
          bytesSent += piece.length;
          if (!req.write(bytesSent === piece.length ? Buffer.concat([Buffer.from('{"a":"'), piece.subarray(6)]) : piece)) return void req.once('drain', pump);
        }
        if (!answered) req.end();
      };
      setTimeout(() => {
        if (!answered) reject(new Error(`no answer after ${bytesSent} bytes`));
        req.destroy();
      }, 15_000).unref();
      req.write(Buffer.alloc(0), pump);
    });
  }

  it('answers 413 from Content-Length alone, before the body is sent, and closes the connection', async () => {
    const started = Date.now();
    const res = await upload('/api/contact', 200 * 1024 * 1024, true);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).error).toEqual(TOO_LARGE);
    expect(res.closedAfterAnswer).toBe(true);
    expect(res.bytesSent).toBeLessThan(20 * 1024 * 1024);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('answers 413 for a streamed body without Content-Length as soon as the bytes read pass the limit', async () => {
    const res = await upload('/api/auth/sign-in/email', 200 * 1024 * 1024, false);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).error).toEqual(TOO_LARGE);
    expect(res.closedAfterAnswer).toBe(true);
    // What was sent before the answer is what sat in the sockets' buffers, nowhere near the 200 MB.
    expect(res.bytesSent).toBeLessThan(20 * 1024 * 1024);
  });
});
