import { asc, and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { courseSeries, seriesRegistrations, sessions } from '../../db/schema';
import type { VatRate } from '../../../shared/enums';
import { berlinDateString, germanDay } from '../../../shared/time';

/** The invoice line of a series: 'Kursreihe: Rückenfit Frühjahr (10 Termine ab 12.01.2027)'. */
export const seriesInvoiceLine = (title: string, dates: number, firstDay: string) => `Kursreihe: ${title} (${dates} Termine ab ${germanDay(firstDay)})`;

/**
 * What the invoice of a series' payment says: its line, the series' VAT rate and exemption note, and the
 * service period from the first to the last date held (cancelled dates left out, an Ersatztermin counted).
 * Null for any other payment.
 */
export async function seriesInvoiceFacts(tx: Tx, paymentId: string) {
  const [series] = await tx
    .select({ id: courseSeries.id, title: courseSeries.title, vatRate: courseSeries.vatRate, vatExemptionNote: courseSeries.vatExemptionNote })
    .from(seriesRegistrations)
    .innerJoin(courseSeries, eq(courseSeries.id, seriesRegistrations.seriesId))
    .where(eq(seriesRegistrations.paymentId, paymentId));
  if (!series) return null;
  const dates = await tx
    .select({ startTime: sessions.startTime })
    .from(sessions)
    .where(and(eq(sessions.seriesId, series.id), ne(sessions.status, 'cancelled')))
    .orderBy(asc(sessions.startTime));
  if (dates.length === 0) return null;
  const from = berlinDateString(dates[0].startTime);
  return {
    description: seriesInvoiceLine(series.title, dates.length, from),
    vatRate: series.vatRate as VatRate,
    vatExemptionNote: series.vatExemptionNote,
    servicePeriod: { from, until: berlinDateString(dates[dates.length - 1].startTime) },
  };
}
