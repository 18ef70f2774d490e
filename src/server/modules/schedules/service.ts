import { asc, eq, sql } from 'drizzle-orm';
import { SCHEDULE_MESSAGES, scheduleLabel, type ScheduleValues } from '../../../shared/schemas/schedules';
import { recordAudit, type AuditActor } from '../../audit/audit-log';
import type { Db, Tx } from '../../db/client';
import { courseSchedules, courses, rooms, trainers } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { ERROR_CODES } from '../../../shared/error-codes';

const scheduleColumns = {
  id: courseSchedules.id,
  courseId: courseSchedules.courseId,
  courseName: courses.name,
  courseIsActive: courses.isActive,
  dayOfWeek: courseSchedules.dayOfWeek,
  // PostgreSQL returns `time` as 'HH:mm:ss'; the screens and the form speak 'HH:mm'.
  startTime: sql<string>`to_char(${courseSchedules.startTime}, 'HH24:MI')`,
  endTime: sql<string>`to_char(${courseSchedules.endTime}, 'HH24:MI')`,
  trainerId: courseSchedules.trainerId,
  trainerName: sql<string | null>`case when ${trainers.id} is null then null else ${trainers.firstName} || ' ' || ${trainers.lastName} end`,
  roomId: courseSchedules.roomId,
  roomName: rooms.name,
  isActive: courseSchedules.isActive,
};

const selectSchedules = (tx: Tx) =>
  tx
    .select(scheduleColumns)
    .from(courseSchedules)
    .innerJoin(courses, eq(courses.id, courseSchedules.courseId))
    .leftJoin(trainers, eq(trainers.id, courseSchedules.trainerId))
    .leftJoin(rooms, eq(rooms.id, courseSchedules.roomId));

export type AdminScheduleRow = Awaited<ReturnType<typeof readSchedule>>;

/** Schedules by weekday; the office's week runs Monday to Sunday, so Sunday (0) comes last. */
export async function listSchedules(db: Tx) {
  return selectSchedules(db).orderBy(
    sql`(${courseSchedules.dayOfWeek} + 6) % 7`,
    asc(courseSchedules.startTime),
    asc(courses.name),
  );
}

/** One schedule with its course, trainer and room names; undefined when there is none. */
export async function readSchedule(tx: Tx, id: string) {
  const [schedule] = await selectSchedules(tx).where(eq(courseSchedules.id, id));
  return schedule;
}

async function lockSchedule(tx: Tx, id: string) {
  const [row] = await tx.select({ id: courseSchedules.id }).from(courseSchedules).where(eq(courseSchedules.id, id)).for('update');
  if (!row) throw new ApiError(404, ERROR_CODES.NOT_FOUND, SCHEDULE_MESSAGES.notFound);
  return readSchedule(tx, id);
}

const invalid = (field: 'courseId' | 'trainerId' | 'roomId' | 'endTime', message: string) =>
  new ApiError(400, ERROR_CODES.VALIDATION, message, { [field]: message });

/** 'HH:mm' plus minutes, or null when the sum passes midnight. */
function addMinutes(time: string, minutes: number): string | null {
  const [h, m] = time.split(':').map(Number);
  const total = h * 60 + m + minutes;
  if (total >= 24 * 60) return null;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * The row to write: the chosen course, trainer and room must exist (they are held with a share lock until the
 * change commits), and an empty end time becomes start time plus the course's duration.
 */
async function rowOf(tx: Tx, values: ScheduleValues) {
  const [course] = await tx.select({ durationMinutes: courses.durationMinutes }).from(courses).where(eq(courses.id, values.courseId)).for('share');
  if (!course) throw invalid('courseId', SCHEDULE_MESSAGES.courseNotFound);
  if (values.trainerId) {
    const [trainer] = await tx.select({ id: trainers.id }).from(trainers).where(eq(trainers.id, values.trainerId)).for('share');
    if (!trainer) throw invalid('trainerId', SCHEDULE_MESSAGES.trainerNotFound);
  }
  if (values.roomId) {
    const [room] = await tx.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, values.roomId)).for('share');
    if (!room) throw invalid('roomId', SCHEDULE_MESSAGES.roomNotFound);
  }
  const endTime = values.endTime ?? addMinutes(values.startTime, course.durationMinutes);
  if (!endTime) throw invalid('endTime', SCHEDULE_MESSAGES.pastMidnight);
  return { ...values, endTime };
}

export function createSchedule(db: Db, actor: AuditActor, values: ScheduleValues) {
  return db.transaction(async (tx) => {
    const [{ id }] = await tx.insert(courseSchedules).values(await rowOf(tx, values)).returning({ id: courseSchedules.id });
    const schedule = await readSchedule(tx, id);
    await recordAudit(tx, actor, { entity: 'schedule', entityId: id, action: 'created', summary: `Zeitplan „${scheduleLabel(schedule)}“ erstellt` });
    return schedule;
  });
}

/** Sessions already generated keep their times; the change applies to the weeks generated from now on. */
export function updateSchedule(db: Db, actor: AuditActor, id: string, values: ScheduleValues) {
  return db.transaction(async (tx) => {
    const before = await lockSchedule(tx, id);
    await tx.update(courseSchedules).set(await rowOf(tx, values)).where(eq(courseSchedules.id, id));
    const schedule = await readSchedule(tx, id);
    const was = scheduleLabel(before) === scheduleLabel(schedule) ? '' : ` (vorher „${scheduleLabel(before)}“)`;
    await recordAudit(tx, actor, { entity: 'schedule', entityId: id, action: 'updated', summary: `Zeitplan „${scheduleLabel(schedule)}“${was} aktualisiert` });
    return schedule;
  });
}

/** Sessions generated from the schedule stay (their link is cleared by the foreign key); bookings are untouched. */
export function deleteSchedule(db: Db, actor: AuditActor, id: string) {
  return db.transaction(async (tx) => {
    const schedule = await lockSchedule(tx, id);
    await tx.delete(courseSchedules).where(eq(courseSchedules.id, id));
    await recordAudit(tx, actor, { entity: 'schedule', entityId: id, action: 'deleted', summary: `Zeitplan „${scheduleLabel(schedule)}“ gelöscht` });
    return { message: SCHEDULE_MESSAGES.deleted(scheduleLabel(schedule)) };
  });
}
