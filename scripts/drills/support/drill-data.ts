/*
 * What every drill needs: a fresh database of each kind, sessions to book, members signed in by minted
 * session cookies (so a drill measures booking, not password hashing), and a client that talks to the app
 * as a browser on the site would.
 */
import { makeSignature } from 'better-auth/crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrateDatabase, openDatabase, type Database } from '../../../src/server/db/client';
import { authSessions, courses, passLedger, passes, profiles, sessions, userRoles } from '../../../src/server/db/schema';

export const DRILL_SECRET = 'drill-secret-drill-secret-drill-secret-12';
const ADMIN_URL = process.env.DRILL_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Member = { id: string; email: string; cookie: string };

/** A database of one kind for one drill run, with what the app needs to be started on it. */
export type DrillDatabase = {
  label: 'PostgreSQL' | 'PGlite';
  /** The app's environment for this database. */
  env: Record<string, string>;
  /** Opens the database from the drill itself (PGlite: only while no app holds it). */
  open: () => Promise<Database>;
};

/**
 * Runs `drill` on a fresh PostgreSQL database and then on a fresh PGlite directory (or on the one named by
 * the first command-line argument, `postgres` or `pglite`), dropping each afterwards. Resolves to true when
 * every run passed.
 */
export async function onEachDatabase(drill: (database: DrillDatabase) => Promise<boolean>): Promise<boolean> {
  const only = process.argv[2];
  let ok = true;
  if (only !== 'pglite') {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    const name = `sz_drill_${Date.now()}`;
    await admin.query(`create database ${name}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    try {
      ok = (await drill({ label: 'PostgreSQL', env: { DATABASE_URL: url.toString() }, open: () => openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 }) })) && ok;
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
  if (only !== 'postgres') {
    const dir = mkdtempSync(path.join(tmpdir(), 'sz-drill-'));
    try {
      ok = (await drill({ label: 'PGlite', env: { DATA_DIR: dir }, open: () => openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'db') }) })) && ok;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return ok;
}

/** Migrates the database and adds one course with `count` sessions of `capacity` places, a week ahead. */
export async function createDrillSessions(database: Database, count: number, capacity: number, courseName = 'Drill-Kurs'): Promise<string[]> {
  await migrateDatabase(database);
  const [course] = await database.db.insert(courses).values({ name: courseName, maxParticipants: capacity }).returning();
  const start = Date.now() + 7 * 86_400_000;
  const rows = await database.db
    .insert(sessions)
    .values(
      Array.from({ length: count }, (_, i) => {
        const startTime = new Date(start + i * 3_600_000);
        return { courseId: course.id, date: startTime.toISOString().slice(0, 10), startTime, endTime: new Date(startTime.getTime() + 3_000_000), maxParticipants: capacity };
      }),
    )
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

/** `count` members, each signed in by a session cookie minted with DRILL_SECRET; `role` adds a staff role. */
export async function mintMembers(database: Database, count: number, prefix = 'drill', role?: 'ADMIN'): Promise<Member[]> {
  const members: Member[] = [];
  for (let offset = 0; offset < count; offset += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - offset) }, (_, i) => {
      const id = `${prefix}-${offset + i}`;
      return { id, email: `${id}@drill.test`, name: `Drill ${offset + i}` };
    });
    await database.db.insert(profiles).values(batch);
    if (role) await database.db.insert(userRoles).values(batch.map((u) => ({ userId: u.id, role })));
    const tokens = batch.map((u) => ({ id: crypto.randomUUID(), userId: u.id, token: crypto.randomUUID().replace(/-/g, ''), expiresAt: new Date(Date.now() + 86_400_000) }));
    await database.db.insert(authSessions).values(tokens);
    for (const [i, t] of tokens.entries()) {
      members.push({ ...batch[i], cookie: `better-auth.session_token=${encodeURIComponent(`${t.token}.${await makeSignature(t.token, DRILL_SECRET)}`)}` });
    }
  }
  return members;
}

/** The app's settings for a drill: the minted cookies' secret, no demo data, no limits on the load's rate. */
export const drillAppEnv = (database: DrillDatabase, extra: Record<string, string> = {}) => ({
  ...database.env,
  BETTER_AUTH_SECRET: DRILL_SECRET,
  RATE_LIMIT: 'off',
  API_BUDGET: 'off',
  SEED_DEMO: 'false',
  ...extra,
});

export type Answer = { status: number; json: any } | null;

/** A request as the signed-in member's browser sends it; null when no answer came (the app was down or cut it). */
export async function callAs(base: string, member: Member, method: string, pathname: string, body?: unknown): Promise<Answer> {
  try {
    const res = await fetch(`${base}${pathname}`, {
      method,
      headers: { cookie: member.cookie, origin: base, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    return { status: res.status, json: await res.json().catch(() => null) };
  } catch {
    return null;
  }
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A drill's entry point: needs the compiled server, runs `drill` on each database, exits 1 when one failed. */
export function runDrill(drill: (database: DrillDatabase) => Promise<boolean>) {
  if (!existsSync('dist/server/index.js')) {
    console.error('Run `npm run build` first: the drills run the compiled server, as `npm start` does.');
    process.exit(1);
  }
  onEachDatabase(drill).then(
    (ok) => process.exit(ok ? 0 : 1),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}

/**
 * Gives every `nth` member a pass, so a booking load draws on passes too: a 10er-Karte, or a Monatskarte
 * (unlimited) for every other holder unless `unlimitedShare` is 0. Valid for a year from today; each with
 * its purchase row.
 */
export async function givePasses(database: Database, members: { id: string }[], nth = 3, { unlimitedShare = 0.5 } = {}): Promise<number> {
  const holders = members.filter((_, i) => i % nth === 0);
  const today = new Date().toISOString().slice(0, 10);
  const until = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  for (let offset = 0; offset < holders.length; offset += 1000) {
    const rows = holders.slice(offset, offset + 1000).map((member, i) => {
      const monthly = unlimitedShare > 0 && (offset + i) % Math.round(1 / unlimitedShare) === 1;
      return {
        userId: member.id,
        productName: monthly ? 'Monatskarte' : '10er-Karte',
        passType: monthly ? ('MONTHLY' as const) : ('MULTI' as const),
        credits: monthly ? null : 10,
        validFrom: today,
        validUntil: until,
      };
    });
    const created = await database.db.insert(passes).values(rows).returning({ id: passes.id, credits: passes.credits });
    await database.db.insert(passLedger).values(created.map((pass) => ({ passId: pass.id, kind: 'purchase' as const, delta: pass.credits ?? 0 })));
  }
  return holders.length;
}
