import type { Context } from 'hono';
import type { AppEnv } from '../http/context';
import type { AuditActor } from './audit-log';

/** The signed-in admin behind a request, for the audit log (admin routes are guarded, so there is one). */
export async function auditActorOf(c: Context<AppEnv>): Promise<AuditActor> {
  const viewer = (await c.var.viewer())!;
  return { id: viewer.user.id, email: viewer.user.email };
}
