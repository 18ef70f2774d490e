import { COLLECTION_TEXTS } from '../../../shared/schemas/collections';
import { firstCollectionDayFrom, nonCollectionDay } from '../../../shared/target2-days';
import { addBerlinDays } from '../../../shared/time';
import { ERROR_CODES } from '../../../shared/error-codes';
import { ApiError } from '../../http/errors';

/** The first bank business day a run may collect on: the pre-notification lead after today (Berlin), at the earliest. */
export const earliestCollectionDate = (today: string, prenotificationDays: number) => firstCollectionDayFrom(addBerlinDays(today, prenotificationDays));

/**
 * Refuses a collection date members could not have been told of in time (today plus the pre-notification
 * lead), and a day on which SEPA debits do not settle (weekends, TARGET2 closing days). German, at the field.
 */
export function checkCollectionDate(collectionDate: string, today: string, prenotificationDays: number): void {
  const refuse = (message: string) => {
    throw new ApiError(400, ERROR_CODES.VALIDATION_ERROR, message, { collectionDate: message });
  };
  if (collectionDate < addBerlinDays(today, prenotificationDays)) refuse(COLLECTION_TEXTS.dateTooEarly(earliestCollectionDate(today, prenotificationDays), prenotificationDays));
  const closed = nonCollectionDay(collectionDate);
  if (closed?.kind === 'weekend') refuse(COLLECTION_TEXTS.dateWeekend(closed.name));
  if (closed?.kind === 'holiday') refuse(COLLECTION_TEXTS.dateHoliday(collectionDate, closed.name));
}
