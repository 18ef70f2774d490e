import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../src/server/db/client';
import { bookings, courseSeries, seriesRegistrations, sessions } from '../../src/server/db/schema';
import type { BookingStatus } from '../../src/shared/enums';
import { createBooking, createCourse, createPayment, createSession, createUser, type CreatedUser } from './factories';

/*
 * Course series written straight into the database, for tests that need a series in a given state (dates in
 * the past, attendance already taken) without going through the series' own routes.
 */

const DAY = 86_400_000;
const WEEK = 7 * DAY;

type Series = typeof courseSeries.$inferSelect;
type Session = typeof sessions.$inferSelect;

export type SeriesFixture = { series: Series; dates: Session[] };

/**
 * A series of `dates` weekly dates of 60 minutes, the last one starting at `lastStart` (default two days
 * ago, so the series is over and every attendance window has closed); a prevention course unless told.
 */
export async function createSeriesFixture(
  db: Tx,
  options: { dates?: number; lastStart?: Date; prevention?: boolean; title?: string; price?: number; capacity?: number; courseLeader?: string; zppId?: string } = {},
): Promise<SeriesFixture> {
  const count = options.dates ?? 10;
  const lastStart = options.lastStart ?? new Date(Date.now() - 2 * DAY);
  const capacity = options.capacity ?? 12;
  const course = await createCourse(db, { name: `Rückenfit ${crypto.randomUUID().slice(0, 6)}`, maxParticipants: capacity });
  const prevention = options.prevention ?? true;
  const [series] = await db
    .insert(courseSeries)
    .values({
      courseId: course.id,
      title: options.title ?? 'Rückenfit – Präventionskurs',
      capacity,
      price: options.price ?? 120,
      registrationClosesOn: '2026-01-01',
      isPrevention: prevention,
      zppId: prevention ? (options.zppId ?? 'KU-ZPP-20260417') : null,
      courseLeader: prevention ? (options.courseLeader ?? 'Petra Prävention') : null,
    })
    .returning();
  const dates: Session[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const startTime = new Date(lastStart.getTime() - i * WEEK);
    dates.push(await createSession(db, { courseId: course.id, seriesId: series.id, startTime, endTime: new Date(startTime.getTime() + 60 * 60_000), maxParticipants: capacity }));
  }
  return { series, dates };
}

/** Cancels one date as the office would (the session and every booking on it), optionally with an Ersatztermin at `replacementStart`. */
export async function cancelSeriesDate(db: Tx, fixture: SeriesFixture, date: Session, replacementStart?: Date): Promise<Session | null> {
  await db.update(sessions).set({ status: 'cancelled', cancelledAt: new Date(), cancellationReason: 'Trainerin krank', currentParticipants: 0 }).where(eq(sessions.id, date.id));
  await db
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: new Date() })
    .where(and(eq(bookings.sessionId, date.id), ne(bookings.status, 'cancelled')));
  if (!replacementStart) return null;
  const replacement = await createSession(db, {
    courseId: date.courseId,
    seriesId: fixture.series.id,
    replacesSessionId: date.id,
    startTime: replacementStart,
    endTime: new Date(replacementStart.getTime() + 60 * 60_000),
    maxParticipants: date.maxParticipants,
  });
  fixture.dates.push(replacement);
  return replacement;
}

/**
 * A confirmed registration with a booking on every date that is not cancelled: `attendance` gives each
 * booking's status in date order (a number n: the first n attended, the rest no-show; null: no bookings at
 * all). Paid in full at `paidAt` unless `paid` is false. `familyMemberId` registers a family member of `user`.
 */
export async function registerParticipant(
  db: Tx,
  fixture: SeriesFixture,
  options: { user?: CreatedUser; familyMemberId?: string; attendance: number | BookingStatus[] | null; paid?: boolean; paidAt?: Date },
) {
  const user = options.user ?? (await createUser(db));
  const paid = options.paid ?? true;
  const payment = await createPayment(db, {
    userId: user.id,
    amount: Number(fixture.series.price),
    status: paid ? 'completed' : 'pending',
    paymentMethod: 'Bar',
    ...(paid && options.paidAt ? { paidAt: options.paidAt } : {}),
  });
  const [registration] = await db
    .insert(seriesRegistrations)
    .values({ seriesId: fixture.series.id, userId: user.id, familyMemberId: options.familyMemberId ?? null, status: 'confirmed', confirmedAt: new Date(), paymentId: payment.id })
    .returning();
  const bookingsByDate = new Map<string, string>();
  if (options.attendance === null) return { user, registration, payment, bookingsByDate };
  const held = (await db.select().from(sessions).where(eq(sessions.seriesId, fixture.series.id))).filter((s) => s.status !== 'cancelled').sort((a, b) => a.startTime.getTime() - b.startTime.getTime());
  const statuses = typeof options.attendance === 'number' ? held.map((_, i) => (i < (options.attendance as number) ? 'attended' : 'no_show')) : options.attendance;
  for (const [i, date] of held.entries()) {
    const booking = await createBooking(db, {
      userId: user.id,
      sessionId: date.id,
      familyMemberId: options.familyMemberId ?? null,
      payment: 'series',
      seriesRegistrationId: registration.id,
      status: statuses[i] ?? 'confirmed',
    });
    bookingsByDate.set(date.id, booking.id);
  }
  return { user, registration, payment, bookingsByDate };
}
