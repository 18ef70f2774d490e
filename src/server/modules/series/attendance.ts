import { and, eq, ne, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../../shared/error-codes';
import { SERIES_MESSAGES, SERIES_TEXTS, type SeriesAttendance } from '../../../shared/schemas/series';
import { CERTIFICATE_TEXTS } from '../../../shared/schemas/series-certificates';
import { datesNeededForCertificate } from '../../../shared/series-certificate';
import { describeSession, recordAudit, type AuditActor } from '../../audit/audit-log';
import type { Db, Tx } from '../../db/client';
import { bookings, seriesRegistrations, sessions } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { lockSession } from '../bookings/session-lock';
import { attendanceOfRegistrations } from './attendance-counts';
import { bookingsByRegistration, confirmedParticipants, findSeries, heldDates, lastHeldEnd, participantPerson, seriesDates } from './attendance-facts';
import { currentCertificates } from './certificates';

/*
 * The office's attendance grid of a series: a row per confirmed participant, a cell per date (cancelled dates
 * marked by their status), the attended count against the dates needed, and the current certificate. The
 * office corrects one cell at a time, for a date that has begun; a correction is audited and never changes a
 * session's participant count unless it adds a place that had no booking.
 */

export async function getSeriesAttendance(db: Tx, seriesId: string, now = new Date()): Promise<SeriesAttendance> {
  const series = await findSeries(db, seriesId);
  if (!series) throw new ApiError(404, ERROR_CODES.SERIES_NOT_FOUND, SERIES_TEXTS.notFound);
  const dates = await seriesDates(db, seriesId);
  const participants = await confirmedParticipants(db, seriesId);
  const ids = participants.map((p) => p.registrationId);
  const [perRegistration, counts, certificates] = await Promise.all([bookingsByRegistration(db, ids), attendanceOfRegistrations(db, ids, now), currentCertificates(db, ids)]);
  const totalDates = heldDates(dates).length;
  const lastEnd = lastHeldEnd(dates);
  return {
    seriesId,
    dates: dates.map((date) => ({
      sessionId: date.id,
      startsAt: date.startTime.toISOString(),
      endsAt: date.endTime.toISOString(),
      status: date.status,
      replacesSessionId: date.replacesSessionId,
      cancellationReason: date.cancellationReason,
    })),
    datesNeeded: datesNeededForCertificate(totalDates),
    totalDates,
    finished: lastEnd !== null && lastEnd.getTime() <= now.getTime(),
    rows: participants.map((participant) => {
      const perDate = perRegistration.get(participant.registrationId);
      const person = participantPerson(participant);
      const summary = counts.get(participant.registrationId)!;
      return {
        registrationId: participant.registrationId,
        personName: person.name,
        birthDate: person.birthDate,
        cells: dates.map((date) => {
          const booking = perDate?.get(date.id);
          return { sessionId: date.id, bookingId: booking?.id ?? null, status: booking?.status ?? null };
        }),
        attendedCount: summary.attendedCount,
        qualifies: summary.qualifies,
        certificate: certificates.get(participant.registrationId) ?? null,
      };
    }),
  };
}

type AttendanceCorrection = { registrationId: string; sessionId: string; attended: boolean };

/**
 * Sets one participant's attendance on one date of the series: their booking becomes attended or no-show.
 * A participant without a booking on that date (registered after it, say) who was there gets one, which takes
 * a place like any booking; one who was not there needs none. Under the session's row lock, as the trainer's
 * list and the check-in mark attendance; the series row is held shared, so certificates issued at the same
 * moment read the attendance before or after the correction, never half of it.
 */
export async function correctSeriesAttendance(db: Db, actor: AuditActor, seriesId: string, input: AttendanceCorrection, now = new Date()) {
  await db.transaction(async (tx) => {
    const series = await findSeries(tx, seriesId, 'share');
    if (!series) throw new ApiError(404, ERROR_CODES.SERIES_NOT_FOUND, SERIES_TEXTS.notFound);
    const [registration] = await tx
      .select({ status: seriesRegistrations.status })
      .from(seriesRegistrations)
      .where(and(eq(seriesRegistrations.id, input.registrationId), eq(seriesRegistrations.seriesId, seriesId)));
    if (!registration) throw new ApiError(404, ERROR_CODES.SERIES_REGISTRATION_NOT_FOUND, SERIES_MESSAGES.registrationNotFound);
    const session = await lockSession(tx, input.sessionId);
    if (session.seriesId !== seriesId) throw new ApiError(404, ERROR_CODES.SERIES_DATE_NOT_FOUND, SERIES_MESSAGES.dateNotFound);
    if (registration.status !== 'confirmed') throw new ApiError(409, ERROR_CODES.REGISTRATION_NOT_CONFIRMED, CERTIFICATE_TEXTS.notParticipant);
    if (session.status === 'cancelled') throw new ApiError(409, ERROR_CODES.SESSION_CANCELLED, CERTIFICATE_TEXTS.dateCancelled);
    if (session.startTime.getTime() > now.getTime()) throw new ApiError(409, ERROR_CODES.SERIES_DATE_NOT_BEGUN, CERTIFICATE_TEXTS.dateNotBegun);

    const [participant] = await confirmedParticipants(tx, seriesId, [input.registrationId]);
    const [live] = await tx
      .select({ id: bookings.id, status: bookings.status })
      .from(bookings)
      .where(and(eq(bookings.seriesRegistrationId, input.registrationId), eq(bookings.sessionId, session.id), ne(bookings.status, 'cancelled')));
    const status = input.attended ? 'attended' : 'no_show';
    if (live?.status === status || (!live && !input.attended)) return;
    if (live) {
      await tx.update(bookings).set({ status }).where(eq(bookings.id, live.id));
    } else {
      // A new live booking takes a place: counted under the capacity, as every booking is.
      const taken = await tx
        .update(sessions)
        .set({ currentParticipants: sql`${sessions.currentParticipants} + 1` })
        .where(and(eq(sessions.id, session.id), sql`${sessions.currentParticipants} + ${sessions.heldPlaces} < ${sessions.maxParticipants}`))
        .returning({ id: sessions.id });
      if (taken.length === 0) throw new ApiError(409, ERROR_CODES.NO_FREE_SPOT, CERTIFICATE_TEXTS.dateFull);
      await tx.insert(bookings).values({
        userId: participant.userId,
        sessionId: session.id,
        familyMemberId: participant.familyMemberId,
        seriesRegistrationId: input.registrationId,
        payment: 'series',
        status,
      });
    }
    await recordAudit(tx, actor, {
      entity: 'session',
      entityId: session.id,
      action: 'updated',
      summary: `Teilnahme von ${participantPerson(participant).name} an ${describeSession(series.title, session.startTime)} (Kursreihe) auf „${input.attended ? 'anwesend' : 'nicht erschienen'}“ gesetzt`,
    });
  });
  return getSeriesAttendance(db, seriesId, now);
}
