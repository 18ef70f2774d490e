import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookings, jobs, mails, pushSubscriptions, sessions, sessionWaitlist } from '../../src/server/db/schema';
import { addBerlinDays, berlinWallClockToInstant } from '../../src/shared/time';
import { mondayOfIsoWeek } from '../../src/shared/schemas/admin-sessions';
import { createAdmin, createBooking, createCourse, createSession, createTrainer, createUser, createWaitlistEntry, randomHex } from '../../src/server/db/factories';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.clientSignedInAs((await createAdmin(t.db)).id);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

async function member() {
  const user = await createUser(t.db);
  return { ...user, client: await t.clientSignedInAs(user.id) };
}

/** A session `hours` ahead with its own course (so lists can be filtered to it). */
async function futureSession(hours = 48, overrides: Parameters<typeof createSession>[1] = {}) {
  const course = await createCourse(t.db, { maxParticipants: 3 });
  return createSession(t.db, { courseId: course.id, startTime: new Date(Date.now() + hours * HOUR), ...overrides });
}

const cancel = (client: TestClient, id: string, body: unknown) => client.post(`/api/admin/sessions/${id}/cancel`, body);
const changeTrainer = (client: TestClient, id: string, body: unknown) => client.post(`/api/admin/sessions/${id}/trainer`, body);
const mailsTo = (template: string, emails: string[]) => t.db.select().from(mails).where(and(eq(mails.template, template), inArray(mails.to, emails)));
const auditOf = (id: string) => t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
const sessionRow = async (id: string) => (await t.db.select().from(sessions).where(eq(sessions.id, id)))[0];

describe('GET /api/admin/sessions', () => {
  it('lists newest start first, paged with the total, with booked/max and the three status labels', async () => {
    const course = await createCourse(t.db, { name: `Listenkurs ${randomHex(4)}`, maxParticipants: 8 });
    const trainer = await createTrainer(t.db, { firstName: 'Lena', lastName: 'Listig' });
    const past = await createSession(t.db, { courseId: course.id, trainerId: trainer.id, startTime: new Date(Date.now() - 50 * HOUR) });
    const ahead = await createSession(t.db, { courseId: course.id, trainerId: trainer.id, startTime: new Date(Date.now() + 30 * HOUR) });
    const furthest = await createSession(t.db, { courseId: course.id, startTime: new Date(Date.now() + 80 * HOUR) });
    const called = await createSession(t.db, { courseId: course.id, startTime: new Date(Date.now() + 60 * HOUR), status: 'cancelled', cancellationReason: 'Hallensanierung' });
    await createBooking(t.db, { sessionId: ahead.id });
    await createBooking(t.db, { sessionId: ahead.id });
    await createWaitlistEntry(t.db, { sessionId: ahead.id });

    const page1 = (await admin.get(`/api/admin/sessions?courseId=${course.id}&pageSize=3`)).json;
    expect(page1.total).toBe(4);
    expect(page1.sessions.map((s: { id: string }) => s.id)).toEqual([furthest.id, called.id, ahead.id]);
    expect(page1.sessions.map((s: { statusLabel: string }) => s.statusLabel)).toEqual(['Aktiv', 'Abgesagt', 'Aktiv']);
    expect(page1.sessions[1]).toMatchObject({ status: 'cancelled', cancellationReason: 'Hallensanierung', changeable: false });
    expect(page1.sessions[2]).toMatchObject({
      course: { id: course.id, name: course.name },
      trainer: { id: trainer.id, name: 'Lena Listig' },
      currentParticipants: 2,
      maxParticipants: 8,
      waitlistCount: 1,
      changeable: true,
    });
    const page2 = (await admin.get(`/api/admin/sessions?courseId=${course.id}&pageSize=3&page=2`)).json;
    expect(page2.sessions).toHaveLength(1);
    // A scheduled session in the past reads 'Beendet'.
    expect(page2.sessions[0]).toMatchObject({ id: past.id, status: 'scheduled', statusLabel: 'Beendet', changeable: false });
  });

  it('filters by ISO week or by a date of the week, Berlin time', async () => {
    const course = await createCourse(t.db);
    const monday = mondayOfIsoWeek(2031, 10)!;
    expect(monday).toBe('2031-03-03');
    // 2026 begins on a Thursday, so it has a week 53.
    expect(mondayOfIsoWeek(2026, 53)).toBe('2026-12-28');
    const inWeek = [
      await createSession(t.db, { courseId: course.id, startTime: berlinWallClockToInstant(monday, '00:15') }),
      await createSession(t.db, { courseId: course.id, startTime: berlinWallClockToInstant(addBerlinDays(monday, 6), '23:00') }),
    ];
    await createSession(t.db, { courseId: course.id, startTime: berlinWallClockToInstant(addBerlinDays(monday, -1), '23:30') });
    await createSession(t.db, { courseId: course.id, startTime: berlinWallClockToInstant(addBerlinDays(monday, 7), '00:00') });
    const expected = inWeek.map((s) => s.id).reverse();
    for (const week of ['2031-W10', monday, addBerlinDays(monday, 4)]) {
      const res = (await admin.get(`/api/admin/sessions?week=${week}&courseId=${course.id}`)).json;
      expect(res.sessions.map((s: { id: string }) => s.id), week).toEqual(expected);
      expect(res.weekStart).toBe(monday);
    }
    for (const week of ['2031-W54', '2027-W53', '2031-02-30', 'naechste', '2031-W1']) {
      const res = await admin.get(`/api/admin/sessions?week=${week}`);
      expect(res.status, week).toBe(400);
      expect(res.json.error.fields.week).toMatch(/JJJJ-Www/);
    }
    expect((await admin.get('/api/admin/sessions?courseId=kein-kurs')).status).toBe(400);
    expect((await admin.get('/api/admin/sessions?page=0')).json.error.fields.page).toBe('Ungültige Seite.');
  });

  it('is for admins only', async () => {
    expect((await t.client().get('/api/admin/sessions')).status).toBe(401);
    expect((await (await member()).client.get('/api/admin/sessions')).status).toBe(403);
    const trainer = await t.clientSignedInAs((await createUser(t.db, { roles: ['TRAINER'] })).id);
    expect((await trainer.get('/api/admin/sessions')).status).toBe(403);
  });
});

describe('POST /api/admin/sessions/{id}/cancel', () => {
  it('cancels once: everyone booked or waiting gets one mail with the reason, the member sees Abgesagt, booking is refused', async () => {
    const session = await futureSession(72);
    const [a, b, c, w1, w2] = [await member(), await member(), await member(), await member(), await member()];
    for (const m of [a, b, c]) expect((await m.client.post('/api/bookings', { sessionId: session.id })).json.status).toBe('confirmed');
    for (const m of [w1, w2]) expect((await m.client.post('/api/bookings', { sessionId: session.id })).json.status).toBe('waitlist');
    await t.db.insert(pushSubscriptions).values({ userId: a.id, endpoint: `https://push.example.net/${randomHex(8)}`, p256dh: 'p', auth: 'a' });
    const feedUrl: string = (await a.client.get('/api/me/calendar')).json.url;
    const pushesBefore = (await t.db.select().from(jobs).where(eq(jobs.type, 'push.send'))).length;

    const res = await cancel(admin, session.id, { reason: '  Trainerin erkrankt  ' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: '3 Teilnehmende und 2 Personen auf der Warteliste werden benachrichtigt.', notified: 5 });

    const everyone = [a, b, c, w1, w2].map((m) => m.email);
    const sent = await mailsTo('session-cancelled', everyone);
    expect(sent.map((m) => m.to).sort()).toEqual([...everyone].sort());
    for (const mail of sent) expect(mail.text).toContain('Grund: Trainerin erkrankt');
    expect((await t.db.select().from(jobs).where(eq(jobs.type, 'push.send'))).length).toBe(pushesBefore + 1);

    const row = await sessionRow(session.id);
    expect(row).toMatchObject({ status: 'cancelled', cancellationReason: 'Trainerin erkrankt', currentParticipants: 0 });
    expect(row.cancelledAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(sessionWaitlist).where(eq(sessionWaitlist.sessionId, session.id))).toEqual([]);

    // The member: the booking shows the session's status, no longer counts as upcoming.
    const mine = (await a.client.get('/api/me/bookings')).json.bookings.find((x: { session: { id: string } }) => x.session.id === session.id);
    expect(mine).toMatchObject({ status: 'cancelled', session: { status: 'cancelled' } });
    expect((await a.client.get('/api/me/overview')).json).toMatchObject({ upcomingBookings: 0, totalBookings: 1 });

    // The booking engine refuses it, and the calendar feed marks it cancelled.
    const late = await (await member()).client.post('/api/bookings', { sessionId: session.id });
    expect(late.status).toBe(409);
    expect(late.json.error.message).toMatch(/abgesagt/);
    expect(unfold((await t.client().get(new URL(feedUrl).pathname)).text)).toMatch(/STATUS:CANCELLED/);
    expect(unfold((await t.client().get(new URL(feedUrl).pathname)).text)).not.toMatch(/STATUS:CONFIRMED/);

    // Twice is refused in German, and nobody is told again.
    const again = await cancel(admin, session.id, { reason: 'Nochmal' });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe('Diese Session wurde bereits abgesagt.');
    expect(await mailsTo('session-cancelled', everyone)).toHaveLength(5);
    expect(await auditOf(session.id)).toHaveLength(1);
    expect((await auditOf(session.id))[0].summary).toMatch(/abgesagt \(Grund: Trainerin erkrankt\)/);
  });

  it('two admins cancelling at once: one wins, each person is mailed once', async () => {
    const session = await futureSession(80);
    const people = [await member(), await member()];
    for (const m of people) await createBooking(t.db, { sessionId: session.id, userId: m.id });
    const answers = await Promise.all([cancel(admin, session.id, { reason: 'Erster Grund' }), cancel(admin, session.id, { reason: 'Zweiter Grund' })]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await mailsTo('session-cancelled', people.map((m) => m.email))).toHaveLength(2);
    expect(await auditOf(session.id)).toHaveLength(1);
  });

  it('shows the cancelled session as Abgesagt in the public timetable week', async () => {
    const session = await futureSession(24 * 9);
    const week = (await t.client().get(`/api/sessions?week=${session.date}`)).json;
    expect(week.sessions.find((s: { id: string }) => s.id === session.id).status).toBe('scheduled');
    expect((await cancel(admin, session.id, { reason: 'Wasserschaden' })).status).toBe(200);
    const after = (await t.client().get(`/api/sessions?week=${session.date}`)).json;
    expect(after.sessions.find((s: { id: string }) => s.id === session.id)).toMatchObject({ status: 'cancelled' });
  });

  it('refuses a missing reason, started sessions, malformed and unknown ids in German, writing nothing', async () => {
    const session = await futureSession();
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const res = await cancel(admin, session.id, body);
      expect(res.status).toBe(400);
      expect(res.json.error.fields.reason).toMatch(/Grund/);
    }
    const started = await futureSession(-0.5);
    const res = await cancel(admin, started.id, { reason: 'Zu spät' });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toMatch(/bereits begonnen/);
    const bad = await cancel(admin, 'keine-session', { reason: 'x' });
    expect(bad.status).toBe(404);
    expect(bad.json.error.message).toBe('Dieser Termin wurde nicht gefunden.');
    expect((await cancel(admin, crypto.randomUUID(), { reason: 'x' })).status).toBe(404);
    expect((await sessionRow(session.id)).status).toBe('scheduled');
    expect(await auditOf(session.id)).toEqual([]);
    expect(await auditOf(started.id)).toEqual([]);
  });

  it('answers 403 to members and trainers', async () => {
    const session = await futureSession();
    expect((await cancel((await member()).client, session.id, { reason: 'x' })).status).toBe(403);
    const trainer = await t.clientSignedInAs((await createUser(t.db, { roles: ['TRAINER'] })).id);
    expect((await cancel(trainer, session.id, { reason: 'x' })).status).toBe(403);
    expect((await sessionRow(session.id)).status).toBe('scheduled');
  });
});

describe('POST /api/admin/sessions/{id}/trainer', () => {
  it('gives the session another trainer: participants get a short mail, timetable and feed name the new trainer', async () => {
    const first = await createTrainer(t.db, { firstName: 'Erste', lastName: 'Kraft' });
    const substitute = await createTrainer(t.db, { firstName: 'Vera', lastName: 'Vertretung' });
    const session = await futureSession(24 * 10, { trainerId: first.id });
    const m = await member();
    expect((await m.client.post('/api/bookings', { sessionId: session.id })).json.status).toBe('confirmed');
    const feedUrl: string = (await m.client.get('/api/me/calendar')).json.url;
    // The week is cached before the change.
    expect((await t.client().get(`/api/sessions?week=${session.date}`)).json.sessions.find((s: { id: string }) => s.id === session.id).trainer.lastName).toBe('Kraft');

    const res = await changeTrainer(admin, session.id, { trainerId: substitute.id });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: 'Vera Vertretung leitet die Session. 1 Teilnehmer wird benachrichtigt.', notified: 1 });
    const [mail] = await mailsTo('session-trainer-changed', [m.email]);
    expect(mail.text).toContain('Vera Vertretung');
    expect((await sessionRow(session.id)).trainerId).toBe(substitute.id);
    const week = (await t.client().get(`/api/sessions?week=${session.date}`)).json;
    expect(week.sessions.find((s: { id: string }) => s.id === session.id).trainer).toMatchObject({ firstName: 'Vera', lastName: 'Vertretung' });
    expect(unfold((await t.client().get(new URL(feedUrl).pathname)).text)).toContain('Trainer: Vera Vertretung');
    const [entry] = await auditOf(session.id);
    expect(entry.summary).toMatch(/Erste Kraft → Vera Vertretung/);
  });

  it('refuses a trainer who already teaches at that time, an inactive or unknown trainer, and leaves no audit entry', async () => {
    const busy = await createTrainer(t.db);
    const session = await futureSession(24 * 11);
    // Overlaps the session by 30 minutes.
    await futureSession(24 * 11 + 0.5, { trainerId: busy.id });
    const clash = await changeTrainer(admin, session.id, { trainerId: busy.id });
    expect(clash.status).toBe(409);
    expect(clash.json.error.message).toBe('Trainer ist zu dieser Zeit bereits eingeplant');

    const inactive = await createTrainer(t.db, { isActive: false });
    const off = await changeTrainer(admin, session.id, { trainerId: inactive.id });
    expect(off.status).toBe(409);
    expect(off.json.error.message).toBe('Dieser Trainer ist nicht aktiv und kann nicht eingeplant werden.');

    const unknown = await changeTrainer(admin, session.id, { trainerId: crypto.randomUUID() });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.message).toBe('Der Trainer wurde nicht gefunden.');
    const malformed = await changeTrainer(admin, session.id, { trainerId: 'jemand' });
    expect(malformed.status).toBe(400);
    expect(malformed.json.error.fields.trainerId).toBe('Bitte wählen Sie einen Trainer aus.');
    expect((await changeTrainer(admin, 'keine-session', { trainerId: busy.id })).status).toBe(404);

    expect((await sessionRow(session.id)).trainerId).toBeNull();
    expect(await auditOf(session.id)).toEqual([]);
  });

  it('refuses a cancelled session and answers 403 to members', async () => {
    const trainer = await createTrainer(t.db);
    const session = await futureSession(24 * 12);
    expect((await changeTrainer((await member()).client, session.id, { trainerId: trainer.id })).status).toBe(403);
    await cancel(admin, session.id, { reason: 'Feiertag' });
    const res = await changeTrainer(admin, session.id, { trainerId: trainer.id });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe('Diese Session wurde abgesagt und kann nicht mehr geändert werden.');
  });
});

describe('cancelled bookings keep the counters right', () => {
  it('the trainer area no longer counts the cancelled session or its bookings', async () => {
    const trainerUser = await createUser(t.db, { roles: ['TRAINER'] });
    const trainer = await createTrainer(t.db, { userId: trainerUser.id });
    const client = await t.clientSignedInAs(trainerUser.id);
    const session = await futureSession(24 * 13, { trainerId: trainer.id });
    await createBooking(t.db, { sessionId: session.id });
    const before = (await client.get('/api/trainer/overview')).json;
    await cancel(admin, session.id, { reason: 'Fortbildung' });
    const after = (await client.get('/api/trainer/overview')).json;
    expect(after.upcomingSessions).toBe(before.upcomingSessions - 1);
    expect(after.confirmedBookings).toBe(before.confirmedBookings - 1);
    expect(await t.db.select().from(bookings).where(and(eq(bookings.sessionId, session.id), eq(bookings.status, 'confirmed')))).toEqual([]);
  });
});
