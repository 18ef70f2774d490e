import { z } from 'zod';
import { COURSE_LEVELS, SESSION_STATUSES } from '../enums';

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

/** A course session as the timetable, the course page and the member area get it (instants as ISO strings). */
export const sessionSchema = z
  .object({
    id: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    status: z.enum(SESSION_STATUSES),
    maxParticipants: z.number(),
    currentParticipants: z.number(),
    availableSpots: z.number(),
    notes: z.string().nullable(),
    course: z.object({
      id: z.string(),
      name: z.string(),
      level: z.enum(COURSE_LEVELS),
      description: z.string().nullable(),
      durationMinutes: z.number(),
      imageUrl: z.string().nullable(),
      /** Who may take part, in completed months, both included (src/shared/age-range.ts); null = no limit. */
      minAgeMonths: z.number().nullable(),
      maxAgeMonths: z.number().nullable(),
    }),
    trainer: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
    roomName: z.string().nullable(),
    /** A date of a course series: booked only with the whole series ('Kursreihe – Anmeldung zur ganzen Reihe'). */
    series: z.object({ id: z.string(), title: z.string() }).nullable(),
  })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof sessionSchema>;

/** The signed-in caller's relation to a session; null for guests and for sessions they have not joined. */
export const myStatusSchema = z.enum(['booked', 'waitlist']).nullable();
export type MyStatus = z.infer<typeof myStatusSchema>;

/** The caller's family members booked or queued for a session (each person books a session once). */
export const familyStatusesSchema = z.array(z.object({ familyMemberId: z.string(), status: z.enum(['booked', 'waitlist']) }));
export type FamilyStatuses = z.infer<typeof familyStatusesSchema>;

/** `myStatus` is the caller's own place; `familyStatuses` those of their family members (empty for guests). */
export const sessionWithMyStatusSchema = sessionSchema.extend({ myStatus: myStatusSchema, familyStatuses: familyStatusesSchema });
export type SessionWithMyStatus = z.infer<typeof sessionWithMyStatusSchema>;

/** GET /api/sessions: weekStart is the Monday of ?week= (null for ?courseId=). */
export const sessionsResponseSchema = z.object({ weekStart: z.string().nullable(), sessions: z.array(sessionWithMyStatusSchema) });
export type SessionsResponse = z.infer<typeof sessionsResponseSchema>;

/** One entry of a "spots" event of GET /api/sessions/live (the event's data is an array of them). */
export const spotsEventSchema = z.object({
  sessionId: z.string(),
  availableSpots: z.number(),
  currentParticipants: z.number(),
  maxParticipants: z.number(),
});
export type SpotsEvent = z.infer<typeof spotsEventSchema>;

/** PATCH /api/admin/sessions/{id}: the new capacity, and how many waiting-list members were told of new spots. */
export const sessionCapacityChangeSchema = z
  .object({ message: z.string(), maxParticipants: z.number(), availableSpots: z.number(), notified: z.number() })
  .meta({ id: 'SessionCapacityChange' });
export type SessionCapacityChange = z.infer<typeof sessionCapacityChangeSchema>;
