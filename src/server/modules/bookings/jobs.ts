import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, courses, profiles, rooms, sessions } from '../../db/schema';
import type { JobHandler } from '../../jobs/runner';
import { enqueueMail } from '../../mail/outbox';
import { getSiteSettings } from '../settings/service';
import { bookingReminderMail } from './mails';

/** Sends the 24-hour reminder if the booking is still confirmed and the session still ahead. */
export function reminderJobHandler(db: Db, publicUrl: string, kickJobs: () => void): { run: JobHandler } {
  return {
    async run(job) {
      const bookingId = String(job.payload.bookingId);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            email: profiles.email,
            firstName: profiles.firstName,
            name: profiles.name,
            courseName: courses.name,
            startTime: sessions.startTime,
            endTime: sessions.endTime,
            roomName: rooms.name,
          })
          .from(bookings)
          .innerJoin(profiles, eq(profiles.id, bookings.userId))
          .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
          .innerJoin(courses, eq(courses.id, sessions.courseId))
          .leftJoin(rooms, eq(rooms.id, sessions.roomId))
          .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'confirmed'), eq(sessions.status, 'scheduled'), gt(sessions.startTime, new Date())));
        if (!row) return;
        const { siteTitle } = await getSiteSettings(tx);
        await enqueueMail(tx, bookingReminderMail(row, row, siteTitle, publicUrl));
      });
      kickJobs();
    },
  };
}
