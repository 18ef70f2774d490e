import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bookings, seriesRegistrations, sessions } from '../../db/schema';
import { attendanceShortfallText, datesNeededForCertificate, qualifiesForCertificate } from '../../../shared/series-certificate';

/** One registration's attendance over its series' dates. */
export type RegistrationAttendance = {
  /** Per date of the series, cancelled ones included: null while the date is ahead or was cancelled. */
  attendance: { sessionId: string; attended: boolean | null }[];
  attendedCount: number;
  /** Dates held or ahead: every date but the cancelled ones (an Ersatztermin counts like any date). */
  totalDates: number;
  datesNeeded: number;
  /** The series' last date that is not cancelled has ended. */
  finished: boolean;
  qualifies: boolean;
};

/**
 * The attendance of each registration, counted from its bookings: a date counts as attended when the
 * registration's booking on it has the status 'attended' (checked in, or marked by the trainer or the
 * office). A date that has ended without such a booking is not attended. The one place that counts it,
 * for Meine Buchungen and for the certificates.
 */
export async function attendanceOfRegistrations(tx: Tx, registrationIds: string[], now: Date = new Date()): Promise<Map<string, RegistrationAttendance>> {
  const result = new Map<string, RegistrationAttendance>();
  if (registrationIds.length === 0) return result;
  const registrations = await tx
    .select({ id: seriesRegistrations.id, seriesId: seriesRegistrations.seriesId })
    .from(seriesRegistrations)
    .where(inArray(seriesRegistrations.id, registrationIds));
  const seriesIds = [...new Set(registrations.map((row) => row.seriesId))];
  if (seriesIds.length === 0) return result;
  const [dates, attended] = await Promise.all([
    tx
      .select({ id: sessions.id, seriesId: sessions.seriesId, status: sessions.status, endTime: sessions.endTime })
      .from(sessions)
      .where(inArray(sessions.seriesId, seriesIds))
      .orderBy(asc(sessions.startTime), asc(sessions.id)),
    tx
      .select({ registrationId: bookings.seriesRegistrationId, sessionId: bookings.sessionId })
      .from(bookings)
      .where(and(inArray(bookings.seriesRegistrationId, registrationIds), eq(bookings.status, 'attended'))),
  ]);
  const attendedKeys = new Set(attended.map((row) => `${row.registrationId}|${row.sessionId}`));
  for (const registration of registrations) {
    const ofSeries = dates.filter((date) => date.seriesId === registration.seriesId);
    const held = ofSeries.filter((date) => date.status !== 'cancelled');
    const attendance = ofSeries.map((date) => {
      const over = date.status === 'completed' || date.endTime.getTime() <= now.getTime();
      const attendedIt = attendedKeys.has(`${registration.id}|${date.id}`);
      // Checked in, a date counts at once; otherwise only once it is over.
      return { sessionId: date.id, attended: date.status === 'cancelled' ? null : attendedIt ? true : over ? false : null };
    });
    const attendedCount = attendance.filter((cell) => cell.attended === true).length;
    const totalDates = held.length;
    result.set(registration.id, {
      attendance,
      attendedCount,
      totalDates,
      datesNeeded: datesNeededForCertificate(totalDates),
      finished: held.length > 0 && held.every((date) => date.status === 'completed' || date.endTime.getTime() <= now.getTime()),
      qualifies: qualifiesForCertificate(attendedCount, totalDates),
    });
  }
  return result;
}

/**
 * Why a participant of a prevention series has no certificate, once the series is over ('7 von 10
 * Terminen besucht, 8 nötig'); null while it runs, for one who qualifies, and for other series.
 */
export function attendanceShortfall(counts: RegistrationAttendance, isPrevention: boolean): string | null {
  if (!isPrevention || !counts.finished || counts.qualifies) return null;
  return attendanceShortfallText(counts.attendedCount, counts.totalDates);
}
