import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, mails, sessions } from '../../src/server/db/schema';
import { createAdmin, createBooking, createCourse, createFamilyMember, createSession, createTrainerWithUser, createUser } from '../../src/server/db/factories';
import { bookingIdOfCode, checkInCodeOf, deriveCheckInKey } from '../../src/server/modules/check-in/code';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

/*
 * Check-in by QR code (docs/decisions/0041): a member's own booking has a signed code that carries nothing
 * personal; a trainer (their own sessions) or an admin (every session) checks it in inside the attendance
 * window, once; codes of another session, forged, unknown or cancelled ones are refused in German.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const CODE = /^SZ1\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/;
const CLOSED = 'Einchecken ist nur kurz vor und während des Termins möglich.';

let t: TestApp;
let courseId: string;
let yogaId: string;

type Trainer = { client: TestClient; trainerId: string };
async function newTrainer(): Promise<Trainer> {
  const made = await createTrainerWithUser(t.db);
  return { client: await t.clientSignedInAs(made.user.id), trainerId: made.trainer.id };
}
let lea: Trainer;
let other: Trainer;

const at = (offsetMs: number) => new Date(Date.now() + offsetMs);
// A trainer may not teach two sessions at once: each lasts a second and starts two seconds after the last.
let made = 0;
const sessionOf = (trainer: Trainer, offsetMs: number, extra: Parameters<typeof createSession>[1] = {}) => {
  const startTime = at(offsetMs + 2000 * made++);
  return createSession(t.db, { courseId, trainerId: trainer.trainerId, startTime, endTime: new Date(startTime.getTime() + 1000), ...extra });
};

/** A member with a confirmed booking in the session, signed in, and the booking's code as they read it. */
async function memberWithBooking(sessionId: string, name: { firstName: string; lastName: string } = { firstName: 'Mia', lastName: 'Muster' }) {
  const user = await createUser(t.db, name);
  const booking = await createBooking(t.db, { sessionId, userId: user.id });
  const client = await t.clientSignedInAs(user.id);
  const res = await client.get(`/api/me/bookings/${booking.id}/check-in-code`);
  expect(res.status).toBe(200);
  return { user, booking, client, code: res.json.code as string };
}

const scan = (client: TestClient, code: string, sessionId?: string) => client.post('/api/trainer/check-in', sessionId ? { code, sessionId } : { code });
const statusOf = async (id: string) => (await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0].status;

/** 'Di 18:00' as Berlin's clock and calendar say, independently of the server's formatting. */
function berlinWeekdayAndTime(instant: Date) {
  const weekday = new Intl.DateTimeFormat('de-DE', { weekday: 'short', timeZone: 'Europe/Berlin' }).format(instant).replace('.', '');
  const time = new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Berlin' }).format(instant);
  return `${weekday} ${time}`;
}

beforeAll(async () => {
  // Many scans in a row from one client: only the check-in's own limit may answer 429 here.
  t = await createTestApp({ API_BUDGET: 'off' });
  lea = await newTrainer();
  other = await newTrainer();
  courseId = (await createCourse(t.db, { name: 'Faszientraining', maxParticipants: 12 })).id;
  yogaId = (await createCourse(t.db, { name: 'Yoga', maxParticipants: 12 })).id;
});
afterAll(() => t.close());

describe('the member’s code', () => {
  it('is answered for the member’s own live booking only', async () => {
    const session = await sessionOf(lea, 3 * HOUR);
    const { booking, code, client } = await memberWithBooking(session.id);
    expect(code).toMatch(CODE);
    const again = await client.get(`/api/me/bookings/${booking.id}/check-in-code`);
    expect(again.json).toEqual({
      code,
      opensAt: new Date(session.startTime.getTime() - 30 * MINUTE).toISOString(),
      closesAt: new Date(session.startTime.getTime() + 24 * HOUR).toISOString(),
    });

    // Another member, and a booking that does not exist, get the same 404 with nothing of the code.
    const stranger = await t.clientSignedInAs((await createUser(t.db)).id);
    for (const path of [`/api/me/bookings/${booking.id}/check-in-code`, `/api/me/bookings/${crypto.randomUUID()}/check-in-code`]) {
      const res = await stranger.get(path);
      expect(res.status, path).toBe(404);
      expect(res.json.error).toEqual({ code: 'BOOKING_NOT_FOUND', message: 'Diese Buchung wurde nicht gefunden.' });
      expect(res.text).not.toContain(code.split('.')[2]);
    }
    // Not even a trainer of the session reads it: the code is the member's to show.
    expect((await lea.client.get(`/api/me/bookings/${booking.id}/check-in-code`)).status).toBe(404);

    await t.db.update(bookings).set({ status: 'cancelled', cancelledAt: new Date() }).where(eq(bookings.id, booking.id));
    const cancelled = await client.get(`/api/me/bookings/${booking.id}/check-in-code`);
    expect(cancelled.status).toBe(409);
    expect(cancelled.json.error.message).toBe('Diese Buchung ist storniert und hat keinen Code zum Einchecken.');
  });

  it('carries nothing personal and cannot be guessed: every altered character is refused', async () => {
    const session = await sessionOf(lea, 10 * MINUTE);
    const { user, booking, code } = await memberWithBooking(session.id, { firstName: 'Paula', lastName: 'Privat' });
    const [prefix, idPart, macPart] = code.split('.');
    expect(prefix).toBe('SZ1');
    // The middle part is the booking's random id and nothing else; the last is the signature.
    expect(Buffer.from(idPart, 'base64url').toString('hex')).toBe(booking.id.replace(/-/g, ''));
    const decoded = [idPart, macPart].map((part) => Buffer.from(part, 'base64url').toString('latin1')).join(' ');
    for (const personal of [user.email, user.email.split('@')[0], 'Paula', 'Privat', user.id, session.id]) {
      expect(code).not.toContain(personal);
      expect(decoded).not.toContain(personal);
    }

    // One character changed anywhere makes another code; none of them is genuine (checked offline for
    // every position, through the API for a few, which must also leave the booking as it was).
    const key = deriveCheckInKey('test-secret-test-secret-test-secret-1234');
    expect(bookingIdOfCode(key, code)).toBe(booking.id);
    const flips: string[] = [];
    for (let i = 0; i < code.length; i++) {
      if (code[i] === '.') continue;
      const replacement = code[i] === 'A' ? 'B' : 'A';
      flips.push(code.slice(0, i) + replacement + code.slice(i + 1));
    }
    for (const flipped of flips) expect(bookingIdOfCode(key, flipped), flipped).toBeNull();
    const desk = await newTrainer(); // a limit of scans per minute applies: a fresh trainer for this burst
    const mine = await createSession(t.db, { courseId, trainerId: desk.trainerId, startTime: at(5 * MINUTE) });
    const { code: deskCode, booking: deskBooking } = await memberWithBooking(mine.id);
    const samples = [4, 20, 25, 27, 40, deskCode.length - 1].map((i) => deskCode.slice(0, i) + (deskCode[i] === 'x' ? 'y' : 'x') + deskCode.slice(i + 1));
    for (const flipped of samples) {
      const res = await scan(desk.client, flipped);
      expect(res.status, flipped).toBe(404);
      expect(res.json.error).toEqual({ code: 'CHECK_IN_CODE_INVALID', message: 'Code ungültig' });
    }
    expect(await statusOf(deskBooking.id)).toBe('confirmed');

    // Codes of two bookings share nothing but the prefix.
    const second = await memberWithBooking(session.id);
    expect(second.code.split('.')[2]).not.toBe(macPart);
  });
});

describe('checking in', () => {
  it('marks the booking attended inside the window and says whom; a second scan changes nothing', async () => {
    const session = await sessionOf(lea, 20 * MINUTE);
    const { booking, code } = await memberWithBooking(session.id);
    await createBooking(t.db, { sessionId: session.id });

    const res = await scan(lea.client, ` ${code} `, session.id); // a hand scanner may add blanks
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ outcome: 'checked_in', message: '✓ Eingecheckt: Mia Muster', bookingId: booking.id, sessionId: session.id, name: 'Mia Muster' });
    expect(await statusOf(booking.id)).toBe('attended');
    const seats = async () => (await t.db.select().from(sessions).where(eq(sessions.id, session.id)))[0].currentParticipants;
    expect(await seats()).toBe(2);

    const replay = await scan(lea.client, code, session.id);
    expect(replay.status).toBe(200);
    expect(replay.json).toMatchObject({ outcome: 'already_checked_in', message: 'Bereits eingecheckt', bookingId: booking.id });
    expect(await statusOf(booking.id)).toBe('attended');
    expect(await seats()).toBe(2);

    // The participant list shows it, and the trainer's own correction still works afterwards.
    const detail = (await lea.client.get(`/api/trainer/sessions/${session.id}`)).json;
    expect(detail.participants.find((p: { bookingId: string }) => p.bookingId === booking.id).status).toBe('attended');
  });

  it('names the family member a parent booked the place for', async () => {
    const session = await sessionOf(lea, 15 * MINUTE);
    const parent = await createUser(t.db, { firstName: 'Max', lastName: 'Muster' });
    const child = await createFamilyMember(t.db, { userId: parent.id, firstName: 'Emil', lastName: 'Muster' });
    const booking = await createBooking(t.db, { sessionId: session.id, userId: parent.id, familyMemberId: child.id });
    const { code } = (await (await t.clientSignedInAs(parent.id)).get(`/api/me/bookings/${booking.id}/check-in-code`)).json;
    expect((await scan(lea.client, code, session.id)).json.message).toBe('✓ Eingecheckt: Emil Muster');
    const desk = (await lea.client.get('/api/trainer/check-in')).json;
    expect(desk.participants.find((p: { bookingId: string }) => p.bookingId === booking.id).name).toBe('Emil Muster');
  });

  it('checks in once when the same code is scanned twice at the same moment', async () => {
    const session = await sessionOf(lea, -10 * MINUTE);
    const { booking, code } = await memberWithBooking(session.id);
    const answers = await Promise.all([scan(lea.client, code), scan(lea.client, code)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.json.outcome).sort()).toEqual(['already_checked_in', 'checked_in']);
    expect(await statusOf(booking.id)).toBe('attended');
  });

  it('turns a no-show mark into attended when the member comes after all', async () => {
    const session = await sessionOf(lea, -40 * MINUTE);
    const { booking, code } = await memberWithBooking(session.id, { firstName: 'Lotta', lastName: 'Spät' });
    expect((await lea.client.post(`/api/trainer/bookings/${booking.id}/attendance`, { status: 'no_show' })).status).toBe(200);
    const res = await scan(lea.client, code);
    expect(res.json.message).toBe('✓ Eingecheckt: Lotta Spät');
    expect(await statusOf(booking.id)).toBe('attended');
  });

  it('names the code’s own session when it belongs to another one than being scanned for', async () => {
    const scanning = await sessionOf(lea, 5 * MINUTE);
    const yoga = await sessionOf(lea, 25 * MINUTE, { courseId: yogaId });
    const { booking, code } = await memberWithBooking(yoga.id);
    const res = await scan(lea.client, code, scanning.id);
    expect(res.status).toBe(409);
    expect(res.json.error).toEqual({ code: 'CHECK_IN_WRONG_SESSION', message: `Falscher Termin: Yoga, ${berlinWeekdayAndTime(yoga.startTime)}` });
    expect(res.json.error.message).toMatch(/^Falscher Termin: Yoga, (Mo|Di|Mi|Do|Fr|Sa|So) \d{2}:\d{2}$/);
    expect(await statusOf(booking.id)).toBe('confirmed');
    // At the desk (no session named) the same code checks in to its own session.
    expect((await scan(lea.client, code)).json.outcome).toBe('checked_in');
  });

  it('is refused outside the window, from 30 minutes before the start until 24 hours after it', async () => {
    const cases: [offsetMs: number, open: boolean][] = [
      [28 * MINUTE, true],
      [35 * MINUTE, false],
      [-(24 * HOUR - 2 * MINUTE), true],
      [-(24 * HOUR + 2 * MINUTE), false],
      [3 * 24 * HOUR, false],
    ];
    for (const [offset, open] of cases) {
      const session = await sessionOf(lea, offset);
      const { booking, code } = await memberWithBooking(session.id);
      const res = await scan(lea.client, code, session.id);
      if (open) {
        expect(res.status, `start ${offset / MINUTE} min from now`).toBe(200);
        expect(await statusOf(booking.id)).toBe('attended');
      } else {
        expect(res.status, `start ${offset / MINUTE} min from now`).toBe(409);
        expect(res.json.error).toEqual({ code: 'ATTENDANCE_WINDOW_CLOSED', message: CLOSED });
        expect(await statusOf(booking.id)).toBe('confirmed');
      }
    }
  });

  it('answers forged, malformed and unknown codes with „Code ungültig“', async () => {
    const session = await sessionOf(lea, 0);
    const { booking } = await memberWithBooking(session.id);
    const otherKey = deriveCheckInKey('ein-ganz-anderes-geheimnis-mit-mindestens-32-zeichen');
    const forged = [
      checkInCodeOf(otherKey, booking.id), // signed with another key
      `SZ1.${Buffer.from(booking.id.replace(/-/g, ''), 'hex').toString('base64url')}.${'A'.repeat(22)}`, // made-up signature
      `SZ2.${checkInCodeOf(otherKey, booking.id).slice(4)}`,
      'SZ1..',
      'hallo',
      booking.id,
      'SZ1.' + 'A'.repeat(200).slice(0, 190),
    ];
    for (const code of forged) {
      const res = await scan(lea.client, code);
      expect(res.status, code).toBe(404);
      expect(res.json.error).toEqual({ code: 'CHECK_IN_CODE_INVALID', message: 'Code ungültig' });
    }
    expect(await statusOf(booking.id)).toBe('confirmed');

    // A genuine code whose booking is gone (or never was) is no better.
    expect((await scan(lea.client, checkInCodeOf(deriveCheckInKey('test-secret-test-secret-test-secret-1234'), crypto.randomUUID()))).json.error.message).toBe('Code ungültig');
    const tooLong = await scan(lea.client, 'x'.repeat(201));
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.error.fields.code).toBe('Code ungültig');
    const empty = await scan(lea.client, '  ');
    expect(empty.status).toBe(400);
    expect(empty.json.error.fields.code).toBe('Bitte geben Sie einen Code ein.');
  });

  it('refuses the code of a cancelled booking as „Code ungültig“', async () => {
    const session = await sessionOf(lea, 10 * MINUTE);
    const { booking, code } = await memberWithBooking(session.id);
    await t.db.update(bookings).set({ status: 'cancelled', cancelledAt: new Date() }).where(eq(bookings.id, booking.id));
    const res = await scan(lea.client, code, session.id);
    expect(res.status).toBe(404);
    expect(res.json.error).toEqual({ code: 'CHECK_IN_CODE_INVALID', message: 'Code ungültig' });
    expect(await statusOf(booking.id)).toBe('cancelled');
  });

  it('refuses a trainer the codes of another trainer’s session, as the attendance route refuses the booking', async () => {
    const theirs = await sessionOf(other, 5 * MINUTE);
    const { booking, code } = await memberWithBooking(theirs.id);
    for (const res of [await scan(lea.client, code), await scan(lea.client, code, theirs.id)]) {
      expect(res.status).toBe(404);
      expect(res.json.error).toEqual({ code: 'CHECK_IN_CODE_INVALID', message: 'Code ungültig' });
      expect(res.text).not.toContain('Mia');
    }
    const byButton = await lea.client.post(`/api/trainer/check-in/bookings/${booking.id}`);
    expect(byButton.status).toBe(404);
    expect(byButton.json.error.message).toBe('Diese Buchung wurde nicht gefunden.');
    expect((await lea.client.post(`/api/trainer/bookings/${booking.id}/attendance`, { status: 'attended' })).status).toBe(404);
    expect(await statusOf(booking.id)).toBe('confirmed');
    // Its own trainer checks it in.
    expect((await scan(other.client, code, theirs.id)).json.message).toBe('✓ Eingecheckt: Mia Muster');
  });

  it('is not open to members', async () => {
    const session = await sessionOf(lea, 5 * MINUTE);
    const { code, client } = await memberWithBooking(session.id);
    const res = await scan(client, code);
    expect(res.status).toBe(403);
    expect(res.json.error.message).toBe('Sie haben keine Berechtigung für diesen Bereich.');
    expect((await client.get('/api/trainer/check-in')).status).toBe(403);
  });

  it('limits the scans of one trainer per minute', async () => {
    const busy = await newTrainer();
    const session = await createSession(t.db, { courseId, trainerId: busy.trainerId, startTime: at(MINUTE) });
    const { booking, code } = await memberWithBooking(session.id);
    for (let i = 0; i < 60; i++) expect((await scan(busy.client, `SZ1.versuch-${i}`)).status).toBe(404);
    const refused = await scan(busy.client, code);
    expect(refused.status).toBe(429);
    expect(refused.json.error).toEqual({ code: 'RATE_LIMITED', message: 'Zu viele Versuche in kurzer Zeit. Bitte warten Sie eine Minute und scannen Sie dann erneut.' });
    expect(await statusOf(booking.id)).toBe('confirmed');
    // Another trainer scans on meanwhile.
    expect((await scan(lea.client, 'SZ1.x')).status).toBe(404);
  });
});

describe('the desk', () => {
  it('lists the sessions open for check-in with counts and participants: a trainer their own, an admin all', async () => {
    const desk = await newTrainer();
    const soon = await sessionOf(desk, 15 * MINUTE, { courseId: yogaId, maxParticipants: 8 });
    const running = await sessionOf(desk, -45 * MINUTE);
    const later = await sessionOf(desk, 2 * HOUR);
    const calledOff = await sessionOf(desk, -2 * HOUR, { status: 'cancelled' });
    const theirs = await sessionOf(other, 10 * MINUTE);
    const anna = await memberWithBooking(soon.id, { firstName: 'Anna', lastName: 'Zett' });
    await memberWithBooking(soon.id, { firstName: 'Bernd', lastName: 'Acker' });
    const gone = await createBooking(t.db, { sessionId: soon.id, status: 'cancelled' });
    await memberWithBooking(running.id, { firstName: 'Carla', lastName: 'Mitte' });
    await memberWithBooking(later.id);
    await memberWithBooking(theirs.id, { firstName: 'Dora', lastName: 'Fremd' });
    expect((await scan(desk.client, anna.code)).status).toBe(200);

    const res = await desk.client.get('/api/trainer/check-in');
    expect(res.status).toBe(200);
    expect(res.json.sessions.map((s: { id: string }) => s.id)).toEqual([soon.id, running.id]);
    expect(res.json.sessions[0]).toMatchObject({ courseName: 'Yoga', booked: 2, checkedIn: 1, startTime: soon.startTime.toISOString() });
    expect(res.json.sessions[0].trainerName).toMatch(/\S/);
    expect(res.json.participants.map((p: { name: string; status: string }) => [p.name, p.status])).toEqual([
      ['Bernd Acker', 'confirmed'],
      ['Carla Mitte', 'confirmed'],
      ['Anna Zett', 'attended'],
    ]);
    expect(res.text).not.toContain(gone.id);
    expect(res.text).not.toContain(calledOff.id);
    expect(res.text).not.toContain('Dora');
    expect(res.text).not.toContain('@'); // names only: the tablet at the door shows no addresses

    // The office at the desk sees every session open now, other trainers' too, and checks in by name.
    const admin = await t.clientSignedInAs((await createAdmin(t.db)).id);
    const all = (await admin.get('/api/trainer/check-in')).json;
    expect(all.sessions.map((s: { id: string }) => s.id)).toEqual(expect.arrayContaining([soon.id, running.id, theirs.id]));
    const dora = all.participants.find((p: { name: string }) => p.name === 'Dora Fremd');
    const byName = await admin.post(`/api/trainer/check-in/bookings/${dora.bookingId}`);
    expect(byName.json).toMatchObject({ outcome: 'checked_in', message: '✓ Eingecheckt: Dora Fremd' });
    expect((await admin.post(`/api/trainer/check-in/bookings/${dora.bookingId}`)).json.message).toBe('Bereits eingecheckt');
    expect((await admin.post(`/api/trainer/check-in/bookings/${gone.id}`)).status).toBe(404);
  });

  it('tells a trainer account without a trainer record so', async () => {
    const client = await t.clientSignedInAs((await createUser(t.db, { roles: ['TRAINER'] })).id);
    for (const res of [await client.get('/api/trainer/check-in'), await scan(client, 'SZ1.x')]) {
      expect(res.status).toBe(404);
      expect(res.json.error.code).toBe('TRAINER_NOT_LINKED');
    }
  });
});

describe('the booking confirmation mail', () => {
  it('points to Meine Buchungen for the code, and does not carry the code', async () => {
    const user = await createUser(t.db, { email: `qr-${Date.now()}@example.de` });
    const client = await t.clientSignedInAs(user.id);
    const session = await sessionOf(lea, 48 * HOUR);
    const booked = await client.post('/api/bookings', { sessionId: session.id });
    expect(booked.status).toBe(200);
    await t.jobs.drain();
    const [mail] = await t.db.select().from(mails).where(and(eq(mails.to, user.email), eq(mails.template, 'booking-confirmed')));
    expect(mail.text).toContain('Ihren QR-Code zum Einchecken finden Sie unter Meine Buchungen.');
    expect(mail.text).toContain('Meine Buchungen: http://localhost:3000/member/bookings');
    expect(mail.html).toContain('href="http://localhost:3000/member/bookings"');
    expect(mail.text).not.toMatch(/SZ1\./);
  });
});
