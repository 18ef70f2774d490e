import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { ADMIN_SESSION_STATUS_LABELS } from '../../../shared/labels';
import { weekMondayOf, type AdminSessionsPage, type adminSessionsQuerySchema } from '../../../shared/schemas/admin-sessions';
import { addBerlinDays, startOfBerlinDay } from '../../../shared/time';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { courses, rooms, sessionWaitlist, sessions, trainers } from '../../db/schema';
import { pageOffset } from '../../db/paging';
import { selectSessionDetails } from './session-details';

/**
 * The admin's session list (newest start first, with course, trainer, room, booked/max and the
 * status badge), one page at a time, optionally of one week and one course. A scheduled session whose end
 * has passed is shown as 'Beendet': nothing marks sessions completed, and the office means "over".
 */
export async function listAdminSessions(db: Tx, query: z.output<typeof adminSessionsQuerySchema>, now = new Date()): Promise<AdminSessionsPage> {
  const monday = query.week ? weekMondayOf(query.week) : null;
  const where = and(
    monday ? gte(sessions.startTime, startOfBerlinDay(monday)) : undefined,
    monday ? lt(sessions.startTime, startOfBerlinDay(addBerlinDays(monday, 7))) : undefined,
    query.courseId ? eq(sessions.courseId, query.courseId) : undefined,
  );
  const waiting = db
    .select({ sessionId: sessionWaitlist.sessionId, n: count().as('waiting') })
    .from(sessionWaitlist)
    .groupBy(sessionWaitlist.sessionId)
    .as('waiting');
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(sessions).where(where),
    selectSessionDetails(db, {
      id: sessions.id,
      startTime: sessions.startTime,
      endTime: sessions.endTime,
      status: sessions.status,
      courseId: courses.id,
      courseName: courses.name,
      trainerId: trainers.id,
      trainerFirstName: trainers.firstName,
      trainerLastName: trainers.lastName,
      roomName: rooms.name,
      currentParticipants: sessions.currentParticipants,
      maxParticipants: sessions.maxParticipants,
      waitlistCount: sql<number>`coalesce(${waiting.n}, 0)`.mapWith(Number),
      cancelledAt: sessions.cancelledAt,
      cancellationReason: sessions.cancellationReason,
    })
      .leftJoin(waiting, eq(waiting.sessionId, sessions.id))
      .where(where)
      .orderBy(desc(sessions.startTime), desc(sessions.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
  ]);
  return {
    sessions: rows.map((r) => {
      const ended = r.status === 'completed' || (r.status === 'scheduled' && r.endTime <= now);
      const label = r.status === 'cancelled' ? ADMIN_SESSION_STATUS_LABELS.cancelled : ended ? ADMIN_SESSION_STATUS_LABELS.completed : ADMIN_SESSION_STATUS_LABELS.scheduled;
      return {
        id: r.id,
        startTime: r.startTime.toISOString(),
        endTime: r.endTime.toISOString(),
        status: r.status,
        statusLabel: label,
        changeable: r.status === 'scheduled' && r.startTime > now,
        course: { id: r.courseId, name: r.courseName },
        trainer: r.trainerId ? { id: r.trainerId, name: `${r.trainerFirstName} ${r.trainerLastName}` } : null,
        roomName: r.roomName,
        currentParticipants: r.currentParticipants,
        maxParticipants: r.maxParticipants,
        waitlistCount: r.waitlistCount,
        cancelledAt: r.cancelledAt?.toISOString() ?? null,
        cancellationReason: r.cancellationReason,
      };
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
    weekStart: monday,
  };
}
