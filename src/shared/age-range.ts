/*
 * A course's age range and a person's age, in whole months. The database stores the range as two month
 * counts, both included: a child is as old as its completed months (the SQL function age_in_months of
 * migration 0031 counts the same way). A range entered in years covers each whole year named, so
 * 'von 6 bis 10 Jahren' is 72 to 131 months: a child stays ten until the day before its eleventh birthday.
 */

export const AGE_UNITS = ['months', 'years'] as const;
export type AgeUnit = (typeof AGE_UNITS)[number];
export const AGE_UNIT_LABELS = { months: 'Monate', years: 'Jahre' } as const satisfies Record<AgeUnit, string>;

/** The highest age a range may name: 99 years (in months, the last month of the 99th year included). */
export const MAX_AGE_MONTHS = 99 * 12 + 11;

/** Below this upper bound (16 years) a course is for children: a member cannot book it for themself. */
export const CHILDREN_ONLY_BELOW_MONTHS = 16 * 12;

export type AgeRange = { minAgeMonths: number | null; maxAgeMonths: number | null };

/** Completed months between a birth date and a day (both YYYY-MM-DD), as PostgreSQL's age() counts them. */
export function ageInMonths(birthDate: string, onDay: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [y, m, d] = onDay.split('-').map(Number);
  return (y - by) * 12 + (m - bm) - (d < bd ? 1 : 0);
}

/** '6 Jahre', '14 Monate', '1 Monat' (an age as a trainer's list and the family card say it): months until two. */
export function ageText(months: number): string {
  if (months >= 24) return `${Math.floor(months / 12)} Jahre`;
  return months === 1 ? '1 Monat' : `${Math.max(0, months)} Monate`;
}

/** The range as the admin form shows it: in years where it covers whole years, otherwise in months. */
export function ageRangeInUnit(range: AgeRange): { from: number | null; to: number | null; unit: AgeUnit } | null {
  const { minAgeMonths: min, maxAgeMonths: max } = range;
  if (min === null && max === null) return null;
  const minInYears = min === null || min % 12 === 0;
  const years = max === null ? minInYears && (min ?? 0) >= 12 : minInYears && (max + 1) % 12 === 0 && max >= 23;
  if (years) return { from: min === null ? null : min / 12, to: max === null ? null : (max + 1) / 12 - 1, unit: 'years' };
  return { from: min, to: max, unit: 'months' };
}

/** Months from what the admin form holds ('Alter von', 'Alter bis', Monate/Jahre). */
export function ageRangeFromUnit(from: number | null, to: number | null, unit: AgeUnit): AgeRange {
  if (unit === 'months') return { minAgeMonths: from, maxAgeMonths: to };
  return { minAgeMonths: from === null ? null : from * 12, maxAgeMonths: to === null ? null : to * 12 + 11 };
}

const unitWord = (n: number, unit: AgeUnit, dative: boolean) =>
  unit === 'years' ? (n === 1 ? 'Jahr' : dative ? 'Jahren' : 'Jahre') : n === 1 ? 'Monat' : dative ? 'Monaten' : 'Monate';

/** Short, for a course card's badge: '6–10 Jahre', '0–12 Monate', 'ab 6 Jahren', 'bis 12 Monate'. Null without a range. */
export function ageRangeLabel(range: AgeRange): string | null {
  const shown = ageRangeInUnit(range);
  if (!shown) return null;
  const { from, to, unit } = shown;
  if (from !== null && to !== null) return `${from}–${to} ${unitWord(to, unit, false)}`;
  if (from !== null) return `ab ${from} ${unitWord(from, unit, true)}`;
  return `bis ${to} ${unitWord(to!, unit, false)}`;
}

/** Who the course is for: 'Kinder' while it ends before 18 years, otherwise everyone in the range. */
const audience = (range: AgeRange) => (range.maxAgeMonths !== null && range.maxAgeMonths < 18 * 12 ? 'Kinder' : 'Teilnehmende');

/** A sentence for the course page: 'Für Kinder von 6 bis 10 Jahren', 'Für Kinder von 0 bis 12 Monaten'. Null without a range. */
export function ageRangeSentence(range: AgeRange): string | null {
  const shown = ageRangeInUnit(range);
  if (!shown) return null;
  const { from, to, unit } = shown;
  const who = `Für ${audience(range)}`;
  if (from !== null && to !== null) return `${who} von ${from} bis ${to} ${unitWord(to, unit, true)}`;
  if (from !== null) return `${who} ab ${from} ${unitWord(from, unit, true)}`;
  return `${who} bis ${to} ${unitWord(to!, unit, false)}`;
}

/** The refusal of a booking for someone outside the range: 'Dieser Kurs ist für Kinder von 6 bis 10 Jahren.' */
export function ageRangeRefusal(range: AgeRange): string {
  const sentence = ageRangeSentence(range);
  return sentence ? `Dieser Kurs ist ${sentence.slice(0, 1).toLowerCase()}${sentence.slice(1)}.` : 'Dieser Kurs passt nicht zum Alter.';
}

/** The refusal of a member booking a children's course for themself. */
export const bookForChildRefusal = (range: AgeRange) => `${ageRangeRefusal(range)} Bitte buchen Sie diesen Kurs für Ihr Kind.`;

/** True when the range ends below 16 years: only children can take part, never the member themself. */
export const isChildrenOnly = (range: AgeRange) => range.maxAgeMonths !== null && range.maxAgeMonths < CHILDREN_ONLY_BELOW_MONTHS;

/** Whether someone of this age (in months) fits the range. */
export const fitsAgeRange = (range: AgeRange, months: number) =>
  (range.minAgeMonths === null || months >= range.minAgeMonths) && (range.maxAgeMonths === null || months <= range.maxAgeMonths);
