import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mails, messages } from '../../src/server/db/schema';
import { createMessage, createUser, type CreatedUser } from '../../src/server/db/factories';
import { auditEntriesFor, signedInClient, startAdminApp } from '../support/admin-app';
import type { TestApp, TestClient } from '../support/test-app';

/*
 * The office's Nachrichten screen: reading and answering members' messages (once, with a mail and an audit
 * entry); the member sees the answer at once.
 */
let t: TestApp;
let admin: TestClient;
const ADMIN_EMAIL = 'nachrichten@example.de';

beforeAll(async () => ({ t, admin } = await startAdminApp(ADMIN_EMAIL)));
afterAll(() => t.close());

const memberClient = (user: CreatedUser) => signedInClient(t, user);

const auditFor = (entityId: string) => auditEntriesFor(t, entityId);

describe('admin messages', () => {
  it('lists messages newest first with member, status, total and unread count; pages', async () => {
    const before = (await admin.get('/api/admin/messages')).json;
    const member = await createUser(t.db, { firstName: 'Lena', lastName: 'Liste' });
    const older = await createMessage(t.db, { userId: member.id, subject: 'Ältere Frage', createdAt: new Date('2030-01-01T10:00:00Z') });
    const newer = await createMessage(t.db, { userId: member.id, subject: 'Neuere Frage', createdAt: new Date('2030-01-02T10:00:00Z') });
    await createMessage(t.db, { userId: member.id, status: 'replied', createdAt: new Date('2029-12-01T10:00:00Z') });

    const res = await admin.get('/api/admin/messages?pageSize=2');
    expect(res.status).toBe(200);
    expect(res.json.total).toBe(before.total + 3);
    expect(res.json.unread).toBe(before.unread + 2);
    expect(res.json.messages.map((m: { id: string }) => m.id)).toEqual([newer.id, older.id]);
    expect(res.json.messages[0]).toMatchObject({ subject: 'Neuere Frage', status: 'unread', reply: null, member: { name: 'Lena Liste', email: member.email } });

    const second = await admin.get('/api/admin/messages?pageSize=2&page=2');
    expect(second.json.messages[0].id).not.toBe(newer.id);
    expect((await admin.get('/api/admin/messages?page=0')).status).toBe(400);
    expect((await admin.get('/api/admin/messages?pageSize=1000')).json.error.fields.pageSize).toBe('Ungültige Seitengröße.');
  });

  it('marks an unread message read when opened, and leaves a read or answered one as it is', async () => {
    const message = await createMessage(t.db);
    const res = await admin.post(`/api/admin/messages/${message.id}/read`);
    expect(res.status).toBe(200);
    expect(res.json.item.status).toBe('read');
    const [row] = await t.db.select().from(messages).where(eq(messages.id, message.id));
    expect(row.status).toBe('read');

    const answered = await createMessage(t.db, { status: 'replied' });
    expect((await admin.post(`/api/admin/messages/${answered.id}/read`)).json.item.status).toBe('replied');
  });

  it('stores a reply once, mails the member once, records it, and the member sees it as a new reply', async () => {
    const member = await createUser(t.db, { firstName: 'Max', lastName: 'Mustermann' });
    const client = await memberClient(member);
    const sent = await client.post('/api/me/messages', { subject: 'Kursfrage', message: 'Gibt es noch Plätze im Yoga?' });
    expect(sent.status).toBe(200);
    const id = sent.json.item.id as string;
    const newBefore = (await client.get('/api/me/overview')).json.newMessages;
    // The office opens it: no longer new for the member until the reply comes.
    expect((await admin.post(`/api/admin/messages/${id}/read`)).json.item.status).toBe('read');
    expect((await client.get('/api/me/overview')).json.newMessages).toBe(newBefore - 1);
    // Even a stale 'seen' mark must not hide the coming reply.
    await t.db.update(messages).set({ replySeenAt: new Date() }).where(eq(messages.id, id));

    expect((await admin.post(`/api/admin/messages/${id}/reply`, { reply: '   ' })).json.error.fields.reply).toBe('Bitte geben Sie eine Antwort ein.');

    const reply = await admin.post(`/api/admin/messages/${id}/reply`, { reply: '  Ja, am Montag sind noch Plätze frei.  ' });
    expect(reply.status).toBe(200);
    expect(reply.json.message).toBe('Antwort gesendet');
    expect(reply.json.item).toMatchObject({ status: 'replied', reply: 'Ja, am Montag sind noch Plätze frei.' });
    const [row] = await t.db.select().from(messages).where(eq(messages.id, id));
    expect(row).toMatchObject({ status: 'replied', reply: 'Ja, am Montag sind noch Plätze frei.', replySeenAt: null });
    expect(row.repliedAt).toBeInstanceOf(Date);

    const again = await admin.post(`/api/admin/messages/${id}/reply`, { reply: 'Noch eine Antwort' });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe('Diese Nachricht wurde bereits beantwortet.');

    const replyMails = await t.db.select().from(mails).where(and(eq(mails.template, 'message-reply'), eq(mails.to, member.email)));
    expect(replyMails).toHaveLength(1);
    expect(replyMails[0].subject).toBe('Antwort auf Ihre Nachricht: Kursfrage');
    expect(replyMails[0].text).toContain('Ja, am Montag sind noch Plätze frei.');

    const entries = await auditFor(id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorEmail: ADMIN_EMAIL, entity: 'message', action: 'updated', summary: 'Antwort an Max Mustermann gesendet' });

    const mine = (await client.get('/api/me/messages')).json.messages.find((m: { id: string }) => m.id === id);
    expect(mine).toMatchObject({ status: 'replied', reply: 'Ja, am Montag sind noch Plätze frei.', newReply: true });
    expect((await client.get('/api/me/overview')).json.newMessages).toBe(newBefore);
  });

  it('answers an unknown or malformed id with a German 404, never 500', async () => {
    for (const path of ['/api/admin/messages/nicht-da/read', `/api/admin/messages/${crypto.randomUUID()}/read`]) {
      const res = await admin.post(path);
      expect(res.status).toBe(404);
      expect(res.json.error.message).toBe('Die Nachricht wurde nicht gefunden.');
    }
    expect((await admin.post(`/api/admin/messages/${crypto.randomUUID()}/reply`, { reply: 'Hallo' })).status).toBe(404);
    expect((await admin.request('POST', `/api/admin/messages/${crypto.randomUUID()}/reply`, 'kein json')).status).toBe(400);
  });
});
