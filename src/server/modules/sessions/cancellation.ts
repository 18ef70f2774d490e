import { and, asc, eq, sql } from 'drizzle-orm';
import { ADMIN_SESSION_TEXTS } from '../../../shared/schemas/admin-sessions';
import { describeSession, recordAudit, type AuditActor } from '../../audit/audit-log';
import type { Db, Tx } from '../../db/client';
import { bookings, courses, profiles, rooms, sessionWaitlist, sessions } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { enqueueMail } from '../../mail/outbox';
import { enqueuePush } from '../../push/push';
import { describeSessionTime } from '../bookings/mails';
import { lockSession } from '../bookings/session-lock';
import { getSiteSettings } from '../settings/service';
import { sessionCancelledMail } from './mails';
import { settleBookingEntry, type SettledEntry } from '../passes/ledger';
import { ERROR_CODES } from '../../../shared/error-codes';

type LockedSession = Awaited<ReturnType<typeof lockSession>>;

/** A session the office may still change: scheduled and not yet started (checked under the row lock). */
export function assertChangeable(session: LockedSession) {
  if (session.status === 'cancelled') throw new ApiError(409, ERROR_CODES.SESSION_CANCELLED, ADMIN_SESSION_TEXTS.cancelledNoChange);
  if (session.status !== 'scheduled' || session.startTime.getTime() <= Date.now()) {
    throw new ApiError(409, ERROR_CODES.SESSION_STARTED, ADMIN_SESSION_TEXTS.notChangeable);
  }
}

export async function sessionMailDetails(tx: Tx, session: LockedSession) {
  const [row] = await tx.select({ courseName: courses.name }).from(courses).where(eq(courses.id, session.courseId));
  const [room] = session.roomId ? await tx.select({ name: rooms.name }).from(rooms).where(eq(rooms.id, session.roomId)) : [];
  return { courseName: row.courseName, startTime: session.startTime, endTime: session.endTime, roomName: room?.name ?? null };
}

/** The people with a confirmed booking of the session, in booking order. */
export function confirmedParticipants(tx: Tx, sessionId: string) {
  return tx
    .select({ bookingId: bookings.id, userId: profiles.id, email: profiles.email, firstName: profiles.firstName, name: profiles.name })
    .from(bookings)
    .innerJoin(profiles, eq(profiles.id, bookings.userId))
    .where(and(eq(bookings.sessionId, sessionId), eq(bookings.status, 'confirmed')))
    .orderBy(asc(bookings.bookedAt), asc(bookings.id));
}

/**
 * The office cancels a session. Under the session's row lock (the booking engine's lock), so no booking
 * slips in between: the session is marked cancelled with its time and reason, every confirmed booking is
 * cancelled with it (decision 25: the counters of members, trainers and the dashboard then need no special
 * case), the waiting list is cleared, and each of those people gets one mail with the reason and a Web
 * Push where they allowed it, all in one transaction. A second cancellation finds the status set and is
 * refused, so nobody is told twice.
 */
export async function cancelSession(db: Db, actor: AuditActor, sessionId: string, reason: string, publicUrl: string) {
  return db.transaction(async (tx) => {
    const session = await lockSession(tx, sessionId);
    if (session.status === 'cancelled') throw new ApiError(409, ERROR_CODES.ALREADY_CANCELLED, ADMIN_SESSION_TEXTS.alreadyCancelled);
    assertChangeable(session);

    const participants = await confirmedParticipants(tx, sessionId);
    const waiting = await tx
      .select({ userId: profiles.id, email: profiles.email, firstName: profiles.firstName, name: profiles.name })
      .from(sessionWaitlist)
      .innerJoin(profiles, eq(profiles.id, sessionWaitlist.userId))
      .where(eq(sessionWaitlist.sessionId, sessionId))
      .orderBy(asc(sessionWaitlist.addedAt), asc(sessionWaitlist.id));

    await tx
      .update(sessions)
      .set({ status: 'cancelled', cancelledAt: sql`now()`, cancellationReason: reason, currentParticipants: 0 })
      .where(eq(sessions.id, sessionId));
    await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: sql`now()` })
      .where(and(eq(bookings.sessionId, sessionId), eq(bookings.status, 'confirmed')));
    await tx.delete(sessionWaitlist).where(eq(sessionWaitlist.sessionId, sessionId));
    // Every entry drawn for the session goes back to its pass.
    const returned = new Map<string, SettledEntry>();
    for (const person of participants) {
      const entry = await settleBookingEntry(tx, person.bookingId, 'studio_cancel');
      if (entry) returned.set(person.userId, entry);
    }

    const details = await sessionMailDetails(tx, session);
    const { siteTitle } = await getSiteSettings(tx);
    const told = new Set<string>();
    for (const [person, wasWaiting] of [...participants.map((p) => [p, false] as const), ...waiting.map((p) => [p, true] as const)]) {
      if (told.has(person.userId)) continue;
      told.add(person.userId);
      await enqueueMail(tx, sessionCancelledMail(person, details, reason, wasWaiting, siteTitle, publicUrl, wasWaiting ? null : (returned.get(person.userId) ?? null)));
      await enqueuePush(tx, person.userId, {
        title: `Abgesagt: ${details.courseName}`,
        body: `${describeSessionTime(details)} – ${reason}`,
        url: '/member/bookings',
      });
    }

    await recordAudit(tx, actor, {
      entity: 'session',
      entityId: sessionId,
      action: 'updated',
      summary: `${describeSession(details.courseName, session.startTime)} abgesagt (Grund: ${reason}); ${participants.length} Teilnehmende und ${waiting.length} Wartende benachrichtigt`,
    });
    return { message: ADMIN_SESSION_TEXTS.notified(participants.length, waiting.length), notified: told.size };
  });
}
