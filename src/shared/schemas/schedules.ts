import { z } from 'zod';
import { WEEKDAY_LABELS } from '../labels';

export const SCHEDULE_MESSAGES = {
  notFound: 'Der Zeitplan wurde nicht gefunden.',
  course: 'Bitte wählen Sie einen Kurs.',
  courseNotFound: 'Der gewählte Kurs wurde nicht gefunden.',
  trainerNotFound: 'Der gewählte Trainer wurde nicht gefunden.',
  roomNotFound: 'Der gewählte Raum wurde nicht gefunden.',
  dayOfWeek: 'Bitte wählen Sie einen Wochentag.',
  startTime: 'Bitte geben Sie eine Startzeit ein (HH:MM).',
  endTime: 'Bitte geben Sie eine gültige Endzeit ein (HH:MM) oder lassen Sie das Feld leer.',
  endBeforeStart: 'Die Endzeit muss nach der Startzeit liegen.',
  pastMidnight: 'Mit der Kursdauer endet der Termin nach Mitternacht. Bitte geben Sie eine Endzeit ein.',
  deleted: (label: string) => `Der Zeitplan „${label}“ wurde gelöscht.`,
} as const;

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

/** 'HH:mm' from what a time field or an API client sends ('9:30' and 'HH:mm:ss' are read too). */
export const wallClock = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((value) => (/^\d:/.test(value) ? `0${value}` : value))
    .refine((value) => HH_MM.test(value), message)
    .transform((value) => value.slice(0, 5));

/** An optional id chosen in a select: empty means none; anything else must look like an id. */
export const optionalId = (message: string) =>
  z
    .string({ error: message })
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(z.uuid(message).nullable());

/** A schedule as the admin list shows it: Berlin wall-clock times as 'HH:mm', names for the table. */
export const adminScheduleSchema = z
  .object({
    id: z.string(),
    courseId: z.string(),
    courseName: z.string(),
    courseIsActive: z.boolean(),
    /** 0 = Sunday .. 6 = Saturday. */
    dayOfWeek: z.number(),
    startTime: z.string(),
    endTime: z.string(),
    trainerId: z.string().nullable(),
    trainerName: z.string().nullable(),
    roomId: z.string().nullable(),
    roomName: z.string().nullable(),
    isActive: z.boolean(),
  })
  .meta({ id: 'AdminSchedule' });
export type AdminSchedule = z.infer<typeof adminScheduleSchema>;

type NamedSchedule = { courseName: string; dayOfWeek: number; startTime: string; roomName: string | null; trainerName: string | null };

/**
 * How a schedule is named wherever one is picked or reported: 'Pilates, Sonntag 15:05 (Studio 1, Anna Berger)'.
 * Room and trainer are part of the name, because one course may run twice at the same time in two rooms.
 */
export const scheduleLabel = (s: NamedSchedule) =>
  `${s.courseName}, ${WEEKDAY_LABELS[s.dayOfWeek]} ${s.startTime} (${s.roomName ?? 'ohne Raum'}, ${s.trainerName ?? 'ohne Trainer'})`;

/** GET /api/admin/schedules: every schedule, Monday first and Sunday last, then by start time. */
export const adminSchedulesResponseSchema = z.object({ schedules: z.array(adminScheduleSchema) }).meta({ id: 'AdminSchedules' });
export type AdminSchedulesResponse = z.infer<typeof adminSchedulesResponseSchema>;

/**
 * POST /api/admin/schedules and PUT /api/admin/schedules/{id}. day_of_week defaults to 1 (Monday);
 * an empty end time means start time plus the course's duration.
 */
export const scheduleInputSchema = z
  .object({
    courseId: z
      .string({ error: SCHEDULE_MESSAGES.course })
      .trim()
      .min(1, SCHEDULE_MESSAGES.course)
      .pipe(z.uuid(SCHEDULE_MESSAGES.courseNotFound)),
    dayOfWeek: z
      .union([z.number(), z.string()], { error: SCHEDULE_MESSAGES.dayOfWeek })
      .default(1)
      .transform((value) => (typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : value))
      .pipe(z.number({ error: SCHEDULE_MESSAGES.dayOfWeek }).int(SCHEDULE_MESSAGES.dayOfWeek).min(0, SCHEDULE_MESSAGES.dayOfWeek).max(6, SCHEDULE_MESSAGES.dayOfWeek)),
    startTime: wallClock(SCHEDULE_MESSAGES.startTime),
    endTime: z
      .string({ error: SCHEDULE_MESSAGES.endTime })
      .nullish()
      .transform((value) => (value?.trim() ? value.trim() : null))
      .pipe(wallClock(SCHEDULE_MESSAGES.endTime).nullable()),
    trainerId: optionalId(SCHEDULE_MESSAGES.trainerNotFound),
    roomId: optionalId(SCHEDULE_MESSAGES.roomNotFound),
    isActive: z.boolean({ error: 'Bitte geben Sie an, ob der Zeitplan aktiv ist.' }).default(true),
  })
  .refine((values) => values.endTime === null || values.endTime > values.startTime, {
    path: ['endTime'],
    message: SCHEDULE_MESSAGES.endBeforeStart,
  });
export type ScheduleInput = z.input<typeof scheduleInputSchema>;
export type ScheduleValues = z.output<typeof scheduleInputSchema>;

export const adminScheduleResponseSchema = z.object({ schedule: adminScheduleSchema }).meta({ id: 'AdminScheduleResponse' });
export type AdminScheduleResponse = z.infer<typeof adminScheduleResponseSchema>;

/** Week counts the generator offers; 4 unless chosen otherwise. */
export const GENERATOR_WEEK_OPTIONS = [1, 2, 4, 8, 12] as const;
export const DEFAULT_GENERATOR_WEEKS = 4;
/** '1 Woche', '4 Wochen': a week option as the generator's select and its audit entry name it. */
export const generatorWeeksLabel = (weeks: number) => (weeks === 1 ? '1 Woche' : `${weeks} Wochen`);

export const GENERATOR_MESSAGES = {
  weeks: 'Bitte wählen Sie 1, 2, 4, 8 oder 12 Wochen.',
  scheduleNotFound: 'Schedule nicht gefunden',
  noActiveSchedules: 'Keine aktiven Zeitpläne vorhanden. Erstellen Sie zuerst Zeitpläne.',
  scheduleInactive: 'Dieser Zeitplan oder sein Kurs ist nicht aktiv; für ihn werden keine Sessions erstellt.',
  created: (count: number) => (count === 1 ? '1 neue Session wurde erstellt' : `${count} neue Sessions wurden erstellt`),
  allGenerated: 'Alle Sessions generiert',
  clashed: (count: number) =>
    count === 1 ? '1 Termin wurde wegen einer Überschneidung nicht erstellt.' : `${count} Termine wurden wegen Überschneidungen nicht erstellt.`,
} as const;

/** POST /api/admin/sessions/generate: how many weeks from the current Monday, one schedule or all active ones. */
export const generateSessionsInputSchema = z.object({
  weeks: z
    .union([z.number(), z.string()], { error: GENERATOR_MESSAGES.weeks })
    .default(DEFAULT_GENERATOR_WEEKS)
    .transform((value) => Number(value))
    .refine((value): value is (typeof GENERATOR_WEEK_OPTIONS)[number] => (GENERATOR_WEEK_OPTIONS as readonly number[]).includes(value), GENERATOR_MESSAGES.weeks),
  /** Empty or missing: every active schedule. */
  scheduleId: z
    .string({ error: GENERATOR_MESSAGES.scheduleNotFound })
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type GenerateSessionsInput = z.input<typeof generateSessionsInputSchema>;
export type GenerateSessionsValues = z.output<typeof generateSessionsInputSchema>;

/** An occurrence the generator left out because its room or trainer is taken at that time. */
export const generatorClashSchema = z
  .object({
    scheduleId: z.string(),
    courseName: z.string(),
    date: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    /** 'Yoga am 24.11.2026 um 18:00' */
    label: z.string(),
    reason: z.enum(['room', 'trainer']),
    /** 'Raum ist zu dieser Zeit bereits belegt' or 'Trainer ist zu dieser Zeit bereits eingeplant' */
    message: z.string(),
    roomName: z.string().nullable(),
    trainerName: z.string().nullable(),
  })
  .meta({ id: 'GeneratorClash' });
export type GeneratorClash = z.infer<typeof generatorClashSchema>;

export const generateSessionsResponseSchema = z
  .object({
    created: z.number(),
    /** Occurrences that already existed (same schedule and date). */
    skipped: z.number(),
    clashes: z.array(generatorClashSchema),
    /** A German sentence for the toast: 'N neue Sessions wurden erstellt' or 'Alle Sessions generiert'. */
    message: z.string(),
  })
  .meta({ id: 'GenerateSessionsResult' });
export type GenerateSessionsResponse = z.infer<typeof generateSessionsResponseSchema>;
