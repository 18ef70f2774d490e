import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { courseSeries } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { ERROR_CODES } from '../../../shared/error-codes';
import { SERIES_TEXTS } from '../../../shared/schemas/series';

export type LockedSeries = typeof courseSeries.$inferSelect;

/**
 * Locks the series row: every registration, cancellation, promotion, capacity change and date change of one
 * series runs one at a time behind it, so the confirmed count read under it is the count. Taken before any
 * of the series' session rows.
 */
export async function lockSeries(tx: Tx, seriesId: string): Promise<LockedSeries> {
  const [series] = await tx.select().from(courseSeries).where(eq(courseSeries.id, seriesId)).for('update');
  if (!series) throw new ApiError(404, ERROR_CODES.SERIES_NOT_FOUND, SERIES_TEXTS.notFound);
  return series;
}
