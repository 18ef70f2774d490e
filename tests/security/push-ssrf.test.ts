import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pushSubscriptions } from '../../src/server/db/schema';
import { createCourse, createSession, createUser } from '../../src/server/db/factories';
import { createTestApp, type TestApp } from '../support/test-app';

// A host name that passes every check on its face but whose DNS answer is a loopback address (DNS
// rebinding, or a name the attacker controls). Every other name resolves as usual.
const REBOUND_HOST = 'push.rebound-service.example';
vi.mock('node:dns', async (importOriginal) => {
  const dns = await importOriginal<typeof import('node:dns')>();
  const lookup = ((hostname: string, options: unknown, callback: (...args: unknown[]) => void) => {
    if (hostname !== REBOUND_HOST) return (dns.lookup as (...args: unknown[]) => void)(hostname, options, callback);
    const all = typeof options === 'object' && options !== null && (options as { all?: boolean }).all;
    const answer = [{ address: '127.0.0.1', family: 4 }];
    queueMicrotask(() => (all ? callback(null, answer) : callback(null, answer[0].address, 4)));
  }) as typeof dns.lookup;
  return { ...dns, default: { ...dns, lookup }, lookup };
});

function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

/** A listener on loopback that only counts the connections the app opens to it. */
async function loopbackListener() {
  let connections = 0;
  const server: Server = createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, connections: () => connections, close: () => new Promise((r) => server.close(r)) };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A member on the waiting list of a full session, whose spot-freed push goes out when the holder cancels. */
async function queuedMemberWithFreeingSpot() {
  const course = await createCourse(t.db, { maxParticipants: 1 });
  const session = await createSession(t.db, { courseId: course.id, startTime: new Date(Date.now() + 86_400_000) });
  const holder = await t.clientSignedInAs((await createUser(t.db)).id);
  const waiting = await createUser(t.db);
  await holder.post('/api/bookings', { sessionId: session.id });
  const waitingClient = await t.clientSignedInAs(waiting.id);
  expect((await waitingClient.post('/api/bookings', { sessionId: session.id })).json.status).toBe('waitlist');
  return {
    waiting,
    freeSpot: async () => {
      const bookingId = (await holder.get('/api/me/bookings')).json.bookings[0].id;
      expect((await holder.post(`/api/bookings/${bookingId}/cancel`)).status).toBe(200);
      await t.jobs.drain();
    },
  };
}

describe('Web Push endpoints (server-side request forgery)', () => {
  const internal = [
    'http://127.0.0.1/push',
    'http://push.example.net/push',
    'https://127.0.0.1/push',
    'https://169.254.169.254/latest/meta-data',
    'https://10.0.0.1/push',
    'https://172.16.5.4/push',
    'https://192.168.1.1/push',
    'https://100.100.100.200/latest', // carrier-grade NAT, a cloud metadata address
    'https://[::1]/push',
    'https://[fd00::1]/push',
    'https://[fd00:ec2::254]/latest', // AWS metadata over IPv6
    'https://[fe80::1]/push',
    'https://[::ffff:127.0.0.1]/push',
    'https://[::ffff:a9fe:a9fe]/push',
    'https://[64:ff9b::7f00:1]/push',
    'https://[::]/push',
    'https://0.0.0.0/push',
    'https://2130706433/push',
    'https://0x7f.0.0.1/push',
    'https://017700000001/push',
    'https://127.1/push',
    'https://localhost/push',
    'https://api.localhost/push',
    'https://metadata.google.internal/computeMetadata/v1',
    'https://router/push',
    'https://push.example.net:8443/push',
    'https://user:pw@push.example.net/push',
  ];

  it.each(internal)('refuses %s with a German message and stores nothing', async (endpoint) => {
    const client = await t.clientSignedInAs((await createUser(t.db)).id);
    const res = await client.post('/api/me/push-subscriptions', { endpoint, keys: browserKeys() });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe('Bitte überprüfen Sie Ihre Eingaben.');
    expect(res.json.error.fields.endpoint).toMatch(/öffentliche https-Adressen/);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toHaveLength(0);
  });

  it('accepts the endpoints of real push services', async () => {
    const client = await t.clientSignedInAs((await createUser(t.db)).id);
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGx',
      'https://wns2-par02p.notify.windows.com/w/?token=x',
    ]) {
      expect((await client.post('/api/me/push-subscriptions', { endpoint, keys: browserKeys() })).status, endpoint).toBe(200);
    }
  });

  it('never connects to an internal address stored before the check, and forgets that subscription', async () => {
    const listener = await loopbackListener();
    try {
      const { waiting, freeSpot } = await queuedMemberWithFreeingSpot();
      const endpoint = `https://127.0.0.1:${listener.port}/push`;
      await t.db.insert(pushSubscriptions).values({ userId: waiting.id, endpoint, ...browserKeys() });
      await freeSpot();
      expect(listener.connections()).toBe(0);
      expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toHaveLength(0);
    } finally {
      await listener.close();
    }
  });

  it('checks the address again after DNS resolution when sending, and forgets a host that resolves inward', async () => {
    const { waiting, freeSpot } = await queuedMemberWithFreeingSpot();
    const client = await t.clientSignedInAs(waiting.id);
    const endpoint = `https://${REBOUND_HOST}/push/1`;
    expect((await client.post('/api/me/push-subscriptions', { endpoint, keys: browserKeys() })).status).toBe(200);
    await freeSpot();
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toHaveLength(0);
  });

  it('keeps at most 10 browsers per member, replacing the oldest', async () => {
    const member = await createUser(t.db);
    const client = await t.clientSignedInAs(member.id);
    for (let i = 1; i <= 12; i++) {
      expect((await client.post('/api/me/push-subscriptions', { endpoint: `https://fcm.googleapis.com/fcm/send/cap-${i}`, keys: browserKeys() })).status).toBe(200);
    }
    const kept = await t.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, member.id));
    expect(kept.map((s) => s.endpoint.split('cap-')[1]).sort((a, b) => Number(a) - Number(b))).toEqual(['3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
  });

  it("never moves one member's endpoint to another member who submits the same URL", async () => {
    const owner = await createUser(t.db);
    const endpoint = 'https://fcm.googleapis.com/fcm/send/owned-by-one';
    const ownerKeys = browserKeys();
    expect((await (await t.clientSignedInAs(owner.id)).post('/api/me/push-subscriptions', { endpoint, keys: ownerKeys })).status).toBe(200);

    const thief = await t.clientSignedInAs((await createUser(t.db)).id);
    const res = await thief.post('/api/me/push-subscriptions', { endpoint, keys: browserKeys() });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toMatch(/bereits für ein anderes Konto aktiviert/);
    const [stored] = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(stored).toMatchObject({ userId: owner.id, p256dh: ownerKeys.p256dh, auth: ownerKeys.auth });
  });
});
