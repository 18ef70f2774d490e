import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client';
import { familyMembers, jobs, profiles, sessionWaitlist, sessions } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { enqueueMail } from '../../mail/outbox';
import { enqueuePush } from '../../push/push';
import { offerDeadlineText, waitlistClosesAt, type BookingRules } from '../../../shared/booking-rules';
import { ERROR_CODES } from '../../../shared/error-codes';
import { PASS_TEXTS } from '../../../shared/schemas/passes';
import { getSiteSettings } from '../settings/service';
import { REMINDER_LEAD_MS, type BookSessionRow } from './booking-queue';
import { describeSessionTime, OFFERS_PATH, offerLapsedMail, placeOfferedMail } from './mails';
import { BOOKING_MESSAGES } from './messages';
import { lockSession, sessionDetails } from './session-lock';
import { SKIPPED_BECAUSE, tellSkipped } from './waitlist-notices';
import { forNameColumn } from './person';

/*
 * 'Platz anbieten' (Einstellungen → Warteliste). A freed place is held for the first in line who could book
 * it, for the settings' minutes but never past the list's close. A held place counts against capacity
 * (sessions.held_places, kept by a trigger), so nobody else can book it while the offer runs. The holder
 * accepts by booking it (book_session lets them take the place held for them), declines by leaving the
 * list, or lets the time run out; the place then goes to the next in line. Each offer's end is a job
 * written in the offer's own transaction, so a crash, a restart or a second app server never loses it, and
 * every step runs under the session's row lock, so an acceptance racing the expiry cannot both win.
 */

/** The job that ends the offers of one session whose time is up (payload: { sessionId }). */
export const OFFER_EXPIRY_JOB = 'waitlist.offer-expiry';

/**
 * Offers the session's free places (not booked, not held) to the first in line without an offer, under the
 * session's lock. Whoever could not book now (blocked, or without the pass the centre demands) is passed
 * over and told why. Answers how many were offered a place.
 */
export async function offerFreedPlaces(tx: Tx, sessionId: string, publicUrl: string, rules: BookingRules): Promise<number> {
  const [session] = await tx.select().from(sessions).where(eq(sessions.id, sessionId));
  if (!session || session.status !== 'scheduled') return 0;
  const closes = waitlistClosesAt(session.startTime, rules).getTime();
  if (closes <= Date.now()) return 0;
  let free = session.maxParticipants - session.currentParticipants - session.heldPlaces;
  if (free <= 0) return 0;
  const queue = await tx
    .select({
      entryId: sessionWaitlist.id,
      userId: profiles.id,
      email: profiles.email,
      firstName: profiles.firstName,
      name: profiles.name,
      forName: forNameColumn,
      notifiedAt: sessionWaitlist.notifiedAt,
      refusal: sql<BookSessionRow['outcome'] | null>`booking_refusal(${sessionWaitlist.userId}, ${sessionWaitlist.sessionId}, now(), ${sessionWaitlist.familyMemberId})`,
    })
    .from(sessionWaitlist)
    .innerJoin(profiles, eq(profiles.id, sessionWaitlist.userId))
    .leftJoin(familyMembers, eq(familyMembers.id, sessionWaitlist.familyMemberId))
    .where(and(eq(sessionWaitlist.sessionId, sessionId), isNull(sessionWaitlist.offerExpiresAt)))
    .orderBy(asc(sessionWaitlist.addedAt), asc(sessionWaitlist.id));
  if (queue.length === 0) return 0;
  const expiresAt = new Date(Math.min(Date.now() + rules.waitlistOfferMinutes * 60_000, closes));
  const details = await sessionDetails(tx, sessionId);
  const { siteTitle } = await getSiteSettings(tx);
  let offered = 0;
  for (const person of queue) {
    if (free <= 0) break;
    const reason = person.refusal ? SKIPPED_BECAUSE[person.refusal] : undefined;
    if (reason) {
      await tellSkipped(tx, person, details, reason, siteTitle, publicUrl);
      continue;
    }
    await tx.update(sessionWaitlist).set({ offerExpiresAt: expiresAt }).where(eq(sessionWaitlist.id, person.entryId));
    await tx.insert(jobs).values({ type: OFFER_EXPIRY_JOB, payload: { sessionId }, runAt: expiresAt });
    await enqueueMail(tx, placeOfferedMail(person, details, expiresAt, siteTitle, publicUrl));
    await enqueuePush(tx, person.userId, {
      title: `Ein Platz für ${person.forName ?? 'Sie'}: ${details.courseName}`,
      body: `${describeSessionTime(details)} – wir halten ihn bis ${offerDeadlineText(expiresAt)}.`,
      url: OFFERS_PATH,
    });
    free -= 1;
    offered += 1;
  }
  return offered;
}

/**
 * Ends the session's offers whose time is up, under the session's lock: each leaves the waiting list and is
 * told. Answers how many lapsed; the caller passes the places on.
 */
export async function lapseExpiredOffers(tx: Tx, sessionId: string, publicUrl: string): Promise<number> {
  await lockSession(tx, sessionId);
  // clock_timestamp(), not now(): the lock may have been waited for, and an acceptance before it counts.
  const lapsed = await tx
    .delete(sessionWaitlist)
    .where(and(eq(sessionWaitlist.sessionId, sessionId), sql`${sessionWaitlist.offerExpiresAt} <= clock_timestamp()`))
    .returning({ userId: sessionWaitlist.userId, familyMemberId: sessionWaitlist.familyMemberId });
  if (lapsed.length === 0) return 0;
  const details = await sessionDetails(tx, sessionId);
  const { siteTitle } = await getSiteSettings(tx);
  for (const { userId, familyMemberId } of lapsed) {
    const [person] = await tx
      .select({ email: profiles.email, firstName: profiles.firstName, name: profiles.name, forName: forNameColumn })
      .from(profiles)
      .leftJoin(familyMembers, and(eq(familyMembers.id, sql`${familyMemberId}::uuid`), eq(familyMembers.userId, profiles.id)))
      .where(eq(profiles.id, userId));
    await enqueueMail(tx, offerLapsedMail(person, details, siteTitle, publicUrl));
  }
  return lapsed.length;
}

/**
 * 'Platz annehmen': the member books the place held for them, while the offer runs. The booking is
 * book_session's, as if they had booked it themselves: their pass is drawn on and the confirmation queued.
 */
export async function acceptOffer(db: Db, userId: string, entryId: string): Promise<{ message: string; bookingId: string; sessionId: string }> {
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .select({ sessionId: sessionWaitlist.sessionId, familyMemberId: sessionWaitlist.familyMemberId })
      .from(sessionWaitlist)
      .where(and(eq(sessionWaitlist.id, entryId), eq(sessionWaitlist.userId, userId)));
    if (!entry) throw new ApiError(409, ERROR_CODES.OFFER_EXPIRED, BOOKING_MESSAGES.offerGone);
    await lockSession(tx, entry.sessionId);
    // Read again under the lock: the expiry job may have ended the offer while we waited for it.
    const [offer] = await queryRows<{ offer_expires_at: Date | null; running: boolean }>(
      tx,
      sql`select offer_expires_at, offer_expires_at > clock_timestamp() as running from session_waitlist where id = ${entryId}`,
    );
    if (!offer) throw new ApiError(409, ERROR_CODES.OFFER_EXPIRED, BOOKING_MESSAGES.offerGone);
    if (!offer.offer_expires_at) throw new ApiError(409, ERROR_CODES.NO_OFFER, BOOKING_MESSAGES.noOfferYet);
    if (!offer.running) throw new ApiError(409, ERROR_CODES.OFFER_EXPIRED, BOOKING_MESSAGES.offerExpired);
    const [booked] = await queryRows<BookSessionRow>(
      tx,
      sql`select * from book_session(${userId}, ${entry.sessionId}::uuid, clock_timestamp(), ${`${REMINDER_LEAD_MS} milliseconds`}::interval, ${entry.familyMemberId}::uuid)`,
    );
    switch (booked.outcome) {
      case 'confirmed':
        return { message: BOOKING_MESSAGES.offerAccepted, bookingId: booked.booking_id!, sessionId: entry.sessionId };
      case 'pass_required':
        throw new ApiError(409, ERROR_CODES.PASS_REQUIRED, PASS_TEXTS.passRequired);
      case 'booking_blocked':
        throw new ApiError(409, ERROR_CODES.BOOKING_BLOCKED, SKIPPED_BECAUSE.booking_blocked!);
      case 'age_out_of_range':
      case 'book_for_child':
      case 'family_member_not_found':
        throw new ApiError(409, ERROR_CODES.AGE_OUT_OF_RANGE, SKIPPED_BECAUSE[booked.outcome]!);
      case 'session_cancelled':
        throw new ApiError(409, ERROR_CODES.SESSION_CANCELLED, BOOKING_MESSAGES.sessionCancelled);
      case 'session_started':
        throw new ApiError(409, ERROR_CODES.SESSION_STARTED, BOOKING_MESSAGES.sessionStarted);
      default:
        // The offer ran out between the check above and the booking (book_session reads the clock again).
        throw new ApiError(409, ERROR_CODES.OFFER_EXPIRED, BOOKING_MESSAGES.offerExpired);
    }
  });
}
