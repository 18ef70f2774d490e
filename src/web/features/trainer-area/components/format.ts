import { roomLabel, shortDate, timeOf } from '@/lib/session-format';

/** '18:00–19:00' (times HH:mm). */
export const timeSpan = (session: { startTime: string; endTime: string }) => `${timeOf(session.startTime)}–${timeOf(session.endTime)}`;

/** '7/12' booked of the maximum. */
export const participantsOf = (session: { currentParticipants: number; maxParticipants: number }) => `${session.currentParticipants}/${session.maxParticipants}`;

export const roomOf = (session: { roomName: string | null }) => roomLabel(session);

export { shortDate };

/** Attendance can be taken now (the server checks the same window). */
export const attendanceOpen = (session: { attendanceOpensAt: string; attendanceClosesAt: string; status: string }, now: number) =>
  session.status !== 'cancelled' && Date.parse(session.attendanceOpensAt) <= now && now <= Date.parse(session.attendanceClosesAt);
