import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema';
import { createAdmin, createBooking, createCourse, createSession, createUser, createWaitlistEntry } from '../../src/server/db/factories';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

/*
 * The audit log: every change made through the admin screens writes its entry in the same transaction,
 * so a change that is refused or fails leaves no entry.
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
