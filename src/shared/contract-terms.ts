import type { PassType } from './enums';

/**
 * The terms of a membership ordered online, as German law allows them for consumer contracts since
 * March 2022 (§ 309 Nr. 9 BGB): a minimum term, after which the contract runs on month by month and can be
 * ended at any time with one month's notice. Dates are calendar days (YYYY-MM-DD); an end date is the
 * contract's last day.
 */
export type ContractTerms = { minimumTermMonths: number; noticeMonths: number };

const TERMS: Partial<Record<PassType, ContractTerms>> = {
  MONTHLY: { minimumTermMonths: 1, noticeMonths: 1 },
  YEARLY: { minimumTermMonths: 12, noticeMonths: 1 },
};

/** The terms of a product type that makes a contract (MONTHLY, YEARLY), or null for a pass bought once. */
export const contractTermsOf = (passType: PassType): ContractTerms | null => TERMS[passType] ?? null;

const pad = (n: number) => String(n).padStart(2, '0');

/** The same day `months` months later, or the month's last day where it has none (31 Jan + 1 → 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${pad(month)}-${pad(Math.min(d, last))}`;
}

/** The calendar day before `day`. */
export function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** Days from `from` to `until`, both included. */
export function daysIncluded(from: string, until: string): number {
  return Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The last day of the minimum term of a contract starting on `startsOn`. */
export const minimumTermEnd = (startsOn: string, terms: ContractTerms) => dayBefore(addMonths(startsOn, terms.minimumTermMonths));

/**
 * The last day of a contract given ordinary notice received on `receivedOn`: the end of the minimum term, or
 * one notice period after receipt if that is later, or the member's wished date if that is later still.
 */
export function ordinaryEnd(contract: { startsOn: string } & ContractTerms, receivedOn: string, wishedDate?: string | null): string {
  const earliest = [minimumTermEnd(contract.startsOn, contract), addMonths(receivedOn, contract.noticeMonths)].sort().at(-1)!;
  return wishedDate && wishedDate > earliest ? wishedDate : earliest;
}

/**
 * The billing periods of a contract: the minimum term is the first period (a Jahresvertrag is paid for its
 * year at once), then one month each. `index` 0 is the first period.
 */
export function contractPeriod(contract: { startsOn: string } & ContractTerms, index: number): { start: string; end: string } {
  const startMonths = index === 0 ? 0 : contract.minimumTermMonths + (index - 1);
  const endMonths = contract.minimumTermMonths + index;
  return { start: addMonths(contract.startsOn, startMonths), end: dayBefore(addMonths(contract.startsOn, endMonths)) };
}

/** The price of one period: the product's price for the first, then a twelfth of a yearly price per month. */
export function periodAmount(amount: number, terms: ContractTerms, index: number): number {
  if (index === 0 || terms.minimumTermMonths === 1) return amount;
  return Math.round((amount * 100) / terms.minimumTermMonths) / 100;
}

/** A last period cut short by the contract's end is charged for its days only. */
export function proratedAmount(amount: number, period: { start: string; end: string }, endsOn: string): number {
  if (endsOn >= period.end) return amount;
  return Math.round((amount * 100 * daysIncluded(period.start, endsOn)) / daysIncluded(period.start, period.end)) / 100;
}
