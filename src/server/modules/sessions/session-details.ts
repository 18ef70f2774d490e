import { eq, type SelectedFields } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { courses, rooms, sessions, trainers } from '../../db/schema';

/**
 * The one query every list of sessions starts from: a session with its course, and its trainer and room
 * where it has them (both are optional, so left joins). `fields` may name columns of tables the caller
 * joins on afterwards (a booking, a waiting-list entry, the member), each joined by its session id.
 */
export function selectSessionDetails<T extends SelectedFields>(db: Tx, fields: T) {
  return db
    .select(fields)
    .from(sessions)
    .innerJoin(courses, eq(courses.id, sessions.courseId))
    .leftJoin(trainers, eq(trainers.id, sessions.trainerId))
    .leftJoin(rooms, eq(rooms.id, sessions.roomId));
}
