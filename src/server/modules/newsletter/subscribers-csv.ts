import { SUBSCRIBER_STATUS_LABELS } from '../../../shared/labels';
import type { SubscriberStatus } from '../../../shared/enums';
import { berlinGermanDate, berlinToday } from '../../../shared/time';
import { csvCell, csvFile } from '../../http/csv';

const HEADER = ['E-Mail', 'Vorname', 'Nachname', 'Status', 'Angemeldet am'];

export type CsvSubscriber = { email: string; firstName: string | null; lastName: string | null; status: SubscriberStatus; subscribedAt: Date };

export function subscribersCsv(rows: CsvSubscriber[]): string {
  return csvFile(HEADER, rows.map((r) => [r.email, r.firstName, r.lastName, SUBSCRIBER_STATUS_LABELS[r.status], berlinGermanDate(r.subscribedAt)].map(csvCell)));
}

/** newsletter-abonnenten-2026-11-24.csv: the export's date (Berlin) in the name. */
export const subscribersCsvFilename = (now = new Date()) => `newsletter-abonnenten-${berlinToday(now)}.csv`;
