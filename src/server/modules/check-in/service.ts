import { and, asc, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { format } from 'date-fns';
import { de } from 'date-fns/locale';
import { ERROR_CODES } from '../../../shared/error-codes';
import { toBerlin } from '../../../shared/berlin-date';
import { checkInWindow, OFFLINE_CHECK_IN_DAYS } from '../../../shared/check-in-window';
import { ATTENDANCE_WINDOW } from '../../../shared/constants';
import { CHECK_IN_MESSAGES, type CheckInCode, type CheckInDesk, type CheckInResult, type MyCheckInCodes } from '../../../shared/schemas/check-in';
import type { Db, Tx } from '../../db/client';
import { bookings, courses, familyMembers, profiles, rooms, sessions, trainers } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { forNameColumn } from '../bookings/person';
import { selectSessionDetails } from '../sessions/session-details';
import { attendanceOpenAt, takeAttendance } from '../trainers/trainer-area';
import { bookingIdOfCode, checkInCodeOf, type CheckInKey } from './code';

/*
 * Check-in (docs/decisions/0041). Who checks in whom: a trainer the participants of the sessions they teach,
 * an admin (the front desk) those of every session; `trainerId` null stands for the latter. A booking outside
 * the caller's reach answers exactly like a code that names nothing.
 */

const invalidCode = () => new ApiError(404, ERROR_CODES.CHECK_IN_CODE_INVALID, CHECK_IN_MESSAGES.invalid);

/**
 * 'Mia Muster': whom the place is for. A family member booked by a parent by their own name; the member by
 * first and last name where the profile has them, else the account's name.
 */
const personName = (p: { forName: string | null; firstName: string | null; lastName: string | null; name: string }) =>
  p.forName || [p.firstName, p.lastName].filter((part) => part?.trim()).join(' ') || p.name;

/** 'Yoga, Di 18:00' in Berlin time. */
const sessionLabel = (courseName: string, startTime: Date) => `${courseName}, ${format(toBerlin(startTime), 'EEEEEE HH:mm', { locale: de })}`;

/** The code of one of the member's own bookings; another's, or none, is not found. */
export async function getMyCheckInCode(db: Tx, key: CheckInKey, userId: string, bookingId: string): Promise<CheckInCode> {
  const [row] = await db
    .select({ status: bookings.status, startTime: sessions.startTime })
    .from(bookings)
    .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)));
  if (!row) throw new ApiError(404, ERROR_CODES.BOOKING_NOT_FOUND, CHECK_IN_MESSAGES.bookingNotFound);
  if (row.status === 'cancelled') throw new ApiError(409, ERROR_CODES.BOOKING_CANCELLED, CHECK_IN_MESSAGES.cancelledNoCode);
  const window = checkInWindow(row.startTime);
  return { code: checkInCodeOf(key, bookingId), opensAt: window.opensAt.toISOString(), closesAt: window.closesAt.toISOString() };
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The codes the member's device keeps for check-in without a network: their own confirmed bookings (their
 * family members' included) of sessions not cancelled that start within OFFLINE_CHECK_IN_DAYS and whose
 * check-in has not closed yet, soonest first. The same codes the check-in route verifies.
 */
export async function listMyCheckInCodes(db: Tx, key: CheckInKey, userId: string, now = new Date()): Promise<MyCheckInCodes> {
  const rows = await db
    .select({
      bookingId: bookings.id,
      sessionId: sessions.id,
      courseName: courses.name,
      startTime: sessions.startTime,
      endTime: sessions.endTime,
      roomName: rooms.name,
      forName: forNameColumn,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      name: profiles.name,
    })
    .from(bookings)
    .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
    .innerJoin(courses, eq(courses.id, sessions.courseId))
    .innerJoin(profiles, eq(profiles.id, bookings.userId))
    .leftJoin(rooms, eq(rooms.id, sessions.roomId))
    .leftJoin(familyMembers, eq(familyMembers.id, bookings.familyMemberId))
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookings.status, 'confirmed'),
        ne(sessions.status, 'cancelled'),
        // Check-in closes a fixed time after the start: a session that started less than that ago still counts.
        gt(sessions.startTime, new Date(now.getTime() - ATTENDANCE_WINDOW.afterStartHours * HOUR)),
        lt(sessions.startTime, new Date(now.getTime() + OFFLINE_CHECK_IN_DAYS * DAY)),
      ),
    )
    .orderBy(asc(sessions.startTime), asc(bookings.id));
  return {
    codes: rows.map((row) => {
      const window = checkInWindow(row.startTime);
      return {
        bookingId: row.bookingId,
        sessionId: row.sessionId,
        courseName: row.courseName,
        startsAt: row.startTime.toISOString(),
        endsAt: row.endTime.toISOString(),
        roomName: row.roomName,
        personName: personName(row),
        code: checkInCodeOf(key, row.bookingId),
        opensAt: window.opensAt.toISOString(),
        closesAt: window.closesAt.toISOString(),
      };
    }),
  };
}

/** Checks in the booking a scanned or typed code names; `sessionId` is the session being scanned for, if one. */
export async function checkInByCode(db: Db, key: CheckInKey, trainerId: string | null, input: { code: string; sessionId?: string }, now = new Date()) {
  const bookingId = bookingIdOfCode(key, input.code);
  if (!bookingId) throw invalidCode();
  return checkInBooking(db, trainerId, bookingId, { sessionId: input.sessionId }, now);
}

/**
 * Marks the booking attended through the trainer area's attendance rules (session lock, window, cancelled
 * booking or session). A second check-in answers 'Bereits eingecheckt' and writes nothing. `unknown` is the
 * refusal of a booking that is not there for the caller (a code says 'Code ungültig').
 */
export async function checkInBooking(
  db: Db,
  trainerId: string | null,
  bookingId: string,
  options: { sessionId?: string; unknown?: () => ApiError } = {},
  now = new Date(),
): Promise<CheckInResult> {
  const { sessionId, unknown = invalidCode } = options;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          sessionId: bookings.sessionId,
          status: bookings.status,
          forName: forNameColumn,
          firstName: profiles.firstName,
          lastName: profiles.lastName,
          name: profiles.name,
          courseName: courses.name,
          startTime: sessions.startTime,
        })
        .from(bookings)
        .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
        .innerJoin(courses, eq(courses.id, sessions.courseId))
        .innerJoin(profiles, eq(profiles.id, bookings.userId))
        .leftJoin(familyMembers, eq(familyMembers.id, bookings.familyMemberId))
        .where(and(eq(bookings.id, bookingId), trainerId === null ? undefined : eq(sessions.trainerId, trainerId)));
      if (!row || row.status === 'cancelled') throw unknown();
      if (sessionId && row.sessionId !== sessionId) {
        throw new ApiError(409, ERROR_CODES.CHECK_IN_WRONG_SESSION, CHECK_IN_MESSAGES.wrongSession(sessionLabel(row.courseName, row.startTime)));
      }
      const { previous } = await takeAttendance(tx, trainerId, bookingId, 'attended', now);
      const name = personName(row);
      const already = previous === 'attended';
      return {
        outcome: already ? 'already_checked_in' : 'checked_in',
        message: already ? CHECK_IN_MESSAGES.alreadyCheckedIn : CHECK_IN_MESSAGES.checkedIn(name),
        bookingId,
        sessionId: row.sessionId,
        name,
      } satisfies CheckInResult;
    });
  } catch (error) {
    // The attendance rules' refusals, in the scanner's words.
    if (error instanceof ApiError) {
      if (error.code === ERROR_CODES.BOOKING_CANCELLED) throw unknown();
      if (error.code === ERROR_CODES.ATTENDANCE_WINDOW_CLOSED) throw new ApiError(409, ERROR_CODES.ATTENDANCE_WINDOW_CLOSED, CHECK_IN_MESSAGES.closed);
    }
    throw error;
  }
}

/** The desk: sessions whose check-in is open now (latest start first, so those about to begin lead), and their participants. */
export async function getCheckInDesk(db: Tx, trainerId: string | null, now = new Date()): Promise<CheckInDesk> {
  const open = and(ne(sessions.status, 'cancelled'), attendanceOpenAt(now), trainerId === null ? undefined : eq(sessions.trainerId, trainerId));
  const rows = await selectSessionDetails(db, {
    id: sessions.id,
    courseName: courses.name,
    startTime: sessions.startTime,
    endTime: sessions.endTime,
    roomName: rooms.name,
    trainerFirstName: trainers.firstName,
    trainerLastName: trainers.lastName,
    booked: sessions.currentParticipants,
    checkedIn: sql<number>`(select count(*)::int from ${bookings} where ${bookings.sessionId} = ${sessions.id} and ${bookings.status} = 'attended')`,
  })
    .where(open)
    .orderBy(desc(sessions.startTime), asc(sessions.id));
  const people = rows.length
    ? await db
        .select({
          bookingId: bookings.id,
          sessionId: bookings.sessionId,
          status: bookings.status,
          forName: forNameColumn,
          firstName: profiles.firstName,
          lastName: profiles.lastName,
          name: profiles.name,
        })
        .from(bookings)
        .innerJoin(profiles, eq(profiles.id, bookings.userId))
        .leftJoin(familyMembers, eq(familyMembers.id, bookings.familyMemberId))
        .where(and(inArray(bookings.sessionId, rows.map((r) => r.id)), ne(bookings.status, 'cancelled')))
        .orderBy(
          sql`coalesce(${familyMembers.lastName}, ${profiles.lastName})`,
          sql`coalesce(${familyMembers.firstName}, ${profiles.firstName})`,
          asc(profiles.name),
          asc(bookings.id),
        )
    : [];
  return {
    sessions: rows.map(({ trainerFirstName, trainerLastName, ...r }) => ({
      ...r,
      startTime: r.startTime.toISOString(),
      endTime: r.endTime.toISOString(),
      trainerName: trainerFirstName ? `${trainerFirstName} ${trainerLastName ?? ''}`.trim() : null,
      checkedIn: Number(r.checkedIn),
    })),
    participants: people.map((p) => ({ bookingId: p.bookingId, sessionId: p.sessionId, status: p.status, name: personName(p) })),
  };
}
