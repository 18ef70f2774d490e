import { asc, count, eq, inArray } from 'drizzle-orm';
import { COURSE_MESSAGES, type CourseValues } from '../../../shared/schemas/courses';
import { recordAudit, type AuditActor } from '../../audit/audit-log';
import type { Db, Tx } from '../../db/client';
import { uniqueNames } from '../../db/unique-name';
import { bookings, courseSeries, courses, sessionWaitlist, sessions } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { ERROR_CODES } from '../../../shared/error-codes';

const adminCourseColumns = {
  id: courses.id,
  name: courses.name,
  description: courses.description,
  level: courses.level,
  durationMinutes: courses.durationMinutes,
  maxParticipants: courses.maxParticipants,
  isActive: courses.isActive,
  imageUrl: courses.imageUrl,
  videoType: courses.videoType,
  videoUrl: courses.videoUrl,
  minAgeMonths: courses.minAgeMonths,
  maxAgeMonths: courses.maxAgeMonths,
};

const names = uniqueNames(courses, courses, COURSE_MESSAGES.nameTaken);

/** Courses ordered by name, inactive ones included. */
export async function listAdminCourses(db: Tx) {
  return db.select(adminCourseColumns).from(courses).orderBy(asc(courses.name));
}

async function lockCourse(tx: Tx, id: string) {
  const [course] = await tx.select(adminCourseColumns).from(courses).where(eq(courses.id, id)).for('update');
  if (!course) throw new ApiError(404, ERROR_CODES.NOT_FOUND, COURSE_MESSAGES.notFound);
  return course;
}

export function createCourse(db: Db, actor: AuditActor, values: CourseValues) {
  return names.guard(() =>
    db.transaction(async (tx) => {
      await names.assertFree(tx, values.name);
      const [course] = await tx.insert(courses).values(values).returning(adminCourseColumns);
      await recordAudit(tx, actor, { entity: 'course', entityId: course.id, action: 'created', summary: `Kurs „${course.name}“ erstellt` });
      return course;
    }),
  );
}

/** Sessions already generated keep their own capacity; the course's maximum applies to new ones. */
export function updateCourse(db: Db, actor: AuditActor, id: string, values: CourseValues) {
  return names.guard(() =>
    db.transaction(async (tx) => {
      const before = await lockCourse(tx, id);
      await names.assertFree(tx, values.name, id);
      const [course] = await tx
        .update(courses)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(courses.id, id))
        .returning(adminCourseColumns);
      const renamed = before.name === course.name ? '' : ` (vorher „${before.name}“)`;
      const activity = before.isActive === course.isActive ? '' : course.isActive ? ', aktiviert' : ', deaktiviert';
      await recordAudit(tx, actor, { entity: 'course', entityId: id, action: 'updated', summary: `Kurs „${course.name}“${renamed} aktualisiert${activity}` });
      return course;
    }),
  );
}

/**
 * Bookings are a record the office and the member keep, past and cancelled ones included, so a course any
 * of whose sessions was ever booked (or waited for) is kept: the admin deactivates it instead, and the
 * booking engine then refuses it. A course without any is deleted with its sessions and schedules. Its
 * sessions are locked before the course, in the order a booking takes its locks (session, then course),
 * so a delete and a booking never wait for each other in a circle; with the course locked, the sessions
 * are read once more (a session generated in between needs the course). A booking takes the session's
 * lock, so none can slip in between the count and the delete.
 */
export async function deleteCourse(db: Db, actor: AuditActor, id: string) {
  const lockSessions = async (tx: Tx) =>
    (await tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.courseId, id)).orderBy(sessions.id).for('update')).map((s) => s.id);
  return db.transaction(async (tx) => {
    await lockSessions(tx);
    const course = await lockCourse(tx, id);
    const sessionIds = await lockSessions(tx);
    // A course series keeps its registrations and payments: its course stays (deactivated).
    const [series] = await tx.select({ id: courseSeries.id }).from(courseSeries).where(eq(courseSeries.courseId, id)).limit(1);
    if (series) throw new ApiError(409, ERROR_CODES.COURSE_HAS_BOOKINGS, COURSE_MESSAGES.hasSeries(course.name, course.isActive));
    if (sessionIds.length > 0) {
      const [[booked], [waiting]] = await Promise.all([
        tx.select({ n: count() }).from(bookings).where(inArray(bookings.sessionId, sessionIds)),
        tx.select({ n: count() }).from(sessionWaitlist).where(inArray(sessionWaitlist.sessionId, sessionIds)),
      ]);
      if (booked.n + waiting.n > 0) throw new ApiError(409, ERROR_CODES.COURSE_HAS_BOOKINGS, COURSE_MESSAGES.hasBookings(course.name, course.isActive));
      await tx.delete(sessions).where(eq(sessions.courseId, id));
    }
    await tx.delete(courses).where(eq(courses.id, id));
    await recordAudit(tx, actor, { entity: 'course', entityId: id, action: 'deleted', summary: `Kurs „${course.name}“ gelöscht` });
    return { message: COURSE_MESSAGES.deleted(course.name) };
  });
}
