import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { courses, rooms, sessions } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { ERROR_CODES } from '../../../shared/error-codes';
import { BOOKING_MESSAGES } from './messages';

/**
 * Locks the session row: every booking, cancellation, promotion, offer and capacity change of one session
 * runs one at a time (book_session takes the same lock).
 */
export async function lockSession(tx: Tx, sessionId: string) {
  const [session] = await tx.select().from(sessions).where(eq(sessions.id, sessionId)).for('update');
  if (!session) throw new ApiError(404, ERROR_CODES.SESSION_NOT_FOUND, BOOKING_MESSAGES.sessionNotFound);
  return session;
}

/** What a waiting-list mail says about the session. */
export async function sessionDetails(tx: Tx, sessionId: string) {
  const [row] = await tx
    .select({ courseName: courses.name, startTime: sessions.startTime, endTime: sessions.endTime, roomName: rooms.name })
    .from(sessions)
    .innerJoin(courses, eq(courses.id, sessions.courseId))
    .leftJoin(rooms, eq(rooms.id, sessions.roomId))
    .where(eq(sessions.id, sessionId));
  return row;
}
