import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CertificateDocument } from '../../../shared/series-certificate';
import { seriesRegistrations } from './domain';

// The last certificate number issued per calendar year, raised under the row's lock like invoice numbers.
export const certificateCounters = pgTable('certificate_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * A certificate of attendance (Teilnahmebescheinigung) for a prevention series: the facts as issued,
 * stored whole so the PDF renders the same every time; never changed or deleted (a trigger refuses both).
 * A correction issues a new certificate with a new number that names the one it replaces.
 */
export const seriesCertificates = pgTable(
  'series_certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => seriesRegistrations.id, { onDelete: 'restrict' }),
    replacesCertificateId: uuid('replaces_certificate_id').references((): AnyPgColumn => seriesCertificates.id, { onDelete: 'restrict' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    document: jsonb('document').notNull().$type<CertificateDocument>(),
  },
  (t) => [
    uniqueIndex('series_certificates_number_unique').on(t.number),
    uniqueIndex('series_certificates_year_sequence_unique').on(t.year, t.sequence),
    // A certificate is replaced at most once: the newest of a registration is the one that counts.
    uniqueIndex('series_certificates_replaces_unique').on(t.replacesCertificateId),
    index('series_certificates_registration_idx').on(t.registrationId, t.issuedAt),
    check('series_certificates_number_shape', sql`length(${t.number}) > 0`),
  ],
);
