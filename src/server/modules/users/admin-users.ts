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

const userColumns = {
  id: profiles.id,
  name: profiles.name,
  email: profiles.email,
  createdAt: profiles.createdAt,
  twoFactorEnabled: profiles.twoFactorEnabled,
  bookingBlockedUntil: sql<Date | string | null>`booking_blocked_until(${profiles.id}, now())`,
};
type UserRow = { id: string; name: string; email: string; createdAt: Date; twoFactorEnabled: boolean; bookingBlockedUntil: Date | string | null };

const toAdminUser = (row: UserRow, roles: Role[]): AdminUser => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  bookingBlockedUntil: row.bookingBlockedUntil ? new Date(row.bookingBlockedUntil).toISOString() : null,
  roles: sortRoles(roles),
});

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
    .select(userColumns)
    .from(profiles)
    .where(where)
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const roles = await rolesOf(db, rows.map((r) => r.id));
  return {
    users: rows.map((r) => toAdminUser(r, roles.get(r.id) ?? [])),
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
    .select(userColumns)
    .from(profiles)
    .where(and(eq(profiles.id, userId), isNull(profiles.deletedAt)))
    .for('no key update');
  if (!user) throw new ApiError(404, ERROR_CODES.NOT_FOUND, ADMIN_USER_MESSAGES.notFound);
  return user;
}

async function adminUserOf(tx: Tx, user: UserRow): Promise<AdminUser> {
  const roles = await rolesOf(tx, [user.id]);
  return toAdminUser(user, roles.get(user.id) ?? []);
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

/** The office lifts a member's booking block: their no-shows so far no longer count. Audited. */
export async function liftBookingBlock(db: Db, actor: AuditActor, userId: string): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user.bookingBlockedUntil) throw new ApiError(409, ERROR_CODES.NOT_BLOCKED, ADMIN_USER_MESSAGES.notBlocked);
    await tx.update(profiles).set({ noShowsForgivenAt: sql`now()` }).where(eq(profiles.id, userId));
    await recordAudit(tx, actor, { entity: 'booking_block', entityId: userId, action: 'deleted', summary: `Buchungssperre von ${user.name} (${user.email}) aufgehoben` });
    return adminUserOf(tx, (await tx.select(userColumns).from(profiles).where(eq(profiles.id, userId)))[0]);
  });
}
