import { describe, expect, it } from 'vitest';
import { plannedDates } from './dates';

describe('plannedDates', () => {
  it('keeps a weekly 18:00 at 18:00 Berlin time across the change to summer time', () => {
    const dates = plannedDates({ mode: 'weekly', firstDate: '2027-03-22', startTime: '18:00', durationMinutes: 90, weeks: 3 });
    expect(dates.map((d) => [d.date, d.startTime.toISOString(), d.endTime.toISOString()])).toEqual([
      ['2027-03-22', '2027-03-22T17:00:00.000Z', '2027-03-22T18:30:00.000Z'],
      ['2027-03-29', '2027-03-29T16:00:00.000Z', '2027-03-29T17:30:00.000Z'],
      ['2027-04-05', '2027-04-05T16:00:00.000Z', '2027-04-05T17:30:00.000Z'],
    ]);
  });

  it('puts picked days in time order, each at its own start time', () => {
    const dates = plannedDates({
      mode: 'picked',
      durationMinutes: 60,
      dates: [
        { date: '2027-10-31', startTime: '10:00' },
        { date: '2027-10-24', startTime: '09:30' },
      ],
    });
    expect(dates.map((d) => d.startTime.toISOString())).toEqual(['2027-10-24T07:30:00.000Z', '2027-10-31T09:00:00.000Z']);
  });
});
