import { describe, expect, it } from 'vitest';
import { dayHeading, weekRangeLabel } from './week';

describe('timetable dates', () => {
  it('heads a day with the weekday and dd.MM.', () => {
    expect(dayHeading('2026-11-16')).toEqual({ weekday: 'Montag', date: '16.11.' });
    expect(dayHeading('2027-01-03')).toEqual({ weekday: 'Sonntag', date: '03.01.' });
  });

  it('labels the week dd.MM.yy - dd.MM.yy', () => {
    expect(weekRangeLabel('2026-11-16')).toBe('16.11.26 - 22.11.26');
  });
});
