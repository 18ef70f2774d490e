import { request as httpRequest, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequestListener } from '../../src/server/http/listener';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * gzip at the Node listener (src/server/http/listener.ts), as the production server runs it: larger
 * answers are compressed for clients that accept gzip, small ones and live event streams are not.
 */

type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

describe('compression of answers', () => {
  let t: TestApp;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp();
    server = createServer(createRequestListener(t.app.fetch));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const end of t.spots.onClose) end();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  /** Raw bytes and headers (fetch would decompress and hide what went over the wire). */
  function get(path: string, headers: Record<string, string>, firstChunkOnly = false): Promise<RawAnswer> {
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          if (firstChunkOnly) {
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) });
            req.destroy();
          }
        });
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', (error) => (firstChunkOnly ? undefined : reject(error)));
      req.end();
    });
  }

  it('compresses a large answer as the client accepts it (gzip, or Brotli when offered), to the same JSON', async () => {
    const plain = await get('/api/openapi.json', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.byteLength).toBeGreaterThan(1024);
    const original = JSON.parse(plain.body.toString('utf8'));

    for (const [accepted, encoding, unpack] of [
      ['gzip', 'gzip', gunzipSync],
      ['gzip, deflate, br', 'br', brotliDecompressSync],
    ] as const) {
      const packed = await get('/api/openapi.json', { 'accept-encoding': accepted });
      expect(packed.status).toBe(200);
      expect(packed.headers['content-encoding'], accepted).toBe(encoding);
      expect(packed.headers.vary).toMatch(/accept-encoding/i);
      expect(packed.body.byteLength).toBeLessThan(plain.body.byteLength / 3);
      expect(JSON.parse(unpack(packed.body).toString('utf8'))).toEqual(original);
    }
  });

  it('sends a small answer as it is', async () => {
    const answer = await get('/api/health', { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.byteLength).toBeLessThan(1024);
    expect(answer.headers['x-request-id']).toBeTruthy();
  });

  it('leaves the live free-spots stream uncompressed, so events arrive at once', async () => {
    const stream = await get('/api/sessions/live', { 'accept-encoding': 'gzip', accept: 'text/event-stream' }, true);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.body.toString('utf8')).toMatch(/event: |retry:|:/);
  });
});
