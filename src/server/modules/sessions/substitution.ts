import { eq } from 'drizzle-orm';
import { ADMIN_SESSION_TEXTS } from '../../../shared/schemas/admin-sessions';
import { describeSession, recordAudit, type AuditActor } from '../../audit/audit-log';
import type { Db } from '../../db/client';
import { sessions, trainers } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { enqueueMail } from '../../mail/outbox';
import { lockSession } from '../bookings/session-lock';
import { getSiteSettings } from '../settings/service';
import { assertChangeable, confirmedParticipants, sessionMailDetails } from './cancellation';
import { SESSION_CLASH_MESSAGES, sessionClashOf } from './clash';
import { trainerChangedMail } from './mails';
import { ERROR_CODES } from '../../../shared/error-codes';

/**
 * Another active trainer takes over a session that has not started. The trainers' no-overlap constraint
 * (migration 0010) judges clashes, so two admins planning the same trainer at once cannot both succeed.
 * Every confirmed participant gets a short mail; the change and its audit entry share the transaction.
 */
export async function changeSessionTrainer(db: Db, actor: AuditActor, sessionId: string, trainerId: string, publicUrl: string) {
  try {
    return await db.transaction(async (tx) => {
      const session = await lockSession(tx, sessionId);
      assertChangeable(session);
      const [trainer] = await tx
        .select({ id: trainers.id, firstName: trainers.firstName, lastName: trainers.lastName, isActive: trainers.isActive })
        .from(trainers)
        .where(eq(trainers.id, trainerId));
      if (!trainer) throw new ApiError(404, ERROR_CODES.TRAINER_NOT_FOUND, ADMIN_SESSION_TEXTS.trainerNotFound, { trainerId: ADMIN_SESSION_TEXTS.trainerNotFound });
      if (!trainer.isActive) throw new ApiError(409, ERROR_CODES.TRAINER_INACTIVE, ADMIN_SESSION_TEXTS.trainerInactive, { trainerId: ADMIN_SESSION_TEXTS.trainerInactive });
      if (session.trainerId === trainerId) throw new ApiError(409, ERROR_CODES.SAME_TRAINER, ADMIN_SESSION_TEXTS.sameTrainer, { trainerId: ADMIN_SESSION_TEXTS.sameTrainer });

      const [before] = session.trainerId
        ? await tx.select({ firstName: trainers.firstName, lastName: trainers.lastName }).from(trainers).where(eq(trainers.id, session.trainerId))
        : [];
      await tx.update(sessions).set({ trainerId }).where(eq(sessions.id, sessionId));

      const trainerName = `${trainer.firstName} ${trainer.lastName}`;
      const details = await sessionMailDetails(tx, session);
      const { siteTitle } = await getSiteSettings(tx);
      const participants = await confirmedParticipants(tx, sessionId);
      for (const person of participants) await enqueueMail(tx, trainerChangedMail(person, details, trainerName, siteTitle, publicUrl));

      const previous = before ? `${before.firstName} ${before.lastName}` : 'ohne Trainer';
      await recordAudit(tx, actor, {
        entity: 'session',
        entityId: sessionId,
        action: 'updated',
        summary: `Trainer von ${describeSession(details.courseName, session.startTime)}: ${previous} → ${trainerName}`,
      });
      const told = participants.length === 1 ? '1 Teilnehmer wird benachrichtigt.' : `${participants.length} Teilnehmende werden benachrichtigt.`;
      return { message: `${trainerName} leitet die Session. ${told}`, notified: participants.length };
    });
  } catch (error) {
    if (sessionClashOf(error) === 'trainer') {
      throw new ApiError(409, ERROR_CODES.TRAINER_TAKEN, SESSION_CLASH_MESSAGES.trainer, { trainerId: SESSION_CLASH_MESSAGES.trainer });
    }
    throw error;
  }
}
