import { and, asc, count, desc, eq, gte, lt, lte, ne, sql } from 'drizzle-orm';
import { ATTENDANCE_WINDOW, TRAINER_BOOKINGS_LIMIT, TRAINER_DASHBOARD_NEXT_SESSIONS, TRAINER_RECENT_SESSION_DAYS } from '../../../shared/constants';
import {
  TRAINER_AREA_MESSAGES,
  type AttendanceStatus,
  type TrainerBookings,
  type TrainerOverview,
  type TrainerSession,
  type TrainerSessionDetail,
  type TrainerSessions,
  type UpdateTrainerProfile,
} from '../../../shared/schemas/trainer-area';
import type { Db, Tx } from '../../db/client';
import { bookings, courses, familyMembers, passes, profiles, rooms, sessionWaitlist, sessions, trainers } from '../../db/schema';
import { forNameColumn, waitingPersonName } from '../bookings/person';
import { BOOKING_PAYMENT_LABELS } from '../../../shared/labels';
import { ApiError } from '../../http/errors';
import { lockSession } from '../bookings/session-lock';
import { ERROR_CODES } from '../../../shared/error-codes';
import { selectSessionDetails } from '../sessions/session-details';
import { checkInWindow } from '../../../shared/check-in-window';

/*
 * The trainer area (docs/decisions/0020). Every query here is filtered by the caller's own trainer id,
 * found from the signed-in user: a trainer reaches the sessions they teach and nothing else. A session or
 * booking of another trainer answers exactly like one that does not exist (404).
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The id of the trainer record linked to the user; 404 with a German notice when there is none. */
export async function requireTrainerId(db: Tx, userId: string): Promise<string> {
  const [row] = await db.select({ id: trainers.id }).from(trainers).where(eq(trainers.userId, userId));
  if (!row) throw new ApiError(404, ERROR_CODES.TRAINER_NOT_LINKED, TRAINER_AREA_MESSAGES.notLinked);
  return row.id;
}

/** Sessions whose attendance window is open at `now`: the trainer's dashboard and the check-in desk. */
export const attendanceOpenAt = (now: Date) =>
  and(
    lte(sessions.startTime, new Date(now.getTime() + ATTENDANCE_WINDOW.beforeStartMinutes * MINUTE)),
    gte(sessions.startTime, new Date(now.getTime() - ATTENDANCE_WINDOW.afterStartHours * HOUR)),
  );

const sessionColumns = {
  id: sessions.id,
  startTime: sessions.startTime,
  endTime: sessions.endTime,
  status: sessions.status,
  courseName: courses.name,
  courseLevel: courses.level,
  roomName: rooms.name,
  currentParticipants: sessions.currentParticipants,
  maxParticipants: sessions.maxParticipants,
  waitlistCount: sql<number>`(select count(*)::int from ${sessionWaitlist} where ${sessionWaitlist.sessionId} = ${sessions.id})`,
};

type SessionRow = {
  id: string;
  startTime: Date;
  endTime: Date;
  status: TrainerSession['status'];
  courseName: string;
  courseLevel: TrainerSession['courseLevel'];
  roomName: string | null;
  currentParticipants: number;
  maxParticipants: number;
  waitlistCount: number;
};

function toTrainerSession(row: SessionRow): TrainerSession {
  const window = checkInWindow(row.startTime);
  return {
    id: row.id,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    status: row.status,
    courseName: row.courseName,
    courseLevel: row.courseLevel,
    roomName: row.roomName,
    currentParticipants: row.currentParticipants,
    maxParticipants: row.maxParticipants,
    waitlistCount: Number(row.waitlistCount),
    attendanceOpensAt: window.opensAt.toISOString(),
    attendanceClosesAt: window.closesAt.toISOString(),
  };
}

const selectSessions = (db: Tx) => selectSessionDetails(db, sessionColumns);

/** Dashboard: upcoming (not cancelled) sessions, the confirmed bookings in them, and the next five. */
export async function getTrainerOverview(db: Tx, trainerId: string, now = new Date()): Promise<TrainerOverview> {
  const upcoming = and(eq(sessions.trainerId, trainerId), gte(sessions.startTime, now), ne(sessions.status, 'cancelled'));
  const windowOpen = and(eq(sessions.trainerId, trainerId), ne(sessions.status, 'cancelled'), attendanceOpenAt(now));
  const [[sessionCount], [bookingCount], next, open] = await Promise.all([
    db.select({ n: count() }).from(sessions).where(upcoming),
    db
      .select({ n: count() })
      .from(bookings)
      .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
      .where(and(upcoming, eq(bookings.status, 'confirmed'))),
    selectSessions(db)
      .where(upcoming)
      .orderBy(asc(sessions.startTime), asc(sessions.id))
      .limit(TRAINER_DASHBOARD_NEXT_SESSIONS),
    selectSessions(db).where(windowOpen).orderBy(asc(sessions.startTime), asc(sessions.id)),
  ]);
  return {
    upcomingSessions: Number(sessionCount.n),
    confirmedBookings: Number(bookingCount.n),
    nextSessions: next.map(toTrainerSession),
    attendanceOpen: open.map(toTrainerSession),
  };
}

/** 'Meine Sessions': every upcoming session (cancelled ones too, labelled), and those started in the last days. */
export async function listTrainerSessions(db: Tx, trainerId: string, now = new Date()): Promise<TrainerSessions> {
  const mine = eq(sessions.trainerId, trainerId);
  const [upcoming, recent] = await Promise.all([
    selectSessions(db)
      .where(and(mine, gte(sessions.startTime, now)))
      .orderBy(asc(sessions.startTime), asc(sessions.id)),
    selectSessions(db)
      .where(and(mine, lt(sessions.startTime, now), gte(sessions.startTime, new Date(now.getTime() - TRAINER_RECENT_SESSION_DAYS * DAY))))
      .orderBy(desc(sessions.startTime), asc(sessions.id)),
  ]);
  return { upcoming: upcoming.map(toTrainerSession), recent: recent.map(toTrainerSession) };
}

/** One of the trainer's sessions with its participants (by name) and its waiting list (oldest first). */
export async function getTrainerSession(db: Tx, trainerId: string, sessionId: string): Promise<TrainerSessionDetail> {
  const [row] = await selectSessions(db).where(and(eq(sessions.id, sessionId), eq(sessions.trainerId, trainerId)));
  if (!row) throw new ApiError(404, ERROR_CODES.SESSION_NOT_FOUND, TRAINER_AREA_MESSAGES.sessionNotFound);
  const [participants, queue] = await Promise.all([
    db
      .select({
        bookingId: bookings.id,
        memberName: profiles.name,
        memberPhone: profiles.phone,
        email: profiles.email,
        forName: forNameColumn,
        // The family member's age on the session's day, counted as the booking engine counts it.
        ageMonths: sql<number | null>`age_in_months(${familyMembers.birthDate}, (${sessions.startTime} at time zone 'Europe/Berlin')::date)`,
        status: bookings.status,
        bookedAt: bookings.bookedAt,
        payment: bookings.payment,
        productName: passes.productName,
      })
      .from(bookings)
      .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
      .innerJoin(profiles, eq(profiles.id, bookings.userId))
      .leftJoin(familyMembers, eq(familyMembers.id, bookings.familyMemberId))
      .leftJoin(passes, eq(passes.id, bookings.passId))
      .where(and(eq(bookings.sessionId, sessionId), ne(bookings.status, 'cancelled')))
      .orderBy(
        sql`coalesce(${familyMembers.lastName}, ${profiles.lastName})`,
        sql`coalesce(${familyMembers.firstName}, ${profiles.firstName})`,
        asc(profiles.name),
        asc(bookings.id),
      ),
    db
      .select({ name: profiles.name, forName: forNameColumn, addedAt: sessionWaitlist.addedAt })
      .from(sessionWaitlist)
      .innerJoin(profiles, eq(profiles.id, sessionWaitlist.userId))
      .leftJoin(familyMembers, eq(familyMembers.id, sessionWaitlist.familyMemberId))
      .where(eq(sessionWaitlist.sessionId, sessionId))
      .orderBy(asc(sessionWaitlist.addedAt), asc(sessionWaitlist.id)),
  ]);
  return {
    session: toTrainerSession(row),
    // The trainer knows at the door whom to collect from: the pass a booking drew on, the trial, or 'Zahlung vor Ort'.
    // A child booked by a parent is listed by the child's name and age, with the parent to call.
    participants: participants.map(({ productName, payment, memberName, memberPhone, forName, ageMonths, ...p }) => ({
      ...p,
      name: forName ?? memberName,
      ageMonths: forName && ageMonths !== null ? Number(ageMonths) : null,
      bookedBy: forName ? { name: memberName, phone: memberPhone } : null,
      bookedAt: p.bookedAt.toISOString(),
      payment: productName ?? BOOKING_PAYMENT_LABELS[payment],
    })),
    waitlist: queue.map((entry, index) => ({ position: index + 1, name: waitingPersonName(entry.name, entry.forName), addedAt: entry.addedAt.toISOString() })),
  };
}

/**
 * Marks a participant of one of the trainer's sessions as attended or not shown, inside the attendance
 * window; a later call inside the window corrects it. The booking stays live either way, so the
 * session's current_participants (confirmed + attended + no-show) does not change. Runs under the
 * session's row lock, like a member's cancellation, so a booking cancelled at the same moment is never
 * marked.
 */
export async function markAttendance(db: Db, trainerId: string, bookingId: string, status: AttendanceStatus, now = new Date()) {
  return db.transaction(async (tx) => {
    const { name } = await takeAttendance(tx, trainerId, bookingId, status, now);
    return {
      message: status === 'attended' ? TRAINER_AREA_MESSAGES.attended(name) : TRAINER_AREA_MESSAGES.noShow(name),
      bookingId,
      status,
    };
  });
}

/**
 * markAttendance's rules inside the caller's transaction: the session's row lock, then the booking's and
 * the session's state and the window. `trainerId` null reaches any session (the office at the check-in
 * desk). Answers the participant's name and the status the booking had; a mark it already has is not
 * written again, so a repeated call changes nothing.
 */
export async function takeAttendance(tx: Tx, trainerId: string | null, bookingId: string, status: AttendanceStatus, now = new Date()) {
  const [found] = await tx
    .select({ sessionId: bookings.sessionId })
    .from(bookings)
    .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
    .where(and(eq(bookings.id, bookingId), trainerId === null ? undefined : eq(sessions.trainerId, trainerId)));
  if (!found) throw new ApiError(404, ERROR_CODES.BOOKING_NOT_FOUND, TRAINER_AREA_MESSAGES.bookingNotFound);
  const session = await lockSession(tx, found.sessionId);
  const [booking] = await tx
    .select({ status: bookings.status, name: profiles.name })
    .from(bookings)
    .innerJoin(profiles, eq(profiles.id, bookings.userId))
    .where(eq(bookings.id, bookingId));
  if (booking.status === 'cancelled') throw new ApiError(409, ERROR_CODES.BOOKING_CANCELLED, TRAINER_AREA_MESSAGES.bookingCancelled);
  if (session.status === 'cancelled') throw new ApiError(409, ERROR_CODES.SESSION_CANCELLED, TRAINER_AREA_MESSAGES.sessionCancelled);
  const window = checkInWindow(session.startTime);
  const at = now.getTime();
  if (at < window.opensAt.getTime() || at > window.closesAt.getTime()) {
    throw new ApiError(409, ERROR_CODES.ATTENDANCE_WINDOW_CLOSED, TRAINER_AREA_MESSAGES.attendanceWindow);
  }
  if (booking.status !== status) await tx.update(bookings).set({ status }).where(eq(bookings.id, bookingId));
  return { name: booking.name, previous: booking.status };
}

/** The bookings of the trainer's sessions (all statuses), newest first, with the participant's name and e-mail. */
export async function listTrainerBookings(db: Tx, trainerId: string): Promise<TrainerBookings> {
  const mine = eq(sessions.trainerId, trainerId);
  const [rows, [total]] = await Promise.all([
    selectSessionDetails(db, {
      id: bookings.id,
      status: bookings.status,
      bookedAt: bookings.bookedAt,
      name: profiles.name,
      forName: forNameColumn,
      email: profiles.email,
      sessionId: sessions.id,
      startTime: sessions.startTime,
      endTime: sessions.endTime,
      courseName: courses.name,
      roomName: rooms.name,
    })
      .innerJoin(bookings, eq(bookings.sessionId, sessions.id))
      .innerJoin(profiles, eq(profiles.id, bookings.userId))
      .leftJoin(familyMembers, eq(familyMembers.id, bookings.familyMemberId))
      .where(mine)
      .orderBy(desc(bookings.bookedAt), desc(bookings.id))
      .limit(TRAINER_BOOKINGS_LIMIT),
    db.select({ n: count() }).from(bookings).innerJoin(sessions, eq(sessions.id, bookings.sessionId)).where(mine),
  ]);
  return {
    bookings: rows.map((r) => ({
      id: r.id,
      status: r.status,
      bookedAt: r.bookedAt.toISOString(),
      participant: { name: waitingPersonName(r.name, r.forName), email: r.email },
      session: { id: r.sessionId, startTime: r.startTime.toISOString(), endTime: r.endTime.toISOString(), courseName: r.courseName, roomName: r.roomName },
    })),
    total: Number(total.n),
  };
}

/** The trainer updates their own record, found by the signed-in user (never by an id from the request). */
export async function updateTrainerProfile(db: Tx, userId: string, input: UpdateTrainerProfile) {
  const [updated] = await db
    .update(trainers)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(trainers.userId, userId))
    .returning();
  if (!updated) throw new ApiError(404, ERROR_CODES.TRAINER_NOT_LINKED, TRAINER_AREA_MESSAGES.notLinked);
  return updated;
}

/** The trainer's own profile as GET /api/trainer/profile answers it. */
export const toTrainerProfile = (trainer: typeof trainers.$inferSelect) => ({
  id: trainer.id,
  firstName: trainer.firstName,
  lastName: trainer.lastName,
  email: trainer.email,
  phone: trainer.phone,
  bio: trainer.bio,
  specialties: trainer.specialties,
});
