import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { courses } from '../../db/schema';

const publicCourseColumns = {
  id: courses.id,
  name: courses.name,
  description: courses.description,
  level: courses.level,
  durationMinutes: courses.durationMinutes,
  maxParticipants: courses.maxParticipants,
  imageUrl: courses.imageUrl,
  minAgeMonths: courses.minAgeMonths,
  maxAgeMonths: courses.maxAgeMonths,
};

export async function listActiveCourses(db: Tx, limit?: number) {
  const query = db.select(publicCourseColumns).from(courses).where(eq(courses.isActive, true)).orderBy(asc(courses.name));
  return limit ? query.limit(limit) : query;
}

export async function getActiveCourse(db: Tx, id: string) {
  const [course] = await db
    .select(publicCourseColumns)
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.isActive, true)));
  return course ?? null;
}
