import type { AdminSession } from '@shared/schemas/admin-sessions';
import { shortDate, timeOf, weekdayOf } from '@/lib/session-format';

/** 'Mo., 23.11.2026, 18:00 Uhr' */
export const sessionStart = (session: Pick<AdminSession, 'startTime'>) =>
  `${weekdayOf(session.startTime).slice(0, 2)}., ${shortDate(session.startTime)}, ${timeOf(session.startTime)} Uhr`;

/** 'Yoga am 23.11.2026 um 18:00 Uhr': how a dialog names its session. */
export const sessionTitle = (session: Pick<AdminSession, 'startTime' | 'course'>) =>
  `${session.course.name} am ${shortDate(session.startTime)} um ${timeOf(session.startTime)} Uhr`;
