import { describe, expect, it } from 'vitest';
import type { SeriesDate } from '@shared/schemas/series';
import { plannedDates, type SeriesDatesDraft } from './series-dates';
import { seriesPeriod, seriesState, shortDay } from './series-text';

const draft = (over: Partial<SeriesDatesDraft>): SeriesDatesDraft => ({
  mode: 'weekly',
  firstDate: '2027-03-16',
  startTime: '18:00',
  durationMinutes: '60',
  weeks: '3',
  dates: [],
  ...over,
});

const date = (startsAt: string, status: SeriesDate['status'] = 'scheduled'): SeriesDate => ({
  sessionId: startsAt,
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + 3_600_000).toISOString(),
  status,
  replacesSessionId: null,
  cancellationReason: null,
});

describe('the dates a series form plans', () => {
  it('keeps a weekly 18:00 at 18:00 in Berlin across the change to summer time', () => {
    expect(plannedDates(draft({})).map((d) => d.startsAt)).toEqual([
      '2027-03-16T17:00:00.000Z',
      '2027-03-23T17:00:00.000Z',
      '2027-03-30T16:00:00.000Z',
    ]);
    expect(plannedDates(draft({ weeks: '1' }))[0]!.endsAt).toBe('2027-03-16T18:00:00.000Z');
  });

  it('puts picked days in order and leaves out rows not filled in yet', () => {
    const picked = plannedDates(
      draft({
        mode: 'picked',
        durationMinutes: '90',
        dates: [
          { date: '2027-02-10', startTime: '09:30' },
          { date: '', startTime: '10:00' },
          { date: '2027-02-03', startTime: '09:30' },
          { date: '2027-02-17', startTime: '' },
        ],
      }),
    );
    expect(picked).toEqual([
      { startsAt: '2027-02-03T08:30:00.000Z', endsAt: '2027-02-03T10:00:00.000Z' },
      { startsAt: '2027-02-10T08:30:00.000Z', endsAt: '2027-02-10T10:00:00.000Z' },
    ]);
  });

  it('plans nothing while the slot is incomplete', () => {
    expect(plannedDates(draft({ weeks: '' }))).toEqual([]);
    expect(plannedDates(draft({ durationMinutes: 'abc' }))).toEqual([]);
    expect(plannedDates(draft({ firstDate: '2027-02-31' }))).toEqual([]);
    expect(plannedDates(draft({ startTime: '25:00' }))).toEqual([]);
  });
});

describe('how the series screens name dates and states', () => {
  it('writes a grid column as weekday and day', () => {
    expect(shortDay('2027-01-12T17:00:00.000Z')).toBe('Di 12.01.');
    // 23:30 UTC on a Sunday is already Monday in Berlin.
    expect(shortDay('2027-01-10T23:30:00.000Z')).toBe('Mo 11.01.');
  });

  it('gives the period of the dates held, a cancelled last date left out', () => {
    expect(seriesPeriod([date('2027-01-12T17:00:00.000Z'), date('2027-03-16T17:00:00.000Z'), date('2027-03-23T17:00:00.000Z', 'cancelled')])).toBe('12.01.–16.03.2027');
    expect(seriesPeriod([date('2026-12-15T17:00:00.000Z'), date('2027-01-12T17:00:00.000Z')])).toBe('15.12.2026–12.01.2027');
  });

  it('tells open, closed, running and finished apart', () => {
    const dates = [date('2027-01-12T17:00:00.000Z'), date('2027-01-19T17:00:00.000Z')];
    expect(seriesState({ dates, registrationOpen: true }, Date.parse('2027-01-01T00:00:00Z'))).toBe('open');
    expect(seriesState({ dates, registrationOpen: false }, Date.parse('2027-01-11T00:00:00Z'))).toBe('closed');
    expect(seriesState({ dates, registrationOpen: false }, Date.parse('2027-01-12T17:00:00Z'))).toBe('running');
    expect(seriesState({ dates, registrationOpen: false }, Date.parse('2027-01-19T18:00:00Z'))).toBe('finished');
  });
});
