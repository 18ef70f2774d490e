import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, profiles, trainers, userRoles } from '../../src/server/db/schema';
import { createAdmin, createSession, createTrainer, createTrainerWithUser, createUser } from '../support/factories';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

/*
 * The admin's people screens: trainers, users and their roles, and the Protokoll that records every change.
 */
let t: TestApp;
let admin: TestClient;
const ADMIN_EMAIL = 'personal@example.de';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.clientSignedInAs((await createAdmin(t.db, { email: ADMIN_EMAIL })).id);
});
afterAll(() => t.close());

const entriesFor = (entityId: string) => t.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));
const rolesOf = async (userId: string) => (await t.db.select().from(userRoles).where(eq(userRoles.userId, userId))).map((r) => r.role).sort();
const trainerBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Paula',
  lastName: 'Pilates',
  email: 'paula@example.de',
  phone: '0621 123456',
  bio: 'Pilates und Rückenfit.',
  specialties: 'Pilates, Rücken',
  isActive: true,
  userId: null,
  ...overrides,
});

async function signedIn(user: { email: string; password: string }) {
  const client = t.client();
  expect((await client.signIn(user.email, user.password)).status).toBe(200);
  return client;
}

describe('admin trainers', () => {
  it('creates, lists, updates and deletes a trainer; the public list follows; each change is in the log', async () => {
    const created = await admin.post('/api/admin/trainers', trainerBody());
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ message: 'Trainer erstellt', trainer: { firstName: 'Paula', specialties: ['Pilates', 'Rücken'], isActive: true, user: null } });
    const id = created.json.trainer.id as string;

    const list = await admin.get('/api/admin/trainers');
    expect(list.json.trainers.some((tr: { id: string }) => tr.id === id)).toBe(true);
    expect((await t.client().get('/api/trainers')).json.trainers.some((tr: { id: string }) => tr.id === id)).toBe(true);

    const updated = await admin.put(`/api/admin/trainers/${id}`, trainerBody({ isActive: false, phone: '' }));
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ message: 'Trainer aktualisiert', trainer: { isActive: false, phone: null } });
    // Inactive trainers leave the public page at once.
    expect((await t.client().get('/api/trainers')).json.trainers.some((tr: { id: string }) => tr.id === id)).toBe(false);

    const deleted = await admin.delete(`/api/admin/trainers/${id}`);
    expect(deleted.json).toEqual({ message: 'Trainer gelöscht' });
    expect(await t.db.select().from(trainers).where(eq(trainers.id, id))).toEqual([]);

    const entries = await entriesFor(id);
    expect(entries.map((e) => e.action).sort()).toEqual(['created', 'deleted', 'updated']);
    expect(entries.every((e) => e.entity === 'trainer' && e.actorEmail === ADMIN_EMAIL)).toBe(true);
    expect(entries.find((e) => e.action === 'updated')!.summary).toBe('Trainer Paula Pilates geändert (deaktiviert)');
  });

  it('answers bad input with German field errors, malformed ids with 404, never 500', async () => {
    const missing = await admin.post('/api/admin/trainers', trainerBody({ firstName: '  ', email: 'keine-adresse' }));
    expect(missing.status).toBe(400);
    expect(missing.json.error.fields).toMatchObject({ firstName: 'Bitte geben Sie einen Vornamen ein.', email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' });
    expect((await admin.post('/api/admin/trainers', { firstName: 3 })).status).toBe(400);
    expect((await admin.request('POST', '/api/admin/trainers', undefined, { 'content-type': 'application/json' })).status).toBe(400);

    const bad = await admin.put('/api/admin/trainers/kein-trainer', trainerBody());
    expect(bad.status).toBe(404);
    expect(bad.json.error.message).toBe('Dieser Trainer wurde nicht gefunden.');
    expect((await admin.delete(`/api/admin/trainers/${crypto.randomUUID()}`)).status).toBe(404);
    const unknownUser = await admin.post('/api/admin/trainers', trainerBody({ userId: 'niemand' }));
    expect(unknownUser.status).toBe(400);
    expect(unknownUser.json.error.fields.userId).toBe('Das gewählte Benutzerkonto wurde nicht gefunden.');
  });

  it('linking a user account gives it the TRAINER role in the same change; one account links one trainer', async () => {
    const member = await createUser(t.db, { firstName: 'Lena', lastName: 'Link' });
    const created = await admin.post('/api/admin/trainers', trainerBody({ firstName: 'Lena', lastName: 'Link', userId: member.id }));
    expect(created.status).toBe(201);
    expect(created.json.trainer.user).toMatchObject({ id: member.id, email: member.email });
    expect(await rolesOf(member.id)).toEqual(['TRAINER']);
    const [roleEntry] = await entriesFor(member.id);
    expect(roleEntry).toMatchObject({ entity: 'user_role', action: 'created', summary: `Rolle Trainer an Lena Link (${member.email}) vergeben` });

    const before = (await t.db.select().from(auditLog)).length;
    const taken = await admin.post('/api/admin/trainers', trainerBody({ userId: member.id }));
    expect(taken.status).toBe(409);
    expect(taken.json.error.message).toBe('Dieses Benutzerkonto ist bereits mit einem anderen Trainer verknüpft.');
    expect(await t.db.select().from(auditLog)).toHaveLength(before);
  });

  it('refuses to delete a trainer with upcoming sessions (deactivate instead), and records nothing', async () => {
    const trainer = await createTrainer(t.db);
    await createSession(t.db, { trainerId: trainer.id, startTime: new Date(Date.now() + 3 * 86_400_000) });
    const refused = await admin.delete(`/api/admin/trainers/${trainer.id}`);
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe('Dieser Trainer leitet noch geplante Termine und kann nicht gelöscht werden. Deaktivieren Sie ihn stattdessen.');
    expect(await t.db.select().from(trainers).where(eq(trainers.id, trainer.id))).toHaveLength(1);
    expect(await entriesFor(trainer.id)).toEqual([]);

    // Past sessions do not hold a trainer back.
    const retired = await createTrainer(t.db);
    await createSession(t.db, { trainerId: retired.id, startTime: new Date(Date.now() - 3 * 86_400_000) });
    expect((await admin.delete(`/api/admin/trainers/${retired.id}`)).status).toBe(200);
  });
});

describe('admin users and roles', () => {
  it('lists live accounts newest first with roles, searches by name or e-mail, pages with a total', async () => {
    const old = await createUser(t.db, { firstName: 'Suchbar', lastName: 'Alt', createdAt: new Date('2030-01-01T10:00:00Z') });
    const young = await createUser(t.db, { firstName: 'Suchbar', lastName: 'Neu', roles: ['TRAINER'], createdAt: new Date('2030-01-02T10:00:00Z') });
    const gone = await createUser(t.db, { firstName: 'Suchbar', lastName: 'Weg' });
    await t.db.update(profiles).set({ deletedAt: new Date() }).where(eq(profiles.id, gone.id));

    const page1 = await admin.get('/api/admin/users?q=suchbar&pageSize=1');
    expect(page1.status).toBe(200);
    expect(page1.json).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(page1.json.users[0]).toMatchObject({ id: young.id, roles: ['TRAINER'] });
    const page2 = await admin.get('/api/admin/users?q=suchbar&pageSize=1&page=2');
    expect(page2.json.users[0]).toMatchObject({ id: old.id, roles: [] });

    const byMail = await admin.get(`/api/admin/users?q=${encodeURIComponent(old.email)}`);
    expect(byMail.json.users.map((u: { id: string }) => u.id)).toEqual([old.id]);
    expect((await admin.get('/api/admin/users?page=0')).status).toBe(400);
  });

  it('adds and removes a role with its log entries; unknown users and roles are German 404/400', async () => {
    const member = await createUser(t.db, { firstName: 'Rita', lastName: 'Rolle' });
    const added = await admin.post(`/api/admin/users/${member.id}/roles`, { role: 'TRAINER' });
    expect(added.json).toMatchObject({ message: 'Rolle hinzugefügt', user: { roles: ['TRAINER'] } });
    const removed = await admin.delete(`/api/admin/users/${member.id}/roles/TRAINER`);
    expect(removed.json).toMatchObject({ message: 'Rolle entfernt', user: { roles: [] } });
    const entries = await entriesFor(member.id);
    expect(entries.map((e) => e.summary).sort()).toEqual([
      `Rolle Trainer an Rita Rolle (${member.email}) vergeben`,
      `Rolle Trainer von Rita Rolle (${member.email}) entfernt`,
    ]);

    const notHeld = await admin.delete(`/api/admin/users/${member.id}/roles/ADMIN`);
    expect(notHeld.status).toBe(404);
    expect(notHeld.json.error.message).toBe('Rita Rolle hat die Rolle Admin nicht.');
    expect((await admin.post(`/api/admin/users/${member.id}/roles`, { role: 'KAISER' })).json.error.fields.role).toBe('Bitte wählen Sie eine gültige Rolle.');
    expect((await admin.delete(`/api/admin/users/${member.id}/roles/KAISER`)).status).toBe(404);
    const nobody = await admin.post(`/api/admin/users/${crypto.randomUUID()}/roles`, { role: 'TRAINER' });
    expect(nobody.status).toBe(404);
    expect(nobody.json.error.message).toBe('Dieses Benutzerkonto wurde nicht gefunden.');
  });

  it('never takes ADMIN from the last administrator, not even when two admins remove each other at once', async () => {
    // A database of its own, so the admins of the other tests do not count.
    const own = await createTestApp();
    try {
      const anna = await createAdmin(own.db, { firstName: 'Anna', lastName: 'Admin' });
      const bernd = await createAdmin(own.db, { firstName: 'Bernd', lastName: 'Admin' });
      const asAnna = own.client();
      const asBernd = own.client();
      expect((await asAnna.signIn(anna.email, anna.password)).status).toBe(200);
      expect((await asBernd.signIn(bernd.email, bernd.password)).status).toBe(200);

      const results = await Promise.all([asAnna.delete(`/api/admin/users/${bernd.id}/roles/ADMIN`), asBernd.delete(`/api/admin/users/${anna.id}/roles/ADMIN`)]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.status === 409)!.json.error.message).toBe('Der letzte Administrator kann nicht entfernt werden.');
      const admins = await own.db.select().from(userRoles).where(eq(userRoles.role, 'ADMIN'));
      expect(admins).toHaveLength(1);
      // Exactly one entry: the refused change wrote none.
      expect(await own.db.select().from(auditLog)).toHaveLength(1);

      // The one left cannot remove their own ADMIN role either.
      const last = admins[0].userId === anna.id ? asAnna : asBernd;
      const self = await last.delete(`/api/admin/users/${admins[0].userId}/roles/ADMIN`);
      expect(self.status).toBe(409);
      expect(await own.db.select().from(userRoles).where(eq(userRoles.role, 'ADMIN'))).toHaveLength(1);
    } finally {
      await own.close();
    }
  });
});

describe('Protokoll', () => {
  it('lists entries newest first with the total, filtered by entity', async () => {
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

describe('only admins', () => {
  it('refuses members and trainers with 403 on every people route', async () => {
    const member = await signedIn(await createUser(t.db));
    const { user: trainerUser } = await createTrainerWithUser(t.db);
    const trainer = await signedIn(trainerUser);
    const target = await createUser(t.db);
    for (const client of [member, trainer]) {
      expect((await client.get('/api/admin/trainers')).status).toBe(403);
      expect((await client.post('/api/admin/trainers', trainerBody())).status).toBe(403);
      expect((await client.get('/api/admin/users')).status).toBe(403);
      expect((await client.post(`/api/admin/users/${target.id}/roles`, { role: 'ADMIN' })).status).toBe(403);
      expect((await client.get('/api/admin/audit')).status).toBe(403);
    }
    expect(await rolesOf(target.id)).toEqual([]);
  });
});
