import { eq } from 'drizzle-orm';
import { describeSession, recordAudit, type AuditActor } from '../../audit/audit-log';
import type { Db } from '../../db/client';
import { courses, sessions } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { fillFreedSpots } from '../bookings/service';
import { lockSession } from '../bookings/session-lock';
import { SESSION_MESSAGES } from './messages';
import { ERROR_CODES } from '../../../shared/error-codes';
import { SERIES_MESSAGES } from '../../../shared/schemas/series';

export type CapacityChange = { message: string; maxParticipants: number; availableSpots: number; notified: number };

/**
 * An admin changes a session's capacity. The session row is locked as the booking engine locks it, so a
 * booking running at the same moment is counted before the check. Capacity never drops below the
 * confirmed participants. When spots are added, everyone on the waiting list is told (e-mail and Web
 * Push) in the same transaction; nobody is booked automatically.
 */
export async function updateSessionCapacity(
  db: Db,
  actor: AuditActor,
  sessionId: string,
  maxParticipants: number,
  publicUrl: string,
): Promise<CapacityChange> {
  return db.transaction(async (tx) => {
    const session = await lockSession(tx, sessionId);
    if (session.status === 'cancelled') throw new ApiError(409, ERROR_CODES.SESSION_CANCELLED, SESSION_MESSAGES.cancelled);
    if (session.status !== 'scheduled' || session.startTime.getTime() <= Date.now()) {
      throw new ApiError(409, ERROR_CODES.SESSION_STARTED, SESSION_MESSAGES.started);
    }
    // Every date of a series takes as many people as the series: its registrations hold a place on each.
    if (session.seriesId) throw new ApiError(409, ERROR_CODES.SERIES_ONLY, SERIES_MESSAGES.seriesCapacityOnly, { maxParticipants: SERIES_MESSAGES.seriesCapacityOnly });
    if (maxParticipants < session.currentParticipants + session.heldPlaces) {
      const message = session.heldPlaces > 0 ? SESSION_MESSAGES.belowTaken(session.currentParticipants, session.heldPlaces) : SESSION_MESSAGES.belowConfirmed(session.currentParticipants);
      throw new ApiError(409, ERROR_CODES.CAPACITY_BELOW_PARTICIPANTS, message, { maxParticipants: message });
    }

    let notified = 0;
    if (maxParticipants !== session.maxParticipants) {
      // Live views hear of it through the sessions trigger (migration 0005).
      await tx.update(sessions).set({ maxParticipants }).where(eq(sessions.id, sessionId));
      // More capacity means more free spots than before (current <= old max), so the queue hears of it.
      if (maxParticipants > session.maxParticipants) notified = (await fillFreedSpots(tx, sessionId, publicUrl)).notified;
      const [course] = await tx.select({ name: courses.name }).from(courses).where(eq(courses.id, session.courseId));
      await recordAudit(tx, actor, {
        entity: 'session',
        entityId: sessionId,
        action: 'updated',
        summary: `Plätze von ${describeSession(course.name, session.startTime)}: ${session.maxParticipants} → ${maxParticipants}`,
      });
    }

    const changed = SESSION_MESSAGES.capacityChanged(maxParticipants);
    const message = notified > 0 ? `${changed} ${SESSION_MESSAGES.waitlistNotified(notified)}` : changed;
    return { message, maxParticipants, availableSpots: maxParticipants - session.currentParticipants - session.heldPlaces, notified };
  });
}
