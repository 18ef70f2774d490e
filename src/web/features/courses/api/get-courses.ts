import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type CourseLevel = 'BEGINNER' | 'INTERMEDIATE' | 'ADVANCED';

export type Course = {
  id: string;
  name: string;
  description: string | null;
  level: CourseLevel;
  durationMinutes: number;
  maxParticipants: number;
  /** An uploaded image; otherwise the bundled image for the course name is used. */
  imageUrl: string | null;
};

/** GET /api/courses?limit=N — active courses ordered by name. */
export function getCourses(limit?: number) {
  return api.get<{ courses: Course[] }>('/api/courses', { params: { limit } }).then((data) => data.courses);
}

export function coursesQueryOptions(limit?: number) {
  return queryOptions({
    queryKey: ['courses', 'list', { limit: limit ?? null }],
    queryFn: () => getCourses(limit),
  });
}

export function useCourses(limit?: number) {
  return useQuery(coursesQueryOptions(limit));
}
