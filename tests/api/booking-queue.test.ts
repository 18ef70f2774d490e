import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking } from '../../src/server/modules/bookings/service';
import { createCourse, createSession, createUser } from '../../src/server/db/factories';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * Bookings of one session that arrive together share a transaction (booking-queue.ts): the order they
 * came in decides, exactly as if they had been made one by one, and one member's failing booking does not
 * take the others down with it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function sessionWithCapacity(capacity: number) {
  const course = await createCourse(t.db, { maxParticipants: capacity });
  return createSession(t.db, { courseId: course.id, startTime: new Date(Date.now() + 48 * 3_600_000) });
}

describe('bookings of one session at the same moment', () => {
  it('go in the order they came: the first take the places, the rest queue in order', async () => {
    const session = await sessionWithCapacity(5);
    const members = await Promise.all(Array.from({ length: 40 }, () => createUser(t.db)));
    const results = await Promise.all(members.map((member) => createBooking(t.db, member.id, session.id)));
    expect(results.slice(0, 5).map((result) => result.status)).toEqual(Array(5).fill('confirmed'));
    expect(results.slice(5).map((result) => (result.status === 'waitlist' ? result.position : null))).toEqual(Array.from({ length: 35 }, (_, i) => i + 1));

    // A member who books again meanwhile gets what they hold, in any batch.
    const again = await Promise.all([createBooking(t.db, members[0].id, session.id), createBooking(t.db, members[39].id, session.id)]);
    expect(again.map((result) => [result.status, result.alreadyExisted])).toEqual([
      ['confirmed', true],
      ['waitlist', true],
    ]);
  });

  it("one failing booking in a crowd fails alone; everybody else's goes through", async () => {
    const session = await sessionWithCapacity(3);
    const members = await Promise.all(Array.from({ length: 8 }, () => createUser(t.db)));
    const ids = members.map((member) => member.id);
    ids.splice(4, 0, crypto.randomUUID()); // an account that does not exist (deleted a moment ago)
    const outcomes = await Promise.allSettled(ids.map((id) => createBooking(t.db, id, session.id)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    const statuses = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value.status] : []));
    expect(statuses).toEqual(['confirmed', 'confirmed', 'confirmed', 'waitlist', 'waitlist', 'waitlist', 'waitlist', 'waitlist']);
  });
});
