import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { courseSchedules, courses, rooms, sessions, trainers } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { GENERATOR_MESSAGES } from '../../../shared/schemas/schedules';
import { berlinWallClockToInstant, berlinWeekMonday, addBerlinDays, dateInBerlinWeek } from '../../../shared/time';
import { sessionClashOf, type SessionClash } from './clash';
import { ERROR_CODES } from '../../../shared/error-codes';

export type GenerateSessionsOptions = {
  /** Number of Monday-to-Sunday weeks, starting with the current Berlin week. */
  weeks: number;
  /** Only this schedule; otherwise every active schedule of an active course. */
  scheduleId?: string;
  /** Any instant inside the first week (default: now). */
  from?: Date;
};

/** An occurrence left out because the database found its room or trainer taken at that time. */
export type ClashedOccurrence = {
  scheduleId: string;
  courseName: string;
  date: string;
  startTime: Date;
  endTime: Date;
  reason: SessionClash;
  roomName: string | null;
  trainerName: string | null;
};

export type GenerateSessionsResult = { created: number; skipped: number; clashes: ClashedOccurrence[] };

export const SCHEDULE_NOT_FOUND = GENERATOR_MESSAGES.scheduleNotFound;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Creates one session per active schedule and week on the schedule's weekday. Start and end
 * are the schedule's Berlin wall-clock times on that day, so an 18:00 course stays 18:00 across DST.
 * Past days of the current week are generated too: the week is the unit, as in the original generator.
 *
 * Each occurrence is inserted on its own, inside a savepoint, in start-time order:
 * - one that already exists (same schedule and date) is skipped by the unique index, so two concurrent runs
 *   never produce duplicates;
 * - one whose room or trainer is already taken at an overlapping time is refused by the exclusion
 *   constraints (migration 0010); only its savepoint is rolled back, and it is reported, not created.
 * The database judges both, so a run racing another run (or any other session change) cannot double-book.
 */
export async function generateSessions(db: Tx, options: GenerateSessionsOptions): Promise<GenerateSessionsResult> {
  const weeks = Math.floor(options.weeks);
  if (!Number.isFinite(weeks) || weeks < 1 || weeks > 52) {
    throw new ApiError(400, ERROR_CODES.VALIDATION, 'Die Anzahl der Wochen muss zwischen 1 und 52 liegen.');
  }

  if (options.scheduleId !== undefined) {
    const exists =
      UUID_RE.test(options.scheduleId) &&
      (await db.select({ id: courseSchedules.id }).from(courseSchedules).where(eq(courseSchedules.id, options.scheduleId)))
        .length > 0;
    if (!exists) throw new ApiError(404, ERROR_CODES.NOT_FOUND, SCHEDULE_NOT_FOUND);
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
      courseName: courses.name,
      courseMax: courses.maxParticipants,
      roomCapacity: rooms.capacity,
      roomName: rooms.name,
      trainerFirstName: trainers.firstName,
      trainerLastName: trainers.lastName,
    })
    .from(courseSchedules)
    .innerJoin(courses, eq(courses.id, courseSchedules.courseId))
    .leftJoin(rooms, eq(rooms.id, courseSchedules.roomId))
    .leftJoin(trainers, eq(trainers.id, courseSchedules.trainerId))
    .where(
      and(
        eq(courseSchedules.isActive, true),
        eq(courses.isActive, true),
        options.scheduleId !== undefined ? eq(courseSchedules.id, options.scheduleId) : undefined,
      ),
    )
    .orderBy(courseSchedules.dayOfWeek, courseSchedules.startTime);

  const firstMonday = berlinWeekMonday(options.from ?? new Date());
  const occurrences: { slot: (typeof slots)[number]; row: typeof sessions.$inferInsert & { date: string; startTime: Date; endTime: Date } }[] = [];
  for (let week = 0; week < weeks; week++) {
    const monday = addBerlinDays(firstMonday, week * 7);
    for (const slot of slots) {
      const date = dateInBerlinWeek(monday, slot.dayOfWeek);
      occurrences.push({
        slot,
        row: {
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
        },
      });
    }
  }
  // One order for every run, so two runs meet their shared rows in the same sequence.
  occurrences.sort((a, b) => a.row.startTime.getTime() - b.row.startTime.getTime() || a.slot.scheduleId.localeCompare(b.slot.scheduleId));

  let created = 0;
  let skipped = 0;
  const clashes: ClashedOccurrence[] = [];
  for (const { slot, row } of occurrences) {
    try {
      const inserted = await db.transaction((savepoint) =>
        savepoint
          .insert(sessions)
          .values(row)
          .onConflictDoNothing({ target: [sessions.scheduleId, sessions.date] })
          .returning({ id: sessions.id }),
      );
      if (inserted.length > 0) created++;
      else skipped++;
    } catch (error) {
      const reason = sessionClashOf(error);
      if (!reason) throw error;
      clashes.push({
        scheduleId: slot.scheduleId,
        courseName: slot.courseName,
        date: row.date,
        startTime: row.startTime,
        endTime: row.endTime,
        reason,
        roomName: slot.roomName,
        trainerName: slot.trainerFirstName != null ? `${slot.trainerFirstName} ${slot.trainerLastName}` : null,
      });
    }
  }
  return { created, skipped, clashes };
}
