import { z } from 'zod';
import { COURSE_LEVELS } from '../enums';

export const courseSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    level: z.enum(COURSE_LEVELS),
    durationMinutes: z.number(),
    maxParticipants: z.number(),
    /** An uploaded image; otherwise the bundled image for the course name is used. */
    imageUrl: z.string().nullable(),
  })
  .meta({ id: 'Course' });
export type Course = z.infer<typeof courseSchema>;

/** GET /api/courses: active courses ordered by name. */
export const coursesResponseSchema = z.object({ courses: z.array(courseSchema) });
export type CoursesResponse = z.infer<typeof coursesResponseSchema>;

/** GET /api/courses/{id}: one active course. */
export const courseResponseSchema = z.object({ course: courseSchema });
export type CourseResponse = z.infer<typeof courseResponseSchema>;
