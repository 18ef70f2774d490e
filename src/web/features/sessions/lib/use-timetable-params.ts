import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { LEVEL_LABELS } from '@shared/labels';
import type { CourseLevel } from '@shared/enums';
import { addBerlinDays, berlinToday, berlinWeekMonday, weekStartFrom } from '@shared/time';
import { hasActiveFilters, type TimetableFilters } from './timetable';

export const LEVELS = Object.keys(LEVEL_LABELS) as CourseLevel[];

/*
 * URL search params, so a filtered week can be shared and a guest comes back to the same place after
 * signing in: ?woche=YYYY-MM-DD (any day of the week) &level= &kurs=<course id> &trainer=<trainer id>
 * &termin=<session id> (the open popup).
 */
const P = { week: 'woche', level: 'level', course: 'kurs', trainer: 'trainer', session: 'termin' } as const;
type Param = (typeof P)[keyof typeof P];

const FILTER_PARAM = { level: P.level, courseId: P.course, trainerId: P.trainer } as const satisfies Record<keyof TimetableFilters, Param>;

/** The timetable's state as read from the address, and the changes that write it back. */
export function useTimetableParams(now: number) {
  const [params, setParams] = useSearchParams();

  const weekStart = weekStartFrom(params.get(P.week), new Date(now));
  const today = berlinToday(new Date(now));
  const levelParam = params.get(P.level) ?? '';
  const course = params.get(P.course) ?? '';
  const trainer = params.get(P.trainer) ?? '';
  const filters = useMemo<TimetableFilters>(
    () => ({
      level: (LEVELS as string[]).includes(levelParam) ? (levelParam as CourseLevel) : '',
      courseId: course,
      trainerId: trainer,
    }),
    [levelParam, course, trainer],
  );

  /** Changes some params; `push` adds a history entry (week changes), filters and the popup replace it. */
  function update(changes: Partial<Record<Param, string | null>>, push = false) {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: !push, preventScrollReset: true },
    );
  }

  return {
    weekStart,
    today,
    isCurrentWeek: weekStart === berlinWeekMonday(today),
    filters,
    filtersActive: hasActiveFilters(filters),
    /** The session whose popup is open. */
    sessionId: params.get(P.session),
    /** Another week (null: the current one); the popup closes. */
    showWeek: (week: string | null) => update({ [P.week]: week, [P.session]: null }, true),
    showWeekAfter: (days: number) => update({ [P.week]: addBerlinDays(weekStart, days), [P.session]: null }, true),
    setFilter: (filter: keyof TimetableFilters, value: string) => update({ [FILTER_PARAM[filter]]: value }),
    resetFilters: () => update({ [P.level]: null, [P.course]: null, [P.trainer]: null }),
    openSession: (id: string) => update({ [P.session]: id }),
    closeSession: () => update({ [P.session]: null }),
    /** This timetable with the week pinned and the session's popup open: where a guest comes back after signing in. */
    pathWithSession: (id: string) => {
      const back = new URLSearchParams(params);
      back.set(P.week, weekStart);
      back.set(P.session, id);
      return `/stundenplan?${back.toString()}`;
    },
  };
}
