import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_ROOM_LABEL } from '../../../shared/constants';
import type { Tx } from '../../db/client';
import { bookings, courses, familyMembers, profiles, rooms, sessions, trainers } from '../../db/schema';
import { getSiteSettings } from '../settings/service';
import { selectSessionDetails } from '../sessions/session-details';
import type { CalendarEvent } from './ics';

export async function calendarEventsFor(db: Tx, where: { userId: string; bookingId?: string }): Promise<CalendarEvent[]> {
  const settings = await getSiteSettings(db);
  const rows = await selectSessionDetails(db, {
    id: bookings.id,
    status: bookings.status,
    bookedAt: bookings.bookedAt,
    cancelledAt: bookings.cancelledAt,
    sessionStatus: sessions.status,
    start: sessions.startTime,
    end: sessions.endTime,
    courseName: courses.name,
    roomName: rooms.name,
    trainerFirstName: trainers.firstName,
    trainerLastName: trainers.lastName,
    forFirstName: familyMembers.firstName,
  })
    .innerJoin(bookings, eq(bookings.sessionId, sessions.id))
    .leftJoin(familyMembers, eq(familyMembers.id, bookings.familyMemberId))
    .where(
      and(
        eq(bookings.userId, where.userId),
        where.bookingId ? eq(bookings.id, where.bookingId) : inArray(bookings.status, ['confirmed', 'cancelled', 'attended']),
      ),
    )
    .orderBy(asc(sessions.startTime));
  return rows.map((row) => ({
    uid: `${row.id}@sportzentrum`,
    start: row.start,
    end: row.end,
    // A family member's booking says whose it is: 'Kindersport (Mia) – Sportzentrum Lindenau'.
    summary: `${row.courseName}${row.forFirstName ? ` (${row.forFirstName})` : ''} – ${settings.siteTitle}`,
    location: [row.roomName ?? DEFAULT_ROOM_LABEL, settings.siteTitle, settings.address].filter(Boolean).join(', '),
    description: row.trainerFirstName ? `Trainer: ${row.trainerFirstName} ${row.trainerLastName}` : '',
    cancelled: row.status === 'cancelled' || row.sessionStatus === 'cancelled',
    updatedAt: row.cancelledAt ?? row.bookedAt,
  }));
}

/** The member's feed token, created on first use. */
export async function calendarTokenFor(db: Tx, userId: string, renew = false): Promise<string> {
  if (!renew) {
    const [row] = await db.select({ token: profiles.calendarToken }).from(profiles).where(eq(profiles.id, userId));
    if (row?.token) return row.token;
  }
  const token = randomBytes(24).toString('hex');
  await db.update(profiles).set({ calendarToken: token }).where(eq(profiles.id, userId));
  return token;
}

export async function userIdForCalendarToken(db: Tx, token: string): Promise<string | null> {
  const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.calendarToken, token));
  return row?.id ?? null;
}
