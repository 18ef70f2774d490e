import { describe, expect, it } from 'vitest';
import { isoWeekNumber, weekLabel } from './calendar-week';
import { mondayOfIsoWeek } from './schemas/admin-sessions';

describe('calendar week', () => {
  it('numbers weeks as ISO 8601 does, also across the turn of the year', () => {
    expect(isoWeekNumber('2026-11-23')).toBe(48);
    expect(isoWeekNumber('2026-12-28')).toBe(53);
    expect(isoWeekNumber('2027-01-04')).toBe(1);
    expect(isoWeekNumber('2024-12-30')).toBe(1);
    for (const [year, week] of [[2026, 53], [2027, 1], [2025, 1], [2031, 10]] as const) expect(isoWeekNumber(mondayOfIsoWeek(year, week)!)).toBe(week);
  });

  it('labels a week with its number and days', () => {
    expect(weekLabel('2026-12-28')).toBe('KW 53 · 28.12.–03.01.2027');
    expect(weekLabel('2026-11-16')).toBe('KW 47 · 16.11.–22.11.2026');
  });
});
