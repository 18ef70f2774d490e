import { DEFAULT_ROOM_LABEL } from '@shared/constants';
import type { Session } from '@shared/schemas/sessions';

/*
 * How a session reads on screen. Every instant is shown on the Berlin wall clock, whatever the
 * visitor's own time zone is. Formatted with the browser's Intl rather than date-fns and its
 * locales, which would add 8 KB to the first load of the timetable.
 */

const berlinFormat = (options: Intl.DateTimeFormatOptions) => {
  const formatter = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', ...options });
  return (iso: string) => formatter.format(new Date(iso));
};

/** '18:30' */
export const timeOf = berlinFormat({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** '18:30 - 19:30' */
export const timeRange = (session: Pick<Session, 'startTime' | 'endTime'>) => `${timeOf(session.startTime)} - ${timeOf(session.endTime)}`;

/** 'Montag, 23. November 2026' */
export const longDate = berlinFormat({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** 'Montag' */
export const weekdayOf = berlinFormat({ weekday: 'long' });

/** '23.11.2026' */
export const shortDate = berlinFormat({ day: '2-digit', month: '2-digit', year: 'numeric' });

/** '23.11.2026 18:30' (dates dd.MM.yyyy, times HH:mm) */
export const dateTime = (iso: string) => `${shortDate(iso)} ${timeOf(iso)}`;

/** The course's duration in minutes (a session lasts as long as its course). */
export const durationOf = (session: Session) =>
  session.course.durationMinutes || Math.round((Date.parse(session.endTime) - Date.parse(session.startTime)) / 60_000);

/** The room, or 'Hauptstudio' when the session has none. */
export const roomLabel = (session: Pick<Session, 'roomName'>) => session.roomName?.trim() || DEFAULT_ROOM_LABEL;

export const trainerName = (session: Pick<Session, 'trainer'>) =>
  session.trainer ? `${session.trainer.firstName} ${session.trainer.lastName}`.trim() : null;

export const hasStarted = (session: Pick<Session, 'startTime'>, now = Date.now()) => Date.parse(session.startTime) <= now;

export const isFull = (session: Pick<Session, 'availableSpots'>) => session.availableSpots <= 0;

/** Timetable wording: '5 freie Plätze' (and '1 freier Platz'). */
export const freeSpotsText = (spots: number) => (spots === 1 ? '1 freier Platz' : `${spots} freie Plätze`);

/** Course-page badge: '5 Plätze frei' (and '1 Platz frei'), or 'Ausgebucht'. */
export const spotsBadgeText = (spots: number) => (spots <= 0 ? 'Ausgebucht' : spots === 1 ? '1 Platz frei' : `${spots} Plätze frei`);
