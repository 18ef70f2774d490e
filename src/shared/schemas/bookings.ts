import { z } from 'zod';

export const createBookingSchema = z.object({
  sessionId: z.uuid('Bitte wählen Sie einen gültigen Termin.'),
});

export const promoteWaitlistSchema = z.object({
  sessionId: z.uuid('Bitte wählen Sie einen gültigen Termin.'),
});

/** ?week=YYYY-MM-DD (any day of the Monday-to-Sunday week) or ?courseId=… (that course's future sessions). */
export const sessionsQuerySchema = z.object({
  week: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Das Datum muss die Form JJJJ-MM-TT haben.')
    .optional(),
  courseId: z.uuid('Ungültiger Kurs.').optional(),
});
