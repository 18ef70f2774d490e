import { describe, expect, it } from 'vitest';
import { easterSunday, firstCollectionDayFrom, nonCollectionDay, target2Holiday } from './target2-days';

describe('TARGET2 business days', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('finds Easter Sunday %i', (year, day) => {
    expect(easterSunday(year)).toBe(day);
  });

  it('knows the closing days by their German names', () => {
    expect(target2Holiday('2026-01-01')).toBe('Neujahr');
    expect(target2Holiday('2026-04-03')).toBe('Karfreitag');
    expect(target2Holiday('2026-04-06')).toBe('Ostermontag');
    expect(target2Holiday('2026-05-01')).toBe('Tag der Arbeit');
    expect(target2Holiday('2026-12-25')).toBe('1. Weihnachtsfeiertag');
    expect(target2Holiday('2026-12-26')).toBe('2. Weihnachtsfeiertag');
    // German public holidays that are not TARGET2 closing days.
    expect(target2Holiday('2026-10-03')).toBeNull();
    expect(target2Holiday('2026-05-14')).toBeNull();
  });

  it('refuses weekends and closing days, and finds the next business day', () => {
    expect(nonCollectionDay('2026-12-12')).toEqual({ kind: 'weekend', name: 'Samstag' });
    expect(nonCollectionDay('2026-12-13')).toEqual({ kind: 'weekend', name: 'Sonntag' });
    expect(nonCollectionDay('2026-12-14')).toBeNull();
    expect(firstCollectionDayFrom('2026-12-24')).toBe('2026-12-24');
    // Christmas on a Friday and a Saturday, then the weekend.
    expect(firstCollectionDayFrom('2026-12-25')).toBe('2026-12-28');
    // Good Friday to Easter Monday.
    expect(firstCollectionDayFrom('2026-04-03')).toBe('2026-04-07');
  });
});
