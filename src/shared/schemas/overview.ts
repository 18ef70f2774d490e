import { z } from 'zod';

/**
 * GET /api/me/overview: the member dashboard's greeting and counters, counted on the server
 * so the numbers follow one rule each, not whatever a list happens to hold.
 */
export const memberOverviewSchema = z
  .object({
    firstName: z.string().nullable(),
    /** Confirmed bookings whose session starts after now. */
    upcomingBookings: z.number(),
    /** Payments with status pending. */
    openPayments: z.number(),
    /** Messages still unread, or with a reply the member has not seen yet. */
    newMessages: z.number(),
    /** All bookings, whatever their status. */
    totalBookings: z.number(),
  })
  .meta({ id: 'MemberOverview' });
export type MemberOverview = z.infer<typeof memberOverviewSchema>;
