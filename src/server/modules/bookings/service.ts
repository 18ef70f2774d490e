import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/client';
import { bookings, courses, jobs, profiles, rooms, sessionWaitlist, sessions } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { enqueueMail } from '../../mail/outbox';
import { getSiteSettings } from '../settings/service';
import { BOOKING_MESSAGES } from './messages';
import { bookingConfirmedMail, spotFreedMail } from './mails';
import { notifySpotsChanged } from './live';
import { enqueuePush } from '../../push/push';
import { describeSessionTime } from './mails';

export type BookingResult =
  | { status: 'confirmed'; message: string; bookingId: string; alreadyExisted: boolean }
  | { status: 'waitlist'; message: string; position: number; waitlistEntryId: string; alreadyExisted: boolean };

export const REMINDER_JOB = 'booking.reminder';
const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;

/** Locks the session row: every booking, cancellation and promotion of one session runs one at a time. */
async function lockSession(tx: Tx, sessionId: string) {
  const [session] = await tx.select().from(sessions).where(eq(sessions.id, sessionId)).for('update');
  if (!session) throw new ApiError(404, 'SESSION_NOT_FOUND', BOOKING_MESSAGES.sessionNotFound);
  return session;
}

/** 1-based place in the queue: rank by arrival, so positions never have gaps. */
export async function waitlistPosition(tx: Tx, sessionId: string, entryId: string): Promise<number> {
  const rows = await queryRows<{ position: number }>(
    tx,
    sql`select position from (
          select id, row_number() over (order by added_at, id) as position
          from session_waitlist where session_id = ${sessionId}) ranked
        where id = ${entryId}`,
  );
  return Number(rows[0]?.position ?? 0);
}

async function sessionDetails(tx: Tx, sessionId: string) {
  const [row] = await tx
    .select({ courseName: courses.name, startTime: sessions.startTime, endTime: sessions.endTime, roomName: rooms.name })
    .from(sessions)
    .innerJoin(courses, eq(courses.id, sessions.courseId))
    .leftJoin(rooms, eq(rooms.id, sessions.roomId))
    .where(eq(sessions.id, sessionId));
  return row;
}

/**
 * booking-create: a confirmed booking while there is a free spot, otherwise a place on the waiting list.
 * Booking twice (or retrying) answers what already exists. Capacity holds under any concurrency: the
 * session row is locked for the whole transaction and the database refuses current > max anyway.
 */
export async function createBooking(db: Db, userId: string, sessionId: string, publicUrl: string): Promise<BookingResult> {
  return db.transaction(async (tx) => {
    const session = await lockSession(tx, sessionId);
    if (session.status === 'cancelled') throw new ApiError(409, 'SESSION_CANCELLED', BOOKING_MESSAGES.sessionCancelled);
    if (session.status !== 'scheduled' || session.startTime.getTime() <= Date.now()) {
      throw new ApiError(409, 'SESSION_STARTED', BOOKING_MESSAGES.sessionStarted);
    }

    const [existing] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.userId, userId), eq(bookings.sessionId, sessionId), ne(bookings.status, 'cancelled')));
    if (existing) return { status: 'confirmed', message: BOOKING_MESSAGES.alreadyBooked, bookingId: existing.id, alreadyExisted: true };

    const [queued] = await tx
      .select({ id: sessionWaitlist.id })
      .from(sessionWaitlist)
      .where(and(eq(sessionWaitlist.userId, userId), eq(sessionWaitlist.sessionId, sessionId)));

    if (session.currentParticipants < session.maxParticipants) {
      // Someone from the waiting list who books a freed spot leaves the queue.
      if (queued) await tx.delete(sessionWaitlist).where(eq(sessionWaitlist.id, queued.id));
      const [booking] = await tx.insert(bookings).values({ userId, sessionId, status: 'confirmed' }).returning({ id: bookings.id });
      await tx
        .update(sessions)
        .set({ currentParticipants: sql`${sessions.currentParticipants} + 1` })
        .where(eq(sessions.id, sessionId));
      await notifySpotsChanged(tx, sessionId);
      await queueConfirmationAndReminder(tx, userId, sessionId, booking.id, session.startTime, publicUrl);
      return { status: 'confirmed', message: BOOKING_MESSAGES.confirmed, bookingId: booking.id, alreadyExisted: false };
    }

    if (queued) {
      const position = await waitlistPosition(tx, sessionId, queued.id);
      return { status: 'waitlist', message: BOOKING_MESSAGES.alreadyWaitlisted(position), position, waitlistEntryId: queued.id, alreadyExisted: true };
    }

    // clock_timestamp(), not now(): now() is the transaction's start, which does not follow the lock order.
    const [entry] = await tx
      .insert(sessionWaitlist)
      .values({ userId, sessionId, addedAt: sql`clock_timestamp()` })
      .returning({ id: sessionWaitlist.id });
    const position = await waitlistPosition(tx, sessionId, entry.id);
    return { status: 'waitlist', message: BOOKING_MESSAGES.waitlisted(position), position, waitlistEntryId: entry.id, alreadyExisted: false };
  });
}

async function queueConfirmationAndReminder(tx: Tx, userId: string, sessionId: string, bookingId: string, startTime: Date, publicUrl: string) {
  const [profile] = await tx.select().from(profiles).where(eq(profiles.id, userId));
  const details = await sessionDetails(tx, sessionId);
  const { siteTitle } = await getSiteSettings(tx);
  await enqueueMail(tx, bookingConfirmedMail(profile, details, siteTitle, publicUrl));
  const remindAt = new Date(startTime.getTime() - REMINDER_LEAD_MS);
  if (remindAt.getTime() > Date.now()) {
    await tx.insert(jobs).values({ type: REMINDER_JOB, payload: { bookingId }, runAt: remindAt });
  }
}

/** Tells everyone queued for the session that a spot is free; nobody is booked automatically (spec 1). */
export async function notifyWaitlist(tx: Tx, sessionId: string, publicUrl: string): Promise<number> {
  const queue = await tx
    .select({ entryId: sessionWaitlist.id, userId: profiles.id, email: profiles.email, firstName: profiles.firstName, name: profiles.name })
    .from(sessionWaitlist)
    .innerJoin(profiles, eq(profiles.id, sessionWaitlist.userId))
    .where(eq(sessionWaitlist.sessionId, sessionId))
    .orderBy(asc(sessionWaitlist.addedAt), asc(sessionWaitlist.id));
  if (queue.length === 0) return 0;
  const details = await sessionDetails(tx, sessionId);
  const { siteTitle } = await getSiteSettings(tx);
  for (const person of queue) {
    await enqueueMail(tx, spotFreedMail(person, details, siteTitle, publicUrl));
    await enqueuePush(tx, person.userId, {
      title: `Platz frei: ${details.courseName}`,
      body: `${describeSessionTime(details)} – wer zuerst bucht, bekommt den Platz.`,
      url: `/stundenplan?termin=${sessionId}`,
    });
  }
  await tx.update(sessionWaitlist).set({ notifiedAt: sql`now()` }).where(eq(sessionWaitlist.sessionId, sessionId));
  return queue.length;
}

/** A member cancels their own confirmed booking of a session that has not started; the spot goes back. */
export async function cancelBooking(db: Db, userId: string, bookingId: string, publicUrl: string) {
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)));
    if (!booking) throw new ApiError(404, 'BOOKING_NOT_FOUND', BOOKING_MESSAGES.bookingNotFound);
    const session = await lockSession(tx, booking.sessionId);
    // Re-read under the session lock: a concurrent cancel of the same booking must not free two spots.
    const [current] = await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId));
    if (current.status !== 'confirmed' || session.startTime.getTime() <= Date.now()) {
      throw new ApiError(409, 'NOT_CANCELLABLE', BOOKING_MESSAGES.notCancellable);
    }
    await tx.update(bookings).set({ status: 'cancelled', cancelledAt: sql`now()` }).where(eq(bookings.id, bookingId));
    await tx
      .update(sessions)
      .set({ currentParticipants: sql`${sessions.currentParticipants} - 1` })
      .where(eq(sessions.id, session.id));
    await notifySpotsChanged(tx, session.id);
    const notified = session.status === 'scheduled' ? await notifyWaitlist(tx, session.id, publicUrl) : 0;
    return { message: BOOKING_MESSAGES.cancelled, notified };
  });
}

/** A member leaves a waiting list; everyone behind moves up (positions are derived). */
export async function leaveWaitlist(db: Db, userId: string, entryId: string) {
  const [deleted] = await db
    .delete(sessionWaitlist)
    .where(and(eq(sessionWaitlist.id, entryId), eq(sessionWaitlist.userId, userId)))
    .returning({ id: sessionWaitlist.id });
  if (!deleted) throw new ApiError(404, 'WAITLIST_ENTRY_NOT_FOUND', BOOKING_MESSAGES.waitlistEntryNotFound);
  return { message: BOOKING_MESSAGES.leftWaitlist };
}

/** booking-waitlist-promote: books the first person in the queue when the session has a free spot. */
export async function promoteFromWaitlist(db: Db, sessionId: string, publicUrl: string) {
  return db.transaction(async (tx) => {
    const session = await lockSession(tx, sessionId);
    if (session.status !== 'scheduled' || session.startTime.getTime() <= Date.now()) {
      throw new ApiError(409, 'SESSION_STARTED', BOOKING_MESSAGES.sessionStarted);
    }
    if (session.currentParticipants >= session.maxParticipants) throw new ApiError(409, 'NO_FREE_SPOT', BOOKING_MESSAGES.promoteNoSpot);
    const [first] = await tx
      .select({ id: sessionWaitlist.id, userId: sessionWaitlist.userId, name: profiles.name })
      .from(sessionWaitlist)
      .innerJoin(profiles, eq(profiles.id, sessionWaitlist.userId))
      .where(eq(sessionWaitlist.sessionId, sessionId))
      .orderBy(asc(sessionWaitlist.addedAt), asc(sessionWaitlist.id))
      .limit(1);
    if (!first) throw new ApiError(409, 'QUEUE_EMPTY', BOOKING_MESSAGES.promoteEmptyQueue);
    await tx.delete(sessionWaitlist).where(eq(sessionWaitlist.id, first.id));
    const [booking] = await tx
      .insert(bookings)
      .values({ userId: first.userId, sessionId, status: 'confirmed' })
      .onConflictDoNothing()
      .returning({ id: bookings.id });
    if (booking) {
      await tx
        .update(sessions)
        .set({ currentParticipants: sql`${sessions.currentParticipants} + 1` })
        .where(eq(sessions.id, sessionId));
      await notifySpotsChanged(tx, sessionId);
      await queueConfirmationAndReminder(tx, first.userId, sessionId, booking.id, session.startTime, publicUrl);
    }
    return { message: BOOKING_MESSAGES.promoted(first.name), bookingId: booking?.id ?? null };
  });
}

export async function deleteWaitlistEntry(db: Db, entryId: string) {
  const [deleted] = await db.delete(sessionWaitlist).where(eq(sessionWaitlist.id, entryId)).returning({ id: sessionWaitlist.id });
  if (!deleted) throw new ApiError(404, 'WAITLIST_ENTRY_NOT_FOUND', BOOKING_MESSAGES.waitlistEntryNotFound);
  return { message: BOOKING_MESSAGES.entryDeleted };
}
