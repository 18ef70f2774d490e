import { and, eq, gte, lte, ne, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_CURRENCY } from '../../../shared/constants';
import { CHART_MONTHS, CHART_WEEKS, OCCUPANCY_DAYS } from '../../../shared/chart-periods';
import type { AdminCharts } from '../../../shared/schemas/admin-charts';
import { addBerlinDays, berlinToday, berlinWeekMonday, startOfBerlinDay } from '../../../shared/time';
import type { Tx } from '../../db/client';
import { bookings, courses, payments, sessions } from '../../db/schema';

/*
 * The figures behind the admin dashboard's charts. Periods are Berlin calendar weeks (Monday to Sunday)
 * and months whatever the server's time zone; their bounds are computed here with the shared time helpers
 * (DST-safe) and counted in one query per chart with a `filter` per period, so PGlite and PostgreSQL
 * agree without depending on the database's time-zone data.
 */

/** 'YYYY-MM-DD' Mondays of the last `weeks` Berlin weeks, the current one last. */
export function lastBerlinWeeks(now: Date, weeks = CHART_WEEKS): string[] {
  const monday = berlinWeekMonday(now);
  return Array.from({ length: weeks }, (_, i) => addBerlinDays(monday, -7 * (weeks - 1 - i)));
}

/** 'YYYY-MM' of the last `months` Berlin calendar months, the current one last. */
export function lastBerlinMonths(now: Date, months = CHART_MONTHS): string[] {
  const [year, month] = berlinToday(now).split('-').map(Number);
  return Array.from({ length: months }, (_, i) => {
    const index = year * 12 + (month - 1) - (months - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

const nextMonth = (month: string) => {
  const [year, m] = month.split('-').map(Number);
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
};

/** One aggregate per period [bounds[i], bounds[i + 1]) of a timestamp column; `aggregate` places the filter. */
function perPeriod(aggregate: (inPeriod: SQL) => SQL, column: SQL, bounds: Date[]) {
  return Object.fromEntries(
    bounds.slice(0, -1).map((from, i) => [
      `p${i}`,
      aggregate(sql`filter (where ${column} >= ${from.toISOString()}::timestamptz and ${column} < ${bounds[i + 1].toISOString()}::timestamptz)`),
    ]),
  );
}

async function bookingsPerWeek(db: Tx, now: Date) {
  const weeks = lastBerlinWeeks(now);
  const bounds = [...weeks, addBerlinDays(weeks[weeks.length - 1], 7)].map((day) => startOfBerlinDay(day));
  const [row] = await db
    .select(perPeriod((inPeriod) => sql`count(*) ${inPeriod}`, sql`${bookings.bookedAt}`, bounds))
    .from(bookings)
    .where(and(ne(bookings.status, 'cancelled'), gte(bookings.bookedAt, bounds[0])));
  return weeks.map((weekStart, i) => ({ weekStart, bookings: Number(row[`p${i}`] ?? 0) }));
}

async function paymentsPerMonth(db: Tx, now: Date) {
  const months = lastBerlinMonths(now);
  const bounds = [...months, nextMonth(months[months.length - 1])].map((month) => startOfBerlinDay(`${month}-01`));
  // A completed payment counts in the month it was paid; rows from before paid_at was kept fall back to created_at.
  const paidOn = sql`coalesce(${payments.paidAt}, ${payments.createdAt})`;
  const [amounts] = await db
    .select(perPeriod((inPeriod) => sql`coalesce(sum(${payments.amount}) ${inPeriod}, 0)`, paidOn, bounds))
    .from(payments)
    .where(eq(payments.status, 'completed'));
  const [counts] = await db
    .select(perPeriod((inPeriod) => sql`count(*) ${inPeriod}`, paidOn, bounds))
    .from(payments)
    .where(eq(payments.status, 'completed'));
  return months.map((month, i) => ({
    month,
    amount: Math.round(Number(amounts[`p${i}`] ?? 0) * 100) / 100,
    count: Number(counts[`p${i}`] ?? 0),
  }));
}

/** Sessions that ended in the last OCCUPANCY_DAYS Berlin days and were not cancelled, per course. */
async function occupancyByCourse(db: Tx, now: Date) {
  const since = startOfBerlinDay(addBerlinDays(berlinToday(now), -OCCUPANCY_DAYS));
  const booked = sql<string>`(select count(*) from ${bookings} where ${bookings.sessionId} = ${sessions.id} and ${bookings.status} <> 'cancelled')`;
  const rows = await db
    .select({
      courseId: courses.id,
      courseName: courses.name,
      sessions: sql<string>`count(*)`,
      capacity: sql<string>`sum(${sessions.maxParticipants})`,
      booked: sql<string>`sum(${booked})`,
    })
    .from(sessions)
    .innerJoin(courses, eq(courses.id, sessions.courseId))
    .where(and(ne(sessions.status, 'cancelled'), gte(sessions.startTime, since), lte(sessions.endTime, now)))
    .groupBy(courses.id, courses.name)
    .orderBy(courses.name);
  return {
    since: since.toISOString(),
    courses: rows.map((row) => {
      const capacity = Number(row.capacity);
      const bookedPlaces = Number(row.booked);
      return {
        courseId: row.courseId,
        courseName: row.courseName,
        sessions: Number(row.sessions),
        booked: bookedPlaces,
        capacity,
        percent: capacity > 0 ? Math.round((bookedPlaces / capacity) * 1000) / 10 : 0,
      };
    }),
  };
}

export async function getAdminCharts(db: Tx, now: Date = new Date()): Promise<AdminCharts> {
  const [weeks, occupancy, months] = await Promise.all([bookingsPerWeek(db, now), occupancyByCourse(db, now), paymentsPerMonth(db, now)]);
  return {
    bookingsPerWeek: weeks,
    occupancyByCourse: occupancy.courses,
    occupancySince: occupancy.since,
    paymentsPerMonth: months,
    currency: DEFAULT_CURRENCY,
  };
}
