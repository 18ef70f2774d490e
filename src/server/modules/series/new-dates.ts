import type { Tx } from '../../db/client';
import { sessions } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { ERROR_CODES } from '../../../shared/error-codes';
import { SERIES_MESSAGES } from '../../../shared/schemas/series';
import { berlinGermanDate, berlinTimeString } from '../../../shared/time';
import { sessionClashOf, type SessionClash } from '../sessions/clash';
import type { PlannedDate } from './dates';
import type { LockedSeries } from './lock';

const label = (date: PlannedDate) => `${berlinGermanDate(date.startTime)} um ${berlinTimeString(date.startTime)}`;

/**
 * Inserts dates of the series as sessions (its course, trainer, room; as many places as the series has),
 * each in its own savepoint, so every date whose room or trainer is taken is found, not only the first.
 * The sessions' no-overlap constraints judge (migration 0010), as for the session generator. Any clash
 * refuses the whole change with the dates named (409), and the caller's transaction writes nothing.
 */
export async function insertSeriesDates(tx: Tx, series: LockedSeries, dates: PlannedDate[], replacesSessionId: string | null = null) {
  const clashes: Record<SessionClash, PlannedDate[]> = { room: [], trainer: [] };
  const inserted: { id: string; startTime: Date; endTime: Date }[] = [];
  for (const date of dates) {
    try {
      const [row] = await tx.transaction((savepoint) =>
        savepoint
          .insert(sessions)
          .values({
            courseId: series.courseId,
            trainerId: series.trainerId,
            roomId: series.roomId,
            seriesId: series.id,
            replacesSessionId,
            date: date.date,
            startTime: date.startTime,
            endTime: date.endTime,
            status: 'scheduled',
            maxParticipants: series.capacity,
            currentParticipants: 0,
          })
          .returning({ id: sessions.id, startTime: sessions.startTime, endTime: sessions.endTime }),
      );
      inserted.push(row);
    } catch (error) {
      const clash = sessionClashOf(error);
      if (!clash) throw error;
      clashes[clash].push(date);
    }
  }
  throwClashes(clashes);
  return inserted;
}

/** A 409 naming the dates whose room (or else trainer) is taken; nothing when there are none. */
export function throwClashes(clashes: Record<SessionClash, PlannedDate[]>) {
  for (const what of ['room', 'trainer'] as const) {
    if (clashes[what].length === 0) continue;
    const message = SERIES_MESSAGES.clash(what, clashes[what].map(label));
    throw new ApiError(409, what === 'room' ? ERROR_CODES.ROOM_TAKEN : ERROR_CODES.TRAINER_TAKEN, message, { [what === 'room' ? 'roomId' : 'trainerId']: message });
  }
}

/** A 400 on `field` when a date to be created has started already (judged by the server's clock). */
export function refusePastDates(dates: { date: PlannedDate; field: string }[], now: Date) {
  const past = dates.filter(({ date }) => date.startTime.getTime() <= now.getTime());
  if (past.length === 0) return;
  const fields = Object.fromEntries(past.map(({ field }) => [field, SERIES_MESSAGES.dateInPast]));
  throw new ApiError(400, ERROR_CODES.VALIDATION_ERROR, past.length === dates.length ? SERIES_MESSAGES.datesInPast : SERIES_MESSAGES.dateInPast, fields);
}
