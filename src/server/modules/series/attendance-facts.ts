import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { BookingStatus } from '../../../shared/enums';
import type { Tx } from '../../db/client';
import { bookings, courseSeries, familyMembers, payments, profiles, seriesRegistrations, sessions } from '../../db/schema';

/*
 * What the attendance grid and the certificates read besides the counts (attendance-counts.ts): a series'
 * dates (sessions naming it, an Ersatztermin a date of its own), its confirmed participants and the booking
 * each registration holds per date, whose status the trainer's list, the check-in or the office sets.
 */

export type SeriesDateRow = {
  id: string;
  startTime: Date;
  endTime: Date;
  status: 'scheduled' | 'completed' | 'cancelled';
  replacesSessionId: string | null;
  cancellationReason: string | null;
};

/** The series row; `lock` takes its row lock ('update' to issue certificates, 'share' to change attendance). */
export async function findSeries(tx: Tx, seriesId: string, lock?: 'update' | 'share') {
  const query = tx.select().from(courseSeries).where(eq(courseSeries.id, seriesId));
  const [series] = lock ? await query.for(lock) : await query;
  return series ?? null;
}

/** Every date of the series, cancelled ones too, in order. */
export function seriesDates(tx: Tx, seriesId: string): Promise<SeriesDateRow[]> {
  return tx
    .select({
      id: sessions.id,
      startTime: sessions.startTime,
      endTime: sessions.endTime,
      status: sessions.status,
      replacesSessionId: sessions.replacesSessionId,
      cancellationReason: sessions.cancellationReason,
    })
    .from(sessions)
    .where(eq(sessions.seriesId, seriesId))
    .orderBy(asc(sessions.startTime), asc(sessions.id));
}

export const heldDates = (dates: SeriesDateRow[]) => dates.filter((date) => date.status !== 'cancelled');

/** When the last held date ends (null for a series without one): after it the series is finished. */
export function lastHeldEnd(dates: SeriesDateRow[]): Date | null {
  const held = heldDates(dates);
  return held.length ? new Date(Math.max(...held.map((date) => date.endTime.getTime()))) : null;
}

export type Participant = Awaited<ReturnType<typeof confirmedParticipants>>[number];

/**
 * The series' confirmed registrations with the person each is for (the family member's name and birth date,
 * or the member's own name and the birth date of their profile, if given), the account holder to write to and the payment.
 * `registrationIds` narrows it down.
 */
export function confirmedParticipants(tx: Tx, seriesId: string, registrationIds?: string[]) {
  return tx
    .select({
      registrationId: seriesRegistrations.id,
      userId: seriesRegistrations.userId,
      familyMemberId: seriesRegistrations.familyMemberId,
      registeredAt: seriesRegistrations.registeredAt,
      memberName: profiles.name,
      email: profiles.email,
      accountDeletedAt: profiles.deletedAt,
      firstName: profiles.firstName,
      memberBirthDate: profiles.birthDate,
      familyFirstName: familyMembers.firstName,
      familyLastName: familyMembers.lastName,
      familyBirthDate: familyMembers.birthDate,
      paymentAmount: payments.amount,
      paymentStatus: payments.status,
      paidAt: payments.paidAt,
    })
    .from(seriesRegistrations)
    .innerJoin(profiles, eq(profiles.id, seriesRegistrations.userId))
    .leftJoin(familyMembers, eq(familyMembers.id, seriesRegistrations.familyMemberId))
    .leftJoin(payments, eq(payments.id, seriesRegistrations.paymentId))
    .where(
      and(
        eq(seriesRegistrations.seriesId, seriesId),
        eq(seriesRegistrations.status, 'confirmed'),
        registrationIds ? inArray(seriesRegistrations.id, registrationIds) : undefined,
      ),
    )
    .orderBy(asc(seriesRegistrations.registeredAt), asc(seriesRegistrations.id));
}

/** Whom a registration is for, as the grid and the certificate name them. */
export function participantPerson(row: Participant): { name: string; birthDate: string | null } {
  if (row.familyMemberId) return { name: `${row.familyFirstName ?? ''} ${row.familyLastName ?? ''}`.trim(), birthDate: row.familyBirthDate };
  return { name: row.memberName, birthDate: row.memberBirthDate };
}

export type DateBooking = { id: string; status: BookingStatus };

/**
 * Per registration and date, the booking that stands for it: the live one, else the last cancelled one (a
 * cancelled date's bookings are cancelled with it).
 */
export async function bookingsByRegistration(tx: Tx, registrationIds: string[]): Promise<Map<string, Map<string, DateBooking>>> {
  const result = new Map<string, Map<string, DateBooking>>();
  if (registrationIds.length === 0) return result;
  const rows = await tx
    .select({ id: bookings.id, registrationId: bookings.seriesRegistrationId, sessionId: bookings.sessionId, status: bookings.status })
    .from(bookings)
    .where(inArray(bookings.seriesRegistrationId, registrationIds))
    // Cancelled rows first, newest last, so a live booking (or the latest cancelled one) wins below.
    .orderBy(desc(eq(bookings.status, 'cancelled')), asc(bookings.bookedAt), asc(bookings.id));
  for (const row of rows) {
    const perDate = result.get(row.registrationId!) ?? new Map<string, DateBooking>();
    perDate.set(row.sessionId, { id: row.id, status: row.status });
    result.set(row.registrationId!, perDate);
  }
  return result;
}
