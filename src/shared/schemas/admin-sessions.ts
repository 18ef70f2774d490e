import { z } from 'zod';
import { pagingQuery, pageTotals } from './paging';
import { SESSION_STATUSES } from '../enums';
import { ADMIN_SESSION_STATUS_LABELS } from '../labels';
import { addBerlinDays, berlinWeekMonday, isCalendarDate } from '../time';
import { SESSION_CAPACITY_LIMITS } from './sessions';

export const CANCELLATION_REASON_MAX = 500;

/** German texts of the Sessions screen and its API; safe to show as they are. */
export const ADMIN_SESSION_TEXTS = {
  invalidWeek: 'Die Woche muss die Form JJJJ-Www (z. B. 2026-W48) oder JJJJ-MM-TT haben.',
  invalidCourse: 'Ungültiger Kurs.',
  reasonRequired: 'Bitte geben Sie einen Grund für die Absage an.',
  reasonTooLong: `Der Grund darf höchstens ${CANCELLATION_REASON_MAX} Zeichen lang sein.`,
  trainerRequired: 'Bitte wählen Sie einen Trainer aus.',
  cancelled: 'Session abgesagt',
  trainerChanged: 'Trainer geändert',
  alreadyCancelled: 'Diese Session wurde bereits abgesagt.',
  notChangeable: 'Diese Session hat bereits begonnen oder ist vorbei und kann nicht mehr geändert werden.',
  cancelledNoChange: 'Diese Session wurde abgesagt und kann nicht mehr geändert werden.',
  trainerNotFound: 'Der Trainer wurde nicht gefunden.',
  trainerInactive: 'Dieser Trainer ist nicht aktiv und kann nicht eingeplant werden.',
  sameTrainer: 'Dieser Trainer leitet die Session bereits.',
  notified: (participants: number, waiting: number) => {
    const people = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);
    return `${people(participants, 'Teilnehmer', 'Teilnehmende')} und ${people(waiting, 'Person', 'Personen')} auf der Warteliste werden benachrichtigt.`;
  },
} as const;

const ISO_WEEK = /^(\d{4})-W(\d{2})$/;

/** The Monday ('YYYY-MM-DD') of ISO week `week` of `year`, or null when that year has no such week. */
export function mondayOfIsoWeek(year: number, week: number): string | null {
  if (week < 1 || week > 53 || year < 2000 || year > 2099) return null;
  // 4 January is always in week 1 (ISO 8601).
  const monday = addBerlinDays(berlinWeekMonday(`${year}-01-04`), (week - 1) * 7);
  // The week belongs to the year its Thursday is in; week 53 exists only in some years.
  return addBerlinDays(monday, 3).startsWith(`${year}-`) ? monday : null;
}

/** ISO week ('2026-W48') or any date of the week ('2026-11-23'): the week's Monday, or null. */
export function weekMondayOf(value: string): string | null {
  const iso = ISO_WEEK.exec(value);
  if (iso) return mondayOfIsoWeek(Number(iso[1]), Number(iso[2]));
  if (!isCalendarDate(value) || value < '2000-01-01' || value > '2099-12-31') return null;
  return berlinWeekMonday(value);
}

/** GET /api/admin/sessions: optional week and course, and the page. */
export const adminSessionsQuerySchema = z.object({
  week: z
    .string(ADMIN_SESSION_TEXTS.invalidWeek)
    .max(10, ADMIN_SESSION_TEXTS.invalidWeek)
    .refine((value) => weekMondayOf(value) !== null, ADMIN_SESSION_TEXTS.invalidWeek)
    .optional(),
  courseId: z.uuid(ADMIN_SESSION_TEXTS.invalidCourse).optional(),
  ...pagingQuery({ defaultSize: 20 }),
});
export type AdminSessionsQuery = Partial<z.output<typeof adminSessionsQuerySchema>>;

const statusLabels = Object.values(ADMIN_SESSION_STATUS_LABELS) as [string, ...string[]];

export const adminSessionSchema = z
  .object({
    id: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    status: z.enum(SESSION_STATUSES),
    /** 'Aktiv', 'Abgesagt' or 'Beendet' (a scheduled session whose end has passed). */
    statusLabel: z.enum(statusLabels),
    /** Scheduled and not started: may be cancelled, given another trainer or another capacity. */
    changeable: z.boolean(),
    course: z.object({ id: z.string(), name: z.string() }),
    trainer: z.object({ id: z.string(), name: z.string() }).nullable(),
    roomName: z.string().nullable(),
    currentParticipants: z.number(),
    maxParticipants: z.number(),
    waitlistCount: z.number(),
    cancelledAt: z.string().nullable(),
    cancellationReason: z.string().nullable(),
  })
  .meta({ id: 'AdminSession' });
export type AdminSession = z.infer<typeof adminSessionSchema>;

/** One page of sessions, newest start first; `total` counts every session of the filter. */
export const adminSessionsPageSchema = z
  .object({ sessions: z.array(adminSessionSchema), ...pageTotals, weekStart: z.string().nullable() })
  .meta({ id: 'AdminSessionsPage' });
export type AdminSessionsPage = z.infer<typeof adminSessionsPageSchema>;

/** POST /api/admin/sessions/{id}/cancel: the reason every participant and everyone waiting is told. */
export const cancelSessionSchema = z.object({
  reason: z
    .string(ADMIN_SESSION_TEXTS.reasonRequired)
    .trim()
    .min(1, ADMIN_SESSION_TEXTS.reasonRequired)
    .max(CANCELLATION_REASON_MAX, ADMIN_SESSION_TEXTS.reasonTooLong),
});
export type CancelSessionInput = z.input<typeof cancelSessionSchema>;
export type CancelSessionValues = z.output<typeof cancelSessionSchema>;

/** POST /api/admin/sessions/{id}/trainer: the substitute. */
export const changeSessionTrainerSchema = z.object({ trainerId: z.uuid(ADMIN_SESSION_TEXTS.trainerRequired) });
export type ChangeSessionTrainerInput = z.infer<typeof changeSessionTrainerSchema>;

/** The answer of a cancellation or substitution: the toast's description and how many people were told. */
export const adminSessionChangeSchema = z
  .object({ message: z.string(), notified: z.number() })
  .meta({ id: 'AdminSessionChange' });
export type AdminSessionChange = z.infer<typeof adminSessionChangeSchema>;

const { min, max } = SESSION_CAPACITY_LIMITS;
const capacityFormMessage = `Die Kapazität muss eine ganze Zahl zwischen ${min} und ${max} sein.`;

/** The 'Plätze ändern' form: the number as typed; the server checks it again (updateSessionCapacitySchema). */
export const sessionCapacityFormSchema = z.object({
  maxParticipants: z
    .string()
    .trim()
    .regex(/^\d+$/, capacityFormMessage)
    .transform(Number)
    .pipe(z.number().int(capacityFormMessage).min(min, capacityFormMessage).max(max, capacityFormMessage)),
});
