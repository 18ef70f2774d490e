import { describe, expect, it } from 'vitest';
import type { SeriesDate } from '@shared/schemas/series';
import { firstDay, heldDates, replacedDates, seriesDay, seriesFinished, seriesHref, seriesSpanText } from './series-dates';

const date = (sessionId: string, startsAt: string, extra: Partial<SeriesDate> = {}): SeriesDate => ({
  sessionId,
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + 60 * 60_000).toISOString(),
  status: 'scheduled',
  replacesSessionId: null,
  cancellationReason: null,
  ...extra,
});

// Wednesdays 19:30 in Berlin: before and after the end of summer time (25 October 2026).
const dates = [
  date('c', '2026-10-28T18:30:00.000Z'),
  date('a', '2026-10-14T17:30:00.000Z'),
  date('b', '2026-10-21T17:30:00.000Z', { status: 'cancelled', cancellationReason: 'Trainerin krank' }),
  date('r', '2026-10-31T09:00:00.000Z', { replacesSessionId: 'b' }),
];

describe('a series’ dates as members read them', () => {
  it('writes a date the way the office’s screens do, on the Berlin wall clock', () => {
    expect(seriesDay('2026-10-14T17:30:00.000Z')).toBe('Mi 14.10.2026');
    expect(seriesDay('2026-10-28T18:30:00.000Z')).toBe('Mi 28.10.2026');
    // 23:30 UTC on 31 December is already New Year's Day in Berlin.
    expect(seriesDay('2026-12-31T23:30:00.000Z')).toBe('Fr 01.01.2027');
  });

  it('counts and spans only the dates that are held, in order of time', () => {
    expect(heldDates(dates).map((d) => d.sessionId)).toEqual(['a', 'c', 'r']);
    expect(seriesSpanText(dates)).toBe('3 Termine · 14.10.–31.10.2026');
    expect(seriesSpanText([dates[1]])).toBe('1 Termin · 14.10.2026');
    expect(seriesSpanText([dates[2]])).toBe('Keine Termine');
  });

  it('pairs an Ersatztermin with the cancelled date it makes up for', () => {
    const replaced = replacedDates(dates);
    expect(replaced.get('r')?.sessionId).toBe('b');
    expect(replaced.size).toBe(1);
  });

  it('judges ages on the Berlin day of the first held date', () => {
    expect(firstDay(dates)).toBe('2026-10-14');
    expect(firstDay([date('x', '2027-01-05T23:15:00.000Z')])).toBe('2027-01-06');
    expect(firstDay([])).toBeNull();
  });

  it('calls a series finished once its last held date has ended, a cancelled later date aside', () => {
    const lastEnd = Date.parse('2026-10-31T10:00:00.000Z');
    expect(seriesFinished({ dates }, lastEnd - 1)).toBe(false);
    expect(seriesFinished({ dates }, lastEnd)).toBe(true);
    expect(seriesFinished({ dates: [...dates, date('z', '2026-11-04T18:30:00.000Z', { status: 'cancelled' })] }, lastEnd)).toBe(true);
  });

  it('links to the series’ place on its course page', () => {
    expect(seriesHref('kurs-1', 'reihe-2')).toBe('/kurse/kurs-1#kursreihe-reihe-2');
  });
});
