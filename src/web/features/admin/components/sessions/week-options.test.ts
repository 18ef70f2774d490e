import { describe, expect, it } from 'vitest';
import { mondayOfIsoWeek } from '@shared/schemas/admin-sessions';
import { isoWeekNumber, weekChoices, weekLabel } from './week-options';

describe('week filter', () => {
  it('numbers weeks as ISO 8601 does, also across the turn of the year', () => {
    expect(isoWeekNumber('2026-11-23')).toBe(48);
    expect(isoWeekNumber('2026-12-28')).toBe(53);
    expect(isoWeekNumber('2027-01-04')).toBe(1);
    expect(isoWeekNumber('2024-12-30')).toBe(1);
    for (const [year, week] of [[2026, 53], [2027, 1], [2025, 1], [2031, 10]] as const) expect(isoWeekNumber(mondayOfIsoWeek(year, week)!)).toBe(week);
  });

  it('labels a week with its number and days, and offers the weeks around today by their Mondays', () => {
    expect(weekLabel('2026-12-28')).toBe('KW 53 · 28.12.–03.01.2027');
    const choices = weekChoices(1, 2, '2026-11-26');
    expect(choices).toEqual(['2026-11-16', '2026-11-23', '2026-11-30', '2026-12-07']);
  });
});
