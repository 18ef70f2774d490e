import { aliasedTable, and, asc, count, desc, eq, gte, ilike, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { BOOKING_STATUSES, type CourseLevel, type SessionStatus } from '../../../shared/enums';
import type { AdminBookingsPage, adminBookingsQuerySchema } from '../../../shared/schemas/bookings';
import type { Tx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { queryRows } from '../../db/client';
import { bookings, courseSeries, courses, familyMembers, profiles, rooms, sessionWaitlist, sessions, trainers } from '../../db/schema';
import type { FamilyStatuses, MyStatus } from '../../../shared/schemas/sessions';
import { forNameColumn } from './person';
import { pageOffset } from '../../db/paging';
import { selectSessionDetails } from '../sessions/session-details';

// Drizzle selects nest one level only, so session fields are selected flat and shaped by toSession().
const sessionColumns = {
  sessionId: sessions.id,
  startTime: sessions.startTime,
  endTime: sessions.endTime,
  sessionStatus: sessions.status,
  maxParticipants: sessions.maxParticipants,
  currentParticipants: sessions.currentParticipants,
  availableSpots: sessions.availableSpots,
  notes: sessions.notes,
  courseId: courses.id,
  courseName: courses.name,
  courseLevel: courses.level,
  courseDescription: courses.description,
  courseDurationMinutes: courses.durationMinutes,
  courseImageUrl: courses.imageUrl,
  courseMinAgeMonths: courses.minAgeMonths,
  courseMaxAgeMonths: courses.maxAgeMonths,
  trainerId: trainers.id,
  trainerFirstName: trainers.firstName,
  trainerLastName: trainers.lastName,
  roomName: rooms.name,
  seriesId: courseSeries.id,
  seriesTitle: courseSeries.title,
};

type SessionRow = {
  sessionId: string;
  startTime: Date;
  endTime: Date;
  sessionStatus: SessionStatus;
  maxParticipants: number;
  currentParticipants: number;
  availableSpots: number | null;
  notes: string | null;
  courseId: string;
  courseName: string;
  courseLevel: CourseLevel;
  courseDescription: string | null;
  courseDurationMinutes: number;
  courseImageUrl: string | null;
  courseMinAgeMonths: number | null;
  courseMaxAgeMonths: number | null;
  trainerId: string | null;
  trainerFirstName: string | null;
  trainerLastName: string | null;
  roomName: string | null;
  seriesId: string | null;
  seriesTitle: string | null;
};

const iso = (d: Date) => d.toISOString();

export function toSession(row: SessionRow) {
  return {
    id: row.sessionId,
    startTime: iso(row.startTime),
    endTime: iso(row.endTime),
    status: row.sessionStatus,
    maxParticipants: row.maxParticipants,
    currentParticipants: row.currentParticipants,
    availableSpots: row.availableSpots ?? row.maxParticipants - row.currentParticipants,
    notes: row.notes,
    course: {
      id: row.courseId,
      name: row.courseName,
      level: row.courseLevel,
      description: row.courseDescription,
      durationMinutes: row.courseDurationMinutes,
      imageUrl: row.courseImageUrl,
      minAgeMonths: row.courseMinAgeMonths,
      maxAgeMonths: row.courseMaxAgeMonths,
    },
    trainer: row.trainerId ? { id: row.trainerId, firstName: row.trainerFirstName!, lastName: row.trainerLastName! } : null,
    roomName: row.roomName,
    series: row.seriesId ? { id: row.seriesId, title: row.seriesTitle! } : null,
  };
}

export type SessionView = ReturnType<typeof toSession>;

/**
 * Scheduled sessions in [from, to) (the timetable week) or the future sessions of one course. The week also
 * keeps the sessions the office cancelled, so members see 'Abgesagt' where their course would have been.
 */
export async function listSessions(db: Tx, filter: { from: Date; to?: Date; courseId?: string; withCancelled?: boolean }) {
  const shown = filter.withCancelled ? inArray(sessions.status, ['scheduled', 'cancelled']) : eq(sessions.status, 'scheduled');
  const conditions = [shown, gte(sessions.startTime, filter.from), eq(courses.isActive, true)];
  if (filter.to) conditions.push(lt(sessions.startTime, filter.to));
  if (filter.courseId) conditions.push(eq(sessions.courseId, filter.courseId));
  const rows = await selectSessionDetails(db, sessionColumns)
    .where(and(...conditions))
    .orderBy(asc(sessions.startTime));
  return rows.map(toSession);
}

/** The caller's own place in a session, and their family members'. */
export type PersonStatuses = { myStatus: MyStatus; familyStatuses: FamilyStatuses };

/** Which of these sessions the user has booked or is queued for, for themself and for each family member. */
export async function myStatusFor(db: Tx, userId: string, sessionIds: string[]) {
  const status = new Map<string, PersonStatuses>();
  if (sessionIds.length === 0) return status;
  const [booked, queued] = await Promise.all([
    db
      .select({ sessionId: bookings.sessionId, familyMemberId: bookings.familyMemberId })
      .from(bookings)
      .where(and(eq(bookings.userId, userId), ne(bookings.status, 'cancelled'), inArray(bookings.sessionId, sessionIds))),
    db
      .select({ sessionId: sessionWaitlist.sessionId, familyMemberId: sessionWaitlist.familyMemberId })
      .from(sessionWaitlist)
      .where(and(eq(sessionWaitlist.userId, userId), inArray(sessionWaitlist.sessionId, sessionIds))),
  ]);
  // A booking wins over a waiting-list place of the same person (booking takes them off the list anyway).
  for (const [rows, kind] of [[queued, 'waitlist'], [booked, 'booked']] as const) {
    for (const row of rows) {
      const entry = status.get(row.sessionId) ?? { myStatus: null, familyStatuses: [] };
      if (row.familyMemberId === null) entry.myStatus = kind;
      else entry.familyStatuses = [...entry.familyStatuses.filter((f) => f.familyMemberId !== row.familyMemberId), { familyMemberId: row.familyMemberId, status: kind }];
      status.set(row.sessionId, entry);
    }
  }
  return status;
}

/** Whom a booking or waiting-list place is for, as the member's lists name it (null: the member themself). */
const bookedForColumns = { forId: familyMembers.id, forFirstName: familyMembers.firstName, forLastName: familyMembers.lastName };
const bookedFor = (row: { forId: string | null; forFirstName: string | null; forLastName: string | null }) =>
  row.forId ? { id: row.forId, firstName: row.forFirstName ?? '', lastName: row.forLastName ?? '' } : null;

/** The member's bookings, newest session first, each with its session, course, room and trainer. */
export async function listMemberBookings(db: Tx, userId: string) {
  const rows = await selectSessionDetails(db, { id: bookings.id, status: bookings.status, bookedAt: bookings.bookedAt, ...bookedForColumns, ...sessionColumns })
    .innerJoin(bookings, eq(bookings.sessionId, sessions.id))
    .leftJoin(familyMembers, eq(familyMembers.id, bookings.familyMemberId))
    .where(eq(bookings.userId, userId))
    .orderBy(desc(sessions.startTime));
  return rows.map((r) => ({ id: r.id, status: r.status, bookedAt: iso(r.bookedAt), familyMember: bookedFor(r), session: toSession(r) }));
}

/** The member's waiting-list entries for future sessions, with their current position and any place held for them. */
export async function listMemberWaitlist(db: Tx, userId: string) {
  const entries = await selectSessionDetails(db, { id: sessionWaitlist.id, addedAt: sessionWaitlist.addedAt, offerExpiresAt: sessionWaitlist.offerExpiresAt, ...bookedForColumns, ...sessionColumns })
    .innerJoin(sessionWaitlist, eq(sessionWaitlist.sessionId, sessions.id))
    .leftJoin(familyMembers, eq(familyMembers.id, sessionWaitlist.familyMemberId))
    .where(and(eq(sessionWaitlist.userId, userId), gte(sessions.startTime, new Date())))
    .orderBy(desc(sessionWaitlist.addedAt));
  const positions = await waitlistPositions(db, entries.map((e) => e.id));
  return entries.map((e) => ({
    id: e.id,
    addedAt: iso(e.addedAt),
    position: positions.get(e.id) ?? 0,
    offerExpiresAt: e.offerExpiresAt ? iso(e.offerExpiresAt) : null,
    familyMember: bookedFor(e),
    session: toSession(e),
  }));
}

async function waitlistPositions(db: Tx, entryIds: string[]) {
  if (entryIds.length === 0) return new Map<string, number>();
  const rows = await queryRows<{ id: string; position: number }>(
    db,
    sql`select id, position from (
          select id, row_number() over (partition by session_id order by added_at, id) as position
          from session_waitlist
          where session_id in (select session_id from session_waitlist where id in ${entryIds})) ranked
        where id in ${entryIds}`,
  );
  return new Map(rows.map((r) => [r.id, Number(r.position)]));
}

/** Admin: every waiting-list entry of future sessions, oldest first, grouped by the caller. */
export async function listAllWaitlistEntries(db: Tx) {
  const rows = await selectSessionDetails(db, {
    id: sessionWaitlist.id,
    addedAt: sessionWaitlist.addedAt,
    offerExpiresAt: sessionWaitlist.offerExpiresAt,
    userName: profiles.name,
    userEmail: profiles.email,
    forName: forNameColumn,
    ...sessionColumns,
  })
    .innerJoin(sessionWaitlist, eq(sessionWaitlist.sessionId, sessions.id))
    .innerJoin(profiles, eq(profiles.id, sessionWaitlist.userId))
    .leftJoin(familyMembers, eq(familyMembers.id, sessionWaitlist.familyMemberId))
    .where(gte(sessions.startTime, new Date()))
    .orderBy(asc(sessions.startTime), asc(sessionWaitlist.addedAt), asc(sessionWaitlist.id));
  const groups = new Map<
    string,
    { session: SessionView; entries: { id: string; position: number; name: string; email: string; forName: string | null; addedAt: string; offerExpiresAt: string | null }[] }
  >();
  for (const row of rows) {
    const group = groups.get(row.sessionId) ?? { session: toSession(row), entries: [] };
    group.entries.push({
      id: row.id,
      position: group.entries.length + 1,
      name: row.userName,
      email: row.userEmail,
      forName: row.forName,
      addedAt: iso(row.addedAt),
      offerExpiresAt: row.offerExpiresAt ? iso(row.offerExpiresAt) : null,
    });
    groups.set(row.sessionId, group);
  }
  return [...groups.values()];
}

/**
 * Admin: one page of all bookings, newest first, with member, course and session time; searched by
 * member name, e-mail or course, optionally one status or one session. The total and the per-status
 * counts cover every match, so the office sees how many there are and can page through all of them.
 */
export async function listAdminBookings(db: Tx, query: z.output<typeof adminBookingsQuerySchema>): Promise<AdminBookingsPage> {
  const member = aliasedTable(profiles, 'member');
  const needle = query.q ? containsPattern(query.q) : null;
  const matches = and(
    needle ? or(ilike(member.name, needle), ilike(member.email, needle), ilike(courses.name, needle)) : undefined,
    query.sessionId ? eq(bookings.sessionId, query.sessionId) : undefined,
  );
  const [rows, perStatus] = await Promise.all([
    db
      .select({
        id: bookings.id,
        status: bookings.status,
        bookedAt: bookings.bookedAt,
        user: { name: member.name, email: member.email },
        forName: forNameColumn,
        courseName: courses.name,
        sessionId: sessions.id,
        sessionStart: sessions.startTime,
      })
      .from(bookings)
      .innerJoin(member, eq(member.id, bookings.userId))
      .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
      .innerJoin(courses, eq(courses.id, sessions.courseId))
      .leftJoin(familyMembers, eq(familyMembers.id, bookings.familyMemberId))
      .where(and(matches, query.status ? eq(bookings.status, query.status) : undefined))
      .orderBy(desc(bookings.bookedAt), desc(bookings.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db
      .select({ status: bookings.status, n: count() })
      .from(bookings)
      .innerJoin(member, eq(member.id, bookings.userId))
      .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
      .innerJoin(courses, eq(courses.id, sessions.courseId))
      .where(matches)
      .groupBy(bookings.status),
  ]);
  const counts = Object.fromEntries(BOOKING_STATUSES.map((status) => [status, 0])) as AdminBookingsPage['counts'];
  for (const { status, n } of perStatus) counts[status] = Number(n);
  const total = query.status ? counts[query.status] : Object.values(counts).reduce((sum, n) => sum + n, 0);
  return {
    bookings: rows.map((r) => ({ ...r, bookedAt: iso(r.bookedAt), sessionStart: iso(r.sessionStart) })),
    total,
    page: query.page,
    pageSize: query.pageSize,
    counts,
  };
}
