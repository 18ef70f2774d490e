import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client';
import { courseSchedules, sessions } from '../../db/schema';
import { berlinTimeString, berlinWallClockToInstant } from '../../../shared/time';
import { createCourse, createRoom, createSchedule, createSession, createTrainer } from '../../db/factories';
import { createTestDatabase } from '../../../../tests/support/test-db';
import { generateSessions } from './generator';

let database: Database;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(async () => {
  await database?.close();
});
// Each test starts without schedules or sessions (courses etc. may pile up; names are unique).
beforeEach(async () => {
  await db.delete(sessions);
  await db.delete(courseSchedules);
});

// Wednesday 12 March 2025, 10:00 Berlin: the week runs Monday 10 to Sunday 16 March.
const WEDNESDAY = berlinWallClockToInstant('2025-03-12', '10:00');

const sessionsOf = (scheduleId: string) =>
  db.select().from(sessions).where(eq(sessions.scheduleId, scheduleId)).orderBy(sessions.startTime);

describe('generateSessions', () => {
  it('creates one session per active schedule and week, from the Monday of the current week', async () => {
    const trainer = await createTrainer(db);
    const room = await createRoom(db, { capacity: 20 });
    const course = await createCourse(db, { maxParticipants: 12, durationMinutes: 60 });
    const monday = await createSchedule(db, { courseId: course.id, trainerId: trainer.id, roomId: room.id, dayOfWeek: 1, startTime: '09:00' });
    await createSchedule(db, { courseId: course.id, dayOfWeek: 4, startTime: '18:00' });

    const result = await generateSessions(db, { weeks: 4, from: WEDNESDAY });
    expect(result).toEqual({ created: 8, skipped: 0, clashes: [] });

    const rows = await sessionsOf(monday.id);
    // Monday of this week is already past on Wednesday, but the week is the unit.
    expect(rows.map((s) => s.date)).toEqual(['2025-03-10', '2025-03-17', '2025-03-24', '2025-03-31']);
    const [firstSession] = rows;
    expect(firstSession).toMatchObject({
      courseId: course.id,
      trainerId: trainer.id,
      roomId: room.id,
      status: 'scheduled',
      maxParticipants: 12,
      currentParticipants: 0,
      availableSpots: 12,
    });
    expect(firstSession.startTime.toISOString()).toBe('2025-03-10T08:00:00.000Z');
    expect(firstSession.endTime.toISOString()).toBe('2025-03-10T09:00:00.000Z');
  });

  it('is idempotent: a second run skips every existing occurrence', async () => {
    await createSchedule(db, { dayOfWeek: 2 });
    await createSchedule(db, { dayOfWeek: 5 });
    expect(await generateSessions(db, { weeks: 2, from: WEDNESDAY })).toEqual({ created: 4, skipped: 0, clashes: [] });
    expect(await generateSessions(db, { weeks: 2, from: WEDNESDAY })).toEqual({ created: 0, skipped: 4, clashes: [] });
    // Extending the range only adds the new weeks.
    expect(await generateSessions(db, { weeks: 4, from: WEDNESDAY })).toEqual({ created: 4, skipped: 4, clashes: [] });
    expect(await db.$count(sessions)).toBe(8);
  });

  it('never duplicates when two runs race', async () => {
    await createSchedule(db, { dayOfWeek: 3 });
    const results = await Promise.all([
      generateSessions(db, { weeks: 3, from: WEDNESDAY }),
      generateSessions(db, { weeks: 3, from: WEDNESDAY }),
    ]);
    expect(results.reduce((sum, r) => sum + r.created, 0)).toBe(3);
    expect(await db.$count(sessions)).toBe(3);
  });

  it('keeps an 18:00 course at 18:00 Berlin time across the March change', async () => {
    // Thursday 18:00: 27 March is winter time (17:00 UTC), 3 April summer time (16:00 UTC).
    const schedule = await createSchedule(db, { dayOfWeek: 4, startTime: '18:00', endTime: '19:00' });
    await generateSessions(db, { weeks: 2, from: berlinWallClockToInstant('2025-03-26', '12:00') });
    const rows = await sessionsOf(schedule.id);
    expect(rows.map((s) => s.startTime.toISOString())).toEqual(['2025-03-27T17:00:00.000Z', '2025-04-03T16:00:00.000Z']);
    expect(rows.map((s) => berlinTimeString(s.startTime))).toEqual(['18:00', '18:00']);
    expect(rows.map((s) => berlinTimeString(s.endTime))).toEqual(['19:00', '19:00']);
  });

  it('keeps an 18:00 course at 18:00 on the Sunday the clocks go back in October', async () => {
    const schedule = await createSchedule(db, { dayOfWeek: 0, startTime: '18:00', endTime: '19:30' });
    await generateSessions(db, { weeks: 2, from: berlinWallClockToInstant('2025-10-20', '00:00') });
    const rows = await sessionsOf(schedule.id);
    expect(rows.map((s) => s.date)).toEqual(['2025-10-26', '2025-11-02']);
    expect(rows[0].startTime.toISOString()).toBe('2025-10-26T17:00:00.000Z');
    expect(rows.map((s) => berlinTimeString(s.startTime))).toEqual(['18:00', '18:00']);
  });

  it('puts Sunday (0) at the end of the Monday-start week', async () => {
    const sunday = await createSchedule(db, { dayOfWeek: 0, startTime: '10:00' });
    const saturday = await createSchedule(db, { dayOfWeek: 6, startTime: '10:00' });
    await generateSessions(db, { weeks: 1, from: WEDNESDAY });
    expect((await sessionsOf(saturday.id)).map((s) => s.date)).toEqual(['2025-03-15']);
    expect((await sessionsOf(sunday.id)).map((s) => s.date)).toEqual(['2025-03-16']);
  });

  it('treats a Sunday as the last day of its week, not the first of the next', async () => {
    const monday = await createSchedule(db, { dayOfWeek: 1, startTime: '10:00' });
    await generateSessions(db, { weeks: 1, from: berlinWallClockToInstant('2025-03-16', '20:00') });
    expect((await sessionsOf(monday.id)).map((s) => s.date)).toEqual(['2025-03-10']);
  });

  it('caps capacity at the room size', async () => {
    const course = await createCourse(db, { maxParticipants: 20 });
    const smallRoom = await createRoom(db, { capacity: 8 });
    const schedule = await createSchedule(db, { courseId: course.id, roomId: smallRoom.id });
    await generateSessions(db, { weeks: 1, from: WEDNESDAY });
    const [row] = await sessionsOf(schedule.id);
    expect(row.maxParticipants).toBe(8);
  });

  it('skips inactive schedules and schedules of inactive courses', async () => {
    await createSchedule(db, { isActive: false });
    const inactiveCourse = await createCourse(db, { isActive: false });
    await createSchedule(db, { courseId: inactiveCourse.id });
    const active = await createSchedule(db);
    expect(await generateSessions(db, { weeks: 2, from: WEDNESDAY })).toEqual({ created: 2, skipped: 0, clashes: [] });
    expect(await sessionsOf(active.id)).toHaveLength(2);
  });

  it('generates for one schedule only when asked', async () => {
    const chosen = await createSchedule(db, { dayOfWeek: 2 });
    await createSchedule(db, { dayOfWeek: 3 });
    expect(await generateSessions(db, { weeks: 4, scheduleId: chosen.id, from: WEDNESDAY })).toEqual({ created: 4, skipped: 0, clashes: [] });
    expect(await db.$count(sessions)).toBe(4);
  });

  it("fails with 'Schedule nicht gefunden' for an unknown schedule", async () => {
    await expect(generateSessions(db, { weeks: 1, scheduleId: crypto.randomUUID() })).rejects.toThrow('Schedule nicht gefunden');
    await expect(generateSessions(db, { weeks: 1, scheduleId: 'kein-uuid' })).rejects.toThrow('Schedule nicht gefunden');
    expect(await db.$count(sessions)).toBe(0);
  });

  it('leaves out and reports an occurrence whose room or trainer is taken, and creates the rest', async () => {
    const room = await createRoom(db);
    const trainer = await createTrainer(db);
    // Tuesday 11 March 18:00-19:00 is taken by a one-off session in the room; 18 March by the trainer.
    await createSession(db, { roomId: room.id, date: '2025-03-11', startTime: berlinWallClockToInstant('2025-03-11', '18:30'), endTime: berlinWallClockToInstant('2025-03-11', '19:30') });
    await createSession(db, { trainerId: trainer.id, date: '2025-03-18', startTime: berlinWallClockToInstant('2025-03-18', '17:30'), endTime: berlinWallClockToInstant('2025-03-18', '18:15') });
    const schedule = await createSchedule(db, { dayOfWeek: 2, startTime: '18:00', endTime: '19:00', roomId: room.id, trainerId: trainer.id });

    const result = await generateSessions(db, { weeks: 3, from: WEDNESDAY });
    expect(result.created).toBe(1);
    expect(result.clashes.map((c) => [c.date, c.reason, berlinTimeString(c.startTime)])).toEqual([
      ['2025-03-11', 'room', '18:00'],
      ['2025-03-18', 'trainer', '18:00'],
    ]);
    expect((await sessionsOf(schedule.id)).map((s) => s.date)).toEqual(['2025-03-25']);
  });

  it('rejects a week count out of range', async () => {
    await expect(generateSessions(db, { weeks: 0 })).rejects.toThrow();
  });
});
