import { eq } from 'drizzle-orm';
import { profiles, userRoles } from '../../src/server/db/schema';
import type { TestApp, TestClient } from './test-app';

let counter = 0;

/** Signs up a fresh user through the API, gives them the roles, and returns their signed-in client. */
export async function signedInAs(t: TestApp, roles: ('ADMIN' | 'TRAINER')[] = []): Promise<{ client: TestClient; userId: string; email: string }> {
  const email = `nutzer${++counter}-${Date.now()}@example.de`;
  const client = t.client();
  const res = await client.signUp({ email, password: 'Sommer-2026', firstName: 'Test', lastName: `Nutzer ${counter}` });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  const [profile] = await t.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email));
  if (roles.length) await t.db.insert(userRoles).values(roles.map((role) => ({ userId: profile.id, role })));
  return { client, userId: profile.id, email };
}
