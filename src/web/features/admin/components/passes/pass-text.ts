import type { AdminPass } from '@shared/schemas/passes';
import { addBerlinDays, berlinGermanDate, isCalendarDate, startOfBerlinDay } from '@shared/time';

/** A Berlin calendar day ('2026-05-12') as Germans write it: '12.05.2026'. */
export const germanDay = (day: string) => berlinGermanDate(startOfBerlinDay(day));

/** '12.05.2026 – 11.05.2027' */
export const validityText = (pass: Pick<AdminPass, 'validFrom' | 'validUntil'>) => `${germanDay(pass.validFrom)} – ${germanDay(pass.validUntil)}`;

/** The pass in a button's name or a dialog's line: '10er-Karte von Max Mustermann'. */
export const passOf = (pass: Pick<AdminPass, 'productName' | 'member'>) => `${pass.productName} von ${pass.member.name}`;

/** A ledger row's change with its sign: '+10', '-2'. */
export const signed = (delta: number) => (delta > 0 ? `+${delta}` : String(delta));

/** The last day a validity of `days` days starting on `start` covers, or null while the start is no date. */
export const lastDayOf = (start: string, days: number) => (isCalendarDate(start) && days > 0 ? addBerlinDays(start, days - 1) : null);

/** Days from `from` to `to`, both included (0 when either is no date or they are in the wrong order). */
export function daysIncluded(from: string, to: string) {
  if (!isCalendarDate(from) || !isCalendarDate(to) || to < from) return 0;
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * What the office may still do with a pass: nothing once it is cancelled or expired (the server refuses
 * it too); no correction of an unlimited pass; a pause only while it can be used.
 */
export function passActions(pass: Pick<AdminPass, 'state' | 'credits'>) {
  const changeable = pass.state !== 'cancelled' && pass.state !== 'expired';
  return {
    correct: changeable && pass.credits !== null,
    pause: pass.state === 'active' || pass.state === 'paused',
    cancel: changeable,
  };
}
