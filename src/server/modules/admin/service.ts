import { and, count, eq, gte, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bookings, courses, profiles, sessions } from '../../db/schema';

/** Dashboard counters: registered members, active courses, upcoming scheduled sessions, confirmed bookings. */
export async function getAdminStats(db: Tx) {
  const [[members], [activeCourses], [upcomingSessions], [confirmedBookings]] = await Promise.all([
    db.select({ n: count() }).from(profiles),
    db.select({ n: count() }).from(courses).where(eq(courses.isActive, true)),
    db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.status, 'scheduled'), gte(sessions.startTime, new Date()))),
    db.select({ n: count() }).from(bookings).where(inArray(bookings.status, ['confirmed', 'attended'])),
  ]);
  return {
    members: members.n,
    activeCourses: activeCourses.n,
    upcomingSessions: upcomingSessions.n,
    confirmedBookings: confirmedBookings.n,
  };
}
