import { describe, expect, it } from 'vitest';
import {
  ageInMonths,
  ageRangeFromUnit,
  ageRangeInUnit,
  ageRangeLabel,
  ageRangeRefusal,
  ageRangeSentence,
  ageText,
  bookForChildRefusal,
  fitsAgeRange,
  isChildrenOnly,
} from './age-range';

const kindersport = { minAgeMonths: 72, maxAgeMonths: 131 };
const pekip = { minAgeMonths: 0, maxAgeMonths: 12 };

describe('age ranges of courses', () => {
  it('counts completed months as PostgreSQL’s age() does', () => {
    expect(ageInMonths('2019-03-14', '2025-03-13')).toBe(71);
    expect(ageInMonths('2019-03-14', '2025-03-14')).toBe(72);
    expect(ageInMonths('2024-01-31', '2024-02-29')).toBe(0);
    expect(ageInMonths('2024-01-31', '2024-03-31')).toBe(2);
    expect(ageText(76)).toBe('6 Jahre');
    expect(ageText(14)).toBe('14 Monate');
    expect(ageText(1)).toBe('1 Monat');
  });

  it('takes a range in years as whole years: 6 to 10 Jahre is 72 to 131 months, and back', () => {
    expect(ageRangeFromUnit(6, 10, 'years')).toEqual(kindersport);
    expect(ageRangeInUnit(kindersport)).toEqual({ from: 6, to: 10, unit: 'years' });
    expect(ageRangeFromUnit(0, 12, 'months')).toEqual(pekip);
    expect(ageRangeInUnit(pekip)).toEqual({ from: 0, to: 12, unit: 'months' });
    expect(ageRangeInUnit({ minAgeMonths: 72, maxAgeMonths: null })).toEqual({ from: 6, to: null, unit: 'years' });
    expect(ageRangeInUnit({ minAgeMonths: null, maxAgeMonths: null })).toBeNull();
    expect(fitsAgeRange(kindersport, 131)).toBe(true);
    expect(fitsAgeRange(kindersport, 132)).toBe(false);
    expect(fitsAgeRange(kindersport, 71)).toBe(false);
  });

  it('says the range in German for cards, the course page and refusals', () => {
    expect(ageRangeLabel(kindersport)).toBe('6–10 Jahre');
    expect(ageRangeLabel(pekip)).toBe('0–12 Monate');
    expect(ageRangeLabel({ minAgeMonths: 72, maxAgeMonths: null })).toBe('ab 6 Jahren');
    expect(ageRangeLabel({ minAgeMonths: null, maxAgeMonths: 12 })).toBe('bis 12 Monate');
    expect(ageRangeSentence(kindersport)).toBe('Für Kinder von 6 bis 10 Jahren');
    expect(ageRangeSentence(pekip)).toBe('Für Kinder von 0 bis 12 Monaten');
    expect(ageRangeSentence({ minAgeMonths: 16 * 12, maxAgeMonths: null })).toBe('Für Teilnehmende ab 16 Jahren');
    expect(ageRangeRefusal(kindersport)).toBe('Dieser Kurs ist für Kinder von 6 bis 10 Jahren.');
    expect(bookForChildRefusal(pekip)).toBe('Dieser Kurs ist für Kinder von 0 bis 12 Monaten. Bitte buchen Sie diesen Kurs für Ihr Kind.');
  });

  it('is for children only when it ends below 16 years', () => {
    expect(isChildrenOnly(kindersport)).toBe(true);
    expect(isChildrenOnly({ minAgeMonths: 0, maxAgeMonths: 16 * 12 + 11 })).toBe(false);
    expect(isChildrenOnly({ minAgeMonths: 72, maxAgeMonths: null })).toBe(false);
  });
});
