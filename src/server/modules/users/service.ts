import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { profiles, userRoles } from '../../db/schema';
import type { Role, Viewer } from '../../http/context';

const ROLE_ORDER: Role[] = ['ADMIN', 'TRAINER', 'MEMBER'];

/** Stored roles plus MEMBER (every signed-in user is a member), in the spec's order: ADMIN, TRAINER, MEMBER. */
export async function getUserRoles(db: Tx, userId: string): Promise<Role[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  const roles = new Set<Role>([...rows.map((r) => r.role), 'MEMBER']);
  return ROLE_ORDER.filter((role) => roles.has(role));
}

export async function getViewer(db: Tx, userId: string): Promise<Viewer | null> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  if (!profile) return null;
  return {
    user: {
      id: profile.id,
      email: profile.email,
      name: profile.name,
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone,
    },
    roles: await getUserRoles(db, userId),
  };
}
