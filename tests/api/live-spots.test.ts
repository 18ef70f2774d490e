import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spotsFrom, takeSseEvents, type SseEvent } from '../support/sse';
import { createCourse, createSession, createUser } from '../../src/server/db/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.spots.ready;
});
afterAll(() => t.close());

/** Reads server-sent events from a stream until `until` says stop. */
async function readEvents(stream: ReadableStream<Uint8Array>, until: (events: { event: string; data: string }[]) => boolean) {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const events: SseEvent[] = [];
  let buffer = '';
  while (!until(events)) {
    const { value, done } = await reader.read();
    if (done) break;
    const taken = takeSseEvents(buffer + decoder.decode(value, { stream: true }));
    buffer = taken.rest;
    events.push(...taken.events);
  }
  await reader.cancel();
  return events;
}

describe('live free spots', () => {
  it('streams the new free spots of a session when someone else books or cancels', async () => {
    const course = await createCourse(t.db, { maxParticipants: 3 });
    const session = await createSession(t.db, { courseId: course.id, startTime: new Date(Date.now() + 86_400_000) });
    const viewer = await t.client().get('/api/sessions/live');
    expect(viewer.headers.get('content-type')).toMatch(/text\/event-stream/);

    const booker = await t.clientSignedInAs((await createUser(t.db)).id);
    const spotsOf = (events: { event: string; data: string }[]) =>
      events.filter((e) => e.event === 'spots').flatMap((e) => JSON.parse(e.data) as { sessionId: string; availableSpots: number }[]).filter((s) => s.sessionId === session.id);

    // The new session itself may be announced first (3 free); then come the booking (2) and the cancellation (3).
    const afterBooking = (events: { event: string; data: string }[]) => spotsFrom(spotsOf(events).map((s) => s.availableSpots), 2);
    const reading = readEvents(viewer.stream!, (events) => afterBooking(events).includes(3));
    await booker.post('/api/bookings', { sessionId: session.id });
    const bookingId = (await booker.get('/api/me/bookings')).json.bookings[0].id;
    await new Promise((resolve) => setTimeout(resolve, 300));
    await booker.post(`/api/bookings/${bookingId}/cancel`);
    const events = await reading;
    expect(events[0].event).toBe('ready');
    expect(afterBooking(events)).toEqual([2, 3]);
  });
});
