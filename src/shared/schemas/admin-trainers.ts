import { z } from 'zod';
import { TRAINER_PROFILE_LIMITS } from '../constants';

export const ADMIN_TRAINER_MESSAGES = {
  notFound: 'Dieser Trainer wurde nicht gefunden.',
  userNotFound: 'Das gewählte Benutzerkonto wurde nicht gefunden.',
  userTaken: 'Dieses Benutzerkonto ist bereits mit einem anderen Trainer verknüpft.',
  teachesFuture: 'Dieser Trainer leitet noch geplante Termine und kann nicht gelöscht werden. Deaktivieren Sie ihn stattdessen.',
  created: 'Trainer erstellt',
  updated: 'Trainer aktualisiert',
  deleted: 'Trainer gelöscht',
} as const;

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .transform((value) => (value === '' ? null : value));

/** POST /api/admin/trainers and PUT /api/admin/trainers/{id}: the whole record. */
export const saveTrainerSchema = z.object({
  firstName: z
    .string({ error: 'Bitte geben Sie einen Vornamen ein.' })
    .trim()
    .min(1, 'Bitte geben Sie einen Vornamen ein.')
    .max(TRAINER_PROFILE_LIMITS.name, `Der Vorname darf höchstens ${TRAINER_PROFILE_LIMITS.name} Zeichen lang sein.`),
  lastName: z
    .string({ error: 'Bitte geben Sie einen Nachnamen ein.' })
    .trim()
    .min(1, 'Bitte geben Sie einen Nachnamen ein.')
    .max(TRAINER_PROFILE_LIMITS.name, `Der Nachname darf höchstens ${TRAINER_PROFILE_LIMITS.name} Zeichen lang sein.`),
  email: optionalText(TRAINER_PROFILE_LIMITS.email, 'Bitte geben Sie eine gültige E-Mail-Adresse ein.').pipe(
    z.email('Bitte geben Sie eine gültige E-Mail-Adresse ein.').nullable(),
  ),
  phone: optionalText(TRAINER_PROFILE_LIMITS.phone, 'Bitte geben Sie eine gültige Telefonnummer ein.').pipe(
    z
      .string()
      .regex(/^\+?[0-9 ()/-]{3,}$/, 'Bitte geben Sie eine gültige Telefonnummer ein (Ziffern, Leerzeichen, + - / ( )).')
      .nullable(),
  ),
  bio: optionalText(TRAINER_PROFILE_LIMITS.bio, `Die Biografie darf höchstens ${TRAINER_PROFILE_LIMITS.bio} Zeichen lang sein.`),
  /** Comma-separated in the form; stored as a list. */
  specialties: z
    .string({ error: 'Bitte geben Sie die Schwerpunkte durch Kommas getrennt ein.' })
    .max(500, 'Die Schwerpunkte dürfen höchstens 500 Zeichen lang sein.')
    .transform((value) => value.split(',').map((s) => s.trim()).filter(Boolean)),
  isActive: z.boolean({ error: 'Bitte geben Sie an, ob der Trainer aktiv ist.' }),
  /** The user account the trainer signs in with; linking gives it the TRAINER role. */
  userId: z.string({ error: ADMIN_TRAINER_MESSAGES.userNotFound }).max(100, ADMIN_TRAINER_MESSAGES.userNotFound).nullable(),
});
export type SaveTrainerInput = z.input<typeof saveTrainerSchema>;
export type SaveTrainer = z.output<typeof saveTrainerSchema>;

export const adminTrainerSchema = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    bio: z.string().nullable(),
    specialties: z.array(z.string()),
    isActive: z.boolean(),
    user: z.object({ id: z.string(), email: z.string(), name: z.string() }).nullable(),
  })
  .meta({ id: 'AdminTrainer' });
export type AdminTrainer = z.infer<typeof adminTrainerSchema>;

/** GET /api/admin/trainers: every trainer, active or not, ordered by first name. */
export const adminTrainersResponseSchema = z.object({ trainers: z.array(adminTrainerSchema) }).meta({ id: 'AdminTrainers' });
export type AdminTrainersResponse = z.infer<typeof adminTrainersResponseSchema>;

export const adminTrainerResponseSchema = z.object({ trainer: adminTrainerSchema, message: z.string() });
export type AdminTrainerResponse = z.infer<typeof adminTrainerResponseSchema>;
