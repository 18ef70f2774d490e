import { and, count, eq, sql } from 'drizzle-orm';
import {
  GENERATOR_MESSAGES,
  generatorWeeksLabel,
  scheduleLabel,
  type GenerateSessionsResponse,
  type GenerateSessionsValues,
} from '../../../shared/schemas/schedules';
import { describeSession, recordAudit, type AuditActor } from '../../audit/audit-log';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/errors';
import { courseSchedules, courses } from '../../db/schema';
import { isUuid } from '../../http/route';
import { readSchedule } from '../schedules/service';
import { SESSION_CLASH_MESSAGES } from './clash';
import { generateSessions } from './generator';
import { ERROR_CODES } from '../../../shared/error-codes';

/**
 * An admin generates sessions: one run is one transaction with its audit entry. Runs take a transaction-level
 * advisory lock, so two admins pressing the button at once run one after the other: the second sees the
 * first one's sessions and skips or reports them, and neither can deadlock on the other's uncommitted rows.
 * The exclusion constraints still judge every occurrence (other session changes do not take this lock).
 */
export async function generateSessionsAsAdmin(
  db: Db,
  actor: AuditActor,
  input: GenerateSessionsValues,
  from?: Date,
): Promise<GenerateSessionsResponse> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('session-generator'))`);

    let scope = 'alle aktiven Zeitpläne';
    if (input.scheduleId === null) {
      const [active] = await tx
        .select({ n: count() })
        .from(courseSchedules)
        .innerJoin(courses, eq(courses.id, courseSchedules.courseId))
        .where(and(eq(courseSchedules.isActive, true), eq(courses.isActive, true)));
      if (active.n === 0) throw new ApiError(409, ERROR_CODES.NO_ACTIVE_SCHEDULES, GENERATOR_MESSAGES.noActiveSchedules);
    } else {
      const schedule = isUuid(input.scheduleId) ? await readSchedule(tx, input.scheduleId) : undefined;
      if (!schedule) throw new ApiError(404, ERROR_CODES.NOT_FOUND, GENERATOR_MESSAGES.scheduleNotFound);
      if (!schedule.isActive || !schedule.courseIsActive) throw new ApiError(409, ERROR_CODES.SCHEDULE_INACTIVE, GENERATOR_MESSAGES.scheduleInactive);
      scope = `Zeitplan „${scheduleLabel(schedule)}“`;
    }

    const result = await generateSessions(tx, { weeks: input.weeks, scheduleId: input.scheduleId ?? undefined, from });

    if (result.created > 0) {
      const weeks = generatorWeeksLabel(input.weeks);
      const clashed = result.clashes.length > 0 ? `, ${result.clashes.length} wegen Überschneidung nicht erstellt` : '';
      await recordAudit(tx, actor, {
        entity: 'session',
        entityId: null,
        action: 'created',
        summary: `${result.created} ${result.created === 1 ? 'Session' : 'Sessions'} generiert (${weeks}, ${scope})${clashed}`,
      });
    }

    return {
      created: result.created,
      skipped: result.skipped,
      clashes: result.clashes.map((clash) => ({
        scheduleId: clash.scheduleId,
        courseName: clash.courseName,
        date: clash.date,
        startTime: clash.startTime.toISOString(),
        endTime: clash.endTime.toISOString(),
        label: describeSession(clash.courseName, clash.startTime),
        reason: clash.reason,
        message: SESSION_CLASH_MESSAGES[clash.reason],
        roomName: clash.roomName,
        trainerName: clash.trainerName,
      })),
      message: result.created > 0 ? GENERATOR_MESSAGES.created(result.created) : GENERATOR_MESSAGES.allGenerated,
    };
  });
}
