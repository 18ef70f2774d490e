import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { JobHandlerEntry } from '../../jobs/runner';
import { enqueueMail } from '../../mail/outbox';
import { siteNameOr } from '../../../shared/site-name';
import { bookingConfirmedMail, bookingReminderMail } from './mails';
import { fillFreedSpots } from './service';
import { lapseExpiredOffers } from './waitlist-offers';

type BookingMail = typeof bookingConfirmedMail;

type BookingMailRow = {
  email: string;
  first_name: string | null;
  name: string;
  course_name: string;
  start_time: Date | string;
  end_time: Date | string;
  room_name: string | null;
  site_title: string | null;
  /** The family member the booking is for, if any. */
  for_name: string | null;
};

/**
 * Writes a booking's mail (confirmation or 24-hour reminder) to the outbox if the booking is still
 * confirmed and the session still ahead; a booking cancelled in the meantime gets no mail. One read and
 * one write: these jobs run for every booking, so they are kept lean for booking rushes. Transactional: the
 * mail and the job's completion commit together, so a crash in between never leads to a second mail.
 */
function bookingMailJobHandler(publicUrl: string, kickJobs: () => void, render: BookingMail): JobHandlerEntry {
  return {
    transactional: true,
    async run(job, tx) {
      const [row] = await queryRows<BookingMailRow>(
        tx,
        sql`select p.email, p.first_name, p.name, c.name as course_name, s.start_time, s.end_time, r.name as room_name,
                   (select site_title from cms_settings where id = 1) as site_title,
                   trim(f.first_name || ' ' || f.last_name) as for_name
            from bookings b
            join profiles p on p.id = b.user_id
            left join family_members f on f.id = b.family_member_id
            join sessions s on s.id = b.session_id
            join courses c on c.id = s.course_id
            left join rooms r on r.id = s.room_id
            where b.id = ${String(job.payload.bookingId)} and b.status = 'confirmed'
              and s.status = 'scheduled' and s.start_time > now()`,
      );
      if (!row) return;
      const person = { email: row.email, firstName: row.first_name, name: row.name, forName: row.for_name };
      const details = { courseName: row.course_name, startTime: new Date(row.start_time), endTime: new Date(row.end_time), roomName: row.room_name };
      await enqueueMail(tx, render(person, details, siteNameOr(row.site_title), publicUrl));
      kickJobs();
    },
  };
}

export const confirmationJobHandler = (publicUrl: string, kickJobs: () => void) => bookingMailJobHandler(publicUrl, kickJobs, bookingConfirmedMail);
export const reminderJobHandler = (publicUrl: string, kickJobs: () => void) => bookingMailJobHandler(publicUrl, kickJobs, bookingReminderMail);

/**
 * 'Platz anbieten': at an offer's end, the session's offers whose time is up leave the waiting list and their
 * places go on to the next in line, in one transaction with the job's completion. Run twice, or after an
 * acceptance, it finds nothing to end.
 */
export const offerExpiryJobHandler = (publicUrl: string, kickJobs: () => void): JobHandlerEntry => ({
  transactional: true,
  async run(job, tx) {
    const sessionId = String(job.payload.sessionId);
    if ((await lapseExpiredOffers(tx, sessionId, publicUrl)) === 0) return;
    await fillFreedSpots(tx, sessionId, publicUrl);
    kickJobs();
  },
});
