import { z } from 'zod';
import { COURSE_LEVELS, VIDEO_TYPES } from '../enums';
import { optionalText, optionalUrl, requiredInt, requiredText } from './form-fields';

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

/** The error code of a refused delete: the course has bookings, the office deactivates it instead. */

export const COURSE_MESSAGES = {
  notFound: 'Der Kurs wurde nicht gefunden.',
  name: 'Bitte geben Sie einen Kursnamen ein.',
  nameTooLong: 'Der Kursname darf höchstens 100 Zeichen lang sein.',
  nameTaken: 'Ein Kurs mit diesem Namen existiert bereits.',
  description: 'Die Beschreibung darf höchstens 5000 Zeichen lang sein.',
  level: 'Bitte wählen Sie ein Niveau.',
  duration: 'Bitte geben Sie eine Dauer zwischen 5 und 600 Minuten ein.',
  maxParticipants: 'Bitte geben Sie eine Teilnehmerzahl zwischen 1 und 500 ein.',
  imageUrl: 'Bitte geben Sie eine Bildadresse ein, die mit https:// oder / beginnt.',
  videoType: 'Bitte wählen Sie eine Videoart.',
  videoUrl: 'Bitte geben Sie eine Videoadresse ein, die mit https:// oder / beginnt.',
  videoUrlMissing: 'Bitte geben Sie die Adresse des Videos ein.',
  hasBookings: (name: string, active: boolean) =>
    `Der Kurs „${name}“ hat Buchungen und kann nicht gelöscht werden: Buchungen bleiben als Nachweis erhalten, auch vergangene und stornierte. ${
      active ? 'Bitte deaktivieren Sie ihn stattdessen.' : 'Er ist bereits deaktiviert und wird nicht mehr angeboten.'
    }`,
  deleted: (name: string) => `Der Kurs „${name}“ wurde gelöscht.`,
} as const;

/** A course as the admin list shows it (inactive ones included). */
export const adminCourseSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    level: z.enum(COURSE_LEVELS),
    durationMinutes: z.number(),
    maxParticipants: z.number(),
    isActive: z.boolean(),
    imageUrl: z.string().nullable(),
    videoType: z.enum(VIDEO_TYPES),
    videoUrl: z.string().nullable(),
  })
  .meta({ id: 'AdminCourse' });
export type AdminCourse = z.infer<typeof adminCourseSchema>;

/** GET /api/admin/courses: all courses ordered by name. */
export const adminCoursesResponseSchema = z.object({ courses: z.array(adminCourseSchema) }).meta({ id: 'AdminCourses' });
export type AdminCoursesResponse = z.infer<typeof adminCoursesResponseSchema>;

/** POST /api/admin/courses and PUT /api/admin/courses/{id}: level defaults to BEGINNER. */
export const courseInputSchema = z
  .object({
    name: requiredText(100, COURSE_MESSAGES.name, COURSE_MESSAGES.nameTooLong),
    description: optionalText(5000, COURSE_MESSAGES.description),
    level: z.enum(COURSE_LEVELS, { error: COURSE_MESSAGES.level }).default('BEGINNER'),
    durationMinutes: requiredInt(5, 600, COURSE_MESSAGES.duration),
    maxParticipants: requiredInt(1, 500, COURSE_MESSAGES.maxParticipants),
    isActive: z.boolean({ error: 'Bitte geben Sie an, ob der Kurs aktiv ist.' }).default(true),
    imageUrl: optionalUrl(1000, COURSE_MESSAGES.imageUrl),
    videoType: z.enum(VIDEO_TYPES, { error: COURSE_MESSAGES.videoType }).default('none'),
    videoUrl: optionalUrl(1000, COURSE_MESSAGES.videoUrl),
  })
  // A video type needs its address; without a video, an address typed earlier is dropped.
  .refine((c) => c.videoType === 'none' || c.videoUrl !== null, { path: ['videoUrl'], message: COURSE_MESSAGES.videoUrlMissing })
  .transform((c) => (c.videoType === 'none' ? { ...c, videoUrl: null } : c));
export type CourseInput = z.input<typeof courseInputSchema>;
export type CourseValues = z.output<typeof courseInputSchema>;

export const adminCourseResponseSchema = z.object({ course: adminCourseSchema }).meta({ id: 'AdminCourseResponse' });
export type AdminCourseResponse = z.infer<typeof adminCourseResponseSchema>;
