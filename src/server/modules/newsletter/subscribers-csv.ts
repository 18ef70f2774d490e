import { SUBSCRIBER_STATUS_LABELS } from '../../../shared/labels';
import type { SubscriberStatus } from '../../../shared/enums';
import { berlinGermanDate, berlinToday } from '../../../shared/time';

// German Excel splits a CSV at semicolons (its list separator), opens a file with a BOM as UTF-8, and reads
// CRLF line ends; see docs/decisions/0031.
const SEPARATOR = ';';
const BOM = '\uFEFF';
const HEADER = ['E-Mail', 'Vorname', 'Nachname', 'Status', 'Angemeldet am'];

/**
 * One cell: a value that a spreadsheet would read as a formula (=, +, -, @, or a tab or CR in front) gets a
 * leading apostrophe, so a subscriber named '=HYPERLINK(…)' stays text (OWASP CSV injection). Every cell is
 * quoted and its quotes doubled, so separators and line breaks inside a name cannot split a row.
 */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export type CsvSubscriber = { email: string; firstName: string | null; lastName: string | null; status: SubscriberStatus; subscribedAt: Date };

export function subscribersCsv(rows: CsvSubscriber[]): string {
  const lines = [HEADER, ...rows.map((r) => [r.email, r.firstName, r.lastName, SUBSCRIBER_STATUS_LABELS[r.status], berlinGermanDate(r.subscribedAt)])];
  return BOM + lines.map((cells) => cells.map(csvCell).join(SEPARATOR)).join('\r\n') + '\r\n';
}

/** newsletter-abonnenten-2026-11-24.csv: the export's date (Berlin) in the name. */
export const subscribersCsvFilename = (now = new Date()) => `newsletter-abonnenten-${berlinToday(now)}.csv`;
