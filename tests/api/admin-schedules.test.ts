import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, courseSchedules, sessions } from '../../src/server/db/schema';
import { generateSessionsAsAdmin } from '../../src/server/modules/sessions/generation-run';
import { addBerlinDays, berlinTimeString, berlinWallClockToInstant, berlinWeekMonday, dateInBerlinWeek } from '../../src/shared/time';
import { createAdmin, createCourse, createRoom, createSchedule, createSession, createTrainer } from '../../src/server/db/factories';
import { errorMessagesOf, isGerman } from '../support/german';
import { signedInAs } from '../support/sign-in';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

/*
 * Zeitpläne and the Session-Generator: schedule CRUD with audit entries and German validation; the generator
 * skips existing occurrences, keeps Berlin wall-clock times across both DST changes, and never double-books
 * a room or a trainer, also when two admins generate at once.
 */
let t: TestApp;
let admin: TestClient;
let adminId: string;
const ADMIN_EMAIL = 'zeitplan@example.de';

beforeAll(async () => {
  t = await createTestApp();
  const user = await createAdmin(t.db, { email: ADMIN_EMAIL });
  adminId = user.id;
  admin = t.client();
  expect((await admin.signIn(user.email, user.password)).status).toBe(200);
});
afterAll(() => t.close());

const entriesFor = (entityId: string) => t.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.createdAt);
const auditCount = async () => t.db.$count(auditLog);
const generatorEntries = () =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'session'), eq(auditLog.action, 'created')))
    .orderBy(auditLog.createdAt);

function expectGermanFields(res: { status: number; json: any }, fields: string[]) {
  expect(res.status).toBe(400);
  expect(Object.keys(res.json.error.fields ?? {})).toEqual(expect.arrayContaining(fields));
  for (const message of errorMessagesOf(res.json)) expect(isGerman(message), String(message)).toBe(true);
}

describe('schedules', () => {
  it('creates with Monday and the course duration by default, lists, updates and deletes, each with its audit entry', async () => {
    const course = await createCourse(t.db, { name: 'Faszien am Abend', durationMinutes: 75 });
    const trainer = await createTrainer(t.db, { firstName: 'Nora', lastName: 'Lange' });
    const room = await createRoom(t.db, { name: 'Studio Ost' });

    const created = await admin.post('/api/admin/schedules', { courseId: course.id, startTime: '18:30', trainerId: trainer.id, roomId: room.id });
    expect(created.status).toBe(201);
    expect(created.json.schedule).toMatchObject({
      courseId: course.id,
      courseName: 'Faszien am Abend',
      dayOfWeek: 1,
      startTime: '18:30',
      endTime: '19:45',
      trainerName: 'Nora Lange',
      roomName: 'Studio Ost',
      isActive: true,
    });
    const id = created.json.schedule.id;

    const updated = await admin.put(`/api/admin/schedules/${id}`, { courseId: course.id, dayOfWeek: '0', startTime: '10:00', endTime: '11:30', trainerId: '', roomId: null, isActive: false });
    expect(updated.status).toBe(200);
    expect(updated.json.schedule).toMatchObject({ dayOfWeek: 0, startTime: '10:00', endTime: '11:30', trainerId: null, trainerName: null, roomId: null, isActive: false });

    // Monday first, Sunday last (the office's week).
    const monday = await createSchedule(t.db, { courseId: course.id, dayOfWeek: 1, startTime: '08:00' });
    const list = (await admin.get('/api/admin/schedules')).json.schedules.map((s: { id: string }) => s.id);
    expect(list.indexOf(monday.id)).toBeLessThan(list.indexOf(id));

    const removed = await admin.delete(`/api/admin/schedules/${id}`);
    expect(removed.status).toBe(200);
    expect(removed.json.message).toBe('Der Zeitplan „Faszien am Abend, Sonntag 10:00 (ohne Raum, ohne Trainer)“ wurde gelöscht.');
    expect(await t.db.select().from(courseSchedules).where(eq(courseSchedules.id, id))).toEqual([]);
    expect((await entriesFor(id)).map((e) => [e.entity, e.action, e.summary, e.actorEmail])).toEqual([
      ['schedule', 'created', 'Zeitplan „Faszien am Abend, Montag 18:30 (Studio Ost, Nora Lange)“ erstellt', ADMIN_EMAIL],
      ['schedule', 'updated', 'Zeitplan „Faszien am Abend, Sonntag 10:00 (ohne Raum, ohne Trainer)“ (vorher „Faszien am Abend, Montag 18:30 (Studio Ost, Nora Lange)“) aktualisiert', ADMIN_EMAIL],
      ['schedule', 'deleted', 'Zeitplan „Faszien am Abend, Sonntag 10:00 (ohne Raum, ohne Trainer)“ gelöscht', ADMIN_EMAIL],
    ]);
  });

  it('answers bad input and unknown course, trainer or room with German messages and writes nothing', async () => {
    const course = await createCourse(t.db, { durationMinutes: 90 });
    const before = await auditCount();
    const schedulesBefore = await t.db.$count(courseSchedules);
    expectGermanFields(await admin.post('/api/admin/schedules', { courseId: '', startTime: '', dayOfWeek: 7 }), ['courseId', 'startTime', 'dayOfWeek']);
    expectGermanFields(await admin.post('/api/admin/schedules', { courseId: course.id, startTime: '25:00' }), ['startTime']);

    const endBeforeStart = await admin.post('/api/admin/schedules', { courseId: course.id, startTime: '18:00', endTime: '17:00' });
    expectGermanFields(endBeforeStart, ['endTime']);
    expect(endBeforeStart.json.error.fields.endTime).toBe('Die Endzeit muss nach der Startzeit liegen.');

    const pastMidnight = await admin.post('/api/admin/schedules', { courseId: course.id, startTime: '23:00' });
    expectGermanFields(pastMidnight, ['endTime']);

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await admin.post('/api/admin/schedules', { courseId: unknown, startTime: '09:00' })).json.error.fields.courseId).toBe('Der gewählte Kurs wurde nicht gefunden.');
    expect((await admin.post('/api/admin/schedules', { courseId: course.id, startTime: '09:00', trainerId: unknown })).json.error.fields.trainerId).toBe(
      'Der gewählte Trainer wurde nicht gefunden.',
    );
    const badRoom = await admin.post('/api/admin/schedules', { courseId: course.id, startTime: '09:00', roomId: unknown });
    expectGermanFields(badRoom, ['roomId']);
    expectGermanFields(await admin.post('/api/admin/schedules', { courseId: 'kein-kurs', startTime: '09:00', roomId: 'kein-raum' }), ['courseId', 'roomId']);

    expect(await auditCount()).toBe(before);
    expect(await t.db.$count(courseSchedules)).toBe(schedulesBefore);
  });

  it('answers unknown and malformed ids with a German 404', async () => {
    const course = await createCourse(t.db);
    for (const res of [
      await admin.put('/api/admin/schedules/kein-zeitplan', { courseId: course.id, startTime: '09:00' }),
      await admin.put('/api/admin/schedules/00000000-0000-4000-8000-000000000000', { courseId: course.id, startTime: '09:00' }),
      await admin.delete('/api/admin/schedules/00000000-0000-4000-8000-000000000000'),
      await admin.delete('/api/admin/schedules/kein-zeitplan'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.json.error.message).toBe('Der Zeitplan wurde nicht gefunden.');
    }
  });

  it('answers members and trainers with 403 on every schedule and generator route', async () => {
    const schedule = await createSchedule(t.db);
    for (const roles of [[], ['TRAINER']] as ('TRAINER')[][]) {
      const { client } = await signedInAs(t, roles);
      for (const res of [
        await client.get('/api/admin/schedules'),
        await client.post('/api/admin/schedules', { courseId: schedule.courseId, startTime: '09:00' }),
        await client.put(`/api/admin/schedules/${schedule.id}`, { courseId: schedule.courseId, startTime: '09:00' }),
        await client.delete(`/api/admin/schedules/${schedule.id}`),
        await client.post('/api/admin/sessions/generate', { weeks: 1 }),
      ]) {
        expect(res.status).toBe(403);
        expect(isGerman(res.json.error.message)).toBe(true);
      }
    }
    expect(await t.db.select().from(courseSchedules).where(eq(courseSchedules.id, schedule.id))).toHaveLength(1);
  });
});

describe('session generator', () => {
  // Each test starts without schedules or sessions, so "all active schedules" means this test's.
  beforeEach(async () => {
    await t.db.delete(sessions);
    await t.db.delete(courseSchedules);
  });

  const sessionsOf = (scheduleId: string) => t.db.select().from(sessions).where(eq(sessions.scheduleId, scheduleId)).orderBy(sessions.startTime);
  const actor = () => ({ id: adminId, email: ADMIN_EMAIL });

  it('generates from the current Monday, then skips what exists, and writes one audit entry per run that created sessions', async () => {
    const schedule = await createSchedule(t.db, { dayOfWeek: 3, startTime: '17:00' });
    const auditBefore = (await generatorEntries()).length;

    const first = await admin.post('/api/admin/sessions/generate', {});
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ created: 4, skipped: 0, clashes: [], message: '4 neue Sessions wurden erstellt' });
    const monday = berlinWeekMonday(new Date());
    expect((await sessionsOf(schedule.id)).map((s) => s.date)).toEqual([0, 7, 14, 21].map((days) => addBerlinDays(dateInBerlinWeek(monday, 3), days)));

    const second = await admin.post('/api/admin/sessions/generate', { weeks: 8, scheduleId: schedule.id });
    expect(second.json).toMatchObject({ created: 4, skipped: 4, clashes: [] });
    const third = await admin.post('/api/admin/sessions/generate', { weeks: '8' });
    expect(third.json).toEqual({ created: 0, skipped: 8, clashes: [], message: 'Alle Sessions generiert' });

    const entries = (await generatorEntries()).slice(auditBefore);
    expect(entries.map((e) => [e.summary, e.actorEmail])).toEqual([
      ['4 Sessions generiert (4 Wochen, alle aktiven Zeitpläne)', ADMIN_EMAIL],
      [expect.stringMatching(/^4 Sessions generiert \(8 Wochen, Zeitplan „.+, Mittwoch 17:00 \(ohne Raum, ohne Trainer\)“\)$/), ADMIN_EMAIL],
    ]);
  });

  it("answers 'Schedule nicht gefunden', no active schedules and a bad week count in German", async () => {
    const none = await admin.post('/api/admin/sessions/generate', { weeks: 4 });
    expect(none.status).toBe(409);
    expect(none.json.error.message).toBe('Keine aktiven Zeitpläne vorhanden. Erstellen Sie zuerst Zeitpläne.');

    for (const scheduleId of ['00000000-0000-4000-8000-000000000000', 'kein-zeitplan']) {
      const missing = await admin.post('/api/admin/sessions/generate', { weeks: 4, scheduleId });
      expect(missing.status).toBe(404);
      expect(missing.json.error.message).toBe('Schedule nicht gefunden');
    }

    const inactive = await createSchedule(t.db, { isActive: false });
    const refused = await admin.post('/api/admin/sessions/generate', { scheduleId: inactive.id });
    expect(refused.status).toBe(409);
    expect(isGerman(refused.json.error.message)).toBe(true);

    expectGermanFields(await admin.post('/api/admin/sessions/generate', { weeks: 3 }), ['weeks']);
    expect(await t.db.$count(sessions)).toBe(0);
  });

  it('keeps a 09:00 schedule at 09:00 Berlin across the last Sunday of March and of October', async () => {
    const sunday = await createSchedule(t.db, { dayOfWeek: 0, startTime: '09:00', endTime: '10:00' });
    const saturday = await createSchedule(t.db, { dayOfWeek: 6, startTime: '09:00', endTime: '10:00' });

    // Week of 23 March 2026: clocks go forward on Sunday 29 March.
    const march = await generateSessionsAsAdmin(t.db, actor(), { weeks: 2, scheduleId: null }, berlinWallClockToInstant('2026-03-25', '12:00'));
    expect(march.created).toBe(4);
    // Week of 19 October 2026: clocks go back on Sunday 25 October.
    await generateSessionsAsAdmin(t.db, actor(), { weeks: 2, scheduleId: null }, berlinWallClockToInstant('2026-10-21', '12:00'));

    const sundays = await sessionsOf(sunday.id);
    expect(sundays.map((s) => s.date)).toEqual(['2026-03-29', '2026-04-05', '2026-10-25', '2026-11-01']);
    expect(sundays.map((s) => s.startTime.toISOString())).toEqual([
      '2026-03-29T07:00:00.000Z',
      '2026-04-05T07:00:00.000Z',
      '2026-10-25T08:00:00.000Z',
      '2026-11-01T08:00:00.000Z',
    ]);
    const saturdays = await sessionsOf(saturday.id);
    expect(saturdays.map((s) => s.startTime.toISOString())).toEqual([
      '2026-03-28T08:00:00.000Z',
      '2026-04-04T07:00:00.000Z',
      '2026-10-24T07:00:00.000Z',
      '2026-10-31T08:00:00.000Z',
    ]);
    for (const s of [...sundays, ...saturdays]) {
      expect([berlinTimeString(s.startTime), berlinTimeString(s.endTime)]).toEqual(['09:00', '10:00']);
    }
  });

  it('does not create an occurrence whose room or trainer is taken, and names it', async () => {
    const room = await createRoom(t.db, { name: 'Kursraum Süd' });
    const trainer = await createTrainer(t.db, { firstName: 'Paul', lastName: 'Weber' });
    const yoga = await createCourse(t.db, { name: 'Yoga am Morgen', durationMinutes: 60 });
    const from = berlinWallClockToInstant('2026-06-10', '12:00');
    // Tuesday 9 June: the room is used by another session; Tuesday 16 June: the trainer teaches elsewhere.
    await createSession(t.db, { roomId: room.id, date: '2026-06-09', startTime: berlinWallClockToInstant('2026-06-09', '07:30'), endTime: berlinWallClockToInstant('2026-06-09', '08:30') });
    await createSession(t.db, { trainerId: trainer.id, date: '2026-06-16', startTime: berlinWallClockToInstant('2026-06-16', '06:30'), endTime: berlinWallClockToInstant('2026-06-16', '07:15') });
    const schedule = await createSchedule(t.db, { courseId: yoga.id, dayOfWeek: 2, startTime: '07:00', roomId: room.id, trainerId: trainer.id });

    const result = await generateSessionsAsAdmin(t.db, actor(), { weeks: 4, scheduleId: schedule.id }, from);
    expect(result.created).toBe(2);
    expect(result.clashes).toEqual([
      expect.objectContaining({
        scheduleId: schedule.id,
        courseName: 'Yoga am Morgen',
        date: '2026-06-09',
        label: 'Yoga am Morgen am 09.06.2026 um 07:00',
        reason: 'room',
        message: 'Raum ist zu dieser Zeit bereits belegt',
        roomName: 'Kursraum Süd',
      }),
      expect.objectContaining({
        date: '2026-06-16',
        label: 'Yoga am Morgen am 16.06.2026 um 07:00',
        reason: 'trainer',
        message: 'Trainer ist zu dieser Zeit bereits eingeplant',
        trainerName: 'Paul Weber',
      }),
    ]);
    expect((await sessionsOf(schedule.id)).map((s) => s.date)).toEqual(['2026-06-23', '2026-06-30']);
    const [entry] = (await generatorEntries()).slice(-1);
    expect(entry.summary).toBe('2 Sessions generiert (4 Wochen, Zeitplan „Yoga am Morgen, Dienstag 07:00 (Kursraum Süd, Paul Weber)“), 2 wegen Überschneidung nicht erstellt');

    // A second run names the same occurrences again and still does not create them.
    const again = await generateSessionsAsAdmin(t.db, actor(), { weeks: 4, scheduleId: schedule.id }, from);
    expect([again.created, again.skipped, again.clashes.map((x) => x.reason)]).toEqual([0, 2, ['room', 'trainer']]);
  });

  it('two generators at once never double-book a room or a trainer, nor duplicate an occurrence', async () => {
    const room = await createRoom(t.db);
    const trainer = await createTrainer(t.db);
    // Two schedules that clash with each other: same room at overlapping times; a third shares the trainer.
    const a = await createSchedule(t.db, { dayOfWeek: 4, startTime: '18:00', endTime: '19:00', roomId: room.id });
    const b = await createSchedule(t.db, { dayOfWeek: 4, startTime: '18:30', endTime: '19:30', roomId: room.id, trainerId: trainer.id });
    const c = await createSchedule(t.db, { dayOfWeek: 4, startTime: '19:00', endTime: '20:00', trainerId: trainer.id });

    const runs = await Promise.all([
      admin.post('/api/admin/sessions/generate', { weeks: 4, scheduleId: a.id }),
      admin.post('/api/admin/sessions/generate', { weeks: 4, scheduleId: b.id }),
      admin.post('/api/admin/sessions/generate', { weeks: 4, scheduleId: c.id }),
      admin.post('/api/admin/sessions/generate', { weeks: 4 }),
      admin.post('/api/admin/sessions/generate', { weeks: 4 }),
    ]);
    for (const run of runs) expect(run.status).toBe(200);

    const rows = await t.db.select().from(sessions).where(ne(sessions.status, 'cancelled'));
    // Per week, b clashes with a (room) and with c (trainer), so exactly a and c — or b alone — exist.
    expect(new Set(rows.map((s) => `${s.scheduleId} ${s.date}`)).size).toBe(rows.length);
    const overlaps = await t.db.execute<{ n: number }>(sql`
      select count(*)::int as n from sessions x join sessions y on x.id < y.id
      where x.status <> 'cancelled' and y.status <> 'cancelled'
        and tstzrange(x.start_time, x.end_time) && tstzrange(y.start_time, y.end_time)
        and (x.room_id = y.room_id or x.trainer_id = y.trainer_id)`);
    expect(Number(((overlaps as any).rows ?? overlaps)[0].n)).toBe(0);

    const created = runs.reduce((sum, run) => sum + run.json.created, 0);
    expect(created).toBe(rows.length);
    // Each Thursday holds a and c (b clashed with a's room), or b alone (a clashed on the room, c on the trainer).
    const thursday = dateInBerlinWeek(berlinWeekMonday(new Date()), 4);
    const names = new Map([[a.id, 'a'], [b.id, 'b'], [c.id, 'c']]);
    for (const date of [0, 7, 14, 21].map((days) => addBerlinDays(thursday, days))) {
      const held = rows.filter((s) => s.date === date).map((s) => names.get(s.scheduleId!)).sort().join('');
      expect(['ac', 'b'], date).toContain(held);
    }
    // Every occurrence left out was named to the admin by some run.
    const reported = new Set(runs.flatMap((run) => run.json.clashes.map((x: { scheduleId: string; date: string }) => `${x.scheduleId} ${x.date}`)));
    expect(reported.size).toBe(12 - rows.length);
  });

  it('writes the audit entry in the run’s own transaction: a run whose entry fails leaves no session', async () => {
    await createSchedule(t.db, { dayOfWeek: 2 });
    // An actor that is no profile makes the audit insert fail (foreign key) after the sessions were inserted.
    await expect(generateSessionsAsAdmin(t.db, { id: 'kein-profil', email: 'x@example.de' }, { weeks: 4, scheduleId: null })).rejects.toThrow();
    expect(await t.db.$count(sessions)).toBe(0);
    expect(await t.db.$count(auditLog, eq(auditLog.actorEmail, 'x@example.de'))).toBe(0);
  });
});
