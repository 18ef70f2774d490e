import { z } from 'zod';
import { COURSE_LEVELS, VIDEO_TYPES } from '../enums';
import { optionalInt, optionalText, optionalUrl, requiredInt, requiredText } from './form-fields';
import { AGE_UNITS, ageRangeFromUnit, MAX_AGE_MONTHS } from '../age-range';

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
    /** Who may take part, in completed months, both included (src/shared/age-range.ts); null = no limit. */
    minAgeMonths: z.number().nullable(),
    maxAgeMonths: z.number().nullable(),
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
  minAge: `Bitte geben Sie ein Mindestalter zwischen 0 und ${MAX_AGE_MONTHS} Monaten ein.`,
  maxAge: `Bitte geben Sie ein Höchstalter zwischen 0 und ${MAX_AGE_MONTHS} Monaten ein.`,
  ageOrder: 'Das Höchstalter darf nicht unter dem Mindestalter liegen.',
  ageFrom: 'Bitte geben Sie eine ganze Zahl zwischen 0 und 99 ein.',
  ageTo: 'Bitte geben Sie eine ganze Zahl zwischen 0 und 99 ein.',
  ageUnit: 'Bitte wählen Sie Monate oder Jahre.',
  hasSeries: (name: string, active: boolean) =>
    `Der Kurs „${name}“ hat Kursreihen und kann nicht gelöscht werden: Ihre Anmeldungen und Zahlungen bleiben als Nachweis erhalten. ${
      active ? 'Bitte deaktivieren Sie ihn stattdessen.' : 'Er ist bereits deaktiviert und wird nicht mehr angeboten.'
    }`,
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
    minAgeMonths: z.number().nullable(),
    maxAgeMonths: z.number().nullable(),
  })
  .meta({ id: 'AdminCourse' });
export type AdminCourse = z.infer<typeof adminCourseSchema>;

/** GET /api/admin/courses: all courses ordered by name. */
export const adminCoursesResponseSchema = z.object({ courses: z.array(adminCourseSchema) }).meta({ id: 'AdminCourses' });
export type AdminCoursesResponse = z.infer<typeof adminCoursesResponseSchema>;

const courseFields = z.object({
  name: requiredText(100, COURSE_MESSAGES.name, COURSE_MESSAGES.nameTooLong),
  description: optionalText(5000, COURSE_MESSAGES.description),
  level: z.enum(COURSE_LEVELS, { error: COURSE_MESSAGES.level }).default('BEGINNER'),
  durationMinutes: requiredInt(5, 600, COURSE_MESSAGES.duration),
  maxParticipants: requiredInt(1, 500, COURSE_MESSAGES.maxParticipants),
  isActive: z.boolean({ error: 'Bitte geben Sie an, ob der Kurs aktiv ist.' }).default(true),
  imageUrl: optionalUrl(1000, COURSE_MESSAGES.imageUrl),
  videoType: z.enum(VIDEO_TYPES, { error: COURSE_MESSAGES.videoType }).default('none'),
  videoUrl: optionalUrl(1000, COURSE_MESSAGES.videoUrl),
});

// A video type needs its address; without a video, an address typed earlier is dropped.
const withoutStrayVideo = <C extends { videoType: string; videoUrl: string | null }>(c: C) => (c.videoType === 'none' ? { ...c, videoUrl: null } : c);

/**
 * POST /api/admin/courses and PUT /api/admin/courses/{id}: level defaults to BEGINNER; the age range is in
 * months (both optional, both included).
 */
export const courseInputSchema = courseFields
  .extend({
    minAgeMonths: optionalInt(0, MAX_AGE_MONTHS, COURSE_MESSAGES.minAge).optional().transform((v) => v ?? null),
    maxAgeMonths: optionalInt(0, MAX_AGE_MONTHS, COURSE_MESSAGES.maxAge).optional().transform((v) => v ?? null),
  })
  .refine((c) => c.videoType === 'none' || c.videoUrl !== null, { path: ['videoUrl'], message: COURSE_MESSAGES.videoUrlMissing })
  .refine((c) => c.minAgeMonths === null || c.maxAgeMonths === null || c.minAgeMonths <= c.maxAgeMonths, { path: ['maxAgeMonths'], message: COURSE_MESSAGES.ageOrder })
  .transform(withoutStrayVideo);
export type CourseInput = z.input<typeof courseInputSchema>;
export type CourseValues = z.output<typeof courseInputSchema>;

/**
 * The admin's course form: the age range as 'Alter von' and 'Alter bis' in the unit chosen (Monate/Jahre),
 * turned into the API's months (a range in years covers each year named in whole).
 */
export const courseFormSchema = courseFields
  .extend({
    ageFrom: optionalInt(0, 99, COURSE_MESSAGES.ageFrom),
    ageTo: optionalInt(0, 99, COURSE_MESSAGES.ageTo),
    ageUnit: z.enum(AGE_UNITS, { error: COURSE_MESSAGES.ageUnit }),
  })
  .refine((c) => c.videoType === 'none' || c.videoUrl !== null, { path: ['videoUrl'], message: COURSE_MESSAGES.videoUrlMissing })
  .refine((c) => c.ageFrom === null || c.ageTo === null || c.ageFrom <= c.ageTo, { path: ['ageTo'], message: COURSE_MESSAGES.ageOrder })
  .transform(({ ageFrom, ageTo, ageUnit, ...c }): CourseValues => ({ ...withoutStrayVideo(c), ...ageRangeFromUnit(ageFrom, ageTo, ageUnit) }));
export type CourseFormInput = z.input<typeof courseFormSchema>;

export const adminCourseResponseSchema = z.object({ course: adminCourseSchema }).meta({ id: 'AdminCourseResponse' });
export type AdminCourseResponse = z.infer<typeof adminCourseResponseSchema>;
