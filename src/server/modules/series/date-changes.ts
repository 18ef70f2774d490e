import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bookings, seriesRegistrations, sessions } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { ApiError } from '../../http/errors';
import { enqueueMail } from '../../mail/outbox';
import { enqueuePush } from '../../push/push';
import { describeSession, recordAudit, type AuditActor } from '../../audit/audit-log';
import { ERROR_CODES } from '../../../shared/error-codes';
import { berlinGermanDate } from '../../../shared/time';
import { SERIES_MESSAGES, type AdminSeries } from '../../../shared/schemas/series';
import { lockSession } from '../bookings/session-lock';
import { assertChangeable } from '../sessions/cancellation';
import { getSiteSettings } from '../settings/service';
import { plannedDate } from './dates';
import { lockSeries, type LockedSeries } from './lock';
import { seriesDateCancelledMail, seriesReplacementMail } from './mails';
import { insertSeriesDates, refusePastDates } from './new-dates';
import { bookDates, registrationPeople, seriesMailFacts } from './places';
import { getAdminSeries } from './queries';

type Day = { date: string; startTime: string };
type DateTimes = { startTime: Date; endTime: Date };

/** A date of this series, locked as the booking engine locks it; 404 when it is not one of the series'. */
async function lockSeriesDate(tx: Tx, seriesId: string, sessionId: string) {
  const session = await lockSession(tx, sessionId);
  if (session.seriesId !== seriesId) throw new ApiError(404, ERROR_CODES.SERIES_DATE_NOT_FOUND, SERIES_MESSAGES.dateNotFound);
  return session;
}

/**
 * The Ersatztermin of a cancelled date: a new date of the series naming it, as long as the cancelled one,
 * with a booking for every confirmed registration (it counts for attendance like any date). The unique index
 * on replaces_session_id lets a date have one Ersatztermin only.
 */
async function addReplacementDate(tx: Tx, series: LockedSeries, cancelled: DateTimes & { id: string }, day: Day, field: string, now: Date) {
  const durationMinutes = Math.round((cancelled.endTime.getTime() - cancelled.startTime.getTime()) / 60_000);
  const planned = plannedDate(day.date, day.startTime, durationMinutes);
  refusePastDates([{ date: planned, field }], now);
  let replacement: { id: string; startTime: Date; endTime: Date };
  try {
    [replacement] = await insertSeriesDates(tx, series, [planned], cancelled.id);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, ERROR_CODES.REPLACEMENT_EXISTS, SERIES_MESSAGES.replacementExists);
    throw error;
  }
  const confirmed = await tx
    .select({ id: seriesRegistrations.id, userId: seriesRegistrations.userId, familyMemberId: seriesRegistrations.familyMemberId })
    .from(seriesRegistrations)
    .where(and(eq(seriesRegistrations.seriesId, series.id), eq(seriesRegistrations.status, 'confirmed')))
    .orderBy(asc(seriesRegistrations.registeredAt), asc(seriesRegistrations.id));
  for (const registration of confirmed) await bookDates(tx, registration, [replacement], now);
  return { replacement, registrationIds: confirmed.map((registration) => registration.id) };
}

/**
 * The office cancels one date of a series with a reason, optionally giving its Ersatztermin at once. Under
 * the series' and then the date's row lock: the date is marked cancelled with its reason, every booking on
 * it is cancelled (a series date has no waiting list of its own, and its bookings draw on no pass), the
 * Ersatztermin is created and booked, and each participant is mailed once with the reason and the new
 * date, all in one transaction with the audit entry.
 */
export async function cancelSeriesDate(
  db: Db,
  actor: AuditActor,
  seriesId: string,
  sessionId: string,
  input: { reason: string; replacement: Day | null },
  publicUrl: string,
  now = new Date(),
): Promise<{ message: string; series: AdminSeries }> {
  return db.transaction(async (tx) => {
    const series = await lockSeries(tx, seriesId);
    const session = await lockSeriesDate(tx, seriesId, sessionId);
    assertChangeable(session);

    const booked = await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(and(eq(bookings.sessionId, sessionId), eq(bookings.status, 'confirmed')))
      .returning({ registrationId: bookings.seriesRegistrationId });
    await tx
      .update(sessions)
      .set({ status: 'cancelled', cancelledAt: now, cancellationReason: input.reason, currentParticipants: sql`${sessions.currentParticipants} - ${booked.length}` })
      .where(eq(sessions.id, sessionId));
    const added = input.replacement ? await addReplacementDate(tx, series, session, input.replacement, 'replacement.date', now) : null;

    const facts = await seriesMailFacts(tx, series);
    const people = await registrationPeople(tx, booked.map((row) => row.registrationId!));
    const { siteTitle } = await getSiteSettings(tx);
    for (const person of people.values()) {
      await enqueueMail(tx, seriesDateCancelledMail(person, facts, session, input.reason, added?.replacement ?? null, siteTitle, publicUrl));
      await enqueuePush(tx, person.userId, { title: `Abgesagt: ${series.title}`, body: `${berlinGermanDate(session.startTime)} – ${input.reason}`, url: '/member/bookings' });
    }
    await recordAudit(tx, actor, {
      entity: 'session',
      entityId: sessionId,
      action: 'updated',
      summary: `${describeSession(`Kursreihe „${series.title}“`, session.startTime)} abgesagt (Grund: ${input.reason})${added ? `; Ersatztermin ${describeSession('', added.replacement.startTime).trim()}` : ''}; ${people.size} Teilnehmende benachrichtigt`,
    });
    return { message: SERIES_MESSAGES.dateCancelled(people.size), series: (await getAdminSeries(tx, seriesId))! };
  });
}

/**
 * An Ersatztermin for a date cancelled earlier without one (here, or through the office's sessions screen):
 * created and booked for every confirmed registration, each participant mailed the new date.
 */
export async function addSeriesReplacement(
  db: Db,
  actor: AuditActor,
  seriesId: string,
  input: { replacesSessionId: string; date: string; startTime: string },
  publicUrl: string,
  now = new Date(),
): Promise<{ message: string; series: AdminSeries }> {
  return db.transaction(async (tx) => {
    const series = await lockSeries(tx, seriesId);
    const cancelled = await lockSeriesDate(tx, seriesId, input.replacesSessionId).catch((error: unknown) => {
      // A date that does not exist is, for this form, one that is not the series'.
      if (error instanceof ApiError && error.status === 404) throw new ApiError(404, ERROR_CODES.SERIES_DATE_NOT_FOUND, SERIES_MESSAGES.dateNotFound);
      throw error;
    });
    if (cancelled.status !== 'cancelled') throw new ApiError(409, ERROR_CODES.SERIES_DATE_NOT_CANCELLED, SERIES_MESSAGES.dateNotCancelled);
    const [existing] = await tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.replacesSessionId, cancelled.id));
    if (existing) throw new ApiError(409, ERROR_CODES.REPLACEMENT_EXISTS, SERIES_MESSAGES.replacementExists);
    const { replacement, registrationIds } = await addReplacementDate(tx, series, cancelled, input, 'date', now);

    const facts = await seriesMailFacts(tx, series);
    const people = await registrationPeople(tx, registrationIds);
    const { siteTitle } = await getSiteSettings(tx);
    for (const person of people.values()) await enqueueMail(tx, seriesReplacementMail(person, facts, cancelled, replacement, siteTitle, publicUrl));
    await recordAudit(tx, actor, {
      entity: 'session',
      entityId: replacement.id,
      action: 'created',
      summary: `Ersatztermin der Kursreihe „${series.title}“ für den ${berlinGermanDate(cancelled.startTime)}: ${describeSession('', replacement.startTime).trim()}; ${people.size} Teilnehmende benachrichtigt`,
    });
    return { message: SERIES_MESSAGES.replacementAdded(people.size), series: (await getAdminSeries(tx, seriesId))! };
  });
}
