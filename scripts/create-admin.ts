/**
 * Creates (or promotes) an administrator for a real installation without demo data:
 *   npm run create-admin -- --email chefin@example.de --first-name Maria --last-name Weber
 * The password is asked for interactively (or taken from ADMIN_PASSWORD).
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import { openBackupChannel } from '../src/server/db/backup';
import { migrateDatabase, openDatabase } from '../src/server/db/client';
import { authAccounts, profiles, userRoles } from '../src/server/db/schema';
import { checkNewPassword } from '../src/server/auth/auth-fields';
import { parseEnv } from '../src/server/env';
import { createLogger } from '../src/server/logger';

const { values } = parseArgs({
  options: { email: { type: 'string' }, 'first-name': { type: 'string' }, 'last-name': { type: 'string' } },
});

async function ask(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question(question);
  rl.close();
  return answer.trim();
}

async function main() {
  const env = parseEnv();
  const email = (values.email ?? (await ask('E-Mail: '))).toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error('Bitte eine gültige E-Mail-Adresse angeben.');
  const password = process.env.ADMIN_PASSWORD ?? (await ask('Passwort (mindestens 6 Zeichen): '));
  const refusal = checkNewPassword(password);
  if (refusal) throw new Error(refusal.message);
  const firstName = values['first-name'] ?? null;
  const lastName = values['last-name'] ?? null;

  mkdirSync(env.DATA_DIR, { recursive: true });
  // PGlite: refused while the app has the directory open, which a second process would corrupt (decision 34).
  const channel = env.DATABASE_URL ? undefined : await openBackupChannel(env.DATA_DIR, createLogger('silent'));
  const database = env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'db') });
  await migrateDatabase(database);
  channel?.serve(database);
  const db = database.db;
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    let [user] = await tx.select().from(profiles).where(eq(profiles.email, email));
    if (!user) {
      const id = crypto.randomUUID();
      [user] = await tx
        .insert(profiles)
        .values({ id, email, name: [firstName, lastName].filter(Boolean).join(' ') || email, firstName, lastName, emailVerified: true })
        .returning();
      await tx.insert(authAccounts).values({ id: crypto.randomUUID(), userId: id, accountId: id, providerId: 'credential', password: hash });
    } else {
      await tx.update(authAccounts).set({ password: hash }).where(eq(authAccounts.userId, user.id));
    }
    await tx.insert(userRoles).values({ userId: user.id, role: 'ADMIN' }).onConflictDoNothing();
  });
  await database.close();
  await channel?.close();
  console.log(`Administrator ${email} ist eingerichtet.`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
