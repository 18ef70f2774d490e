import type { AuditAction, AuditEntity } from '../../shared/enums';
import { berlinGermanDate, berlinTimeString } from '../../shared/time';
import type { Tx } from '../db/client';
import { auditLog } from '../db/schema';

/** Who made a change: the signed-in admin. */
export type AuditActor = { id: string; email: string };

export type AuditEntry = {
  entity: AuditEntity;
  entityId: string | null;
  action: AuditAction;
  /** A short German sentence, as the Protokoll page shows it (e.g. 'Kapazität von Yoga am 24.11.2026 auf 20 geändert'). */
  summary: string;
};

/**
 * Writes the audit entry of an admin change. Call it with the transaction that makes the change: the entry
 * then exists exactly when the change does (a refused or failed change leaves none).
 */
export async function recordAudit(tx: Tx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({ actorId: actor.id, actorEmail: actor.email, ...entry });
}

/** How a session is named in audit summaries: 'Yoga am 24.11.2026 um 18:00'. */
export function describeSession(courseName: string, startTime: Date): string {
  return `${courseName} am ${berlinGermanDate(startTime)} um ${berlinTimeString(startTime)}`;
}
