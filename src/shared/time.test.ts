import { afterAll, describe, expect, it } from 'vitest';
import {
  addBerlinDays,
  berlinDateString,
  berlinDayOfWeek,
  berlinTimeString,
  berlinToday,
  berlinWallClockToInstant,
  berlinWeekMonday,
  dateInBerlinWeek,
  endOfBerlinWeek,
  startOfBerlinDay,
  startOfBerlinWeek,
} from './time';

const originalTz = process.env.TZ;
afterAll(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

// Node re-reads TZ when it changes, so each block really runs under a different server zone.
describe.each(['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Europe/Berlin'])('with server TZ %s', (serverTz) => {
  const useTz = () => {
    process.env.TZ = serverTz;
  };

  it('turns Berlin wall-clock times into instants in winter and summer', () => {
    useTz();
    expect(berlinWallClockToInstant('2025-01-15', '18:00').toISOString()).toBe('2025-01-15T17:00:00.000Z');
    expect(berlinWallClockToInstant('2025-07-15', '18:00').toISOString()).toBe('2025-07-15T16:00:00.000Z');
    expect(berlinWallClockToInstant('2025-07-15', '18:00:00').toISOString()).toBe('2025-07-15T16:00:00.000Z');
  });

  it('keeps 18:00 local on both sides of the March change', () => {
    useTz();
    // Clocks go forward on Sunday 30 March 2025.
    expect(berlinWallClockToInstant('2025-03-29', '18:00').toISOString()).toBe('2025-03-29T17:00:00.000Z');
    expect(berlinWallClockToInstant('2025-03-30', '18:00').toISOString()).toBe('2025-03-30T16:00:00.000Z');
    expect(berlinWallClockToInstant('2025-03-31', '18:00').toISOString()).toBe('2025-03-31T16:00:00.000Z');
    expect(berlinTimeString(berlinWallClockToInstant('2025-03-30', '18:00'))).toBe('18:00');
  });

  it('keeps 18:00 local on both sides of the October change', () => {
    useTz();
    // Clocks go back on Sunday 26 October 2025.
    expect(berlinWallClockToInstant('2025-10-25', '18:00').toISOString()).toBe('2025-10-25T16:00:00.000Z');
    expect(berlinWallClockToInstant('2025-10-26', '18:00').toISOString()).toBe('2025-10-26T17:00:00.000Z');
    expect(berlinTimeString(berlinWallClockToInstant('2025-10-26', '18:00'))).toBe('18:00');
  });

  it('handles the skipped and the repeated hour', () => {
    useTz();
    // 02:30 does not exist on 30 March: it moves forward to 03:30 CEST.
    expect(berlinWallClockToInstant('2025-03-30', '02:30').toISOString()).toBe('2025-03-30T01:30:00.000Z');
    // 02:30 happens twice on 26 October: the later (winter-time) one is taken.
    expect(berlinWallClockToInstant('2025-10-26', '02:30').toISOString()).toBe('2025-10-26T01:30:00.000Z');
    // Midnight is unambiguous on both days.
    expect(startOfBerlinDay('2025-03-30').toISOString()).toBe('2025-03-29T23:00:00.000Z');
    expect(startOfBerlinDay('2025-10-26').toISOString()).toBe('2025-10-25T22:00:00.000Z');
  });

  it('reads the Berlin calendar date of an instant', () => {
    useTz();
    // 23:30 UTC on 31 Dec is already New Year in Berlin.
    expect(berlinDateString(new Date('2024-12-31T23:30:00Z'))).toBe('2025-01-01');
    expect(berlinDateString(new Date('2025-06-30T21:59:59Z'))).toBe('2025-06-30');
    expect(berlinDateString(new Date('2025-06-30T22:00:00Z'))).toBe('2025-07-01');
    expect(berlinToday(new Date('2025-06-30T22:30:00Z'))).toBe('2025-07-01');
  });

  it('starts the week on Monday 00:00 Berlin, Sunday belonging to the week before', () => {
    useTz();
    // Wednesday 2 April 2025 -> Monday 31 March (summer time).
    expect(startOfBerlinWeek(new Date('2025-04-02T10:00:00Z')).toISOString()).toBe('2025-03-30T22:00:00.000Z');
    // Sunday 30 March 2025 evening belongs to the week of Monday 24 March (winter time).
    expect(startOfBerlinWeek(new Date('2025-03-30T20:00:00Z')).toISOString()).toBe('2025-03-23T23:00:00.000Z');
    // Sunday 23:30 UTC is already Monday in Berlin.
    expect(berlinWeekMonday(new Date('2025-04-06T22:30:00Z'))).toBe('2025-04-07');
    expect(startOfBerlinWeek('2025-10-26')).toEqual(startOfBerlinDay('2025-10-20'));
    expect(endOfBerlinWeek('2025-10-20').toISOString()).toBe('2025-10-26T23:00:00.000Z');
  });

  it('adds calendar days across month, year and DST boundaries', () => {
    useTz();
    expect(addBerlinDays('2025-01-31', 1)).toBe('2025-02-01');
    expect(addBerlinDays('2024-12-30', 7)).toBe('2025-01-06');
    expect(addBerlinDays('2024-03-01', -1)).toBe('2024-02-29');
    // An instant keeps its wall-clock time: 18:00 before the change, 18:00 after it (23 hours later).
    const before = berlinWallClockToInstant('2025-03-29', '18:00');
    const after = addBerlinDays(before, 1);
    expect(after.toISOString()).toBe('2025-03-30T16:00:00.000Z');
    expect(after.getTime() - before.getTime()).toBe(23 * 3600_000);
    expect(addBerlinDays(berlinWallClockToInstant('2025-10-25', '18:00'), 1).toISOString()).toBe('2025-10-26T17:00:00.000Z');
  });

  it('maps weekdays 0 = Sunday .. 6 = Saturday into a Monday-start week', () => {
    useTz();
    expect(berlinDayOfWeek('2025-03-30')).toBe(0);
    expect(berlinDayOfWeek('2025-03-31')).toBe(1);
    expect(dateInBerlinWeek('2025-03-24', 1)).toBe('2025-03-24');
    expect(dateInBerlinWeek('2025-03-24', 6)).toBe('2025-03-29');
    expect(dateInBerlinWeek('2025-03-24', 0)).toBe('2025-03-30');
  });
});

describe('input checks', () => {
  it('rejects malformed dates and times', () => {
    expect(() => berlinWallClockToInstant('30.03.2025', '18:00')).toThrow();
    expect(() => berlinWallClockToInstant('2025-03-30', '25:00')).toThrow();
    expect(() => dateInBerlinWeek('2025-03-24', 7)).toThrow();
  });
});
