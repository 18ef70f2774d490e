/**
 * The demo centre's course series: Rückenfit as a prevention course (§ 20 SGB V) on Wednesday evenings in
 * Kursraum 2, a slot the weekly timetable leaves free. One series finished two weeks ago with its
 * certificates issued, one is running (four dates behind it, attendance taken), and the next one is open
 * for registration. The demo member is in the first two: with a certificate in the finished one, with
 * some dates attended in the running one. Written through the app's own functions at the times they
 * happened, so registrations, places, payments, mails and certificates are what the app would have made.
 */
import { and, eq, inArray, lt } from 'drizzle-orm';
import { addBerlinDays, berlinWallClockToInstant, berlinWeekMonday, dateInBerlinWeek } from '../../../shared/time';
import type { Db, Tx } from '../client';
import type { CreatedUser } from '../factories';
import { bookings, payments, seriesRegistrations, sessions } from '../schema';
import { createSeries } from '../../modules/series/admin-service';
import { registerForSeries } from '../../modules/series/registration';
import { issueCertificates } from '../../modules/series/certificates';

const DAY = 86_400_000;
const WEDNESDAY = 3;

type SeriesInput = {
  now: Date;
  admin: CreatedUser;
  max: CreatedUser;
  members: CreatedUser[];
  course: { id: string; durationMinutes: number };
  trainer: { id: string; name: string };
  roomId: string;
  publicUrl: string;
};

/** A Rückenfit series of `weeks` Wednesdays from `firstDate`, created three weeks before it (or a week ago, if that is later). */
async function rueckenfitSeries(db: Db, input: SeriesInput, title: string, firstDate: string, weeks: number, capacity: number) {
  const createdAt = new Date(Math.min(berlinWallClockToInstant(firstDate, '12:00').getTime() - 21 * DAY, input.now.getTime() - 7 * DAY));
  const { series } = await createSeries(
    db,
    { id: input.admin.id, email: input.admin.email },
    {
      courseId: input.course.id,
      title,
      description: 'Zehn Abende für einen starken Rücken: Kräftigung, Mobilisation und Entspannung, mit Übungen für zu Hause.',
      trainerId: input.trainer.id,
      roomId: input.roomId,
      capacity,
      price: weeks * 12,
      vatRate: 19,
      vatExemptionNote: null,
      registrationClosesOn: addBerlinDays(firstDate, -1),
      isPrevention: true,
      zppId: 'KU-RU-4711-2026',
      courseLeader: input.trainer.name,
      dates: { mode: 'weekly', firstDate, startTime: '19:30', durationMinutes: input.course.durationMinutes, weeks },
    },
    createdAt,
  );
  return { id: series.id, createdAt };
}

/** Registers each member (in this order, a few hours apart) and returns their registration ids. */
async function register(db: Db, seriesId: string, people: CreatedUser[], from: Date, publicUrl: string) {
  const ids: string[] = [];
  for (const [index, person] of people.entries()) {
    const at = new Date(from.getTime() + index * 5 * 3_600_000);
    const { registration } = await registerForSeries(db, person.id, seriesId, null, publicUrl, at);
    // The app stamps a registration with the database clock (its place in the queue); the demo's happened back then.
    const [row] = await db
      .update(seriesRegistrations)
      .set({ registeredAt: at, createdAt: at })
      .where(eq(seriesRegistrations.id, registration.id))
      .returning({ paymentId: seriesRegistrations.paymentId });
    await db.update(bookings).set({ bookedAt: at, createdAt: at }).where(eq(bookings.seriesRegistrationId, registration.id));
    if (row.paymentId) await db.update(payments).set({ createdAt: at }).where(eq(payments.id, row.paymentId));
    ids.push(registration.id);
  }
  return ids;
}

/** Marks each registration's bookings on the dates that ended before `now`: attended on the first `attended[i]` of them, no-show after. */
async function takeAttendance(tx: Tx, registrationIds: string[], attended: number[], now: Date) {
  for (const [index, registrationId] of registrationIds.entries()) {
    const past = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
      .where(and(eq(bookings.seriesRegistrationId, registrationId), lt(sessions.endTime, now), eq(bookings.status, 'confirmed')))
      .orderBy(sessions.startTime);
    for (const [n, booking] of past.entries()) {
      await tx.update(bookings).set({ status: n < attended[index] ? 'attended' : 'no_show' }).where(eq(bookings.id, booking.id));
    }
  }
}

/** The office took the series' fee at the desk on its first evening. */
async function paidAtFirstDate(tx: Tx, registrationIds: string[], firstDate: string) {
  const rows = await tx.select({ paymentId: seriesRegistrations.paymentId }).from(seriesRegistrations).where(inArray(seriesRegistrations.id, registrationIds));
  const paymentIds = rows.map((row) => row.paymentId).filter((id): id is string => id !== null);
  if (paymentIds.length === 0) return;
  await tx
    .update(payments)
    .set({ status: 'completed', paymentMethod: 'Barzahlung', paidAt: berlinWallClockToInstant(firstDate, '19:20') })
    .where(inArray(payments.id, paymentIds));
}

export async function seedSeries(tx: Tx, input: SeriesInput) {
  const db = tx as Db;
  const { now, max, members, publicUrl } = input;
  const thisWednesday = dateInBerlinWeek(berlinWeekMonday(now), WEDNESDAY);
  // Whether this week's Wednesday evening is over decides which dates lie behind the running series.
  const thisWeekDone = berlinWallClockToInstant(thisWednesday, '21:00').getTime() <= now.getTime();
  const lastPastWednesday = thisWeekDone ? thisWednesday : addBerlinDays(thisWednesday, -7);

  // Finished: eight Wednesdays, the last one a week before the running series began; certificates issued the morning after.
  const finishedFirst = addBerlinDays(lastPastWednesday, -7 * 11);
  const finished = await rueckenfitSeries(db, input, 'Rückenfit – Präventionskurs Herbst', finishedFirst, 8, 10);
  const finishedPeople = [max, ...members.slice(0, 6)];
  const finishedIds = await register(db, finished.id, finishedPeople, new Date(finished.createdAt.getTime() + DAY), publicUrl);
  await paidAtFirstDate(tx, finishedIds, finishedFirst);
  // The demo member missed one evening (7 of 8: enough); one participant came to 5 (not enough).
  await takeAttendance(tx, finishedIds, [7, 8, 5, 8, 6, 7, 8], now);
  const finishedLastDate = addBerlinDays(finishedFirst, 7 * 7);
  await issueCertificates(tx, finished.id, publicUrl, berlinWallClockToInstant(addBerlinDays(finishedLastDate, 1), '09:00'));

  // Running: ten Wednesdays, four of them behind it.
  const runningFirst = addBerlinDays(lastPastWednesday, -7 * 3);
  const running = await rueckenfitSeries(db, input, 'Rückenfit – Präventionskurs Winter', runningFirst, 10, 10);
  const runningIds = await register(db, running.id, [max, ...members.slice(3, 10)], new Date(running.createdAt.getTime() + DAY), publicUrl);
  await paidAtFirstDate(tx, runningIds.slice(0, -1), runningFirst);
  await takeAttendance(tx, runningIds, [3, 4, 4, 2, 4, 3, 4, 1], now);

  // Open: the spring series starts after the running one, with a few places taken.
  const nextFirst = addBerlinDays(runningFirst, 7 * 11);
  const next = await rueckenfitSeries(db, input, 'Rückenfit – Präventionskurs Frühjahr', nextFirst, 10, 12);
  await register(db, next.id, members.slice(6, 9), new Date(now.getTime() - 2 * DAY), publicUrl);
}
