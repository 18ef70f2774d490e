import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { ADMIN_TRAINER_MESSAGES, type AdminTrainer, type SaveTrainer } from '../../../shared/schemas/admin-trainers';
import { recordAudit, type AuditActor } from '../../audit/audit-log';
import type { Db, Tx } from '../../db/client';
import { profiles, sessions, trainers } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { grantRole } from '../users/admin-users';
import { ERROR_CODES } from '../../../shared/error-codes';

const trainerColumns = {
  id: trainers.id,
  firstName: trainers.firstName,
  lastName: trainers.lastName,
  email: trainers.email,
  phone: trainers.phone,
  bio: trainers.bio,
  specialties: trainers.specialties,
  isActive: trainers.isActive,
  userId: profiles.id,
  userEmail: profiles.email,
  userName: profiles.name,
};

type Row = { [K in keyof typeof trainerColumns]: unknown } & Omit<AdminTrainer, 'user'> & {
  userId: string | null;
  userEmail: string | null;
  userName: string | null;
};

const toAdminTrainer = ({ userId, userEmail, userName, ...rest }: Row): AdminTrainer => ({
  ...rest,
  user: userId ? { id: userId, email: userEmail!, name: userName! } : null,
});

function selectTrainers(db: Tx) {
  return db.select(trainerColumns).from(trainers).leftJoin(profiles, eq(profiles.id, trainers.userId));
}

/** Every trainer, active or not, ordered by first name. */
export async function listAdminTrainers(db: Db): Promise<AdminTrainer[]> {
  const rows = await selectTrainers(db).orderBy(asc(trainers.firstName), asc(trainers.lastName));
  return rows.map((row) => toAdminTrainer(row as Row));
}

async function adminTrainerOf(tx: Tx, id: string): Promise<AdminTrainer> {
  const [row] = await selectTrainers(tx).where(eq(trainers.id, id));
  return toAdminTrainer(row as Row);
}

const fullName = (t: { firstName: string; lastName: string }) => `${t.firstName} ${t.lastName}`.trim();

/**
 * Links a user account: it must be a live account not linked to another trainer, and it gets the TRAINER
 * role in the same transaction. The profile row is locked, so two trainers cannot claim one account at once.
 */
async function linkUser(tx: Tx, actor: AuditActor, userId: string, trainerId: string | null) {
  const [user] = await tx
    .select({ id: profiles.id, name: profiles.name, email: profiles.email })
    .from(profiles)
    .where(and(eq(profiles.id, userId), isNull(profiles.deletedAt)))
    .for('no key update');
  if (!user) throw new ApiError(400, ERROR_CODES.USER_NOT_FOUND, ADMIN_TRAINER_MESSAGES.userNotFound, { userId: ADMIN_TRAINER_MESSAGES.userNotFound });
  const [other] = await tx.select({ id: trainers.id }).from(trainers).where(eq(trainers.userId, userId));
  if (other && other.id !== trainerId) {
    throw new ApiError(409, ERROR_CODES.USER_TAKEN, ADMIN_TRAINER_MESSAGES.userTaken, { userId: ADMIN_TRAINER_MESSAGES.userTaken });
  }
  await grantRole(tx, actor, user, 'TRAINER');
}

const valuesOf = (input: SaveTrainer) => ({
  firstName: input.firstName,
  lastName: input.lastName,
  email: input.email,
  phone: input.phone,
  bio: input.bio,
  specialties: input.specialties,
  isActive: input.isActive,
  userId: input.userId,
});

export async function createAdminTrainer(db: Db, actor: AuditActor, input: SaveTrainer): Promise<AdminTrainer> {
  return db.transaction(async (tx) => {
    if (input.userId) await linkUser(tx, actor, input.userId, null);
    const [created] = await tx.insert(trainers).values(valuesOf(input)).returning({ id: trainers.id });
    await recordAudit(tx, actor, { entity: 'trainer', entityId: created.id, action: 'created', summary: `Trainer ${fullName(input)} angelegt` });
    return adminTrainerOf(tx, created.id);
  });
}

async function lockTrainer(tx: Tx, id: string) {
  const [trainer] = await tx.select().from(trainers).where(eq(trainers.id, id)).for('update');
  if (!trainer) throw new ApiError(404, ERROR_CODES.NOT_FOUND, ADMIN_TRAINER_MESSAGES.notFound);
  return trainer;
}

export async function updateAdminTrainer(db: Db, actor: AuditActor, id: string, input: SaveTrainer): Promise<AdminTrainer> {
  return db.transaction(async (tx) => {
    const before = await lockTrainer(tx, id);
    if (input.userId && input.userId !== before.userId) await linkUser(tx, actor, input.userId, id);
    await tx.update(trainers).set({ ...valuesOf(input), updatedAt: sql`now()` }).where(eq(trainers.id, id));
    const changes: string[] = [];
    if (before.isActive !== input.isActive) changes.push(input.isActive ? 'aktiviert' : 'deaktiviert');
    if (before.userId !== input.userId) changes.push(input.userId ? 'mit Benutzerkonto verknüpft' : 'Benutzerkonto gelöst');
    await recordAudit(tx, actor, {
      entity: 'trainer',
      entityId: id,
      action: 'updated',
      summary: `Trainer ${fullName(input)} geändert${changes.length ? ` (${changes.join(', ')})` : ''}`,
    });
    return adminTrainerOf(tx, id);
  });
}

/** Deletes a trainer who teaches no upcoming session; one who does is deactivated instead. */
export async function deleteAdminTrainer(db: Db, actor: AuditActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const trainer = await lockTrainer(tx, id);
    const [upcoming] = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.trainerId, id), eq(sessions.status, 'scheduled'), gt(sessions.startTime, sql`now()`)))
      .limit(1);
    if (upcoming) throw new ApiError(409, ERROR_CODES.TRAINER_HAS_SESSIONS, ADMIN_TRAINER_MESSAGES.teachesFuture);
    await tx.delete(trainers).where(eq(trainers.id, id));
    await recordAudit(tx, actor, { entity: 'trainer', entityId: id, action: 'deleted', summary: `Trainer ${fullName(trainer)} gelöscht` });
  });
}
