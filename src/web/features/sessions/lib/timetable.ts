import type { CourseLevel } from '@shared/enums';
import { sessionDate } from './week';

/** The timetable's filters; an empty string means "all". */
export type TimetableFilters = { level: CourseLevel | ''; courseId: string; trainerId: string };

/** The parts of a session the filters and the day grouping read. */
type FilterableSession = { startTime: string; course: { id: string; level: CourseLevel }; trainer: { id: string } | null };

export const hasActiveFilters = (filters: TimetableFilters) => !!(filters.level || filters.courseId || filters.trainerId);

/** The sessions that match every filter set; the week is loaded whole and filtered in the browser. */
export function filterSessions<S extends FilterableSession>(sessions: readonly S[], { level, courseId, trainerId }: TimetableFilters): S[] {
  return sessions.filter(
    (s) => (!level || s.course.level === level) && (!courseId || s.course.id === courseId) && (!trainerId || s.trainer?.id === trainerId),
  );
}

/** Sessions by the Berlin date they start on (YYYY-MM-DD), each day in the order given. */
export function groupByDay<S extends FilterableSession>(sessions: readonly S[]): Map<string, S[]> {
  const byDay = new Map<string, S[]>();
  for (const s of sessions) {
    const day = sessionDate(s.startTime);
    const list = byDay.get(day);
    if (list) list.push(s);
    else byDay.set(day, [s]);
  }
  return byDay;
}
