import { dateTime } from '@/lib/session-format';

/** When a check-in code can be used, in the member's words. */
export function checkInWindowText(code: { opensAt: string; closesAt: string }, now: number) {
  if (now < Date.parse(code.opensAt)) return `Einchecken ist ab ${dateTime(code.opensAt)} Uhr möglich, 30 Minuten vor Beginn.`;
  if (now <= Date.parse(code.closesAt)) return 'Einchecken ist jetzt möglich.';
  return 'Dieser Termin ist vorbei; der Code gilt nicht mehr.';
}
