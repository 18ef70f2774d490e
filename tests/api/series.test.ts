import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, bookings, courseSeries, invoices, mails, payments, seriesRegistrations, sessions } from '../../src/server/db/schema';
import { createAdmin, createBooking, createCourse, createFamilyMember, createRoom, createSession, createTrainer, createUser, upsertSettings } from '../../src/server/db/factories';
import { addBerlinDays, berlinDayOfWeek, berlinToday } from '../../src/shared/time';
import { ageRangeRefusal } from '../../src/shared/age-range';
import { errorMessagesOf, isGerman } from '../support/german';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';
import { CREDITOR } from '../support/direct-debits';

/*
 * Course series (Kursreihe): the office creates a series with its dates; members register the member or a
 * family member for the whole series, confirmed while places are left and on the series' waiting list
 * after; a cancellation moves the first in line up; a cancelled date gets its Ersatztermin; a series date
 * cannot be booked or cancelled alone; the payment at the desk is invoiced with the series' line.
 */

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  // Members and the office make many requests in quick succession: only the rules may answer here.
  t = await createTestApp({ API_BUDGET: 'off' });
  admin = await t.clientSignedInAs((await createAdmin(t.db, { email: 'kursreihen@example.de' })).id);
});
afterAll(() => t.close());

beforeEach(() =>
  upsertSettings(t.db, {
    cancellationDeadlineHours: 0,
    bookingWindowDays: null,
    waitlistClosesMinutes: null,
    passRequired: false,
    trialWithoutPass: false,
    lateCancellation: 'refuse',
    noShowBlockAfter: null,
    noShowBlockDays: null,
    waitlistMode: 'notify_all',
  }),
);

let counter = 0;
async function member() {
  const user = await createUser(t.db, { email: `reihe${++counter}-${Date.now()}@example.de`, firstName: 'Max', lastName: `Reihe${counter}` });
  return { ...user, client: await t.clientSignedInAs(user.id) };
}
type Member = Awaited<ReturnType<typeof member>>;

/** A Berlin calendar day `days` from today. */
const inDays = (days: number) => addBerlinDays(berlinToday(), days);

async function freshCourse(overrides: { minAgeMonths?: number | null; maxAgeMonths?: number | null } = {}) {
  return createCourse(t.db, { name: `Rückenfit ${++counter}-${Date.now()}`, maxParticipants: 20, ...overrides });
}

/** The office's input for a weekly series of `weeks` dates at 18:00, the first in `firstIn` days. */
function weeklyInput(courseId: string, overrides: Record<string, unknown> = {}, dates: Record<string, unknown> = {}) {
  const firstDate = inDays(7);
  return {
    courseId,
    title: 'Rückenfit Frühjahr',
    description: 'Zehn Abende für einen starken Rücken.',
    trainerId: null,
    roomId: null,
    capacity: 2,
    price: 120,
    vatRate: 19,
    vatExemptionNote: null,
    registrationClosesOn: inDays(5),
    isPrevention: false,
    zppId: null,
    courseLeader: null,
    dates: { mode: 'weekly', firstDate, startTime: '18:00', durationMinutes: 60, weeks: 4, ...dates },
    ...overrides,
  };
}

async function createSeries(input: Record<string, unknown>) {
  const res = await admin.post('/api/admin/series', input);
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.series as { id: string; title: string; dates: { sessionId: string; startsAt: string; endsAt: string; status: string; replacesSessionId: string | null }[]; [key: string]: unknown };
}

const register = (m: Member, seriesId: string, familyMemberId: string | null = null) => m.client.post(`/api/me/series/${seriesId}/registrations`, { familyMemberId });

async function registered(m: Member, seriesId: string, familyMemberId: string | null = null) {
  const res = await register(m, seriesId, familyMemberId);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.registration as { id: string; status: string; waitlistPosition: number | null; personName: string; payment: { amount: number; status: string } | null };
}

const bookingsOf = (registrationId: string) =>
  t.db
    .select({ sessionId: bookings.sessionId, status: bookings.status, payment: bookings.payment, familyMemberId: bookings.familyMemberId })
    .from(bookings)
    .where(eq(bookings.seriesRegistrationId, registrationId));
const datesOf = (seriesId: string) => t.db.select().from(sessions).where(eq(sessions.seriesId, seriesId)).orderBy(asc(sessions.startTime));
const mailsTo = (email: string, template: string) => t.db.select().from(mails).where(and(eq(mails.to, email), eq(mails.template, template)));
const registrationRow = async (id: string) => (await t.db.select().from(seriesRegistrations).where(eq(seriesRegistrations.id, id)))[0];

function expectGermanRefusal(res: { status: number; json: any }, status: number, code: string) {
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  expect(res.json.error.code).toBe(code);
  for (const message of errorMessagesOf(res.json)) expect(isGerman(message), String(message)).toBe(true);
}

/** The Monday before the next change to summer time (the last Sunday of March), at least a week ahead. */
function mondayBeforeSummerTime(): string {
  for (let year = Number(berlinToday().slice(0, 4)); ; year++) {
    let day = 31;
    while (berlinDayOfWeek(`${year}-03-${day}`) !== 0) day--;
    const monday = addBerlinDays(`${year}-03-${day}`, -6);
    if (monday > inDays(7)) return monday;
  }
}

describe('creating a series', () => {
  it('makes a session per weekly date at the same Berlin time across the change to summer time, with its audit entry', async () => {
    const course = await freshCourse();
    const room = await createRoom(t.db, { name: `Studio ${++counter}`, capacity: 15 });
    const trainer = await createTrainer(t.db);
    const firstDate = mondayBeforeSummerTime();
    const series = await createSeries(
      weeklyInput(course.id, { roomId: room.id, trainerId: trainer.id, capacity: 12, registrationClosesOn: addBerlinDays(firstDate, -1) }, { firstDate, weeks: 3, durationMinutes: 90 }),
    );
    expect(series.dates.map((d) => [d.startsAt, d.endsAt])).toEqual([
      [`${firstDate}T17:00:00.000Z`, `${firstDate}T18:30:00.000Z`],
      [`${addBerlinDays(firstDate, 7)}T16:00:00.000Z`, `${addBerlinDays(firstDate, 7)}T17:30:00.000Z`],
      [`${addBerlinDays(firstDate, 14)}T16:00:00.000Z`, `${addBerlinDays(firstDate, 14)}T17:30:00.000Z`],
    ]);
    const rows = await datesOf(series.id);
    expect(rows.map((s) => [s.courseId, s.roomId, s.trainerId, s.maxParticipants, s.currentParticipants, s.status])).toEqual(
      Array(3).fill([course.id, room.id, trainer.id, 12, 0, 'scheduled']),
    );
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, series.id));
    expect(entry.summary).toContain('Kursreihe „Rückenfit Frühjahr“');
    expect(entry.actorEmail).toBe('kursreihen@example.de');
  });

  it('takes days picked one by one, in time order', async () => {
    const course = await freshCourse();
    const series = await createSeries(
      weeklyInput(course.id, {
        registrationClosesOn: inDays(3),
        dates: {
          mode: 'picked',
          durationMinutes: 45,
          dates: [
            { date: inDays(12), startTime: '10:00' },
            { date: inDays(4), startTime: '9:30' },
          ],
        },
      }),
    );
    expect(series.dates).toHaveLength(2);
    expect(series.dates[0].startsAt < series.dates[1].startsAt).toBe(true);
    expect(new Date(series.dates[0].endsAt).getTime() - new Date(series.dates[0].startsAt).getTime()).toBe(45 * 60_000);
  });

  it('refuses what the office got wrong with German messages per field, and writes nothing', async () => {
    const course = await freshCourse();
    const before = (await t.db.select().from(courseSeries)).length;
    const expectFields = async (input: Record<string, unknown>, fields: string[]) => {
      const res = await admin.post('/api/admin/series', input);
      expect(res.status, JSON.stringify(res.json)).toBe(400);
      expect(Object.keys(res.json.error.fields ?? {})).toEqual(expect.arrayContaining(fields));
      for (const message of errorMessagesOf(res.json)) expect(isGerman(message), String(message)).toBe(true);
      return res.json.error.fields as Record<string, string>;
    };
    expect((await expectFields(weeklyInput(course.id, { title: '  ' }), ['title'])).title).toBe('Bitte geben Sie einen Titel ein.');
    expect((await expectFields(weeklyInput(course.id, {}, { weeks: 1 }), ['dates.weeks']))['dates.weeks']).toContain('zwischen 2 und 52');
    await expectFields(weeklyInput(course.id, { dates: { mode: 'picked', durationMinutes: 60, dates: [{ date: inDays(8), startTime: '18:00' }] } }), ['dates.dates']);
    await expectFields(
      weeklyInput(course.id, {
        dates: {
          mode: 'picked',
          durationMinutes: 60,
          dates: [
            { date: inDays(8), startTime: '18:00' },
            { date: inDays(8), startTime: '18:00' },
          ],
        },
      }),
      ['dates.dates.1.date'],
    );
    expect((await expectFields(weeklyInput(course.id, { registrationClosesOn: inDays(9) }), ['registrationClosesOn'])).registrationClosesOn).toBe(
      'Der letzte Anmeldetag darf nicht nach dem ersten Termin liegen.',
    );
    await expectFields(weeklyInput(course.id, { isPrevention: true }), ['zppId', 'courseLeader']);
    await expectFields(weeklyInput(course.id, { vatRate: 0 }), ['vatExemptionNote']);
    await expectFields(weeklyInput(course.id, { capacity: 0, price: -5, courseId: 'kein-kurs' }), ['capacity', 'price', 'courseId']);
    // Needs the clock: the server refuses a first date in the past.
    const past = await expectFields(weeklyInput(course.id, { registrationClosesOn: inDays(-3) }, { firstDate: inDays(-2) }), ['dates.firstDate']);
    expect(past['dates.firstDate']).toBe('Dieser Termin liegt in der Vergangenheit.');
    const room = await createRoom(t.db, { name: `Klein ${++counter}`, capacity: 8 });
    expect((await expectFields(weeklyInput(course.id, { roomId: room.id, capacity: 9 }), ['capacity'])).capacity).toContain('höchstens 8');
    expect((await t.db.select().from(courseSeries)).length).toBe(before);
  });

  it("keeps the series' course: deleting it is refused (deactivate instead)", async () => {
    const course = await freshCourse();
    await createSeries(weeklyInput(course.id));
    const refused = await admin.delete(`/api/admin/courses/${course.id}`);
    expectGermanRefusal(refused, 409, 'COURSE_HAS_BOOKINGS');
    expect(refused.json.error.message).toContain('hat Kursreihen');
    expect(await datesOf((await t.db.select().from(courseSeries).where(eq(courseSeries.courseId, course.id)))[0].id)).toHaveLength(4);
  });

  it('refuses dates whose room is taken, naming them, and creates none of the series', async () => {
    const course = await freshCourse();
    const room = await createRoom(t.db, { name: `Halle ${++counter}`, capacity: 20 });
    await createSeries(weeklyInput(course.id, { roomId: room.id, title: 'Erste Reihe' }, { weeks: 2 }));
    const before = (await t.db.select().from(courseSeries)).length;
    const res = await admin.post('/api/admin/series', weeklyInput(course.id, { roomId: room.id, title: 'Zweite Reihe' }, { weeks: 3, startTime: '18:30' }));
    expectGermanRefusal(res, 409, 'ROOM_TAKEN');
    expect(res.json.error.message).toMatch(/Der Raum ist zu diesen Terminen bereits belegt: .*18:30, .*18:30\./);
    expect((await t.db.select().from(courseSeries)).length).toBe(before);
  });
});

describe('registering', () => {
  it('confirms up to the capacity with a booking on every date and an open payment, then queues in order; mails say so', async () => {
    const course = await freshCourse();
    const series = await createSeries(weeklyInput(course.id, { capacity: 2 }));
    const [a, b, c, d] = [await member(), await member(), await member(), await member()];
    const ra = await registered(a, series.id);
    expect(ra).toMatchObject({ status: 'confirmed', waitlistPosition: null, payment: { amount: 120, status: 'pending' } });
    const rb = await registered(b, series.id);
    const resC = await register(c, series.id);
    expect(resC.json.message).toBe('Die Reihe ist ausgebucht. Sie stehen auf Platz 1 der Warteliste und rücken automatisch nach, sobald ein Platz frei wird.');
    expect(resC.json.registration).toMatchObject({ status: 'waitlisted', waitlistPosition: 1, payment: null });
    const rd = await registered(d, series.id);
    expect(rd).toMatchObject({ status: 'waitlisted', waitlistPosition: 2 });

    for (const r of [ra, rb]) {
      const held = await bookingsOf(r.id);
      expect(held.map((row) => [row.status, row.payment]).sort()).toEqual(Array(4).fill(['confirmed', 'series']));
      expect(new Set(held.map((row) => row.sessionId))).toEqual(new Set(series.dates.map((date) => date.sessionId)));
    }
    expect(await bookingsOf(resC.json.registration.id)).toEqual([]);
    expect((await datesOf(series.id)).map((s) => s.currentParticipants)).toEqual([2, 2, 2, 2]);

    const [payment] = await t.db.select().from(payments).where(eq(payments.id, (await registrationRow(ra.id)).paymentId!));
    expect(payment).toMatchObject({ userId: a.id, amount: 120, status: 'pending', priceId: null, paymentMethod: 'Bar oder EC-Karte' });

    const [confirmation] = await mailsTo(a.email, 'series-confirmed');
    expect(confirmation.subject).toBe('Anmeldung bestätigt: Kursreihe „Rückenfit Frühjahr“');
    expect(confirmation.text).toMatch(/Preis für die ganze Reihe: 120,00\s€/);
    expect(confirmation.text).toContain('an der Theke');
    expect(confirmation.text.match(/• /g)).toHaveLength(4);
    const [waiting] = await mailsTo(d.email, 'series-waitlisted');
    expect(waiting.text).toContain('Platz 2 der Warteliste');

    const summary = (await t.client().get(`/api/series/${series.id}`)).json.series;
    expect(summary).toMatchObject({ capacity: 2, placesLeft: 0, waitlistCount: 2, registrationOpen: true });
    const detail = (await admin.get(`/api/admin/series/${series.id}`)).json.series;
    expect(detail.registrations.map((r: { status: string; waitlistPosition: number | null }) => [r.status, r.waitlistPosition])).toEqual([
      ['confirmed', null],
      ['confirmed', null],
      ['waitlisted', 1],
      ['waitlisted', 2],
    ]);
  });

  it('refuses the same person twice, and registers two family members of one member', async () => {
    const course = await freshCourse();
    const series = await createSeries(weeklyInput(course.id, { capacity: 5 }));
    const m = await member();
    await registered(m, series.id);
    const twice = await register(m, series.id);
    expectGermanRefusal(twice, 409, 'ALREADY_REGISTERED');
    expect(twice.json.error.message).toBe('Diese Person ist für diese Kursreihe bereits angemeldet.');

    const mia = await createFamilyMember(t.db, { userId: m.id, firstName: 'Mia', lastName: 'Reihe', birthDate: '2016-05-01' });
    const tom = await createFamilyMember(t.db, { userId: m.id, firstName: 'Tom', lastName: 'Reihe', birthDate: '2018-02-01' });
    const forMia = await register(m, series.id, mia.id);
    expect(forMia.json.message).toBe('Mia Reihe ist für die ganze Reihe angemeldet.');
    const forTom = await registered(m, series.id, tom.id);
    expect(forTom.personName).toBe('Tom Reihe');
    expectGermanRefusal(await register(m, series.id, mia.id), 409, 'ALREADY_REGISTERED');
    expect((await bookingsOf(forTom.id)).every((row) => row.familyMemberId === tom.id)).toBe(true);
    expect((await datesOf(series.id))[0].currentParticipants).toBe(3);

    const other = await member();
    expectGermanRefusal(await register(other, series.id, mia.id), 404, 'FAMILY_MEMBER_NOT_FOUND');
    const mine = (await m.client.get('/api/me/series-registrations')).json.registrations;
    expect(mine.map((r: { personName: string }) => r.personName).sort()).toEqual([m.name, 'Mia Reihe', 'Tom Reihe'].sort());
  });

  it('keeps a family member on the list while they wait for a series', async () => {
    const course = await freshCourse();
    const series = await createSeries(weeklyInput(course.id, { capacity: 1 }));
    const m = await member();
    await registered(m, series.id);
    const mia = await createFamilyMember(t.db, { userId: m.id, firstName: 'Mia', lastName: 'Wartet', birthDate: '2015-03-01' });
    const waiting = await registered(m, series.id, mia.id);
    expect(waiting.status).toBe('waitlisted');
    expectGermanRefusal(await m.client.delete(`/api/me/family-members/${mia.id}`), 409, 'FAMILY_MEMBER_HAS_BOOKINGS');
    expect((await m.client.post(`/api/me/series-registrations/${waiting.id}/cancel`)).status).toBe(200);
    expect((await m.client.delete(`/api/me/family-members/${mia.id}`)).status).toBe(200);
  });

  it("applies the course's age range on the first date", async () => {
    const course = await freshCourse({ minAgeMonths: 6 * 12, maxAgeMonths: 10 * 12 });
    const series = await createSeries(weeklyInput(course.id, { capacity: 5 }));
    const m = await member();
    const self = await register(m, series.id);
    expectGermanRefusal(self, 409, 'BOOK_FOR_CHILD');
    const teen = await createFamilyMember(t.db, { userId: m.id, firstName: 'Lea', lastName: 'Reihe', birthDate: addBerlinDays(berlinToday(), -14 * 366) });
    const tooOld = await register(m, series.id, teen.id);
    expectGermanRefusal(tooOld, 409, 'AGE_OUT_OF_RANGE');
    expect(tooOld.json.error.message).toBe(ageRangeRefusal({ minAgeMonths: 6 * 12, maxAgeMonths: 10 * 12 }));
    const child = await createFamilyMember(t.db, { userId: m.id, firstName: 'Ben', lastName: 'Reihe', birthDate: addBerlinDays(berlinToday(), -8 * 366) });
    expect((await registered(m, series.id, child.id)).status).toBe('confirmed');
    expect(await t.db.select().from(seriesRegistrations).where(eq(seriesRegistrations.seriesId, series.id))).toHaveLength(1);
  });

  it('refuses a member blocked after no-shows, as a single booking would be', async () => {
    const course = await freshCourse();
    const series = await createSeries(weeklyInput(course.id, { capacity: 3 }));
    const m = await member();
    const missed = await createSession(t.db, { courseId: course.id, startTime: new Date(Date.now() - 2 * 86_400_000) });
    await createBooking(t.db, { userId: m.id, sessionId: missed.id, status: 'no_show' });
    await upsertSettings(t.db, { noShowBlockAfter: 1, noShowBlockDays: 14 });
    const blocked = await register(m, series.id);
    expectGermanRefusal(blocked, 409, 'BOOKING_BLOCKED');
    expect(blocked.json.error.message).toContain('vorübergehend gesperrt');
    expect(await t.db.select().from(seriesRegistrations).where(eq(seriesRegistrations.userId, m.id))).toEqual([]);
  });

  it('closes after the last registration day; a confirmed place is then cancelled by the office only', async () => {
    const course = await freshCourse();
    const series = await createSeries(weeklyInput(course.id, { capacity: 3 }));
    const [a, b] = [await member(), await member()];
    const ra = await registered(a, series.id);
    await t.db.update(courseSeries).set({ registrationClosesOn: inDays(-1) }).where(eq(courseSeries.id, series.id));
    const late = await register(b, series.id);
    expectGermanRefusal(late, 409, 'SERIES_REGISTRATION_CLOSED');
    expect(late.json.error.message).toBe('Die Anmeldefrist für diese Kursreihe ist abgelaufen.');
    expect((await t.client().get(`/api/series/${series.id}`)).json.series.registrationOpen).toBe(false);

    const mine = (await a.client.get('/api/me/series-registrations')).json.registrations[0];
    expect(mine.canCancel).toBe(false);
    const refused = await a.client.post(`/api/me/series-registrations/${ra.id}/cancel`);
    expectGermanRefusal(refused, 409, 'SERIES_CANCEL_CLOSED');
    expect(refused.json.error.message).toBe('Die Abmeldung ist nur bis zum Ende der Anmeldefrist möglich. Bitte wenden Sie sich an das Studio.');
    expect((await registrationRow(ra.id)).status).toBe('confirmed');

    const byOffice = await admin.post(`/api/admin/series-registrations/${ra.id}/cancel`);
    expect(byOffice.status).toBe(200);
    expect(byOffice.json.message).toBe(`Die Anmeldung von ${a.name} wurde storniert.`);
    expect((await registrationRow(ra.id)).status).toBe('cancelled');
    expect((await mailsTo(a.email, 'series-cancelled'))[0].text).toContain('das Studio hat die Anmeldung');
  });
});

describe('a series date alone', () => {
  it('cannot be booked, queued for or cancelled on its own (409, German)', async () => {
    const course = await freshCourse();
    const series = await createSeries(weeklyInput(course.id, { capacity: 1 }));
    const [a, b] = [await member(), await member()];
    const ra = await registered(a, series.id);
    const single = await b.client.post('/api/bookings', { sessionId: series.dates[1].sessionId });
    expectGermanRefusal(single, 409, 'SERIES_ONLY');
    expect(single.json.error.message).toBe('Dieser Termin gehört zu einer Kursreihe und kann nur mit der ganzen Reihe gebucht werden.');
    // The date is full: a single booking would have gone to the date's waiting list.
    expectGermanRefusal(await b.client.post('/api/bookings', { sessionId: series.dates[0].sessionId }), 409, 'SERIES_ONLY');
    expect(await t.db.select().from(bookings).where(eq(bookings.userId, b.id))).toEqual([]);

    const myBookings = (await a.client.get('/api/me/bookings')).json.bookings;
    expect(myBookings).toHaveLength(4);
    expect(myBookings[0].session.series).toEqual({ id: series.id, title: 'Rückenfit Frühjahr' });
    const cancelOne = await a.client.post(`/api/bookings/${myBookings[0].id}/cancel`);
    expectGermanRefusal(cancelOne, 409, 'SERIES_ONLY');
    expect((await bookingsOf(ra.id)).every((row) => row.status === 'confirmed')).toBe(true);

    const capacity = await admin.patch(`/api/admin/sessions/${series.dates[0].sessionId}`, { maxParticipants: 5 });
    expectGermanRefusal(capacity, 409, 'SERIES_ONLY');
  });

  it('shows in the timetable and on the course with its series', async () => {
    const course = await freshCourse();
    const series = await createSeries(weeklyInput(course.id));
    const week = (await t.client().get(`/api/sessions?week=${series.dates[0].startsAt.slice(0, 10)}`)).json.sessions;
    const date = week.find((s: { id: string }) => s.id === series.dates[0].sessionId);
    expect(date.series).toEqual({ id: series.id, title: 'Rückenfit Frühjahr' });
    expect(week.filter((s: { series: unknown }) => s.series === null).length).toBe(week.length - week.filter((s: { series: unknown }) => s.series).length);
    const ofCourse = (await t.client().get(`/api/courses/${course.id}/series`)).json.series;
    expect(ofCourse.map((s: { id: string }) => s.id)).toEqual([series.id]);
    expect(ofCourse[0]).toMatchObject({ courseName: course.name, price: 120, placesLeft: 2, dates: expect.any(Array) });
    expect((await t.client().get('/api/series/00000000-0000-4000-8000-000000000000')).json.error.message).toBe('Diese Kursreihe wurde nicht gefunden.');
  });
});

describe('cancelling and moving up', () => {
  it("a member's cancellation frees the dates ahead, withdraws the open payment, and books the first in line", async () => {
    const course = await freshCourse();
    const series = await createSeries(weeklyInput(course.id, { capacity: 2 }));
    const [a, b, c, d] = [await member(), await member(), await member(), await member()];
    const ra = await registered(a, series.id);
    await registered(b, series.id);
    const rc = await registered(c, series.id);
    const rd = await registered(d, series.id);
    const paymentOfA = (await registrationRow(ra.id)).paymentId!;

    const res = await a.client.post(`/api/me/series-registrations/${ra.id}/cancel`);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Die Anmeldung zur Kursreihe wurde storniert.');
    expect((await bookingsOf(ra.id)).every((row) => row.status === 'cancelled')).toBe(true);
    expect(await t.db.select().from(payments).where(eq(payments.id, paymentOfA))).toEqual([]);
    expect(await registrationRow(ra.id)).toMatchObject({ status: 'cancelled', paymentId: null });

    expect(await registrationRow(rc.id)).toMatchObject({ status: 'confirmed' });
    expect((await bookingsOf(rc.id)).map((row) => row.status)).toEqual(Array(4).fill('confirmed'));
    const [paymentOfC] = await t.db.select().from(payments).where(eq(payments.id, (await registrationRow(rc.id)).paymentId!));
    expect(paymentOfC).toMatchObject({ userId: c.id, amount: 120, status: 'pending' });
    const [movedUp] = await mailsTo(c.email, 'series-moved-up');
    expect(movedUp.subject).toBe('Sie sind nachgerückt: Kursreihe „Rückenfit Frühjahr“');
    expect((await datesOf(series.id)).map((s) => s.currentParticipants)).toEqual([2, 2, 2, 2]);
    expect((await d.client.get('/api/me/series-registrations')).json.registrations[0]).toMatchObject({ id: rd.id, status: 'waitlisted', waitlistPosition: 1 });

    // Leaving the waiting list is possible any time; a cancelled registration cannot be cancelled again.
    expect((await d.client.post(`/api/me/series-registrations/${rd.id}/cancel`)).status).toBe(200);
    expectGermanRefusal(await d.client.post(`/api/me/series-registrations/${rd.id}/cancel`), 409, 'ALREADY_CANCELLED');
    expectGermanRefusal(await b.client.post(`/api/me/series-registrations/${rd.id}/cancel`), 404, 'SERIES_REGISTRATION_NOT_FOUND');
  });

  it('raising the places moves the waiting list up in order; lowering them below the confirmed is refused', async () => {
    const course = await freshCourse();
    const series = await createSeries(weeklyInput(course.id, { capacity: 1 }));
    const [a, b, c] = [await member(), await member(), await member()];
    await registered(a, series.id);
    const rb = await registered(b, series.id);
    const rc = await registered(c, series.id);
    const { courseId: _course, dates: _dates, ...facts } = weeklyInput(course.id);

    const lower = await admin.put(`/api/admin/series/${series.id}`, { ...facts, capacity: 1, registrationClosesOn: inDays(5) });
    expect(lower.status).toBe(200);
    const raised = await admin.put(`/api/admin/series/${series.id}`, { ...facts, capacity: 2 });
    expect(raised.status).toBe(200);
    expect(raised.json.message).toBe('Die Kursreihe „Rückenfit Frühjahr“ wurde gespeichert. 1 Person ist von der Warteliste nachgerückt.');
    expect((await registrationRow(rb.id)).status).toBe('confirmed');
    expect((await registrationRow(rc.id)).status).toBe('waitlisted');
    expect((await datesOf(series.id)).map((s) => [s.maxParticipants, s.currentParticipants])).toEqual(Array(4).fill([2, 2]));

    const below = await admin.put(`/api/admin/series/${series.id}`, { ...facts, capacity: 1 });
    expectGermanRefusal(below, 409, 'CAPACITY_BELOW_PARTICIPANTS');
    expect(below.json.error.fields.capacity).toBe('Die Platzzahl kann nicht unter die Zahl der bestätigten Anmeldungen (2) gesenkt werden.');
    expect((await datesOf(series.id))[0].maxParticipants).toBe(2);
  });
});

describe('cancelling a date', () => {
  it('with an Ersatztermin: the date and its bookings are cancelled, everyone confirmed is booked on the new date, and mailed both', async () => {
    const course = await freshCourse();
    const series = await createSeries(weeklyInput(course.id, { capacity: 3 }));
    const [a, b] = [await member(), await member()];
    const ra = await registered(a, series.id);
    const rb = await registered(b, series.id);
    const cancelled = series.dates[1];
    const newDay = inDays(40);

    const res = await admin.post(`/api/admin/series/${series.id}/dates/${cancelled.sessionId}/cancel`, { reason: 'Trainerin krank', replacement: { date: newDay, startTime: '19:00' } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.message).toBe('Der Termin wurde abgesagt; 2 Teilnehmende wurden benachrichtigt.');
    const dates = await datesOf(series.id);
    const old = dates.find((s) => s.id === cancelled.sessionId)!;
    expect(old).toMatchObject({ status: 'cancelled', cancellationReason: 'Trainerin krank', currentParticipants: 0 });
    const replacement = dates.find((s) => s.replacesSessionId === cancelled.sessionId)!;
    expect(replacement).toMatchObject({ status: 'scheduled', seriesId: series.id, date: newDay, currentParticipants: 2, maxParticipants: 3 });
    expect(replacement.endTime.getTime() - replacement.startTime.getTime()).toBe(60 * 60_000);
    for (const r of [ra, rb]) {
      const held = await bookingsOf(r.id);
      expect(held.find((row) => row.sessionId === cancelled.sessionId)?.status).toBe('cancelled');
      expect(held.find((row) => row.sessionId === replacement.id)?.status).toBe('confirmed');
    }
    const [mail] = await mailsTo(a.email, 'series-date-cancelled');
    expect(mail.text).toContain('Grund: Trainerin krank');
    expect(mail.text).toContain('Ersatztermin:');
    expect(mail.text).toContain('19:00');

    // The Ersatztermin counts for attendance like any date: the member's dates name it.
    const mine = (await a.client.get('/api/me/series-registrations')).json.registrations[0];
    expect(mine.totalDates).toBe(4);
    expect(mine.attendance.map((cell: { sessionId: string }) => cell.sessionId)).toContain(replacement.id);
    expectGermanRefusal(
      await admin.post(`/api/admin/series/${series.id}/dates/${cancelled.sessionId}/cancel`, { reason: 'Noch einmal', replacement: null }),
      409,
      'SESSION_CANCELLED',
    );
  });

  it('without one, and the Ersatztermin added later; every refusal writes nothing', async () => {
    const course = await freshCourse();
    const series = await createSeries(weeklyInput(course.id, { capacity: 3 }));
    const a = await member();
    const ra = await registered(a, series.id);
    const cancelled = series.dates[2];
    expectGermanRefusal(await admin.post(`/api/admin/series/${series.id}/dates/${cancelled.sessionId}/cancel`, { reason: ' ', replacement: null }), 400, 'VALIDATION_ERROR');
    const res = await admin.post(`/api/admin/series/${series.id}/dates/${cancelled.sessionId}/cancel`, { reason: 'Hallenreinigung', replacement: null });
    expect(res.status).toBe(200);
    expect((await mailsTo(a.email, 'series-date-cancelled'))[0].text).toContain('Steht ein Ersatztermin fest, schreiben wir Ihnen.');

    const notCancelled = await admin.post(`/api/admin/series/${series.id}/dates`, { replacesSessionId: series.dates[0].sessionId, date: inDays(50), startTime: '18:00' });
    expectGermanRefusal(notCancelled, 409, 'SERIES_DATE_NOT_CANCELLED');
    const past = await admin.post(`/api/admin/series/${series.id}/dates`, { replacesSessionId: cancelled.sessionId, date: inDays(-1), startTime: '18:00' });
    expectGermanRefusal(past, 400, 'VALIDATION_ERROR');
    expect(past.json.error.fields.date).toBe('Dieser Termin liegt in der Vergangenheit.');
    const other = await createSeries(weeklyInput(course.id, { title: 'Andere Reihe' }, { startTime: '08:00' }));
    expectGermanRefusal(
      await admin.post(`/api/admin/series/${other.id}/dates`, { replacesSessionId: cancelled.sessionId, date: inDays(50), startTime: '18:00' }),
      404,
      'SERIES_DATE_NOT_FOUND',
    );
    expect((await datesOf(series.id)).length).toBe(4);

    const added = await admin.post(`/api/admin/series/${series.id}/dates`, { replacesSessionId: cancelled.sessionId, date: inDays(50), startTime: '18:00' });
    expect(added.status, JSON.stringify(added.json)).toBe(201);
    expect(added.json.message).toBe('Der Ersatztermin wurde angelegt; 1 teilnehmende Person wurde benachrichtigt.');
    const replacement = added.json.series.dates.find((d: { replacesSessionId: string | null }) => d.replacesSessionId === cancelled.sessionId);
    expect((await bookingsOf(ra.id)).find((row) => row.sessionId === replacement.sessionId)?.status).toBe('confirmed');
    const [mail] = await mailsTo(a.email, 'series-replacement');
    expect(mail.subject).toContain('Ersatztermin');
    expectGermanRefusal(
      await admin.post(`/api/admin/series/${series.id}/dates`, { replacesSessionId: cancelled.sessionId, date: inDays(51), startTime: '18:00' }),
      409,
      'REPLACEMENT_EXISTS',
    );
  });
});

describe("the office's sessions screen", () => {
  it('cancels a series date like any session, mailing the reason; the series then takes its Ersatztermin', async () => {
    const course = await freshCourse();
    const series = await createSeries(weeklyInput(course.id, { capacity: 3 }));
    const a = await member();
    const ra = await registered(a, series.id);
    const date = series.dates[3];
    const res = await admin.post(`/api/admin/sessions/${date.sessionId}/cancel`, { reason: 'Wasserschaden im Studio' });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect((await bookingsOf(ra.id)).find((row) => row.sessionId === date.sessionId)?.status).toBe('cancelled');
    expect((await mailsTo(a.email, 'session-cancelled'))[0].text).toContain('Grund: Wasserschaden im Studio');

    const added = await admin.post(`/api/admin/series/${series.id}/dates`, { replacesSessionId: date.sessionId, date: inDays(45), startTime: '18:00' });
    expect(added.status, JSON.stringify(added.json)).toBe(201);
    const replacement = added.json.series.dates.find((d: { replacesSessionId: string | null }) => d.replacesSessionId === date.sessionId);
    expect((await bookingsOf(ra.id)).find((row) => row.sessionId === replacement.sessionId)?.status).toBe('confirmed');
  });
});

describe('payment', () => {
  it("once the office records the payment, the invoice names the series: 'Kursreihe: … (N Termine ab …)' at the series' VAT rate", async () => {
    expect((await admin.put('/api/admin/payment-settings', CREDITOR)).status).toBe(200);
    const course = await freshCourse();
    const series = await createSeries(weeklyInput(course.id, { vatRate: 0, vatExemptionNote: 'Steuerfrei nach § 4 Nr. 22 UStG', price: 89.5 }));
    const a = await member();
    const ra = await registered(a, series.id);
    const paymentId = (await registrationRow(ra.id)).paymentId!;
    expect(await t.db.select().from(invoices).where(eq(invoices.paymentId, paymentId))).toEqual([]);

    expect((await admin.patch(`/api/admin/payments/${paymentId}`, { status: 'completed' })).status).toBe(200);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.paymentId, paymentId));
    const firstDay = series.dates[0].startsAt.slice(0, 10).split('-').reverse().join('.');
    expect(invoice.document.lines).toEqual([{ description: `Kursreihe: Rückenfit Frühjahr (4 Termine ab ${firstDay})`, vatRate: 0, net: 89.5, vat: 0, gross: 89.5 }]);
    expect(invoice.document.vatNote).toBe('Steuerfrei nach § 4 Nr. 22 UStG');
    expect(invoice.document.servicePeriod).toEqual({ from: series.dates[0].startsAt.slice(0, 10), until: series.dates[3].startsAt.slice(0, 10) });

    // A paid registration cancelled keeps its payment for the office to refund.
    expect((await admin.post(`/api/admin/series-registrations/${ra.id}/cancel`)).status).toBe(200);
    expect((await t.db.select().from(payments).where(eq(payments.id, paymentId)))[0].status).toBe('completed');
  });
});

describe('data rights', () => {
  it('exports the registrations; deleting the account gives its place to the waiting list and keeps a completed payment', async () => {
    const course = await freshCourse();
    const series = await createSeries(weeklyInput(course.id, { capacity: 1 }));
    const leaving = await createUser(t.db, { email: `weg${++counter}@example.de` });
    const client = t.client();
    expect((await client.signIn(leaving.email, leaving.password)).status).toBe(200);
    const waiting = await member();
    const res = await client.post(`/api/me/series/${series.id}/registrations`, { familyMemberId: null });
    expect(res.status).toBe(200);
    const registrationId = res.json.registration.id;
    const rw = await registered(waiting, series.id);
    const paymentId = (await registrationRow(registrationId)).paymentId!;
    await admin.patch(`/api/admin/payments/${paymentId}`, { status: 'completed' });

    const exported = (await client.get('/api/me/export')).json;
    expect(exported.seriesRegistrations).toEqual([
      expect.objectContaining({ id: registrationId, status: 'confirmed', series: { id: series.id, title: 'Rückenfit Frühjahr', course: course.name }, paymentId }),
    ]);

    const deleted = await client.post('/api/me/delete', { password: leaving.password });
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(200);
    expect((await registrationRow(registrationId)).status).toBe('cancelled');
    expect((await registrationRow(rw.id)).status).toBe('confirmed');
    expect((await t.db.select().from(payments).where(eq(payments.id, paymentId)))[0]).toMatchObject({ status: 'completed', userId: leaving.id });
    expect((await datesOf(series.id)).map((s) => s.currentParticipants)).toEqual([1, 1, 1, 1]);
    const held = await t.db.select().from(bookings).where(inArray(bookings.sessionId, series.dates.map((d) => d.sessionId)));
    expect(held.filter((row) => row.status === 'confirmed').every((row) => row.userId === waiting.id)).toBe(true);
  });
});
