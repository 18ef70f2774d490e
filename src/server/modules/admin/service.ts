import { and, count, eq, gte, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bookings, courses, profiles, sessions } from '../../db/schema';
import { passCounts } from '../passes/admin-service';

/**
 * Dashboard counters: registered members, active courses, upcoming scheduled sessions, confirmed bookings,
 * active memberships and passes running out within a week.
 */
export async function getAdminStats(db: Tx) {
  const [[members], [activeCourses], [upcomingSessions], [confirmedBookings], passes] = await Promise.all([
    db.select({ n: count() }).from(profiles),
    db.select({ n: count() }).from(courses).where(eq(courses.isActive, true)),
    db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.status, 'scheduled'), gte(sessions.startTime, new Date()))),
    db.select({ n: count() }).from(bookings).where(inArray(bookings.status, ['confirmed', 'attended'])),
    passCounts(db),
  ]);
  return {
    members: members.n,
    activeCourses: activeCourses.n,
    upcomingSessions: upcomingSessions.n,
    confirmedBookings: confirmedBookings.n,
    activeMemberships: passes.activeMemberships,
    passesExpiringSoon: passes.expiringSoon,
  };
}
