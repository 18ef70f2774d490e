import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client';
import { courses, seriesRegistrations, sessions } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { ApiError } from '../../http/errors';
import { enqueueMail } from '../../mail/outbox';
import { enqueuePush } from '../../push/push';
import { recordAudit, type AuditActor } from '../../audit/audit-log';
import { ERROR_CODES } from '../../../shared/error-codes';
import { berlinDateString, berlinToday } from '../../../shared/time';
import { ageRangeRefusal, bookForChildRefusal } from '../../../shared/age-range';
import { FAMILY_MESSAGES } from '../../../shared/schemas/families';
import { SERIES_MESSAGES, SERIES_TEXTS, type MySeriesRegistration } from '../../../shared/schemas/series';
import { BOOKING_MESSAGES } from '../bookings/messages';
import { getSiteSettings } from '../settings/service';
import { lockSeries, type LockedSeries } from './lock';
import { seriesCancelledMail, seriesConfirmedMail, seriesMovedUpMail, seriesWaitlistedMail } from './mails';
import { confirmedCount, holdPlaces, openDates, registrationPeople, releasePlaces, seriesMailFacts, withdrawOpenPayment } from './places';
import { listMySeriesRegistrations, memberMayCancelPlace } from './queries';

/**
 * Registers the member, or one of their family members, for a whole series, in one transaction under the
 * series' row lock: while places are left, the registration is confirmed with a booking on every date and
 * an open payment; otherwise it joins the series' waiting list. The person is checked first: a second live
 * registration of the same person is refused (the unique index backs it), a family member must be the
 * member's own and live, and the course's age range applies on the first date, as book_session judges a
 * single booking (booking_person_refusal). A member blocked after no-shows registers no more than they book.
 */
export async function registerForSeries(
  db: Db,
  userId: string,
  seriesId: string,
  familyMemberId: string | null,
  publicUrl: string,
  now = new Date(),
): Promise<{ message: string; registration: MySeriesRegistration }> {
  let registrationId: string;
  try {
    registrationId = await db.transaction(async (tx) => {
      const series = await lockSeries(tx, seriesId);
      const [course] = await tx
        .select({ isActive: courses.isActive, minAgeMonths: courses.minAgeMonths, maxAgeMonths: courses.maxAgeMonths })
        .from(courses)
        .where(eq(courses.id, series.courseId));
      if (!course.isActive) throw new ApiError(409, ERROR_CODES.COURSE_INACTIVE, BOOKING_MESSAGES.courseInactive);
      const [first] = await tx
        .select({ startTime: sessions.startTime })
        .from(sessions)
        .where(and(eq(sessions.seriesId, seriesId), ne(sessions.status, 'cancelled')))
        .orderBy(asc(sessions.startTime))
        .limit(1);
      if (!first || first.startTime.getTime() <= now.getTime()) throw new ApiError(409, ERROR_CODES.SERIES_STARTED, SERIES_MESSAGES.seriesStarted);
      if (berlinToday(now) > series.registrationClosesOn) throw new ApiError(409, ERROR_CODES.SERIES_REGISTRATION_CLOSED, SERIES_TEXTS.registrationClosed);
      await refusePerson(tx, userId, familyMemberId, course, berlinDateString(first.startTime), now);

      const [live] = await tx
        .select({ id: seriesRegistrations.id })
        .from(seriesRegistrations)
        .where(
          and(
            eq(seriesRegistrations.seriesId, seriesId),
            eq(seriesRegistrations.userId, userId),
            sql`${seriesRegistrations.familyMemberId} is not distinct from ${familyMemberId}::uuid`,
            ne(seriesRegistrations.status, 'cancelled'),
          ),
        );
      if (live) throw alreadyRegistered();

      const confirmed = (await confirmedCount(tx, seriesId)) < series.capacity;
      // Strictly after the series' last registration: the waiting list's order never rests on a tie of a coarse clock.
      const [registration] = await tx
        .insert(seriesRegistrations)
        .values({
          seriesId,
          userId,
          familyMemberId,
          status: confirmed ? 'confirmed' : 'waitlisted',
          confirmedAt: confirmed ? now : null,
          registeredAt: sql`greatest(clock_timestamp(), (select max(r.registered_at) + interval '1 microsecond' from ${seriesRegistrations} r where r.series_id = ${seriesId}))`,
        })
        .returning({ id: seriesRegistrations.id, userId: seriesRegistrations.userId, familyMemberId: seriesRegistrations.familyMemberId });

      const facts = await seriesMailFacts(tx, series);
      const person = (await registrationPeople(tx, [registration.id])).get(registration.id)!;
      const { siteTitle } = await getSiteSettings(tx);
      if (confirmed) {
        const dates = await holdPlaces(tx, series, registration, now);
        await enqueueMail(tx, seriesConfirmedMail(person, facts, dates, siteTitle, publicUrl));
      } else {
        await enqueueMail(tx, seriesWaitlistedMail(person, facts, await waitlistPosition(tx, registration.id), siteTitle, publicUrl));
      }
      return registration.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyRegistered();
    throw error;
  }
  const [registration] = await listMySeriesRegistrations(db, userId, now, registrationId);
  const forName = registration.familyMemberId ? registration.personName : undefined;
  const message =
    registration.status === 'confirmed'
      ? forName
        ? SERIES_MESSAGES.confirmedFor(forName)
        : SERIES_TEXTS.registered
      : SERIES_MESSAGES.waitlistedAt(registration.waitlistPosition ?? 1, forName);
  return { message, registration };
}

const alreadyRegistered = () => new ApiError(409, ERROR_CODES.ALREADY_REGISTERED, SERIES_TEXTS.alreadyRegistered);

/** Refuses a person the series cannot take, with the booking engine's reasons and German messages. */
async function refusePerson(
  tx: Tx,
  userId: string,
  familyMemberId: string | null,
  range: { minAgeMonths: number | null; maxAgeMonths: number | null },
  firstDay: string,
  now: Date,
) {
  if (familyMemberId) {
    // Held until the commit: removing the family member (FOR UPDATE) waits for this registration, and sees it.
    await tx.execute(sql`select 1 from family_members where id = ${familyMemberId}::uuid for share`);
  }
  if (familyMemberId || range.maxAgeMonths !== null) {
    const [{ refusal }] = await queryRows<{ refusal: string | null }>(
      tx,
      sql`select booking_person_refusal(${userId}, ${familyMemberId}::uuid, ${range.minAgeMonths}::integer, ${range.maxAgeMonths}::integer, ${firstDay}::date) as refusal`,
    );
    if (refusal === 'family_member_not_found') {
      throw new ApiError(404, ERROR_CODES.FAMILY_MEMBER_NOT_FOUND, FAMILY_MESSAGES.notFound, { familyMemberId: FAMILY_MESSAGES.notFound });
    }
    if (refusal === 'age_out_of_range') throw new ApiError(409, ERROR_CODES.AGE_OUT_OF_RANGE, ageRangeRefusal(range));
    if (refusal === 'book_for_child') throw new ApiError(409, ERROR_CODES.BOOK_FOR_CHILD, bookForChildRefusal(range));
  }
  const [{ until }] = await queryRows<{ until: Date | string | null }>(tx, sql`select booking_blocked_until(${userId}, ${now}) as until`);
  if (until) throw new ApiError(409, ERROR_CODES.BOOKING_BLOCKED, BOOKING_MESSAGES.bookingBlocked(new Date(until)));
}

/** 1-based place of a waitlisted registration in its series' queue, by (registered_at, id). */
async function waitlistPosition(tx: Tx, registrationId: string): Promise<number> {
  const [{ position }] = await queryRows<{ position: number }>(
    tx,
    sql`select count(*)::int as position from ${seriesRegistrations} w, ${seriesRegistrations} me
        where me.id = ${registrationId} and w.series_id = me.series_id and w.status = 'waitlisted'
          and (w.registered_at, w.id) <= (me.registered_at, me.id)`,
  );
  return Number(position);
}

/**
 * Fills the series' free places from its waiting list, first come first served, under the series' lock:
 * each one promoted gets a booking on every date still open and an open payment, and is mailed ('Sie sind
 * nachgerückt'). Nothing once no date is left open. Answers how many moved up.
 */
export async function promoteFromSeriesWaitlist(tx: Tx, series: LockedSeries, publicUrl: string, now: Date): Promise<number> {
  const free = series.capacity - (await confirmedCount(tx, series.id));
  if (free <= 0) return 0;
  if ((await openDates(tx, series.id, now)).length === 0) return 0;
  const queue = await tx
    .select({ id: seriesRegistrations.id, userId: seriesRegistrations.userId, familyMemberId: seriesRegistrations.familyMemberId })
    .from(seriesRegistrations)
    .where(and(eq(seriesRegistrations.seriesId, series.id), eq(seriesRegistrations.status, 'waitlisted')))
    .orderBy(asc(seriesRegistrations.registeredAt), asc(seriesRegistrations.id))
    .limit(free);
  if (queue.length === 0) return 0;
  const facts = await seriesMailFacts(tx, series);
  const people = await registrationPeople(tx, queue.map((registration) => registration.id));
  const { siteTitle } = await getSiteSettings(tx);
  for (const registration of queue) {
    await tx.update(seriesRegistrations).set({ status: 'confirmed', confirmedAt: now }).where(eq(seriesRegistrations.id, registration.id));
    const dates = await holdPlaces(tx, series, registration, now);
    const person = people.get(registration.id)!;
    await enqueueMail(tx, seriesMovedUpMail(person, facts, dates, siteTitle, publicUrl));
    await enqueuePush(tx, registration.userId, {
      title: `Nachgerückt: ${series.title}`,
      body: `${person.forName ? `Der Platz für ${person.forName}` : 'Ihr Platz'} in der Kursreihe ist gebucht.`,
      url: '/member/bookings',
    });
  }
  return queue.length;
}

/**
 * Cancels a registration under its series' lock (taken by the caller). A confirmed one gives up its places
 * on the dates ahead and its open payment, and the first on the waiting list moves up. `notify`: the person
 * is mailed (not for an account being deleted).
 */
async function cancelLockedRegistration(
  tx: Tx,
  series: LockedSeries,
  registrationId: string,
  options: { byOffice: boolean; notify: boolean; publicUrl: string; now: Date },
): Promise<{ promoted: number; personName: string }> {
  const [registration] = await tx.select().from(seriesRegistrations).where(eq(seriesRegistrations.id, registrationId)).for('update');
  if (!registration || registration.seriesId !== series.id) throw registrationNotFound();
  if (registration.status === 'cancelled') throw new ApiError(409, ERROR_CODES.ALREADY_CANCELLED, SERIES_MESSAGES.alreadyCancelled);
  await tx.update(seriesRegistrations).set({ status: 'cancelled', cancelledAt: options.now }).where(eq(seriesRegistrations.id, registrationId));
  let promoted = 0;
  if (registration.status === 'confirmed') {
    await releasePlaces(tx, registrationId, options.now);
    await withdrawOpenPayment(tx, registrationId);
    promoted = await promoteFromSeriesWaitlist(tx, series, options.publicUrl, options.now);
  }
  const person = (await registrationPeople(tx, [registrationId])).get(registrationId)!;
  if (options.notify) {
    const { siteTitle } = await getSiteSettings(tx);
    await enqueueMail(tx, seriesCancelledMail(person, await seriesMailFacts(tx, series), options.byOffice, siteTitle, options.publicUrl));
  }
  return { promoted, personName: person.forName ?? person.name };
}

const registrationNotFound = () => new ApiError(404, ERROR_CODES.SERIES_REGISTRATION_NOT_FOUND, SERIES_MESSAGES.registrationNotFound);

/**
 * The member cancels their registration (or a family member's). A confirmed place can be given up until the
 * last registration day; after it the studio decides (409). Leaving the waiting list is possible any time:
 * it holds no place and owes nothing.
 */
export async function cancelMySeriesRegistration(db: Db, userId: string, registrationId: string, publicUrl: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const [own] = await tx
      .select({ seriesId: seriesRegistrations.seriesId })
      .from(seriesRegistrations)
      .where(and(eq(seriesRegistrations.id, registrationId), eq(seriesRegistrations.userId, userId)));
    if (!own) throw registrationNotFound();
    const series = await lockSeries(tx, own.seriesId);
    const [{ status }] = await tx.select({ status: seriesRegistrations.status }).from(seriesRegistrations).where(eq(seriesRegistrations.id, registrationId));
    if (status === 'confirmed' && !memberMayCancelPlace(series.registrationClosesOn, now)) {
      throw new ApiError(409, ERROR_CODES.SERIES_CANCEL_CLOSED, SERIES_TEXTS.cancelClosed);
    }
    await cancelLockedRegistration(tx, series, registrationId, { byOffice: false, notify: true, publicUrl, now });
    return { message: SERIES_MESSAGES.cancelled, seriesId: series.id };
  });
}

/** The office cancels a registration at any time; the person is mailed, the audit entry written. */
export async function cancelSeriesRegistrationByOffice(db: Db, actor: AuditActor, registrationId: string, publicUrl: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ seriesId: seriesRegistrations.seriesId }).from(seriesRegistrations).where(eq(seriesRegistrations.id, registrationId));
    if (!found) throw registrationNotFound();
    const series = await lockSeries(tx, found.seriesId);
    const { promoted, personName } = await cancelLockedRegistration(tx, series, registrationId, { byOffice: true, notify: true, publicUrl, now });
    await recordAudit(tx, actor, {
      entity: 'course',
      entityId: series.id,
      action: 'updated',
      summary: `Anmeldung von ${personName} zur Kursreihe „${series.title}“ storniert${promoted > 0 ? `; ${SERIES_MESSAGES.promoted(promoted)}` : ''}`,
    });
    const message = `${SERIES_MESSAGES.cancelledByOffice(personName)}${promoted > 0 ? ` ${SERIES_MESSAGES.promoted(promoted)}` : ''}`;
    return { message, seriesId: series.id };
  });
}

/**
 * An account that ends gives up its live registrations (its family members' too), in the caller's
 * transaction: each under its series' lock, in series order, so the places go to the waiting lists.
 */
export async function releaseSeriesRegistrationsOf(tx: Tx, userId: string, publicUrl: string, now = new Date()): Promise<number> {
  const live = await tx
    .select({ id: seriesRegistrations.id, seriesId: seriesRegistrations.seriesId })
    .from(seriesRegistrations)
    .where(and(eq(seriesRegistrations.userId, userId), ne(seriesRegistrations.status, 'cancelled')))
    .orderBy(asc(seriesRegistrations.seriesId), asc(seriesRegistrations.id));
  for (const registration of live) {
    const series = await lockSeries(tx, registration.seriesId);
    await cancelLockedRegistration(tx, series, registration.id, { byOffice: false, notify: false, publicUrl, now });
  }
  return live.length;
}
