import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bookings, courses, familyMembers, invoices, jobs, payments, profiles, rooms, seriesRegistrations, sessions } from '../../db/schema';
import { DEFAULT_CURRENCY } from '../../../shared/constants';
import { familyMemberName } from '../../../shared/schemas/families';
import { REMINDER_LEAD_MS } from '../bookings/booking-queue';
import { REMINDER_JOB } from '../bookings/service';
import { PAYMENT_METHODS } from '../orders/payment-methods';
import type { LockedSeries } from './lock';
import type { SeriesMailFacts, SeriesMailPerson } from './mails';

/*
 * The places a confirmed registration holds: a booking on each date of its series, and its payment. Every
 * function here runs under the series' row lock (lock.ts), so the confirmed count it reads is the count.
 */

type Registration = { id: string; userId: string; familyMemberId: string | null };

/** What the office records when the member pays at the desk (as for an order paid at the desk). */
const DESK_PAYMENT_LABEL = PAYMENT_METHODS.find((method) => method.id === 'on_site')!.paymentLabel;

/** The dates a confirmed registration holds a place on: scheduled and not yet ended, earliest first. */
export function openDates(tx: Tx, seriesId: string, now: Date) {
  return tx
    .select({ id: sessions.id, startTime: sessions.startTime, endTime: sessions.endTime })
    .from(sessions)
    .where(and(eq(sessions.seriesId, seriesId), eq(sessions.status, 'scheduled'), gt(sessions.endTime, now)))
    .orderBy(asc(sessions.startTime), asc(sessions.id));
}

export async function confirmedCount(tx: Tx, seriesId: string): Promise<number> {
  const [{ n }] = await tx
    .select({ n: sql<number>`count(*)` })
    .from(seriesRegistrations)
    .where(and(eq(seriesRegistrations.seriesId, seriesId), eq(seriesRegistrations.status, 'confirmed')));
  return Number(n);
}

/**
 * Books the registration's person on these dates, raising each date's current_participants as
 * book_session does (the sessions' capacity CHECK holds: a date takes as many as the series), with the
 * 24-hour reminder of each booking as a job.
 */
export async function bookDates(tx: Tx, registration: Registration, dates: { id: string; startTime: Date }[], now: Date) {
  if (dates.length === 0) return;
  const booked = await tx
    .insert(bookings)
    .values(
      dates.map((date) => ({
        userId: registration.userId,
        sessionId: date.id,
        status: 'confirmed' as const,
        payment: 'series' as const,
        familyMemberId: registration.familyMemberId,
        seriesRegistrationId: registration.id,
      })),
    )
    .returning({ id: bookings.id, sessionId: bookings.sessionId });
  await tx
    .update(sessions)
    .set({ currentParticipants: sql`${sessions.currentParticipants} + 1` })
    .where(inArray(sessions.id, dates.map((date) => date.id)));
  const startOf = new Map(dates.map((date) => [date.id, date.startTime]));
  const reminders = booked
    .map((booking) => ({ booking, runAt: new Date(startOf.get(booking.sessionId)!.getTime() - REMINDER_LEAD_MS) }))
    .filter(({ runAt }) => runAt.getTime() > now.getTime());
  if (reminders.length > 0) {
    await tx.insert(jobs).values(reminders.map(({ booking, runAt }) => ({ type: REMINDER_JOB, payload: { bookingId: booking.id }, runAt })));
  }
}

/**
 * A registration becomes confirmed: a place on every open date and, for a series that costs something, an
 * open payment of its price at the desk (its invoice follows when the office records the payment).
 */
export async function holdPlaces(tx: Tx, series: LockedSeries, registration: Registration, now: Date) {
  const dates = await openDates(tx, series.id, now);
  await bookDates(tx, registration, dates, now);
  const price = Number(series.price);
  if (price > 0) {
    const [payment] = await tx
      .insert(payments)
      .values({ userId: registration.userId, amount: price, currency: DEFAULT_CURRENCY, paymentMethod: DESK_PAYMENT_LABEL, status: 'pending' })
      .returning({ id: payments.id });
    await tx.update(seriesRegistrations).set({ paymentId: payment.id }).where(eq(seriesRegistrations.id, registration.id));
  }
  return dates;
}

/**
 * Gives up the places of a registration that was confirmed: its bookings of dates not yet started are
 * cancelled and those dates' current_participants lowered (a date under way or over keeps its booking,
 * attendance included).
 */
export async function releasePlaces(tx: Tx, registrationId: string, now: Date): Promise<string[]> {
  const freed = await tx
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(
      and(
        eq(bookings.seriesRegistrationId, registrationId),
        eq(bookings.status, 'confirmed'),
        inArray(bookings.sessionId, tx.select({ id: sessions.id }).from(sessions).where(gt(sessions.startTime, now))),
      ),
    )
    .returning({ sessionId: bookings.sessionId });
  const sessionIds = freed.map((row) => row.sessionId);
  if (sessionIds.length > 0) {
    await tx
      .update(sessions)
      .set({ currentParticipants: sql`${sessions.currentParticipants} - 1` })
      .where(inArray(sessions.id, sessionIds));
  }
  return sessionIds;
}

/**
 * The open payment of a cancelled registration is no longer owed. One never paid and never invoiced is not
 * yet a bookkeeping record: it is withdrawn (the row goes, so it leaves 'Offene Zahlungen'). A completed
 * payment, or one that has had an invoice, stays for the office to refund or settle.
 */
export async function withdrawOpenPayment(tx: Tx, registrationId: string): Promise<boolean> {
  const [row] = await tx
    .select({ paymentId: payments.id, status: payments.status })
    .from(seriesRegistrations)
    .innerJoin(payments, eq(payments.id, seriesRegistrations.paymentId))
    .where(eq(seriesRegistrations.id, registrationId))
    .for('update', { of: payments });
  if (!row || row.status !== 'pending') return false;
  const [invoiced] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.paymentId, row.paymentId)).limit(1);
  if (invoiced) return false;
  await tx.update(seriesRegistrations).set({ paymentId: null }).where(eq(seriesRegistrations.id, registrationId));
  await tx.delete(payments).where(eq(payments.id, row.paymentId));
  return true;
}

/** What the series' mails name: title, course, room, price, last registration day. */
export async function seriesMailFacts(tx: Tx, series: LockedSeries): Promise<SeriesMailFacts> {
  const [course] = await tx.select({ name: courses.name }).from(courses).where(eq(courses.id, series.courseId));
  const [room] = series.roomId ? await tx.select({ name: rooms.name }).from(rooms).where(eq(rooms.id, series.roomId)) : [];
  return { title: series.title, courseName: course.name, roomName: room?.name ?? null, price: Number(series.price), registrationClosesOn: series.registrationClosesOn };
}

/** Who is mailed about a registration: the account holder, naming the family member it is for. */
export async function registrationPeople(tx: Tx, registrationIds: string[]): Promise<Map<string, SeriesMailPerson & { userId: string }>> {
  if (registrationIds.length === 0) return new Map();
  const rows = await tx
    .select({
      id: seriesRegistrations.id,
      userId: profiles.id,
      email: profiles.email,
      firstName: profiles.firstName,
      name: profiles.name,
      forFirstName: familyMembers.firstName,
      forLastName: familyMembers.lastName,
    })
    .from(seriesRegistrations)
    .innerJoin(profiles, eq(profiles.id, seriesRegistrations.userId))
    .leftJoin(familyMembers, eq(familyMembers.id, seriesRegistrations.familyMemberId))
    .where(inArray(seriesRegistrations.id, registrationIds));
  return new Map(
    rows.map(({ id, forFirstName, forLastName, ...person }) => [
      id,
      { ...person, forName: forFirstName !== null ? familyMemberName({ firstName: forFirstName, lastName: forLastName ?? '' }) : null },
    ]),
  );
}
