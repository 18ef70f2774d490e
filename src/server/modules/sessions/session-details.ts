import { eq } from 'drizzle-orm';
import type { PgSelectBase, SelectedFields } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { courseSeries, courses, rooms, sessions, trainers } from '../../db/schema';

/** Course always; trainer, room and series only where the session has them. */
type SessionDetailsJoins = { sessions: 'not-null'; courses: 'not-null'; trainers: 'nullable'; rooms: 'nullable'; course_series: 'nullable' };

/**
 * The one query every list of sessions starts from: a session with its course, and its trainer, room and
 * course series where it has them (all optional, so left joins). `fields` may name columns of tables the caller
 * joins on afterwards (a booking, a waiting-list entry, the member), each joined by its session id.
 */
export function selectSessionDetails<T extends SelectedFields>(db: Tx, fields: T) {
  const query = db
    .select(fields as SelectedFields)
    .from(sessions)
    .innerJoin(courses, eq(courses.id, sessions.courseId))
    .leftJoin(trainers, eq(trainers.id, sessions.trainerId))
    .leftJoin(rooms, eq(rooms.id, sessions.roomId))
    .leftJoin(courseSeries, eq(courseSeries.id, sessions.seriesId));
  // TypeScript cannot follow drizzle's join types through a generic selection: the query is built for any
  // selection and its type stated here once (the caller's fields, these joins' nullability), so callers
  // keep full types for their rows.
  return query as unknown as PgSelectBase<'sessions', T, 'partial', SessionDetailsJoins>;
}
