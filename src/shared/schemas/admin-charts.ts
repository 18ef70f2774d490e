import { z } from 'zod';

/** Bookings made in one Berlin week (Monday to Sunday), cancelled ones left out. */
export const weeklyBookingsSchema = z.object({ weekStart: z.string(), bookings: z.number() });
export type WeeklyBookings = z.infer<typeof weeklyBookingsSchema>;

/** How full one course's held sessions were: booked places against places offered. */
export const courseOccupancySchema = z.object({
  courseId: z.string(),
  courseName: z.string(),
  sessions: z.number(),
  booked: z.number(),
  capacity: z.number(),
  /** booked / capacity in per cent, one decimal. */
  percent: z.number(),
});
export type CourseOccupancy = z.infer<typeof courseOccupancySchema>;

/** Completed payments of one Berlin calendar month, by the day they were paid. */
export const monthlyPaymentsSchema = z.object({ month: z.string(), amount: z.number(), count: z.number() });
export type MonthlyPayments = z.infer<typeof monthlyPaymentsSchema>;

/** GET /api/admin/stats/charts: the figures behind the dashboard's three charts, oldest period first. */
export const adminChartsSchema = z
  .object({
    bookingsPerWeek: z.array(weeklyBookingsSchema),
    occupancyByCourse: z.array(courseOccupancySchema),
    occupancySince: z.string(),
    paymentsPerMonth: z.array(monthlyPaymentsSchema),
    currency: z.string(),
  })
  .meta({ id: 'AdminCharts' });
export type AdminCharts = z.infer<typeof adminChartsSchema>;
