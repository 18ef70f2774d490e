import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, sessions } from '../../src/server/db/schema';
import { createBooking, createCourse, createFamilyMember, createRoom, createSession, createTrainerWithUser, createUser } from '../../src/server/db/factories';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

/*
 * GET /api/me/check-in-codes (docs/decisions/0045): the codes a member's device keeps for check-in without a
 * network. Only the caller's own confirmed bookings (their family members' places included) of sessions not
 * cancelled, starting within seven days and whose check-in has not closed; each the very code the check-in
 * route verifies.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let t: TestApp;
let trainer: { client: TestClient; trainerId: string };
let courseId: string;
let roomId: string;

const at = (offsetMs: number) => new Date(Date.now() + offsetMs);
// One trainer teaches every session here and may not teach two at once: each lasts a second, two apart.
let made = 0;
const sessionAt = (offsetMs: number, extra: Parameters<typeof createSession>[1] = {}) => {
  const startTime = at(offsetMs + 2000 * made++);
  return createSession(t.db, { courseId, roomId, trainerId: trainer.trainerId, startTime, endTime: new Date(startTime.getTime() + 1000), ...extra });
};

type Code = { bookingId: string; sessionId: string; courseName: string; startsAt: string; endsAt: string; roomName: string | null; personName: string; code: string; opensAt: string; closesAt: string };

async function codesOf(client: TestClient): Promise<Code[]> {
  const res = await client.get('/api/me/check-in-codes');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return res.json.codes;
}

beforeAll(async () => {
  t = await createTestApp({ API_BUDGET: 'off' });
  const account = await createTrainerWithUser(t.db);
  trainer = { client: await t.clientSignedInAs(account.user.id), trainerId: account.trainer.id };
  courseId = (await createCourse(t.db, { name: 'Rückenfit', maxParticipants: 12 })).id;
  roomId = (await createRoom(t.db, { name: 'Studio 2' })).id;
});
afterAll(() => t.close());

describe('the codes a member keeps for offline check-in', () => {
  it('lists only the caller’s own confirmed bookings starting within seven days whose check-in is still open, soonest first', async () => {
    const member = await createUser(t.db, { firstName: 'Jana', lastName: 'Jansen' });
    const client = await t.clientSignedInAs(member.id);
    const stranger = await createUser(t.db);

    const tomorrow = await sessionAt(DAY);
    const soon = await sessionAt(2 * HOUR);
    const startedAnHourAgo = await sessionAt(-HOUR);
    const inSixDays = await sessionAt(6 * DAY + 20 * HOUR);
    const kept = [
      await createBooking(t.db, { sessionId: tomorrow.id, userId: member.id }),
      await createBooking(t.db, { sessionId: soon.id, userId: member.id }),
      await createBooking(t.db, { sessionId: startedAnHourAgo.id, userId: member.id }),
      await createBooking(t.db, { sessionId: inSixDays.id, userId: member.id }),
    ];

    // Left out: too far ahead, check-in closed, cancelled, already checked in or marked absent, the session
    // called off, and another member's booking.
    const left = [
      await createBooking(t.db, { sessionId: (await sessionAt(7 * DAY + HOUR)).id, userId: member.id }),
      await createBooking(t.db, { sessionId: (await sessionAt(-(24 * HOUR + 5 * MINUTE))).id, userId: member.id }),
      await createBooking(t.db, { sessionId: (await sessionAt(3 * HOUR)).id, userId: member.id, status: 'cancelled' }),
      await createBooking(t.db, { sessionId: (await sessionAt(-20 * MINUTE)).id, userId: member.id, status: 'attended' }),
      await createBooking(t.db, { sessionId: (await sessionAt(-10 * HOUR)).id, userId: member.id, status: 'no_show' }),
      await createBooking(t.db, { sessionId: (await sessionAt(4 * HOUR, { status: 'cancelled' })).id, userId: member.id }),
      await createBooking(t.db, { sessionId: soon.id, userId: stranger.id }),
    ];

    const codes = await codesOf(client);
    expect(codes.map((c) => c.bookingId)).toEqual([kept[2], kept[1], kept[0], kept[3]].map((b) => b.id));
    for (const booking of left) expect(codes.map((c) => c.bookingId)).not.toContain(booking.id);

    expect(codes[1]).toEqual({
      bookingId: kept[1].id,
      sessionId: soon.id,
      courseName: 'Rückenfit',
      startsAt: soon.startTime.toISOString(),
      endsAt: soon.endTime.toISOString(),
      roomName: 'Studio 2',
      personName: 'Jana Jansen',
      code: expect.stringMatching(/^SZ1\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/),
      opensAt: new Date(soon.startTime.getTime() - 30 * MINUTE).toISOString(),
      closesAt: new Date(soon.startTime.getTime() + 24 * HOUR).toISOString(),
    });
    // Each is the code the booking's own dialog shows.
    for (const code of codes) {
      expect((await client.get(`/api/me/bookings/${code.bookingId}/check-in-code`)).json.code).toBe(code.code);
    }

    // The other member sees only their own, and a member without bookings an empty list.
    const strangerCodes = await codesOf(await t.clientSignedInAs(stranger.id));
    expect(strangerCodes.map((c) => c.bookingId)).toEqual([left[6].id]);
    expect(await codesOf(await t.clientSignedInAs((await createUser(t.db)).id))).toEqual([]);
  });

  it('includes the places booked for family members, under their names', async () => {
    const parent = await createUser(t.db, { firstName: 'Max', lastName: 'Muster' });
    const child = await createFamilyMember(t.db, { userId: parent.id, firstName: 'Emil', lastName: 'Muster' });
    const session = await sessionAt(5 * HOUR);
    const own = await createBooking(t.db, { sessionId: session.id, userId: parent.id });
    const childs = await createBooking(t.db, { sessionId: session.id, userId: parent.id, familyMemberId: child.id });
    const codes = await codesOf(await t.clientSignedInAs(parent.id));
    expect(codes.map((c) => [c.bookingId, c.personName]).sort()).toEqual(
      [
        [own.id, 'Max Muster'],
        [childs.id, 'Emil Muster'],
      ].sort(),
    );
    // A session without a room says so.
    const roomless = await sessionAt(6 * HOUR, { roomId: null });
    await createBooking(t.db, { sessionId: roomless.id, userId: parent.id });
    expect((await codesOf(await t.clientSignedInAs(parent.id))).find((c) => c.sessionId === roomless.id)?.roomName).toBeNull();
  });

  it('hands out codes the check-in route verifies, and a checked-in or cancelled booking drops out of the list', async () => {
    const member = await createUser(t.db, { firstName: 'Paula', lastName: 'Pünktlich' });
    const client = await t.clientSignedInAs(member.id);
    const now = await sessionAt(10 * MINUTE);
    const later = await sessionAt(2 * DAY);
    const booking = await createBooking(t.db, { sessionId: now.id, userId: member.id });
    const laterBooking = await createBooking(t.db, { sessionId: later.id, userId: member.id });
    const codes = await codesOf(client);
    const code = codes.find((c) => c.bookingId === booking.id)!.code;

    const scan = await trainer.client.post('/api/trainer/check-in', { code, sessionId: now.id });
    expect(scan.status).toBe(200);
    expect(scan.json).toMatchObject({ outcome: 'checked_in', message: '✓ Eingecheckt: Paula Pünktlich', bookingId: booking.id });
    const [row] = await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, booking.id));
    expect(row.status).toBe('attended');

    // The code kept for tomorrow's session is genuine, but its check-in has not opened yet.
    const early = await trainer.client.post('/api/trainer/check-in', { code: codes.find((c) => c.bookingId === laterBooking.id)!.code });
    expect(early.status).toBe(409);
    expect(early.json.error.message).toBe('Einchecken ist nur kurz vor und während des Termins möglich.');

    expect((await codesOf(client)).map((c) => c.bookingId)).toEqual([laterBooking.id]);
    expect((await client.post(`/api/bookings/${laterBooking.id}/cancel`, {})).status).toBe(200);
    expect(await codesOf(client)).toEqual([]);
  });

  it('follows a session moved out of the seven days', async () => {
    const member = await createUser(t.db);
    const client = await t.clientSignedInAs(member.id);
    const session = await sessionAt(3 * DAY);
    await createBooking(t.db, { sessionId: session.id, userId: member.id });
    expect(await codesOf(client)).toHaveLength(1);
    await t.db.update(sessions).set({ startTime: at(9 * DAY), endTime: at(9 * DAY + 1000) }).where(eq(sessions.id, session.id));
    expect(await codesOf(client)).toEqual([]);
  });
});
