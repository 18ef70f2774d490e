import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog } from '../../src/server/db/schema';
import { createAdmin } from './factories';
import { createTestApp, type TestApp, type TestClient } from './test-app';

/** A fresh app for the tests of an admin screen, with an admin of this e-mail address signed in. */
export async function startAdminApp(adminEmail: string): Promise<{ t: TestApp; admin: TestClient }> {
  const t = await createTestApp();
  const admin = await t.clientSignedInAs((await createAdmin(t.db, { email: adminEmail })).id);
  return { t, admin };
}

/** The audit entries written about one row. */
export const auditEntriesFor = (t: TestApp, entityId: string) => t.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));

/** A client signed in as this user through the sign-in route. */
export async function signedInClient(t: TestApp, user: { email: string; password: string }) {
  const client = t.client();
  expect((await client.signIn(user.email, user.password)).status).toBe(200);
  return client;
}
