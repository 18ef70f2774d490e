import { format } from 'date-fns';
import { de } from 'date-fns/locale/de';
import { DEFAULT_ROOM_LABEL } from '@shared/constants';
import { toBerlin } from '@shared/time';
import type { Session } from '@/features/sessions/api/get-sessions';

/*
 * How a session reads on screen. Every instant is shown on the Berlin wall clock (toBerlin), whatever
 * the visitor's own time zone is.
 */

const berlin = (iso: string) => toBerlin(new Date(iso));

/** '18:30' */
export const timeOf = (iso: string) => format(berlin(iso), 'HH:mm');

/** '18:30 - 19:30' */
export const timeRange = (session: Pick<Session, 'startTime' | 'endTime'>) => `${timeOf(session.startTime)} - ${timeOf(session.endTime)}`;

/** 'Montag, 23. November 2026' */
export const longDate = (iso: string) => format(berlin(iso), 'EEEE, d. MMMM yyyy', { locale: de });

/** 'Montag' */
export const weekdayOf = (iso: string) => format(berlin(iso), 'EEEE', { locale: de });

/** '23.11.2026' */
export const shortDate = (iso: string) => format(berlin(iso), 'dd.MM.yyyy');

/** '23.11.2026 18:30' (spec 2 §9: dates dd.MM.yyyy, times HH:mm) */
export const dateTime = (iso: string) => format(berlin(iso), 'dd.MM.yyyy HH:mm');

/** The course's duration in minutes (a session lasts as long as its course). */
export const durationOf = (session: Session) =>
  session.course.durationMinutes || Math.round((Date.parse(session.endTime) - Date.parse(session.startTime)) / 60_000);

/** The room, or 'Hauptstudio' when the session has none (spec 1 §9). */
export const roomLabel = (session: Pick<Session, 'roomName'>) => session.roomName?.trim() || DEFAULT_ROOM_LABEL;

export const trainerName = (session: Pick<Session, 'trainer'>) =>
  session.trainer ? `${session.trainer.firstName} ${session.trainer.lastName}`.trim() : null;

export const hasStarted = (session: Pick<Session, 'startTime'>, now = Date.now()) => Date.parse(session.startTime) <= now;

export const isFull = (session: Pick<Session, 'availableSpots'>) => session.availableSpots <= 0;

/** Timetable wording: '5 freie Plätze' (and '1 freier Platz'). */
export const freeSpotsText = (spots: number) => (spots === 1 ? '1 freier Platz' : `${spots} freie Plätze`);

/** Course-page badge: '5 Plätze frei' (and '1 Platz frei'), or 'Ausgebucht'. */
export const spotsBadgeText = (spots: number) => (spots <= 0 ? 'Ausgebucht' : spots === 1 ? '1 Platz frei' : `${spots} Plätze frei`);
