import { and, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { ROLE_LABELS } from '../../../shared/labels';
import type { Role } from '../../../shared/enums';
import { ADMIN_USER_MESSAGES, type AdminUser, type AdminUsersPage } from '../../../shared/schemas/admin-users';
import { recordAudit, type AuditActor } from '../../audit/audit-log';
import type { Db, Tx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { profiles, userRoles } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { refuseLastAdmin } from './account-deletion';
import { pageOffset } from '../../db/paging';
import { ERROR_CODES } from '../../../shared/error-codes';

async function rolesOf(db: Tx, userIds: string[]): Promise<Map<string, Role[]>> {
  const map = new Map<string, Role[]>();
  if (userIds.length === 0) return map;
  const rows = await db.select({ userId: userRoles.userId, role: userRoles.role }).from(userRoles).where(inArray(userRoles.userId, userIds));
  for (const row of rows) map.set(row.userId, [...(map.get(row.userId) ?? []), row.role]);
  return map;
}

/** Accounts newest first, searched by name or e-mail; deleted (anonymised) accounts are not listed. */
export async function listAdminUsers(db: Db, query: { q?: string; page: number; pageSize: number }): Promise<AdminUsersPage> {
  const pattern = query.q ? containsPattern(query.q) : null;
  const where = and(
    isNull(profiles.deletedAt),
    pattern
      ? or(
          ilike(profiles.name, pattern),
          ilike(profiles.email, pattern),
          ilike(sql`coalesce(${profiles.firstName}, '') || ' ' || coalesce(${profiles.lastName}, '')`, pattern),
        )
      : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(profiles).where(where);
  const rows = await db
    .select({ id: profiles.id, name: profiles.name, email: profiles.email, createdAt: profiles.createdAt, twoFactorEnabled: profiles.twoFactorEnabled })
    .from(profiles)
    .where(where)
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const roles = await rolesOf(db, rows.map((r) => r.id));
  return {
    users: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), roles: sortRoles(roles.get(r.id) ?? []) })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

const ROLE_ORDER: Role[] = ['ADMIN', 'TRAINER', 'MEMBER'];
const sortRoles = (roles: Role[]) => ROLE_ORDER.filter((r) => roles.includes(r));

/**
 * Locks a live account's profile row, so role changes of one user run one after the other. NO KEY UPDATE:
 * an audit entry naming this user as the actor (a foreign key check) must not wait for it.
 */
export async function lockUser(tx: Tx, userId: string) {
  const [user] = await tx
    .select({ id: profiles.id, name: profiles.name, email: profiles.email, createdAt: profiles.createdAt, twoFactorEnabled: profiles.twoFactorEnabled })
    .from(profiles)
    .where(and(eq(profiles.id, userId), isNull(profiles.deletedAt)))
    .for('no key update');
  if (!user) throw new ApiError(404, ERROR_CODES.NOT_FOUND, ADMIN_USER_MESSAGES.notFound);
  return user;
}

async function adminUserOf(tx: Tx, user: { id: string; name: string; email: string; createdAt: Date; twoFactorEnabled: boolean }): Promise<AdminUser> {
  const roles = await rolesOf(tx, [user.id]);
  return { ...user, createdAt: user.createdAt.toISOString(), roles: sortRoles(roles.get(user.id) ?? []) };
}

/**
 * Gives a user a role inside the caller's transaction, with its audit entry. Returns false when the user
 * already held it (nothing written).
 */
export async function grantRole(tx: Tx, actor: AuditActor, user: { id: string; name: string; email: string }, role: Role): Promise<boolean> {
  const inserted = await tx.insert(userRoles).values({ userId: user.id, role }).onConflictDoNothing().returning({ id: userRoles.id });
  if (inserted.length === 0) return false;
  await recordAudit(tx, actor, {
    entity: 'user_role',
    entityId: user.id,
    action: 'created',
    summary: `Rolle ${ROLE_LABELS[role]} an ${user.name} (${user.email}) vergeben`,
  });
  return true;
}

export async function addUserRole(db: Db, actor: AuditActor, userId: string, role: Role): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    await grantRole(tx, actor, user, role);
    return adminUserOf(tx, user);
  });
}

/** Removes a role; the last administrator keeps ADMIN (checked under a lock on the admin rows). */
export async function removeUserRole(db: Db, actor: AuditActor, userId: string, role: Role): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (role === 'ADMIN') await refuseLastAdmin(tx, userId, ADMIN_USER_MESSAGES.lastAdmin);
    const removed = await tx
      .delete(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
      .returning({ id: userRoles.id });
    if (removed.length === 0) throw new ApiError(404, ERROR_CODES.ROLE_NOT_HELD, `${user.name} hat die Rolle ${ROLE_LABELS[role]} nicht.`);
    await recordAudit(tx, actor, {
      entity: 'user_role',
      entityId: user.id,
      action: 'deleted',
      summary: `Rolle ${ROLE_LABELS[role]} von ${user.name} (${user.email}) entfernt`,
    });
    return adminUserOf(tx, user);
  });
}
