import { z } from 'zod';
import { trainerContactFields } from './trainer-fields';

export const ADMIN_TRAINER_MESSAGES = {
  notFound: 'Dieser Trainer wurde nicht gefunden.',
  userNotFound: 'Das gewählte Benutzerkonto wurde nicht gefunden.',
  userTaken: 'Dieses Benutzerkonto ist bereits mit einem anderen Trainer verknüpft.',
  teachesFuture: 'Dieser Trainer leitet noch geplante Termine und kann nicht gelöscht werden. Deaktivieren Sie ihn stattdessen.',
  created: 'Trainer erstellt',
  updated: 'Trainer aktualisiert',
  deleted: 'Trainer gelöscht',
} as const;

/** POST /api/admin/trainers and PUT /api/admin/trainers/{id}: the whole record. */
export const saveTrainerSchema = z.object({
  ...trainerContactFields('office'),
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
