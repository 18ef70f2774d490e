import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { sessionWaitlist } from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';
import type { BookSessionRow } from './booking-queue';
import { skippedMail } from './mails';

/**
 * Someone told a spot was free is not told again about the same session for this long: otherwise a
 * member booking and cancelling in a loop would mail and push the whole waiting list each time.
 */
export const WAITLIST_NOTICE_INTERVAL = '10 minutes';
const WAITLIST_NOTICE_MS = 10 * 60_000;

/** Why the first in line was passed over when a place came free (book_session's and booking_refusal's answers). */
export const SKIPPED_BECAUSE: Partial<Record<BookSessionRow['outcome'], string>> = {
  pass_required: 'Sie haben für diesen Termin keine gültige Karte oder Mitgliedschaft.',
  booking_blocked: 'Ihr Konto ist nach mehreren nicht wahrgenommenen Terminen vorübergehend für Buchungen gesperrt.',
  age_out_of_range: 'Der Kurs ist für ein anderes Alter gedacht.',
  book_for_child: 'Der Kurs ist nur für Kinder; bitte buchen Sie ihn für Ihr Kind.',
  family_member_not_found: 'Das Familienmitglied, für das der Platz auf der Warteliste stand, ist nicht mehr eingetragen.',
};

type QueuedPerson = { entryId: string; email: string; firstName: string | null; name: string; forName?: string | null; notifiedAt: Date | null };
type MailDetails = Parameters<typeof skippedMail>[1];

/** Tells someone passed over for a freed place why, once per session and notice interval. */
export async function tellSkipped(tx: Tx, person: QueuedPerson, details: MailDetails, reason: string, siteTitle: string, publicUrl: string) {
  if (person.notifiedAt && person.notifiedAt.getTime() > Date.now() - WAITLIST_NOTICE_MS) return;
  await enqueueMail(tx, skippedMail(person, details, reason, siteTitle, publicUrl));
  await tx.update(sessionWaitlist).set({ notifiedAt: sql`now()` }).where(eq(sessionWaitlist.id, person.entryId));
}
