import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { courseSchedules, courses, rooms, sessions } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { berlinWallClockToInstant, berlinWeekMonday, addBerlinDays, dateInBerlinWeek } from '../../../shared/time';

export type GenerateSessionsOptions = {
  /** Number of Monday-to-Sunday weeks, starting with the current Berlin week. */
  weeks: number;
  /** Only this schedule; otherwise every active schedule of an active course. */
  scheduleId?: string;
  /** Any instant inside the first week (default: now). */
  from?: Date;
};

export type GenerateSessionsResult = { created: number; skipped: number };

export const SCHEDULE_NOT_FOUND = 'Schedule nicht gefunden';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Creates one session per active schedule and week on the schedule's weekday (spec 2 §5, §9). Start and end
 * are the schedule's Berlin wall-clock times on that day, so an 18:00 course stays 18:00 across DST.
 * An occurrence that already exists (same schedule and date) is skipped by the unique index, so two
 * concurrent runs never produce duplicates. Past days of the current week are generated too: the week
 * is the unit, as in the original generator.
 */
export async function generateSessions(db: Tx, options: GenerateSessionsOptions): Promise<GenerateSessionsResult> {
  const weeks = Math.floor(options.weeks);
  if (!Number.isFinite(weeks) || weeks < 1 || weeks > 52) {
    throw new ApiError(400, 'VALIDATION', 'Die Anzahl der Wochen muss zwischen 1 und 52 liegen.');
  }

  if (options.scheduleId !== undefined) {
    const exists =
      UUID_RE.test(options.scheduleId) &&
      (await db.select({ id: courseSchedules.id }).from(courseSchedules).where(eq(courseSchedules.id, options.scheduleId)))
        .length > 0;
    if (!exists) throw new ApiError(404, 'NOT_FOUND', SCHEDULE_NOT_FOUND);
  }

  const slots = await db
    .select({
      scheduleId: courseSchedules.id,
      courseId: courseSchedules.courseId,
      trainerId: courseSchedules.trainerId,
      roomId: courseSchedules.roomId,
      dayOfWeek: courseSchedules.dayOfWeek,
      startTime: courseSchedules.startTime,
      endTime: courseSchedules.endTime,
      courseMax: courses.maxParticipants,
      roomCapacity: rooms.capacity,
    })
    .from(courseSchedules)
    .innerJoin(courses, eq(courses.id, courseSchedules.courseId))
    .leftJoin(rooms, eq(rooms.id, courseSchedules.roomId))
    .where(
      and(
        eq(courseSchedules.isActive, true),
        eq(courses.isActive, true),
        options.scheduleId !== undefined ? eq(courseSchedules.id, options.scheduleId) : undefined,
      ),
    )
    .orderBy(courseSchedules.dayOfWeek, courseSchedules.startTime);

  const firstMonday = berlinWeekMonday(options.from ?? new Date());
  const rows: (typeof sessions.$inferInsert)[] = [];
  for (let week = 0; week < weeks; week++) {
    const monday = addBerlinDays(firstMonday, week * 7);
    for (const slot of slots) {
      const date = dateInBerlinWeek(monday, slot.dayOfWeek);
      rows.push({
        scheduleId: slot.scheduleId,
        courseId: slot.courseId,
        trainerId: slot.trainerId,
        roomId: slot.roomId,
        date,
        startTime: berlinWallClockToInstant(date, slot.startTime),
        endTime: berlinWallClockToInstant(date, slot.endTime),
        status: 'scheduled',
        // A room smaller than the course caps the session.
        maxParticipants: slot.roomCapacity != null ? Math.min(slot.courseMax, slot.roomCapacity) : slot.courseMax,
        currentParticipants: 0,
      });
    }
  }
  if (rows.length === 0) return { created: 0, skipped: 0 };

  let created = 0;
  // Chunked so a large generation stays well below the bind-parameter limit.
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await db
      .insert(sessions)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing({ target: [sessions.scheduleId, sessions.date] })
      .returning({ id: sessions.id });
    created += inserted.length;
  }
  return { created, skipped: rows.length - created };
}
