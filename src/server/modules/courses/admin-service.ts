import { and, asc, count, eq, gt, inArray, ne } from 'drizzle-orm';
import { COURSE_MESSAGES, type CourseValues } from '../../../shared/schemas/courses';
import { recordAudit, type AuditActor } from '../../audit/audit-log';
import type { Db, Tx } from '../../db/client';
import { uniqueNames } from '../../db/unique-name';
import { bookings, courses, sessions } from '../../db/schema';
import { ApiError } from '../../http/errors';

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
};

const names = uniqueNames(courses, courses, COURSE_MESSAGES.nameTaken);

/** Courses ordered by name, inactive ones included. */
export async function listAdminCourses(db: Tx) {
  return db.select(adminCourseColumns).from(courses).orderBy(asc(courses.name));
}

async function lockCourse(tx: Tx, id: string) {
  const [course] = await tx.select(adminCourseColumns).from(courses).where(eq(courses.id, id)).for('update');
  if (!course) throw new ApiError(404, 'NOT_FOUND', COURSE_MESSAGES.notFound);
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
 * Deleting a course removes its schedules and sessions with them, so a course that members have still
 * booked for a future date is kept: the admin deactivates it instead (the booking engine then refuses it).
 */
export async function deleteCourse(db: Db, actor: AuditActor, id: string) {
  return db.transaction(async (tx) => {
    const course = await lockCourse(tx, id);
    const [future] = await tx
      .select({ n: count() })
      .from(bookings)
      .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
      .where(and(eq(sessions.courseId, id), gt(sessions.startTime, new Date()), ne(sessions.status, 'cancelled'), inArray(bookings.status, ['confirmed'])));
    if (future.n > 0) throw new ApiError(409, 'COURSE_HAS_BOOKINGS', COURSE_MESSAGES.hasFutureBookings(course.name, future.n));
    await tx.delete(courses).where(eq(courses.id, id));
    await recordAudit(tx, actor, { entity: 'course', entityId: id, action: 'deleted', summary: `Kurs „${course.name}“ gelöscht` });
    return { message: COURSE_MESSAGES.deleted(course.name) };
  });
}
