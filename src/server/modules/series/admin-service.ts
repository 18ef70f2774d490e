import { and, asc, eq, gt, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { courseSeries, courses, rooms, sessions, trainers } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { recordAudit, type AuditActor } from '../../audit/audit-log';
import { ERROR_CODES } from '../../../shared/error-codes';
import { formatMoney } from '../../../shared/money';
import { berlinDateString, germanDay } from '../../../shared/time';
import { SERIES_MESSAGES, SERIES_TEXTS, type AdminSeries, type SeriesCreateValues, type SeriesUpdateValues } from '../../../shared/schemas/series';
import { sessionClashOf, type SessionClash } from '../sessions/clash';
import { plannedDates, type PlannedDate } from './dates';
import { lockSeries, type LockedSeries } from './lock';
import { insertSeriesDates, refusePastDates, throwClashes } from './new-dates';
import { confirmedCount } from './places';
import { getAdminSeries } from './queries';
import { promoteFromSeriesWaitlist } from './registration';

const fieldError = (field: string, message: string) => new ApiError(400, ERROR_CODES.VALIDATION_ERROR, message, { [field]: message });

/** The facts as stored: a taxed price carries no exemption note. */
function storedFacts<T extends SeriesUpdateValues>(values: T): T {
  return { ...values, vatExemptionNote: values.vatRate === 0 ? values.vatExemptionNote : null };
}

/** Trainer and room must exist and be active; the series takes no more people than its room holds. */
async function checkTrainerAndRoom(tx: Tx, values: { trainerId: string | null; roomId: string | null; capacity: number }) {
  if (values.trainerId) {
    const [trainer] = await tx.select({ isActive: trainers.isActive }).from(trainers).where(eq(trainers.id, values.trainerId));
    if (!trainer?.isActive) throw fieldError('trainerId', SERIES_MESSAGES.trainerNotFound);
  }
  if (values.roomId) {
    const [room] = await tx.select({ name: rooms.name, capacity: rooms.capacity, isActive: rooms.isActive }).from(rooms).where(eq(rooms.id, values.roomId));
    if (!room?.isActive) throw fieldError('roomId', SERIES_MESSAGES.roomNotFound);
    if (values.capacity > room.capacity) throw fieldError('capacity', SERIES_MESSAGES.capacityAboveRoom(room.name, room.capacity));
  }
}

async function answer(tx: Tx, seriesId: string, message: string): Promise<{ message: string; series: AdminSeries }> {
  return { message, series: (await getAdminSeries(tx, seriesId))! };
}

/**
 * The office creates a series with all its dates in one transaction: the series row, a session per date
 * (Berlin wall-clock times, DST-safe) and the audit entry. No date may lie in the past; a date whose room or
 * trainer is taken refuses the whole series, naming the dates.
 */
export async function createSeries(db: Db, actor: AuditActor, values: SeriesCreateValues, now = new Date()) {
  const dates = plannedDates(values.dates);
  const input = values.dates;
  refusePastDates(
    input.mode === 'weekly'
      ? dates.map((date) => ({ date, field: 'dates.firstDate' }))
      : dates.map((date) => ({ date, field: `dates.dates.${input.dates.findIndex((day) => day.date === date.date)}.date` })),
    now,
  );
  return db.transaction(async (tx) => {
    const [course] = await tx.select({ name: courses.name, isActive: courses.isActive }).from(courses).where(eq(courses.id, values.courseId)).for('share');
    if (!course) throw fieldError('courseId', SERIES_MESSAGES.courseNotFound);
    if (!course.isActive) throw fieldError('courseId', SERIES_MESSAGES.courseInactive);
    await checkTrainerAndRoom(tx, values);
    const { dates: _planned, ...facts } = values;
    const [series] = await tx.insert(courseSeries).values(storedFacts(facts)).returning();
    await insertSeriesDates(tx, series, dates);
    await recordAudit(tx, actor, {
      entity: 'course',
      entityId: series.id,
      action: 'created',
      summary: `Kursreihe „${series.title}“ (${course.name}) mit ${dates.length} Terminen ab ${germanDay(dates[0].date)} angelegt, ${series.capacity} Plätze, ${formatMoney(Number(series.price))}`,
    });
    return answer(tx, series.id, SERIES_MESSAGES.created(series.title, dates.length));
  });
}

/**
 * The office changes a series' facts under its row lock. The dates not yet started follow its trainer, room
 * and places (the clash constraints judge). The places never drop below the confirmed registrations;
 * raising them moves the waiting list up, in order, in the same transaction.
 */
export async function updateSeries(db: Db, actor: AuditActor, seriesId: string, values: SeriesUpdateValues, publicUrl: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const before = await lockSeries(tx, seriesId);
    await checkTrainerAndRoom(tx, values);
    const confirmed = await confirmedCount(tx, seriesId);
    if (values.capacity < confirmed) {
      const message = SERIES_MESSAGES.capacityBelowConfirmed(confirmed);
      throw new ApiError(409, ERROR_CODES.CAPACITY_BELOW_PARTICIPANTS, message, { capacity: message });
    }
    const [first] = await tx
      .select({ startTime: sessions.startTime })
      .from(sessions)
      .where(and(eq(sessions.seriesId, seriesId), ne(sessions.status, 'cancelled')))
      .orderBy(asc(sessions.startTime))
      .limit(1);
    if (first && values.registrationClosesOn > berlinDateString(first.startTime)) throw fieldError('registrationClosesOn', SERIES_MESSAGES.registrationClosesAfterStart);

    const [series] = await tx.update(courseSeries).set({ ...storedFacts(values), updatedAt: now }).where(eq(courseSeries.id, seriesId)).returning();
    await moveDatesAhead(tx, series, now);
    const promoted = series.capacity > before.capacity ? await promoteFromSeriesWaitlist(tx, series, publicUrl, now) : 0;

    const changes = [
      before.title !== series.title ? `Titel „${before.title}“ → „${series.title}“` : null,
      before.capacity !== series.capacity ? `Plätze ${before.capacity} → ${series.capacity}` : null,
      Number(before.price) !== Number(series.price) ? `Preis ${formatMoney(Number(before.price))} → ${formatMoney(Number(series.price))}` : null,
      before.registrationClosesOn !== series.registrationClosesOn ? `Anmeldeschluss ${germanDay(series.registrationClosesOn)}` : null,
      before.trainerId !== series.trainerId ? 'Trainer geändert' : null,
      before.roomId !== series.roomId ? 'Raum geändert' : null,
      promoted > 0 ? SERIES_MESSAGES.promoted(promoted) : null,
    ].filter(Boolean);
    await recordAudit(tx, actor, {
      entity: 'course',
      entityId: seriesId,
      action: 'updated',
      summary: `Kursreihe „${series.title}“ gespeichert${changes.length ? `: ${changes.join('; ')}` : ''}`,
    });
    const message = promoted > 0 ? `${SERIES_MESSAGES.updated(series.title)} ${SERIES_MESSAGES.promoted(promoted)}` : SERIES_MESSAGES.updated(series.title);
    return answer(tx, seriesId, message);
  });
}

/**
 * The dates not yet started take the series' trainer, room and places. Each in its own savepoint, so every
 * date whose new room or trainer is taken is named (409) and nothing is changed.
 */
async function moveDatesAhead(tx: Tx, series: LockedSeries, now: Date) {
  const ahead = await tx
    .select({ id: sessions.id, date: sessions.date, startTime: sessions.startTime, endTime: sessions.endTime, trainerId: sessions.trainerId, roomId: sessions.roomId })
    .from(sessions)
    .where(and(eq(sessions.seriesId, series.id), eq(sessions.status, 'scheduled'), gt(sessions.startTime, now)))
    .orderBy(asc(sessions.startTime));
  const clashes: Record<SessionClash, PlannedDate[]> = { room: [], trainer: [] };
  for (const date of ahead) {
    const change = { trainerId: series.trainerId, roomId: series.roomId, maxParticipants: series.capacity };
    try {
      await tx.transaction((savepoint) => savepoint.update(sessions).set(change).where(eq(sessions.id, date.id)));
    } catch (error) {
      const clash = sessionClashOf(error);
      if (!clash) throw error;
      clashes[clash].push(date);
    }
  }
  throwClashes(clashes);
}

/** GET /api/admin/series/{id}: 404 for a series that does not exist. */
export async function findAdminSeries(db: Tx, seriesId: string): Promise<AdminSeries> {
  const series = await getAdminSeries(db, seriesId);
  if (!series) throw new ApiError(404, ERROR_CODES.SERIES_NOT_FOUND, SERIES_TEXTS.notFound);
  return series;
}
