import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, jobs, mails } from '../../src/server/db/schema';
import { createAdmin, createTrainerWithUser, createUser } from '../../src/server/db/factories';
import { isGerman } from '../support/german';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

/* The outbox view: every mail, newest first, paged and filtered by status; 'Erneut senden' for failed ones. */
let t: TestApp;
let admin: TestClient;
const ADMIN_EMAIL = 'postausgang@example.de';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.clientSignedInAs((await createAdmin(t.db, { email: ADMIN_EMAIL })).id);
});
afterAll(() => t.close());

/** A mail as the runner left it (written without a delivery job, so nothing changes it behind the test). */
async function mailWithStatus(status: 'queued' | 'logged' | 'failed', n: number) {
  const [mail] = await t.db
    .insert(mails)
    .values({
      to: `empfaenger${n}@example.de`,
      subject: `Betreff ${n}`,
      text: 'Hallo',
      template: 'test',
      status,
      createdAt: new Date(Date.UTC(2030, 0, 1, 0, n)),
      ...(status === 'failed' ? { attempts: 5, lastError: 'Verbindung abgelehnt' } : {}),
      ...(status === 'logged' ? { attempts: 1, sentAt: new Date(Date.UTC(2030, 0, 1, 0, n)) } : {}),
    })
    .returning({ id: mails.id });
  return mail.id;
}

describe('GET /api/admin/mails', () => {
  it('lists newest first, pages, filters by status and counts every status', async () => {
    await t.db.delete(mails);
    const ids = [];
    for (let n = 1; n <= 5; n++) ids.push(await mailWithStatus(n % 2 ? 'logged' : 'failed', n));
    const all = await admin.get('/api/admin/mails?pageSize=2');
    expect(all.status).toBe(200);
    expect(all.json).toMatchObject({ total: 5, page: 1, pageSize: 2, counts: { queued: 0, sent: 0, logged: 3, failed: 2 } });
    expect(all.json.mails.map((m: { id: string }) => m.id)).toEqual([ids[4], ids[3]]);
    const third = await admin.get('/api/admin/mails?pageSize=2&page=3');
    expect(third.json.mails.map((m: { id: string }) => m.id)).toEqual([ids[0]]);

    const failed = await admin.get('/api/admin/mails?status=failed');
    expect(failed.json.total).toBe(2);
    expect(failed.json.mails[0]).toMatchObject({ status: 'failed', attempts: 5, lastError: 'Verbindung abgelehnt', subject: 'Betreff 4' });

    for (const bad of ['status=unbekannt', 'page=0', 'pageSize=101', 'page=zwei']) {
      const res = await admin.get(`/api/admin/mails?${bad}`);
      expect(res.status, bad).toBe(400);
      expect(isGerman(res.json.error.message)).toBe(true);
    }
  });
});

describe('POST /api/admin/mails/{id}/retry', () => {
  it('queues a failed mail again with a new delivery job and its audit entry; the runner then sends it', async () => {
    const id = await mailWithStatus('failed', 20);
    const res = await admin.post(`/api/admin/mails/${id}/retry`);
    expect(res.status).toBe(200);
    expect(res.json.mail).toMatchObject({ id, status: 'queued' });
    expect(res.json.message).toBe('Die E-Mail wird erneut gesendet.');
    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'mail'), eq(auditLog.entityId, id)));
    expect(entry).toMatchObject({ actorEmail: ADMIN_EMAIL, action: 'updated', summary: 'E-Mail „Betreff 20“ an empfaenger20@example.de erneut gesendet' });

    await t.jobs.drain();
    const [mail] = await t.db.select().from(mails).where(eq(mails.id, id));
    expect(mail.status).toBe('logged');
    expect(mail.sentAt).not.toBeNull();
  });

  it('refuses a mail that has not failed with 409 in German, an unknown or malformed id with 404, and records nothing', async () => {
    const logged = await mailWithStatus('logged', 30);
    const before = (await t.db.select().from(auditLog)).length;
    const refused = await admin.post(`/api/admin/mails/${logged}/retry`);
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe('Nur fehlgeschlagene E-Mails können erneut gesendet werden.');
    expect((await admin.post(`/api/admin/mails/${crypto.randomUUID()}/retry`)).json.error.message).toBe('Diese E-Mail wurde nicht gefunden.');
    expect((await admin.post('/api/admin/mails/keine-id/retry')).status).toBe(404);
    expect(await t.db.select().from(auditLog)).toHaveLength(before);
  });

  it('queues a mail once when two admins retry at once', async () => {
    const id = await mailWithStatus('failed', 40);
    const results = await Promise.all([admin.post(`/api/admin/mails/${id}/retry`), admin.post(`/api/admin/mails/${id}/retry`)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const retryJobs = await t.db.select().from(jobs).where(sql`${jobs.payload}->>'mailId' = ${id} and ${jobs.status} <> 'done'`);
    expect(retryJobs.length).toBeLessThanOrEqual(1);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, id))).toHaveLength(1);
  });

  it('answers 401 to guests and 403 to members and trainers', async () => {
    const id = await mailWithStatus('failed', 50);
    expect((await t.client().get('/api/admin/mails')).status).toBe(401);
    expect((await t.client().post(`/api/admin/mails/${id}/retry`)).status).toBe(401);
    for (const user of [await createUser(t.db), (await createTrainerWithUser(t.db)).user]) {
      const client = await t.clientSignedInAs(user.id);
      expect((await client.get('/api/admin/mails')).status).toBe(403);
      expect((await client.post(`/api/admin/mails/${id}/retry`)).status).toBe(403);
    }
    expect((await t.db.select().from(mails).where(eq(mails.id, id)))[0].status).toBe('failed');
  });
});
