import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, trainers, userRoles } from '../../src/server/db/schema';
import { createSession, createTrainer, createUser } from '../../src/server/db/factories';
import { auditEntriesFor, startAdminApp } from '../support/admin-app';
import type { TestApp, TestClient } from '../support/test-app';

/*
 * The admin's Trainer screen: create, edit, link to an account and delete trainers, each change in the Protokoll.
 */
let t: TestApp;
let admin: TestClient;
const ADMIN_EMAIL = 'personal@example.de';

beforeAll(async () => ({ t, admin } = await startAdminApp(ADMIN_EMAIL)));
afterAll(() => t.close());

const entriesFor = (entityId: string) => auditEntriesFor(t, entityId);
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
