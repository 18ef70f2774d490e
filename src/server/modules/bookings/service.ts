import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { bookings, courses, familyMembers, jobs, profiles, sessionWaitlist, sessions } from '../../db/schema';
import { describeSession, recordAudit, type AuditActor } from '../../audit/audit-log';
import { ApiError } from '../../http/errors';
import { enqueueMail } from '../../mail/outbox';
import { bookingOpensAt, cancellableUntil, waitlistClosesAt, type BookingRules } from '../../../shared/booking-rules';
import { getBookingRules, getSiteSettings } from '../settings/service';
import { BOOKING_MESSAGES } from './messages';
import { createBookingQueue, REMINDER_LEAD_MS, type BookingQueue, type BookSessionRow } from './booking-queue';
import { queryRows, type Db, type Tx } from '../../db/client';
import { movedUpMail, spotFreedMail } from './mails';
import { SKIPPED_BECAUSE, tellSkipped, WAITLIST_NOTICE_INTERVAL } from './waitlist-notices';
import { offerFreedPlaces } from './waitlist-offers';
import { lockSession, sessionDetails } from './session-lock';
import { forNameColumn, waitingPersonName } from './person';
import { enqueuePush } from '../../push/push';
import { describeSessionTime } from './mails';
import { ERROR_CODES } from '../../../shared/error-codes';
import { PASS_TEXTS } from '../../../shared/schemas/passes';
import { settleBookingEntry, type SettledEntry } from '../passes/ledger';
import { ageRangeRefusal, bookForChildRefusal } from '../../../shared/age-range';
import { FAMILY_MESSAGES, familyMemberName } from '../../../shared/schemas/families';
import { SERIES_MESSAGES, SERIES_TEXTS } from '../../../shared/schemas/series';
import { checkViolationMessage } from '../../db/errors';
import { countBookingCancelled, countBookingDecision } from '../../metrics/counters';

export type BookingResult =
  | { status: 'confirmed'; message: string; bookingId: string; alreadyExisted: boolean }
  | { status: 'waitlist'; message: string; position: number; waitlistEntryId: string; alreadyExisted: boolean };

// Job types written by book_session (migration 0004) as well: keep the names in step.
export const CONFIRMATION_JOB = 'booking.confirmed';
export const REMINDER_JOB = 'booking.reminder';

/** One booking queue per database (the app's, and each test's). */
const bookingQueues = new WeakMap<Db, BookingQueue>();

/** What joining the waiting list promises, by the centre's waiting-list mode. */
const WAITLISTED_MESSAGE: Record<BookingRules['waitlistMode'], (position: number, forName?: string) => string> = {
  notify_all: BOOKING_MESSAGES.waitlisted,
  auto: BOOKING_MESSAGES.waitlistedMovingUp,
  offer: BOOKING_MESSAGES.waitlistedForOffer,
};

/**
 * booking-create: a confirmed booking while there is a free spot, otherwise a place on the waiting list.
 * Booking twice (or retrying) answers what already exists. The whole decision is the database function
 * book_session (migration 0004): one round trip that locks the session row, so capacity holds under any
 * concurrency, and the database refuses current > max anyway. The confirmation mail and the reminder are
 * jobs written in the same transaction. Bookings of one session that arrive together share a transaction
 * (booking-queue.ts).
 */
export async function createBooking(db: Db, userId: string, sessionId: string, familyMemberId: string | null = null): Promise<BookingResult> {
  let queue = bookingQueues.get(db);
  if (!queue) bookingQueues.set(db, (queue = createBookingQueue(db)));
  const row = await queue(userId, sessionId, familyMemberId).catch((error: unknown) => {
    // A date of a course series is booked only with the whole series (migration 0032's trigger says so).
    if (checkViolationMessage(error)?.startsWith('series_only')) {
      countBookingDecision('series_only');
      throw new ApiError(409, ERROR_CODES.SERIES_ONLY, SERIES_TEXTS.seriesOnly);
    }
    throw error;
  });
  countBookingDecision(row.outcome);
  // Whom the answer names: the family member the place is for (book_session checked they are the caller's).
  const forName = familyMemberId && row.outcome !== 'family_member_not_found' ? await familyMemberNameOf(db, familyMemberId) : undefined;
  switch (row.outcome) {
    case 'session_not_found':
      throw new ApiError(404, ERROR_CODES.SESSION_NOT_FOUND, BOOKING_MESSAGES.sessionNotFound);
    case 'session_cancelled':
      throw new ApiError(409, ERROR_CODES.SESSION_CANCELLED, BOOKING_MESSAGES.sessionCancelled);
    case 'session_started':
      throw new ApiError(409, ERROR_CODES.SESSION_STARTED, BOOKING_MESSAGES.sessionStarted);
    case 'course_inactive':
      throw new ApiError(409, ERROR_CODES.COURSE_INACTIVE, BOOKING_MESSAGES.courseInactive);
    case 'booking_not_open': {
      // Only on this refusal: the opening instant for the message (book_session computed the same).
      const [[session], rules] = await Promise.all([db.select({ startTime: sessions.startTime }).from(sessions).where(eq(sessions.id, sessionId)), getBookingRules(db)]);
      const opens = bookingOpensAt(session.startTime, rules);
      throw new ApiError(409, ERROR_CODES.BOOKING_NOT_OPEN, opens ? BOOKING_MESSAGES.bookingNotOpen(opens) : BOOKING_MESSAGES.sessionStarted);
    }
    case 'pass_required':
      throw new ApiError(409, ERROR_CODES.PASS_REQUIRED, forName ? PASS_TEXTS.passRequiredFor(forName) : PASS_TEXTS.passRequired);
    case 'booking_blocked': {
      // Only on this refusal: until when (the office may have lifted the block a moment ago).
      const [{ until }] = await queryRows<{ until: Date | string | null }>(db, sql`select booking_blocked_until(${userId}, now()) as until`);
      throw new ApiError(409, ERROR_CODES.BOOKING_BLOCKED, BOOKING_MESSAGES.bookingBlocked(until ? new Date(until) : new Date()));
    }
    case 'waitlist_closed':
      throw new ApiError(409, ERROR_CODES.WAITLIST_CLOSED, BOOKING_MESSAGES.waitlistClosed((await getBookingRules(db)).waitlistClosesMinutes));
    case 'family_member_not_found':
      throw new ApiError(404, ERROR_CODES.FAMILY_MEMBER_NOT_FOUND, FAMILY_MESSAGES.notFound, { familyMemberId: FAMILY_MESSAGES.notFound });
    case 'age_out_of_range':
      throw new ApiError(409, ERROR_CODES.AGE_OUT_OF_RANGE, ageRangeRefusal(await ageRangeOfSession(db, sessionId)));
    case 'book_for_child':
      throw new ApiError(409, ERROR_CODES.BOOK_FOR_CHILD, bookForChildRefusal(await ageRangeOfSession(db, sessionId)));
    case 'already_booked':
    case 'confirmed': {
      const alreadyExisted = row.outcome === 'already_booked';
      const message = alreadyExisted
        ? forName ? BOOKING_MESSAGES.alreadyBookedFor(forName) : BOOKING_MESSAGES.alreadyBooked
        : forName ? BOOKING_MESSAGES.confirmedFor(forName) : BOOKING_MESSAGES.confirmed;
      return { status: 'confirmed', message, bookingId: row.booking_id!, alreadyExisted };
    }
    case 'already_waitlisted':
    case 'waitlisted': {
      const alreadyExisted = row.outcome === 'already_waitlisted';
      const position = Number(row.waitlist_position);
      const message = alreadyExisted ? BOOKING_MESSAGES.alreadyWaitlisted(position, forName) : WAITLISTED_MESSAGE[row.waitlist_mode ?? 'notify_all'](position, forName);
      return { status: 'waitlist', message, position, waitlistEntryId: row.waitlist_entry_id!, alreadyExisted };
    }
  }
}

async function familyMemberNameOf(db: Tx, familyMemberId: string): Promise<string | undefined> {
  const [person] = await db.select({ firstName: familyMembers.firstName, lastName: familyMembers.lastName }).from(familyMembers).where(eq(familyMembers.id, familyMemberId));
  return person ? familyMemberName(person) : undefined;
}

/** Only on an age refusal: the course's range for the message (book_session judged by the same). */
async function ageRangeOfSession(db: Tx, sessionId: string) {
  const [range] = await db
    .select({ minAgeMonths: courses.minAgeMonths, maxAgeMonths: courses.maxAgeMonths })
    .from(sessions)
    .innerJoin(courses, eq(courses.id, sessions.courseId))
    .where(eq(sessions.id, sessionId));
  return range ?? { minAgeMonths: null, maxAgeMonths: null };
}

/**
 * Tells everyone queued for the session that a spot is free (once per freed spot, and at most once per
 * WAITLIST_NOTICE_INTERVAL per person and session); nobody is booked automatically. Call it under
 * the session's lock; after the waiting list has closed it tells nobody.
 */
async function notifyWaitlist(tx: Tx, sessionId: string, publicUrl: string, rules: BookingRules): Promise<number> {
  // Once the waiting list has closed (Einstellungen), nobody is told of a free spot any more.
  const [session] = await tx.select({ startTime: sessions.startTime }).from(sessions).where(eq(sessions.id, sessionId));
  if (!session || waitlistClosesAt(session.startTime, rules).getTime() <= Date.now()) return 0;
  const queue = await tx
    .select({ entryId: sessionWaitlist.id, userId: profiles.id, email: profiles.email, firstName: profiles.firstName, name: profiles.name, forName: forNameColumn })
    .from(sessionWaitlist)
    .innerJoin(profiles, eq(profiles.id, sessionWaitlist.userId))
    .leftJoin(familyMembers, eq(familyMembers.id, sessionWaitlist.familyMemberId))
    .where(
      and(
        eq(sessionWaitlist.sessionId, sessionId),
        or(isNull(sessionWaitlist.notifiedAt), lt(sessionWaitlist.notifiedAt, sql`now() - ${WAITLIST_NOTICE_INTERVAL}::interval`)),
      ),
    )
    .orderBy(asc(sessionWaitlist.addedAt), asc(sessionWaitlist.id));
  if (queue.length === 0) return 0;
  const details = await sessionDetails(tx, sessionId);
  const { siteTitle } = await getSiteSettings(tx);
  for (const person of queue) {
    await enqueueMail(tx, spotFreedMail(person, details, siteTitle, publicUrl));
    await enqueuePush(tx, person.userId, {
      title: `Platz frei: ${details.courseName}${person.forName ? ` (für ${person.forName})` : ''}`,
      body: `${describeSessionTime(details)} – wer zuerst bucht, bekommt den Platz.`,
      url: `/stundenplan?termin=${sessionId}`,
    });
  }
  await tx
    .update(sessionWaitlist)
    .set({ notifiedAt: sql`now()` })
    .where(inArray(sessionWaitlist.id, queue.map((person) => person.entryId)));
  return queue.length;
}

/**
 * A place of the session came free (a cancellation, a pause, a larger room, an offer declined or lapsed),
 * under the session's lock: the waiting list hears of it the centre's way. 'Alle benachrichtigen' tells
 * everyone queued; 'Automatisch nachrücken' books the first in line who can book it, in this same
 * transaction; 'Platz anbieten' holds it for them (waitlist-offers.ts). Whoever is skipped is told why.
 * After the waiting list has closed nothing happens in any mode.
 */
export async function fillFreedSpots(tx: Tx, sessionId: string, publicUrl: string): Promise<{ notified: number; promoted: number }> {
  // The rules are read once here and handed on: this runs inside every cancellation.
  const rules = await getBookingRules(tx);
  switch (rules.waitlistMode) {
    case 'notify_all':
      return { notified: await notifyWaitlist(tx, sessionId, publicUrl, rules), promoted: 0 };
    case 'auto':
      return { notified: 0, promoted: await promoteAutomatically(tx, sessionId, publicUrl, rules) };
    case 'offer':
      return { notified: await offerFreedPlaces(tx, sessionId, publicUrl, rules), promoted: 0 };
  }
}

async function promoteAutomatically(tx: Tx, sessionId: string, publicUrl: string, rules: BookingRules): Promise<number> {
  const [session] = await tx.select().from(sessions).where(eq(sessions.id, sessionId));
  if (!session || session.status !== 'scheduled' || waitlistClosesAt(session.startTime, rules).getTime() <= Date.now()) return 0;
  const queue = await tx
    .select({
      entryId: sessionWaitlist.id,
      userId: profiles.id,
      familyMemberId: sessionWaitlist.familyMemberId,
      email: profiles.email,
      firstName: profiles.firstName,
      name: profiles.name,
      forName: forNameColumn,
      notifiedAt: sessionWaitlist.notifiedAt,
    })
    .from(sessionWaitlist)
    .innerJoin(profiles, eq(profiles.id, sessionWaitlist.userId))
    .leftJoin(familyMembers, eq(familyMembers.id, sessionWaitlist.familyMemberId))
    .where(eq(sessionWaitlist.sessionId, sessionId))
    .orderBy(asc(sessionWaitlist.addedAt), asc(sessionWaitlist.id));
  let free = session.maxParticipants - session.currentParticipants - session.heldPlaces;
  let promoted = 0;
  const details = await sessionDetails(tx, sessionId);
  const { siteTitle } = await getSiteSettings(tx);
  for (const person of queue) {
    if (free <= 0) break;
    // The booking engine decides for them as if they had booked the free place themselves; a refusal writes nothing.
    const [booked] = await queryRows<BookSessionRow>(
      tx,
      sql`select * from book_session(${person.userId}, ${sessionId}::uuid, now(), ${`${REMINDER_LEAD_MS} milliseconds`}::interval, ${person.familyMemberId}::uuid)`,
    );
    if (booked.outcome === 'confirmed') {
      // 'Sie sind nachgerückt' stands for the confirmation mail book_session queued.
      await tx.delete(jobs).where(and(eq(jobs.type, CONFIRMATION_JOB), sql`${jobs.payload}->>'bookingId' = ${booked.booking_id}`));
      await enqueueMail(tx, movedUpMail(person, details, siteTitle, publicUrl));
      await enqueuePush(tx, person.userId, {
        title: `Nachgerückt: ${details.courseName}`,
        body: `${describeSessionTime(details)} – ${person.forName ? `der Platz für ${person.forName}` : 'Ihr Platz'} ist gebucht.`,
        url: '/member/bookings',
      });
      free -= 1;
      promoted += 1;
      continue;
    }
    const reason = SKIPPED_BECAUSE[booked.outcome];
    if (!reason) break;
    await tellSkipped(tx, person, details, reason, siteTitle, publicUrl);
  }
  return promoted;
}

/**
 * Cancels one booking under its session's lock, inside the caller's transaction: only a confirmed booking
 * of a session that has not started; the spot goes back and the waiting list hears of it. False (nothing
 * written) when the booking is not cancellable. `enforceDeadline`: the member's own cancellation keeps to
 * the cancellation deadline of the settings: past it, it is refused (a 409), or, where the centre allows
 * late cancellations, made with the pass's entry forfeited. Releasing an ending account's bookings is
 * always in time. A booking paid by a pass gets its entry back when cancelled in time.
 */
async function cancelLockedBooking(
  tx: Tx,
  bookingId: string,
  sessionId: string,
  publicUrl: string,
  options: { enforceDeadline: boolean },
): Promise<{ cancelled: boolean; notified: number; late?: boolean; entry?: SettledEntry | null }> {
  const session = await lockSession(tx, sessionId);
  // Re-read under the session lock: a concurrent cancel of the same booking must not free two spots.
  const [current] = await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId));
  if (current?.status !== 'confirmed' || session.startTime.getTime() <= Date.now()) return { cancelled: false, notified: 0 };
  let late = false;
  if (options.enforceDeadline) {
    const rules = await getBookingRules(tx);
    late = cancellableUntil(session.startTime, rules).getTime() <= Date.now();
    if (late && rules.lateCancellation === 'refuse') {
      throw new ApiError(409, ERROR_CODES.CANCELLATION_DEADLINE_PASSED, BOOKING_MESSAGES.lateCancellation(rules.cancellationDeadlineHours));
    }
  }
  await tx.update(bookings).set({ status: 'cancelled', cancelledAt: sql`now()` }).where(eq(bookings.id, bookingId));
  const entry = await settleBookingEntry(tx, bookingId, late ? 'late_cancel' : 'cancel_in_time');
  await tx
    .update(sessions)
    .set({ currentParticipants: sql`${sessions.currentParticipants} - 1` })
    .where(eq(sessions.id, session.id));
  const { notified } = session.status === 'scheduled' ? await fillFreedSpots(tx, session.id, publicUrl) : { notified: 0 };
  return { cancelled: true, notified, late, entry };
}

/** A member cancels their own confirmed booking of a session that has not started; the spot goes back. */
export async function cancelBooking(db: Db, userId: string, bookingId: string, publicUrl: string) {
  const answer = await db.transaction(async (tx) => {
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)));
    if (!booking) throw new ApiError(404, ERROR_CODES.BOOKING_NOT_FOUND, BOOKING_MESSAGES.bookingNotFound);
    // A place on a series date belongs to the registration for the whole series, which is cancelled as one.
    if (booking.seriesRegistrationId) throw new ApiError(409, ERROR_CODES.SERIES_ONLY, SERIES_MESSAGES.singleCancelRefused);
    const { cancelled, notified, late, entry } = await cancelLockedBooking(tx, bookingId, booking.sessionId, publicUrl, { enforceDeadline: true });
    if (!cancelled) throw new ApiError(409, ERROR_CODES.NOT_CANCELLABLE, BOOKING_MESSAGES.notCancellable);
    return { message: BOOKING_MESSAGES.cancelledWith(entry ?? null, late ?? false), notified };
  });
  countBookingCancelled();
  return answer;
}

/**
 * A member whose account ends: every place on a waiting list is given up, and every confirmed booking of a
 * session that has not started is cancelled the way the member's own cancellation does it (the waiting
 * list hears of each freed spot). Runs in the caller's transaction; sessions are locked in id order, so two
 * of these never wait on each other crosswise.
 */
export async function releaseFutureBookingsOf(tx: Tx, userId: string, publicUrl: string): Promise<{ cancelled: number; leftWaitlists: number }> {
  // Plain entries go at once; one holding a place is withdrawn under its session's lock, in id order with the bookings.
  const left = await tx
    .delete(sessionWaitlist)
    .where(and(eq(sessionWaitlist.userId, userId), isNull(sessionWaitlist.offerExpiresAt)))
    .returning({ id: sessionWaitlist.id });
  const offers = await tx
    .select({ id: sessionWaitlist.id, sessionId: sessionWaitlist.sessionId })
    .from(sessionWaitlist)
    .where(eq(sessionWaitlist.userId, userId));
  const upcoming = await tx
    .select({ id: bookings.id, sessionId: bookings.sessionId })
    .from(bookings)
    .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
    .where(and(eq(bookings.userId, userId), eq(bookings.status, 'confirmed'), sql`${sessions.startTime} > now()`));
  const steps = [...offers.map((entry) => ({ ...entry, kind: 'offer' as const })), ...upcoming.map((booking) => ({ ...booking, kind: 'booking' as const }))];
  steps.sort((a, b) => (a.sessionId < b.sessionId ? -1 : a.sessionId > b.sessionId ? 1 : 0));
  let cancelled = 0;
  for (const step of steps) {
    if (step.kind === 'offer') await withdrawFromWaitlist(tx, step.id, step.sessionId, publicUrl);
    else if ((await cancelLockedBooking(tx, step.id, step.sessionId, publicUrl, { enforceDeadline: false })).cancelled) cancelled += 1;
  }
  return { cancelled, leftWaitlists: left.length + offers.length };
}

/**
 * A booking inside a pause of its pass: cancelled as in time (its entry goes back, the waiting list hears
 * of the spot), in the caller's transaction. False when it was no longer cancellable.
 */
export async function cancelBookingForPause(tx: Tx, bookingId: string, sessionId: string, publicUrl: string): Promise<boolean> {
  return (await cancelLockedBooking(tx, bookingId, sessionId, publicUrl, { enforceDeadline: false })).cancelled;
}

/**
 * Takes an entry off its session's waiting list under the session's lock; everyone behind moves up
 * (positions are derived). A place held for it ('Platz anbieten') is released and offered on. False when
 * the entry was gone already.
 */
async function withdrawFromWaitlist(tx: Tx, entryId: string, sessionId: string, publicUrl: string): Promise<{ withdrawn: boolean; heldPlace: boolean }> {
  await lockSession(tx, sessionId);
  const [deleted] = await tx.delete(sessionWaitlist).where(eq(sessionWaitlist.id, entryId)).returning({ offerExpiresAt: sessionWaitlist.offerExpiresAt });
  if (!deleted) return { withdrawn: false, heldPlace: false };
  if (deleted.offerExpiresAt) await fillFreedSpots(tx, sessionId, publicUrl);
  return { withdrawn: true, heldPlace: deleted.offerExpiresAt !== null };
}

/** A member leaves a waiting list, or declines the place held for them ('Ablehnen'), which then goes to the next in line. */
export async function leaveWaitlist(db: Db, userId: string, entryId: string, publicUrl: string) {
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .select({ sessionId: sessionWaitlist.sessionId })
      .from(sessionWaitlist)
      .where(and(eq(sessionWaitlist.id, entryId), eq(sessionWaitlist.userId, userId)));
    if (!entry) throw new ApiError(404, ERROR_CODES.WAITLIST_ENTRY_NOT_FOUND, BOOKING_MESSAGES.waitlistEntryNotFound);
    const { withdrawn, heldPlace } = await withdrawFromWaitlist(tx, entryId, entry.sessionId, publicUrl);
    if (!withdrawn) throw new ApiError(404, ERROR_CODES.WAITLIST_ENTRY_NOT_FOUND, BOOKING_MESSAGES.waitlistEntryNotFound);
    return { message: heldPlace ? BOOKING_MESSAGES.offerDeclined : BOOKING_MESSAGES.leftWaitlist };
  });
}

/**
 * booking-waitlist-promote: books the first person in the queue when the session has a free spot. Answers
 * success only when the booking was made; every refusal is a 409 with the reason, and nothing is written
 * (the queue entry stays until the booking exists).
 */
export async function promoteFromWaitlist(db: Db, actor: AuditActor, sessionId: string) {
  return db.transaction(async (tx) => {
    const session = await lockSession(tx, sessionId);
    if (session.status === 'cancelled') throw new ApiError(409, ERROR_CODES.SESSION_CANCELLED, BOOKING_MESSAGES.sessionCancelled);
    if (session.status !== 'scheduled' || session.startTime.getTime() <= Date.now()) {
      throw new ApiError(409, ERROR_CODES.SESSION_STARTED, BOOKING_MESSAGES.sessionStarted);
    }
    if (session.currentParticipants >= session.maxParticipants) throw new ApiError(409, ERROR_CODES.NO_FREE_SPOT, BOOKING_MESSAGES.promoteNoSpot);
    if (waitlistClosesAt(session.startTime, await getBookingRules(tx)).getTime() <= Date.now()) {
      throw new ApiError(409, ERROR_CODES.WAITLIST_CLOSED, BOOKING_MESSAGES.promoteWaitlistClosed);
    }
    const [queued] = await tx
      .select({ id: sessionWaitlist.id, userId: sessionWaitlist.userId, familyMemberId: sessionWaitlist.familyMemberId, memberName: profiles.name, forName: forNameColumn })
      .from(sessionWaitlist)
      .innerJoin(profiles, eq(profiles.id, sessionWaitlist.userId))
      .leftJoin(familyMembers, eq(familyMembers.id, sessionWaitlist.familyMemberId))
      .where(eq(sessionWaitlist.sessionId, sessionId))
      .orderBy(asc(sessionWaitlist.addedAt), asc(sessionWaitlist.id))
      .limit(1);
    if (!queued) throw new ApiError(409, ERROR_CODES.QUEUE_EMPTY, BOOKING_MESSAGES.promoteEmptyQueue);
    const first = { ...queued, name: waitingPersonName(queued.memberName, queued.forName) };
    // The booking engine books them as if they had booked the free spot themselves: their pass is drawn
    // on, they leave the queue, and the confirmation and reminder are queued.
    const [booked] = await queryRows<BookSessionRow>(
      tx,
      sql`select * from book_session(${first.userId}, ${sessionId}::uuid, now(), ${`${REMINDER_LEAD_MS} milliseconds`}::interval, ${first.familyMemberId}::uuid)`,
    );
    // Thrown inside the transaction, so the queue entry is kept: the admin decides what to do with it.
    if (booked.outcome === 'already_booked') throw new ApiError(409, ERROR_CODES.ALREADY_BOOKED, BOOKING_MESSAGES.promoteAlreadyBooked(first.name));
    if (booked.outcome === 'pass_required') throw new ApiError(409, ERROR_CODES.PASS_REQUIRED, BOOKING_MESSAGES.promoteWithoutPass(first.name));
    if (booked.outcome === 'booking_blocked') throw new ApiError(409, ERROR_CODES.BOOKING_BLOCKED, BOOKING_MESSAGES.promoteBlocked(first.name));
    if (booked.outcome === 'age_out_of_range' || booked.outcome === 'book_for_child' || booked.outcome === 'family_member_not_found') {
      throw new ApiError(409, ERROR_CODES.AGE_OUT_OF_RANGE, BOOKING_MESSAGES.promoteNotForPerson(first.name));
    }
    if (booked.outcome !== 'confirmed') throw new ApiError(409, ERROR_CODES.NO_FREE_SPOT, BOOKING_MESSAGES.promoteNoSpot);
    const booking = { id: booked.booking_id! };
    const details = await sessionDetails(tx, sessionId);
    await recordAudit(tx, actor, {
      entity: 'waitlist',
      entityId: first.id,
      action: 'deleted',
      summary: `${first.name} von der Warteliste in ${describeSession(details.courseName, details.startTime)} befördert`,
    });
    return { message: BOOKING_MESSAGES.promoted(first.name), bookingId: booking.id };
  });
}

export async function deleteWaitlistEntry(db: Db, actor: AuditActor, entryId: string, publicUrl: string) {
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .select({ sessionId: sessionWaitlist.sessionId, userId: sessionWaitlist.userId, forName: forNameColumn })
      .from(sessionWaitlist)
      .leftJoin(familyMembers, eq(familyMembers.id, sessionWaitlist.familyMemberId))
      .where(eq(sessionWaitlist.id, entryId));
    if (!entry || !(await withdrawFromWaitlist(tx, entryId, entry.sessionId, publicUrl)).withdrawn) {
      throw new ApiError(404, ERROR_CODES.WAITLIST_ENTRY_NOT_FOUND, BOOKING_MESSAGES.waitlistEntryNotFound);
    }
    const details = await sessionDetails(tx, entry.sessionId);
    const [person] = await tx.select({ name: profiles.name }).from(profiles).where(eq(profiles.id, entry.userId));
    await recordAudit(tx, actor, {
      entity: 'waitlist',
      entityId: entryId,
      action: 'deleted',
      summary: `${waitingPersonName(person.name, entry.forName)} von der Warteliste in ${describeSession(details.courseName, details.startTime)} entfernt`,
    });
    return { message: BOOKING_MESSAGES.entryDeleted };
  });
}
