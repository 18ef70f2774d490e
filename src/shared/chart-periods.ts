/** Periods the admin dashboard's charts cover (kept apart from the zod schemas so the browser needs no zod for them). */
export const CHART_WEEKS = 12;
export const OCCUPANCY_DAYS = 28;
export const CHART_MONTHS = 6;
