import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, profiles, userRoles } from '../../src/server/db/schema';
import { createAdmin, createUser } from '../../src/server/db/factories';
import { auditEntriesFor, startAdminApp } from '../support/admin-app';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

/*
 * The admin's Benutzerverwaltung: accounts with their roles, adding and removing roles (each in the
 * Protokoll), and never without an administrator.
 */
let t: TestApp;
let admin: TestClient;
const ADMIN_EMAIL = 'benutzer@example.de';

beforeAll(async () => ({ t, admin } = await startAdminApp(ADMIN_EMAIL)));
afterAll(() => t.close());

const entriesFor = (entityId: string) => auditEntriesFor(t, entityId);

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

