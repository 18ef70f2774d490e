import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema';
import { createAdmin, createBooking, createCourse, createSession, createUser, createWaitlistEntry } from '../../src/server/db/factories';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

/*
 * The audit log (Protokoll): every change made through the admin screens writes its entry in the same
 * transaction, so a change that is refused or fails leaves no entry; the admin reads it page by page.
 */
let t: TestApp;
let admin: TestClient;
const ADMIN_EMAIL = 'protokoll@example.de';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.clientSignedInAs((await createAdmin(t.db, { email: ADMIN_EMAIL })).id);
});
afterAll(() => t.close());

const entriesFor = (entityId: string) => t.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));

describe('audit log of admin changes', () => {
  it('records a capacity change with the admin, the session and the change; a refused change records nothing', async () => {
    const course = await createCourse(t.db, { name: 'Aquafitness', maxParticipants: 10 });
    const session = await createSession(t.db, { courseId: course.id, startTime: new Date('2031-03-04T17:00:00Z'), maxParticipants: 10 });
    for (let i = 0; i < 3; i++) await createBooking(t.db, { userId: (await createUser(t.db)).id, sessionId: session.id });

    const refused = await admin.patch(`/api/admin/sessions/${session.id}`, { maxParticipants: 2 });
    expect(refused.status).toBe(409);
    expect(await entriesFor(session.id)).toEqual([]);

    expect((await admin.patch(`/api/admin/sessions/${session.id}`, { maxParticipants: 12 })).status).toBe(200);
    const [entry] = await entriesFor(session.id);
    expect(entry).toMatchObject({ actorEmail: ADMIN_EMAIL, entity: 'session', action: 'updated' });
    expect(entry.summary).toBe('Plätze von Aquafitness am 04.03.2031 um 18:00: 10 → 12');
  });

  it('records removing a waiting-list entry and moving someone up, each naming the person', async () => {
    const course = await createCourse(t.db, { name: 'Kickboxen', maxParticipants: 1 });
    const session = await createSession(t.db, { courseId: course.id, startTime: new Date('2031-05-06T16:30:00Z'), maxParticipants: 2 });
    await createBooking(t.db, { userId: (await createUser(t.db)).id, sessionId: session.id });
    const first = await createWaitlistEntry(t.db, { sessionId: session.id, userId: (await createUser(t.db, { firstName: 'Erna', lastName: 'Erste' })).id });
    const second = await createWaitlistEntry(t.db, { sessionId: session.id, userId: (await createUser(t.db, { firstName: 'Zora', lastName: 'Zweite' })).id });

    expect((await admin.delete(`/api/admin/waitlist/${second.id}`)).status).toBe(200);
    const [removed] = await entriesFor(second.id);
    expect(removed.summary).toBe('Zora Zweite von der Warteliste in Kickboxen am 06.05.2031 um 18:30 entfernt');

    expect((await admin.post('/api/admin/waitlist/promote', { sessionId: session.id })).status).toBe(200);
    const [promoted] = await entriesFor(first.id);
    expect(promoted).toMatchObject({ actorEmail: ADMIN_EMAIL, entity: 'waitlist' });
    expect(promoted.summary).toContain('Erna Erste von der Warteliste in Kickboxen');

    // Nothing to promote any more: refused, and no entry.
    const before = (await t.db.select().from(auditLog)).length;
    expect((await admin.post('/api/admin/waitlist/promote', { sessionId: session.id })).status).toBe(409);
    expect(await t.db.select().from(auditLog)).toHaveLength(before);
  });
});

describe('Protokoll', () => {
  it('lists entries newest first with the total, filtered by entity', async () => {
    // A trainer change first, so the entity filter below has entries to find.
    const trainer = { firstName: 'Paula', lastName: 'Pilates', email: 'paula@example.de', phone: '', bio: '', specialties: '', isActive: true, userId: null };
    await admin.post('/api/admin/trainers', trainer);
    const member = await createUser(t.db);
    await admin.post(`/api/admin/users/${member.id}/roles`, { role: 'ADMIN' });
    await admin.delete(`/api/admin/users/${member.id}/roles/ADMIN`);
    const all = await admin.get('/api/admin/audit?pageSize=2');
    expect(all.status).toBe(200);
    expect(all.json.total).toBe((await t.db.select().from(auditLog)).length);
    expect(all.json.entries).toHaveLength(2);
    expect(all.json.entries[0]).toMatchObject({ entity: 'user_role', action: 'deleted', entityId: member.id, actorEmail: ADMIN_EMAIL });
    expect(all.json.entries[1]).toMatchObject({ entity: 'user_role', action: 'created', entityId: member.id });
    expect(Date.parse(all.json.entries[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(all.json.entries[1].createdAt));

    const onlyTrainers = await admin.get('/api/admin/audit?entity=trainer&pageSize=100');
    expect(onlyTrainers.json.entries.length).toBeGreaterThan(0);
    expect(onlyTrainers.json.entries.every((e: { entity: string }) => e.entity === 'trainer')).toBe(true);
    expect(onlyTrainers.json.total).toBe((await t.db.select().from(auditLog).where(eq(auditLog.entity, 'trainer'))).length);
    const page2 = await admin.get('/api/admin/audit?pageSize=1&page=2');
    expect(page2.json.entries[0].id).toBe(all.json.entries[1].id);

    expect((await admin.get('/api/admin/audit?entity=alles')).status).toBe(400);
    expect((await admin.get('/api/admin/audit?pageSize=1000')).status).toBe(400);
  });
});
