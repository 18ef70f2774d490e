import { TZDate } from '@date-fns/tz/date';
import { BERLIN } from './time';

/**
 * The instant as a TZDate, for date-fns formatting in Berlin time (mails, calendar files). Apart from
 * time.ts, which the browser's first load carries: TZDate is large and never dropped from a bundle.
 */
export function toBerlin(instant: Date | number): TZDate {
  return new TZDate(typeof instant === 'number' ? instant : instant.getTime(), BERLIN);
}
