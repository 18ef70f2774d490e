import { ATTENDANCE_WINDOW } from './constants';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * When a session's check-in opens and closes: the trainer area's attendance window. Apart from the
 * check-in schemas, so the member's booking list can ask without loading zod.
 */
export function checkInWindow(startTime: string | Date) {
  const start = typeof startTime === 'string' ? Date.parse(startTime) : startTime.getTime();
  return {
    opensAt: new Date(start - ATTENDANCE_WINDOW.beforeStartMinutes * MINUTE),
    closesAt: new Date(start + ATTENDANCE_WINDOW.afterStartHours * HOUR),
  };
}

/**
 * How far ahead a member's device keeps check-in codes for use without a network: the confirmed bookings
 * starting within these days, and those whose check-in has not closed yet.
 */
export const OFFLINE_CHECK_IN_DAYS = 7;
