import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { runScript } from '../support/run-script';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, queryRows } from '../../src/server/db/client';

/*
 * An installation made by an older build, upgraded by today's: the fixture is a file of `npm run backup`
 * taken from the demo installation of an earlier release, with a member's bookings, a waiting-list entry and
 * two orders on top (tests/fixtures/upgrade/README.md says how it was made and how to refresh it). The test
 * restores it as an owner would, applies today's migrations, and starts today's server on it: every row the
 * old build wrote is still there, and the app serves it. Every new migration must pass this. PGlite only:
 * the fixture is the embedded database, the default an upgrading centre runs on.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FIXTURE = path.join(ROOT, 'tests/fixtures/upgrade/installation-2026-11-28');
const oldRowCounts: Record<string, number> = JSON.parse(readFileSync(`${FIXTURE}.rows.json`, 'utf8'));
const DEMO_PASSWORD = 'Demo1234!';
/** A member who signed up on the old build and booked, queued and ordered there (see the fixture's README). */
const OLD_MEMBER = { email: 'altbestand@example.de', password: 'Altbestand-2026!' };

let work: string;
let dataDir: string;
let server: ChildProcess | undefined;
let baseUrl: string;

const restore = () => runScript('restore', [`${FIXTURE}.tar.gz`], { DATA_DIR: dataDir, DATABASE_URL: '' });

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Today's server as `npm start` runs it after an update: the owner's environment, demo seeding left on. */
async function startServer() {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'error', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', PUBLIC_URL: `http://localhost:${port}` },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  server.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  for (let tries = 0; tries < 240; tries++) {
    if (server.exitCode !== null) throw new Error(`the server stopped (${server.exitCode}): ${errors}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then((res) => res.ok, () => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer within 60 s: ${errors}`);
}

/** A browser-like client with its own cookies, signed in with the password. */
async function signIn(email: string, password: string) {
  let cookie = '';
  const call = async (method: string, route: string, body?: unknown) => {
    const res = await fetch(`${baseUrl}${route}`, {
      method,
      headers: { origin: baseUrl.replace('127.0.0.1', 'localhost'), cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const set = res.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (set.length) cookie = set.join('; ');
    return res;
  };
  const res = await call('POST', '/api/auth/sign-in/email', { email, password });
  expect(res.status, `sign-in of ${email}`).toBe(200);
  return { get: (route: string) => call('GET', route), getJson: async <T>(route: string) => (await (await call('GET', route)).json()) as T };
}

describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('an installation of an older build, upgraded', () => {
  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'sz-upgrade-'));
    dataDir = path.join(work, 'data');
    const restored = await restore();
    expect(restored.code, restored.output).toBe(0);
  }, 120_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const stopped = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await stopped;
    }
    if (work) rmSync(work, { recursive: true, force: true });
  }, 30_000);

  it("keeps every row of every table through today's migrations", async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    try {
      await migrateDatabase(database);
      const tables = await queryRows<{ name: string }>(database.db, sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`);
      const now = new Set(tables.map((table) => table.name));
      const counts: Record<string, number> = {};
      for (const name of Object.keys(oldRowCounts)) {
        expect(now.has(name), `table ${name} of the old build`).toBe(true);
        const [row] = await queryRows<{ n: number }>(database.db, sql.raw(`select count(*)::int as n from "${name}"`));
        counts[name] = row!.n;
      }
      expect(counts).toEqual(oldRowCounts);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('is served by today’s server: the old member’s bookings, passes and contract, the demo’s series, certificates and invoices', async () => {
    await startServer();

    const week = await (await fetch(`${baseUrl}/api/sessions?week=2026-11-30`)).json();
    expect(week.sessions.length).toBeGreaterThan(20);

    const member = await signIn(OLD_MEMBER.email, OLD_MEMBER.password);
    const { bookings } = await member.getJson<{ bookings: { id: string; status: string; session: { course: { name: string } } }[] }>('/api/me/bookings');
    expect(bookings.map((b) => [b.id, b.status, b.session.course.name]).sort()).toEqual(
      expect.arrayContaining([
        ['6d73e260-a9df-4b78-937b-af14eda22043', 'confirmed', 'Yoga'],
        ['d6baa50f-49f3-480a-a2c4-7507021872f9', 'confirmed', 'Pilates'],
      ]),
    );
    const { passes } = await member.getJson<{ passes: { productName: string }[] }>('/api/me/passes');
    expect(passes.map((p) => p.productName).sort()).toEqual(['10er-Karte', 'Monatskarte']);
    const { contracts } = await member.getJson<{ contracts: { id: string; startsOn: string }[] }>('/api/me/contracts');
    expect(contracts).toEqual([expect.objectContaining({ id: 'c65dcdff-ed19-4f9e-9887-dd0199c0e352', startsOn: '2026-11-28' })]);

    // The demo member: the family, the finished § 20 series with its certificate, drawn from the stored document.
    const demo = await signIn('mitglied@sportzentrum.test', DEMO_PASSWORD);
    const { familyMembers } = await demo.getJson<{ familyMembers: { firstName: string }[] }>('/api/me/family-members');
    expect(familyMembers.map((f) => f.firstName)).toEqual(expect.arrayContaining(['Mia', 'Paul', 'Julia']));
    const { registrations } = await demo.getJson<{ registrations: { series: { title: string }; certificate: { id: string; number: string } | null }[] }>('/api/me/series-registrations');
    const autumn = registrations.find((r) => r.series.title.endsWith('Herbst'));
    expect(autumn?.certificate?.number).toBe('TB-2026-0001');
    const pdf = await demo.get(`/api/me/series-certificates/${autumn!.certificate!.id}/pdf`);
    expect(pdf.status).toBe(200);
    const text = (await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())), { mergePages: true })).text;
    expect(text).toContain('Max Mustermann');
    expect(text).toContain('7 von 8');

    // The office: every invoice of the old build, numbered as before (the upkeep may add newer ones).
    const admin = await signIn('admin@sportzentrum.test', DEMO_PASSWORD);
    const { invoices } = await admin.getJson<{ invoices: { number: string }[] }>('/api/admin/invoices?year=2026');
    const numbers = new Set(invoices.map((invoice) => invoice.number));
    for (let n = 1; n <= oldRowCounts.invoices!; n++) expect(numbers.has(`2026-${String(n).padStart(5, '0')}`), `invoice 2026-${n}`).toBe(true);
  }, 180_000);
});
