import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { spotsFrom, takeSseEvents, type SseEvent } from '../support/sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequestListener } from '../../src/server/http/listener';
import { openDatabase } from '../../src/server/db/client';
import { createCourse, createSession, createUser } from '../../src/server/db/factories';
import { createTestApp, TEST_ORIGIN, TestClient, type TestApp } from '../support/test-app';
import { createSharedPostgresDatabase } from '../support/test-db';

/**
 * Two app servers on one PostgreSQL database, as production runs them behind a load balancer: a booking
 * made through server A must reach the browsers connected to server B. Each server has its own pool and
 * its own LISTEN connection and answers on its own port. PGlite is one embedded database per process, so
 * this only runs in the api-postgres project.
 */
type Instance = { app: TestApp; server: Server; baseUrl: string };

async function startInstance(url: string): Promise<Instance> {
  const app = await createTestApp({}, { database: await openDatabase({ kind: 'postgres', url, poolSize: 5 }) });
  await app.spots.ready;
  const server = createServer(createRequestListener(app.app.fetch));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { app, server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function stopInstance({ app, server }: Instance) {
  // Live streams never end on their own: end them, then wait for the server to let go of every socket.
  for (const end of app.spots.onClose) end();
  await new Promise<void>((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
  await app.close();
}

/** A browser-like client talking to a real server over HTTP (same cookie jar logic as in-process tests). */
function httpClient(instance: Instance, ip: string) {
  return new TestClient({ request: (input, init) => fetch(input.replace(TEST_ORIGIN, instance.baseUrl), init) }, ip);
}

/** Reads server-sent events in the background; waitFor resolves once an event matches or fails after `ms`. */
function readEvents(stream: ReadableStream<Uint8Array>) {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const events: SseEvent[] = [];
  const listeners = new Set<() => void>();
  const pump = (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      const taken = takeSseEvents(buffer + decoder.decode(value, { stream: true }));
      buffer = taken.rest;
      events.push(...taken.events);
      for (const listener of listeners) listener();
    }
  })().catch(() => undefined); // cancel() at the end rejects the pending read

  return {
    events,
    waitFor<T>(pick: (events: SseEvent[]) => T | undefined, ms: number, what: string): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const check = () => {
          const found = pick(events);
          if (found === undefined) return;
          cleanup();
          resolve(found);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no ${what} within ${ms} ms; got ${JSON.stringify(events)}`));
        }, ms);
        const cleanup = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        check();
      });
    },
    async close() {
      await reader.cancel().catch(() => undefined);
      await pump;
    },
  };
}

describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')('live free spots with two app servers on one database', () => {
  let shared: Awaited<ReturnType<typeof createSharedPostgresDatabase>>;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    shared = await createSharedPostgresDatabase();
    a = await startInstance(shared.url);
    b = await startInstance(shared.url);
  });

  afterAll(async () => {
    if (a) await stopInstance(a);
    if (b) await stopInstance(b);
    await shared?.drop();
  });

  it('a booking and a cancellation through server A reach the stream of server B within 5 seconds', async () => {
    expect(a.app.spots).not.toBe(b.app.spots);
    expect(a.app.db).not.toBe(b.app.db);
    const db = a.app.db;
    const course = await createCourse(db, { maxParticipants: 4 });
    const session = await createSession(db, { courseId: course.id, startTime: new Date(Date.now() + 86_400_000) });
    const user = await createUser(db);

    const viewer = await httpClient(b, '10.1.0.1').get('/api/sessions/live');
    expect(viewer.status).toBe(200);
    expect(viewer.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const live = readEvents(viewer.stream!);
    try {
      await live.waitFor((events) => events.find((e) => e.event === 'ready'), 5_000, 'ready event');
      expect(b.app.spots.subscriberCount).toBe(1);
      expect(a.app.spots.subscriberCount).toBe(0);

      const spotsOfSession = (events: SseEvent[]) =>
        events
          .filter((e) => e.event === 'spots')
          .flatMap((e) => JSON.parse(e.data) as { sessionId: string; availableSpots: number; currentParticipants: number; maxParticipants: number }[])
          .filter((s) => s.sessionId === session.id);

      const member = httpClient(a, '10.1.0.2');
      expect((await member.signIn(user.email, user.password)).status).toBe(200);
      const booked = await member.post('/api/bookings', { sessionId: session.id });
      expect(booked.json).toMatchObject({ status: 'confirmed' });
      const afterBooking = await live.waitFor((events) => spotsOfSession(events).find((s) => s.availableSpots === 3), 5_000, 'free spots after the booking');
      expect(afterBooking).toEqual({ sessionId: session.id, availableSpots: 3, currentParticipants: 1, maxParticipants: 4 });

      const bookingId = (await member.get('/api/me/bookings')).json.bookings[0].id;
      expect((await member.post(`/api/bookings/${bookingId}/cancel`)).status).toBe(200);
      const afterCancel = await live.waitFor(
        (events) => spotsOfSession(events).slice(1).find((s) => s.availableSpots === 4),
        5_000,
        'free spots after the cancellation',
      );
      expect(afterCancel).toEqual({ sessionId: session.id, availableSpots: 4, currentParticipants: 0, maxParticipants: 4 });
      expect(spotsFrom(spotsOfSession(live.events).map((s) => s.availableSpots), 3)).toEqual([3, 4]);
    } finally {
      await live.close();
    }
  });
});
