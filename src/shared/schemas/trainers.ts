import { z } from 'zod';

export const trainerSchema = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    bio: z.string().nullable(),
    specialties: z.array(z.string()),
    /** An uploaded photo; otherwise the bundled portrait for the first name (or the default). */
    photoUrl: z.string().nullable(),
  })
  .meta({ id: 'Trainer' });
export type Trainer = z.infer<typeof trainerSchema>;

/** GET /api/trainers: active trainers ordered by first name. */
export const trainersResponseSchema = z.object({ trainers: z.array(trainerSchema) });
export type TrainersResponse = z.infer<typeof trainersResponseSchema>;

/** GET /api/trainer/profile: the signed-in trainer's own profile (null when no trainer is linked to the account). */
export const trainerProfileSchema = z
  .object({
    // The public fields without the photo, plus the contact details only the trainer sees.
    trainer: trainerSchema
      .omit({ photoUrl: true })
      .extend({ email: z.string().nullable(), phone: z.string().nullable() })
      .nullable(),
  })
  .meta({ id: 'TrainerProfile' });
export type TrainerProfile = z.infer<typeof trainerProfileSchema>;
