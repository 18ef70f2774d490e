import { describe, expect, it } from 'vitest';
import type { CourseLevel } from '@shared/enums';
import { filterSessions, groupByDay, hasActiveFilters, type TimetableFilters } from './timetable';

const session = (id: string, startTime: string, course: { id: string; level: CourseLevel }, trainerId: string | null) => ({
  id,
  startTime,
  course,
  trainer: trainerId ? { id: trainerId } : null,
});

const yoga = { id: 'yoga', level: 'BEGINNER' as const };
const boxen = { id: 'boxen', level: 'ADVANCED' as const };
const week = [
  session('a', '2026-11-16T17:00:00.000Z', yoga, 't1'),
  session('b', '2026-11-16T18:30:00.000Z', boxen, 't2'),
  session('c', '2026-11-18T09:00:00.000Z', yoga, 't2'),
  session('d', '2026-11-20T10:00:00.000Z', boxen, null),
];
const none: TimetableFilters = { level: '', courseId: '', trainerId: '' };
const ids = (list: { id: string }[]) => list.map((s) => s.id);

describe('timetable filters', () => {
  it('shows every session without a filter', () => {
    expect(ids(filterSessions(week, none))).toEqual(['a', 'b', 'c', 'd']);
    expect(hasActiveFilters(none)).toBe(false);
  });

  it('keeps only the sessions matching level, course and trainer together', () => {
    expect(ids(filterSessions(week, { ...none, level: 'ADVANCED' }))).toEqual(['b', 'd']);
    expect(ids(filterSessions(week, { ...none, courseId: 'yoga' }))).toEqual(['a', 'c']);
    expect(ids(filterSessions(week, { ...none, trainerId: 't2' }))).toEqual(['b', 'c']);
    expect(ids(filterSessions(week, { level: 'BEGINNER', courseId: 'yoga', trainerId: 't2' }))).toEqual(['c']);
    expect(hasActiveFilters({ ...none, trainerId: 't2' })).toBe(true);
  });

  it('leaves out a session without a trainer when a trainer is chosen', () => {
    expect(ids(filterSessions(week, { ...none, level: 'ADVANCED', trainerId: 't1' }))).toEqual([]);
  });
});

describe('timetable days', () => {
  it('groups sessions by their Berlin date, in the order given', () => {
    const byDay = groupByDay(week);
    expect([...byDay.keys()]).toEqual(['2026-11-16', '2026-11-18', '2026-11-20']);
    expect(ids(byDay.get('2026-11-16')!)).toEqual(['a', 'b']);
  });

  it('puts a session just after midnight in Berlin on the Berlin date, not the UTC one', () => {
    // 23:30 UTC on Sunday is 00:30 on Monday in Berlin (winter time).
    const late = session('e', '2026-11-22T23:30:00.000Z', yoga, 't1');
    expect([...groupByDay([late]).keys()]).toEqual(['2026-11-23']);
  });
});
