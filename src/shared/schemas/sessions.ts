import { z } from 'zod';

export const SESSION_CAPACITY_LIMITS = { min: 1, max: 500 } as const;

const capacityMessage = `Die Kapazität muss eine ganze Zahl zwischen ${SESSION_CAPACITY_LIMITS.min} und ${SESSION_CAPACITY_LIMITS.max} sein.`;

/** PATCH /api/admin/sessions/{id}: an admin changes how many people a session takes. */
export const updateSessionCapacitySchema = z.object({
  maxParticipants: z
    .number({ error: capacityMessage })
    .int(capacityMessage)
    .min(SESSION_CAPACITY_LIMITS.min, capacityMessage)
    .max(SESSION_CAPACITY_LIMITS.max, capacityMessage),
});

export type UpdateSessionCapacityInput = z.infer<typeof updateSessionCapacitySchema>;
