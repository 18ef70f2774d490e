import { z } from 'zod';

/** GET /api/me/calendar and POST /api/me/calendar/renew: the address of the member's private calendar feed. */
export const calendarFeedSchema = z.object({ url: z.string() }).meta({ id: 'CalendarFeed' });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
