import { useQuery } from '@tanstack/react-query';
import { apiQueries } from '@shared/api-queries';
import { apiQueryOptions } from '@/lib/api-query';

/** GET /api/courses/{courseId}/series — the course's series whose last date is ahead. */
export const courseSeriesQueryOptions = (courseId: string) => apiQueryOptions(apiQueries.courseSeries(courseId));

export function useCourseSeries(courseId: string) {
  return useQuery(courseSeriesQueryOptions(courseId));
}
