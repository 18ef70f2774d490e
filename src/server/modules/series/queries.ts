import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { courseSeries, courses, familyMembers, payments, profiles, rooms, seriesRegistrations, sessions, trainers } from '../../db/schema';
import { berlinToday } from '../../../shared/time';
import { familyMemberName } from '../../../shared/schemas/families';
import type { AdminSeries, MySeriesRegistration, SeriesDate, SeriesSummary } from '../../../shared/schemas/series';
import { attendanceOfRegistrations, attendanceShortfall } from './attendance-counts';
import { currentCertificates, type CurrentCertificate } from './certificates';

const iso = (date: Date) => date.toISOString();

const seriesColumns = {
  series: courseSeries,
  courseName: courses.name,
  courseActive: courses.isActive,
  minAgeMonths: courses.minAgeMonths,
  maxAgeMonths: courses.maxAgeMonths,
  trainerFirstName: trainers.firstName,
  trainerLastName: trainers.lastName,
  roomName: rooms.name,
};

function selectSeries(tx: Tx, where: SQL | undefined) {
  return tx
    .select(seriesColumns)
    .from(courseSeries)
    .innerJoin(courses, eq(courses.id, courseSeries.courseId))
    .leftJoin(trainers, eq(trainers.id, courseSeries.trainerId))
    .leftJoin(rooms, eq(rooms.id, courseSeries.roomId))
    .where(where);
}
type SeriesRow = Awaited<ReturnType<typeof selectSeries>>[number];

/** Every date of these series, cancelled ones included, earliest first. */
async function datesOf(tx: Tx, seriesIds: string[]): Promise<Map<string, SeriesDate[]>> {
  const rows = seriesIds.length
    ? await tx
        .select({
          seriesId: sessions.seriesId,
          sessionId: sessions.id,
          startTime: sessions.startTime,
          endTime: sessions.endTime,
          status: sessions.status,
          replacesSessionId: sessions.replacesSessionId,
          cancellationReason: sessions.cancellationReason,
        })
        .from(sessions)
        .where(inArray(sessions.seriesId, seriesIds))
        .orderBy(asc(sessions.startTime), asc(sessions.id))
    : [];
  const dates = new Map<string, SeriesDate[]>(seriesIds.map((id) => [id, []]));
  for (const { seriesId, startTime, endTime, ...date } of rows) {
    dates.get(seriesId!)!.push({ ...date, startsAt: iso(startTime), endsAt: iso(endTime) });
  }
  return dates;
}

/** Confirmed and waitlisted registrations per series. */
async function countsOf(tx: Tx, seriesIds: string[]) {
  const rows = seriesIds.length
    ? await tx
        .select({
          seriesId: seriesRegistrations.seriesId,
          confirmed: sql<number>`count(*) filter (where ${seriesRegistrations.status} = 'confirmed')`,
          waitlisted: sql<number>`count(*) filter (where ${seriesRegistrations.status} = 'waitlisted')`,
        })
        .from(seriesRegistrations)
        .where(inArray(seriesRegistrations.seriesId, seriesIds))
        .groupBy(seriesRegistrations.seriesId)
    : [];
  return new Map(rows.map((row) => [row.seriesId, { confirmed: Number(row.confirmed), waitlisted: Number(row.waitlisted) }]));
}

/** The first date that is not cancelled: registration ends when it starts. */
export const firstHeldDate = (dates: SeriesDate[]) => dates.find((date) => date.status !== 'cancelled') ?? null;

/**
 * Open for registration: the course is offered, the last registration day (Berlin, inclusive) has not
 * passed, and the first date has not started.
 */
export function registrationOpen(series: { registrationClosesOn: string }, courseActive: boolean, dates: SeriesDate[], now: Date): boolean {
  const first = firstHeldDate(dates);
  return courseActive && berlinToday(now) <= series.registrationClosesOn && first !== null && new Date(first.startsAt).getTime() > now.getTime();
}

function toSummary(row: SeriesRow, dates: SeriesDate[], counts: { confirmed: number; waitlisted: number } | undefined, now: Date): SeriesSummary {
  const { series } = row;
  return {
    id: series.id,
    courseId: series.courseId,
    courseName: row.courseName,
    title: series.title,
    description: series.description,
    trainerName: row.trainerFirstName !== null ? `${row.trainerFirstName} ${row.trainerLastName}` : null,
    roomName: row.roomName,
    dates,
    capacity: series.capacity,
    placesLeft: Math.max(0, series.capacity - (counts?.confirmed ?? 0)),
    waitlistCount: counts?.waitlisted ?? 0,
    price: Number(series.price),
    registrationClosesOn: series.registrationClosesOn,
    registrationOpen: registrationOpen(series, row.courseActive, dates, now),
    isPrevention: series.isPrevention,
    zppId: series.zppId,
    courseLeader: series.courseLeader,
    minAgeMonths: row.minAgeMonths,
    maxAgeMonths: row.maxAgeMonths,
  };
}

/** The series matching `where`, each with its dates and counts, ordered by their first date. */
async function summaries(tx: Tx, where: SQL | undefined, now: Date): Promise<{ row: SeriesRow; summary: SeriesSummary }[]> {
  const rows = await selectSeries(tx, where);
  const ids = rows.map((row) => row.series.id);
  const [dates, counts] = await Promise.all([datesOf(tx, ids), countsOf(tx, ids)]);
  const result = rows.map((row) => ({ row, summary: toSummary(row, dates.get(row.series.id)!, counts.get(row.series.id), now) }));
  const firstStart = (summary: SeriesSummary) => summary.dates[0]?.startsAt ?? '';
  return result.sort((a, b) => firstStart(a.summary).localeCompare(firstStart(b.summary)) || a.summary.title.localeCompare(b.summary.title));
}

/** GET /api/courses/{courseId}/series: the offered course's series whose last date is still ahead. */
export async function listCourseSeries(tx: Tx, courseId: string, now = new Date()): Promise<SeriesSummary[]> {
  const ahead = sql`exists (select 1 from ${sessions} s where s.series_id = ${courseSeries.id} and s.status = 'scheduled' and s.end_time > ${now})`;
  return (await summaries(tx, and(eq(courseSeries.courseId, courseId), eq(courses.isActive, true), ahead), now)).map(({ summary }) => summary);
}

/** GET /api/series/{id}: one series of an offered course, or null. */
export async function getSeriesSummary(tx: Tx, seriesId: string, now = new Date()): Promise<SeriesSummary | null> {
  const [found] = await summaries(tx, and(eq(courseSeries.id, seriesId), eq(courses.isActive, true)), now);
  return found?.summary ?? null;
}

/** 1-based places of waitlisted registrations in their series' queue, by (registered_at, id). */
async function waitlistPositions(tx: Tx, seriesIds: string[]): Promise<Map<string, number>> {
  if (seriesIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: seriesRegistrations.id, seriesId: seriesRegistrations.seriesId })
    .from(seriesRegistrations)
    .where(and(inArray(seriesRegistrations.seriesId, seriesIds), eq(seriesRegistrations.status, 'waitlisted')))
    .orderBy(asc(seriesRegistrations.registeredAt), asc(seriesRegistrations.id));
  const next = new Map<string, number>();
  const positions = new Map<string, number>();
  for (const row of rows) {
    const position = (next.get(row.seriesId) ?? 0) + 1;
    next.set(row.seriesId, position);
    positions.set(row.id, position);
  }
  return positions;
}

/** Whom a registration is for: the family member's name, or the account holder's. */
const personNameOf = (row: { memberName: string; forFirstName: string | null; forLastName: string | null }) =>
  row.forFirstName !== null ? familyMemberName({ firstName: row.forFirstName, lastName: row.forLastName ?? '' }) : row.memberName;

const registrationColumns = {
  registration: seriesRegistrations,
  memberName: profiles.name,
  email: profiles.email,
  phone: profiles.phone,
  deletedAt: profiles.deletedAt,
  forFirstName: familyMembers.firstName,
  forLastName: familyMembers.lastName,
  paymentAmount: payments.amount,
  paymentStatus: payments.status,
};

function selectRegistrations(tx: Tx) {
  return tx
    .select(registrationColumns)
    .from(seriesRegistrations)
    .innerJoin(profiles, eq(profiles.id, seriesRegistrations.userId))
    .leftJoin(familyMembers, eq(familyMembers.id, seriesRegistrations.familyMemberId))
    .leftJoin(payments, eq(payments.id, seriesRegistrations.paymentId));
}

const STATUS_ORDER = { confirmed: 0, waitlisted: 1, cancelled: 2 } as const;

/** The office's view of series: facts, dates, and every registration with its waiting-list place and payment. */
async function adminSeriesWhere(tx: Tx, where: SQL | undefined, now: Date): Promise<AdminSeries[]> {
  const found = await summaries(tx, where, now);
  const ids = found.map(({ row }) => row.series.id);
  const [registrations, positions] = ids.length
    ? await Promise.all([selectRegistrations(tx).where(inArray(seriesRegistrations.seriesId, ids)), waitlistPositions(tx, ids)])
    : [[], new Map<string, number>()];
  return found.map(({ row, summary }) => ({
    ...summary,
    trainerId: row.series.trainerId,
    roomId: row.series.roomId,
    vatRate: row.series.vatRate,
    vatExemptionNote: row.series.vatExemptionNote,
    certificatesIssuedAt: row.series.certificatesIssuedAt ? iso(row.series.certificatesIssuedAt) : null,
    registrations: registrations
      .filter((r) => r.registration.seriesId === row.series.id)
      .sort(
        (a, b) =>
          STATUS_ORDER[a.registration.status] - STATUS_ORDER[b.registration.status] ||
          (positions.get(a.registration.id) ?? 0) - (positions.get(b.registration.id) ?? 0) ||
          a.registration.registeredAt.getTime() - b.registration.registeredAt.getTime(),
      )
      .map((r) => ({
        id: r.registration.id,
        userId: r.registration.userId,
        personName: personNameOf(r),
        accountName: r.registration.familyMemberId ? r.memberName : null,
        // An anonymised account has no address to show.
        email: r.deletedAt ? null : r.email,
        phone: r.deletedAt ? null : r.phone,
        status: r.registration.status,
        waitlistPosition: positions.get(r.registration.id) ?? null,
        registeredAt: iso(r.registration.registeredAt),
        payment: r.registration.paymentId && r.paymentStatus ? { id: r.registration.paymentId, amount: Number(r.paymentAmount), status: r.paymentStatus } : null,
      })),
  }));
}

/** GET /api/admin/series: every series, the one with the latest first date first. */
export async function listAdminSeries(tx: Tx, now = new Date()): Promise<AdminSeries[]> {
  return (await adminSeriesWhere(tx, undefined, now)).reverse();
}

/** GET /api/admin/series/{id}, or null. */
export async function getAdminSeries(tx: Tx, seriesId: string, now = new Date()): Promise<AdminSeries | null> {
  const [series] = await adminSeriesWhere(tx, eq(courseSeries.id, seriesId), now);
  return series ?? null;
}

/**
 * The member's registrations (their own and their family members'), the newest first, each with its series,
 * waiting-list place, payment and attendance. A registration can be cancelled by the member until the last
 * registration day.
 */
export async function listMySeriesRegistrations(tx: Tx, userId: string, now = new Date(), onlyId?: string): Promise<MySeriesRegistration[]> {
  const rows = await selectRegistrations(tx)
    .where(and(eq(seriesRegistrations.userId, userId), onlyId ? eq(seriesRegistrations.id, onlyId) : undefined))
    .orderBy(desc(seriesRegistrations.registeredAt), desc(seriesRegistrations.id));
  if (rows.length === 0) return [];
  const seriesIds = [...new Set(rows.map((r) => r.registration.seriesId))];
  const registrationIds = rows.map((r) => r.registration.id);
  const [found, positions, attendance, certificates] = await Promise.all([
    summaries(tx, inArray(courseSeries.id, seriesIds), now),
    waitlistPositions(tx, seriesIds),
    attendanceOfRegistrations(tx, registrationIds, now),
    currentCertificates(tx, registrationIds),
  ]);
  const summaryOf = new Map(found.map(({ summary }) => [summary.id, summary]));
  return rows.map((r) => {
    const series = summaryOf.get(r.registration.seriesId)!;
    const counts = attendance.get(r.registration.id)!;
    return {
      id: r.registration.id,
      series,
      personName: personNameOf(r),
      familyMemberId: r.registration.familyMemberId,
      status: r.registration.status,
      waitlistPosition: positions.get(r.registration.id) ?? null,
      registeredAt: iso(r.registration.registeredAt),
      payment: r.paymentStatus ? { amount: Number(r.paymentAmount), status: r.paymentStatus } : null,
      attendance: counts.attendance,
      attendedCount: counts.attendedCount,
      totalDates: counts.totalDates,
      datesNeeded: counts.datesNeeded,
      certificate: certificateOf(certificates.get(r.registration.id)),
      shortfall: r.registration.status === 'confirmed' ? attendanceShortfall(counts, series.isPrevention) : null,
      // Leaving the waiting list is always possible; a confirmed place until the last registration day.
      canCancel: r.registration.status === 'waitlisted' || (r.registration.status === 'confirmed' && memberMayCancelPlace(series.registrationClosesOn, now)),
    };
  });
}

/** The current certificate as Meine Buchungen links it. */
const certificateOf = (certificate: CurrentCertificate | undefined) => (certificate ? { id: certificate.id, number: certificate.number, issuedOn: certificate.issuedOn } : null);

/** The member gives up a confirmed place until the last registration day (Berlin, inclusive); after it only the office does. */
export const memberMayCancelPlace = (registrationClosesOn: string, now: Date) => berlinToday(now) <= registrationClosesOn;

/** The data export's list: every registration of the member (cancelled ones too), oldest first. */
export async function seriesRegistrationsForExport(tx: Tx, userId: string) {
  const rows = await tx
    .select({ registration: seriesRegistrations, title: courseSeries.title, course: courses.name })
    .from(seriesRegistrations)
    .innerJoin(courseSeries, eq(courseSeries.id, seriesRegistrations.seriesId))
    .innerJoin(courses, eq(courses.id, courseSeries.courseId))
    .where(eq(seriesRegistrations.userId, userId))
    .orderBy(asc(seriesRegistrations.registeredAt), asc(seriesRegistrations.id));
  return rows.map(({ registration: r, title, course }) => ({
    id: r.id,
    series: { id: r.seriesId, title, course },
    familyMemberId: r.familyMemberId,
    status: r.status,
    registeredAt: iso(r.registeredAt),
    confirmedAt: r.confirmedAt ? iso(r.confirmedAt) : null,
    cancelledAt: r.cancelledAt ? iso(r.cancelledAt) : null,
    paymentId: r.paymentId,
  }));
}
