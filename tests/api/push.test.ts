import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { decrypt } from 'http_ece';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pushSubscriptions } from '../../src/server/db/schema';
import { createCourse, createSession, createUser } from '../../src/server/db/factories';
import { createTestApp, type TestApp } from '../support/test-app';

// The app only reaches public https hosts (tests/security/push-ssrf.test.ts). Here the members subscribe
// with public-looking endpoints, and the network step delivers to the stand-in service on loopback.
const PUSH_HOST = 'https://push.example.net';
const pushTarget = vi.hoisted(() => ({ base: '' }));
vi.mock('../../src/server/push/safe-request', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/server/push/safe-request')>()),
  safeRequest: async (endpoint: string, outgoing: { method: string; headers: Record<string, string>; body?: Buffer }) => {
    const { pathname } = new URL(endpoint);
    const res = await fetch(`${pushTarget.base}${pathname}`, { method: outgoing.method, headers: outgoing.headers, body: outgoing.body ? new Uint8Array(outgoing.body) : undefined });
    return res.status;
  },
}));

type Delivery = { path: string; headers: IncomingMessage['headers']; body: Buffer };

/** A stand-in push service on loopback: records what it receives; answers 410 for /gone/… endpoints. */
async function startPushService() {
  const deliveries: Delivery[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      deliveries.push({ path: req.url!, headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = req.url!.startsWith('/gone/') ? 410 : 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, deliveries, close: () => new Promise((r) => server.close(r)) };
}

/** What a browser creates when the member allows notifications. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return { ecdh, auth, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } };
}

let t: TestApp;
let push: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  t = await createTestApp();
  push = await startPushService();
  pushTarget.base = push.base;
});
afterAll(async () => {
  await t.close();
  await push.close();
});

describe('Web Push when a spot frees up', () => {
  it('sends an encrypted, VAPID-signed notification to the browsers of everyone queued', async () => {
    const course = await createCourse(t.db, { name: 'Pushkurs', maxParticipants: 1 });
    const session = await createSession(t.db, { courseId: course.id, startTime: new Date(Date.now() + 86_400_000) });
    const [booked, waiting] = [await createUser(t.db), await createUser(t.db)];
    const bookedClient = await t.clientSignedInAs(booked.id);
    const waitingClient = await t.clientSignedInAs(waiting.id);
    await bookedClient.post('/api/bookings', { sessionId: session.id });
    expect((await waitingClient.post('/api/bookings', { sessionId: session.id })).json.status).toBe('waitlist');

    const { publicKey } = (await t.client().get('/api/push/public-key')).json;
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const browser = browserKeys();
    const subscribed = await waitingClient.post('/api/me/push-subscriptions', { endpoint: `${PUSH_HOST}/push/abc`, keys: browser.keys });
    expect(subscribed.status).toBe(200);

    const bookingId = (await bookedClient.get('/api/me/bookings')).json.bookings[0].id;
    await bookedClient.post(`/api/bookings/${bookingId}/cancel`);
    await t.jobs.drain();

    const delivery = push.deliveries.find((d) => d.path === '/push/abc')!;
    expect(delivery).toBeDefined();
    expect(delivery.headers['content-encoding']).toBe('aes128gcm');
    expect(delivery.headers.authorization).toMatch(new RegExp(`^vapid t=.+, k=${publicKey}$`));
    const message = JSON.parse(decrypt(delivery.body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.auth }).toString('utf8'));
    expect(message).toEqual({ title: 'Platz frei: Pushkurs', body: expect.stringMatching(/Uhr – wer zuerst bucht/), url: `/stundenplan?termin=${session.id}` });
  });

  it('forgets a subscription the push service reports as gone, and lets a member switch off', async () => {
    const member = await createUser(t.db);
    const client = await t.clientSignedInAs(member.id);
    const endpoint = `${PUSH_HOST}/gone/xyz`;
    await client.post('/api/me/push-subscriptions', { endpoint, keys: browserKeys().keys });
    const off = `${PUSH_HOST}/push/off`;
    await client.post('/api/me/push-subscriptions', { endpoint: off, keys: browserKeys().keys });
    expect((await client.post('/api/me/push-subscriptions/remove', { endpoint: off })).status).toBe(200);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, off))).toHaveLength(0);

    const course = await createCourse(t.db, { maxParticipants: 1 });
    const session = await createSession(t.db, { courseId: course.id, startTime: new Date(Date.now() + 86_400_000) });
    const holder = await t.clientSignedInAs((await createUser(t.db)).id);
    await holder.post('/api/bookings', { sessionId: session.id });
    await client.post('/api/bookings', { sessionId: session.id });
    await holder.post(`/api/bookings/${(await holder.get('/api/me/bookings')).json.bookings[0].id}/cancel`);
    await t.jobs.drain();
    expect(push.deliveries.some((d) => d.path === '/gone/xyz')).toBe(true);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toHaveLength(0);
  });

  it('refuses a malformed subscription', async () => {
    const client = await t.clientSignedInAs((await createUser(t.db)).id);
    const res = await client.post('/api/me/push-subscriptions', { endpoint: 'keine-adresse', keys: { p256dh: 'x', auth: 'y' } });
    expect(res.status).toBe(400);
  });
});
