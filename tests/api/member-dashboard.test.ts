import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mails, messages } from '../../src/server/db/schema';
import { createBooking, createMessage, createPayment, createSession, createUser, upsertSettings } from '../../src/server/db/factories';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);

async function member(input: { firstName?: string } = {}) {
  const user = await createUser(t.db, input);
  return { user, client: await t.clientSignedInAs(user.id) };
}

const overview = async (client: TestClient) => {
  const res = await client.get('/api/me/overview');
  expect(res.status).toBe(200);
  return res.json;
};

describe('GET /api/me/overview', () => {
  it('greets by first name, or with null when there is none', async () => {
    expect((await overview((await member({ firstName: 'Jana' })).client)).firstName).toBe('Jana');
    expect((await overview((await member({ firstName: '  ' })).client)).firstName).toBeNull();
  });

  it('counts upcoming courses: confirmed bookings of sessions that start in the future only', async () => {
    const { user, client } = await member();
    await createBooking(t.db, { userId: user.id, sessionId: (await createSession(t.db, { startTime: ahead(2 * DAY) })).id });
    await createBooking(t.db, { userId: user.id, sessionId: (await createSession(t.db, { startTime: ahead(3 * DAY) })).id });
    // Not upcoming: a confirmed booking of a session that has started, a cancelled future booking, someone else's.
    await createBooking(t.db, { userId: user.id, sessionId: (await createSession(t.db, { startTime: ago(2 * HOUR) })).id });
    await createBooking(t.db, { userId: user.id, status: 'cancelled', sessionId: (await createSession(t.db, { startTime: ahead(DAY) })).id });
    await createBooking(t.db, { sessionId: (await createSession(t.db, { startTime: ahead(DAY) })).id });

    const counters = await overview(client);
    expect(counters.upcomingBookings).toBe(2);
    // Total: every booking of the member, whatever its status or time.
    expect(counters.totalBookings).toBe(4);
  });

  it('counts open payments: status pending only', async () => {
    const { user, client } = await member();
    await createPayment(t.db, { userId: user.id, status: 'pending' });
    await createPayment(t.db, { userId: user.id, status: 'pending' });
    for (const status of ['completed', 'failed', 'refunded'] as const) await createPayment(t.db, { userId: user.id, status });
    await createPayment(t.db, { status: 'pending' });
    expect((await overview(client)).openPayments).toBe(2);
  });

  it('counts new messages: unread ones and replies not seen yet; a seen reply is no longer new', async () => {
    const { user, client } = await member();
    await createMessage(t.db, { userId: user.id, status: 'unread' });
    await createMessage(t.db, { userId: user.id, status: 'read' });
    const replied = await createMessage(t.db, { userId: user.id, status: 'replied' });
    await createMessage(t.db, { status: 'unread' });
    expect((await overview(client)).newMessages).toBe(2);

    const listed = (await client.get('/api/me/messages')).json.messages;
    expect(listed.find((m: { id: string }) => m.id === replied.id).newReply).toBe(true);

    const seen = await client.post('/api/me/messages/seen');
    expect(seen.status).toBe(200);
    expect(seen.json).toEqual({ seen: 1 });
    expect((await overview(client)).newMessages).toBe(1);
    expect((await client.get('/api/me/messages')).json.messages.find((m: { id: string }) => m.id === replied.id).newReply).toBe(false);
    // Seeing again changes nothing, and the moment it was first seen stays.
    const [{ replySeenAt }] = await t.db.select({ replySeenAt: messages.replySeenAt }).from(messages).where(eq(messages.id, replied.id));
    expect((await client.post('/api/me/messages/seen')).json).toEqual({ seen: 0 });
    const [after] = await t.db.select({ replySeenAt: messages.replySeenAt }).from(messages).where(eq(messages.id, replied.id));
    expect(after.replySeenAt).toEqual(replySeenAt);
  });

  it('is for signed-in members only', async () => {
    for (const path of ['/api/me/overview', '/api/me/payments', '/api/me/messages']) expect((await t.client().get(path)).status).toBe(401);
    expect((await t.client().post('/api/me/messages/seen')).status).toBe(401);
  });
});

describe('GET /api/me/payments', () => {
  it('lists the own payments newest first, with amount, currency, method and paid-on date', async () => {
    const { user, client } = await member();
    const old = await createPayment(t.db, { userId: user.id, amount: 120, status: 'completed', createdAt: ago(20 * DAY), paidAt: ago(19 * DAY), paymentMethod: 'SEPA-Lastschrift' });
    const recent = await createPayment(t.db, { userId: user.id, amount: 59, status: 'pending', createdAt: ago(DAY), paymentMethod: null });
    const middle = await createPayment(t.db, { userId: user.id, amount: 15, status: 'refunded', createdAt: ago(5 * DAY) });
    await createPayment(t.db, { amount: 99 });

    const res = await client.get('/api/me/payments');
    expect(res.status).toBe(200);
    expect(res.json.payments.map((p: { id: string }) => p.id)).toEqual([recent.id, middle.id, old.id]);
    expect(res.json.payments[0]).toEqual({
      id: recent.id,
      amount: 59,
      currency: 'EUR',
      paymentMethod: null,
      status: 'pending',
      createdAt: recent.createdAt.toISOString(),
      paidAt: null,
    });
    expect(res.json.payments[2]).toMatchObject({ amount: 120, paymentMethod: 'SEPA-Lastschrift', paidAt: old.paidAt!.toISOString() });
  });
});

describe('messages', () => {
  it('lists the own messages newest first, with the reply and its date', async () => {
    const { user, client } = await member();
    const old = await createMessage(t.db, { userId: user.id, status: 'replied', reply: 'Ja, gern.', createdAt: ago(10 * DAY), repliedAt: ago(9 * DAY) });
    const recent = await createMessage(t.db, { userId: user.id, createdAt: ago(HOUR) });
    await createMessage(t.db, { createdAt: ago(1000) });

    const res = await client.get('/api/me/messages');
    expect(res.status).toBe(200);
    expect(res.json.messages.map((m: { id: string }) => m.id)).toEqual([recent.id, old.id]);
    expect(res.json.messages[1]).toMatchObject({ status: 'replied', reply: 'Ja, gern.', repliedAt: old.repliedAt!.toISOString(), newReply: true });
    expect(res.json.messages[0]).toMatchObject({ status: 'unread', reply: null, repliedAt: null, newReply: false });
  });

  it('stores a new message trimmed and unread, and queues the notice to the contact address with it', async () => {
    await upsertSettings(t.db, { contactEmail: 'buero@sportzentrum.example' });
    const { user, client } = await member({ firstName: 'Paula' });
    const res = await client.post('/api/me/messages', { subject: '  Frage zum Kurs  ', message: '  Ist der Kurs am Montag voll?  ' });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Nachricht gesendet');
    expect(res.json.item).toMatchObject({ subject: 'Frage zum Kurs', message: 'Ist der Kurs am Montag voll?', status: 'unread', reply: null, newReply: false });

    const listed = (await client.get('/api/me/messages')).json.messages;
    expect(listed[0]).toEqual(res.json.item);
    expect((await overview(client)).newMessages).toBe(1);

    const [stored] = await t.db.select().from(messages).where(eq(messages.id, res.json.item.id));
    expect(stored.userId).toBe(user.id);
    const notices = await t.db
      .select()
      .from(mails)
      .where(and(eq(mails.template, 'member-message-notification'), eq(mails.replyTo, user.email)));
    expect(notices).toHaveLength(1);
    expect(notices[0].to).toBe('buero@sportzentrum.example');
    expect(notices[0].subject).toContain('Frage zum Kurs');
    expect(notices[0].text).toContain('Ist der Kurs am Montag voll?');
  });

  it('refuses blank, missing and overlong fields in German, and stores nothing', async () => {
    const { user, client } = await member();
    const blank = await client.post('/api/me/messages', { subject: '   ', message: '' });
    expect(blank.status).toBe(400);
    expect(blank.json.error.fields).toEqual({ subject: 'Bitte geben Sie einen Betreff ein.', message: 'Bitte geben Sie eine Nachricht ein.' });

    const missing = await client.post('/api/me/messages', {});
    expect(missing.status).toBe(400);
    expect(missing.json.error.fields).toEqual({ subject: 'Bitte geben Sie einen Betreff ein.', message: 'Bitte geben Sie eine Nachricht ein.' });

    const long = await client.post('/api/me/messages', { subject: 'x'.repeat(151), message: 'y'.repeat(5001) });
    expect(long.status).toBe(400);
    expect(long.json.error.fields).toEqual({
      subject: 'Der Betreff darf höchstens 150 Zeichen lang sein.',
      message: 'Die Nachricht darf höchstens 5000 Zeichen lang sein.',
    });

    expect(await t.db.select().from(messages).where(eq(messages.userId, user.id))).toHaveLength(0);
    expect(await t.db.select().from(mails).where(eq(mails.replyTo, user.email))).toHaveLength(0);
  });

  it('answers guests 401 and stores nothing', async () => {
    const subject = `Gastnachricht ${Date.now()}`;
    const res = await t.client().post('/api/me/messages', { subject, message: 'Test' });
    expect(res.status).toBe(401);
    expect(res.json.error.message).toBe('Bitte melden Sie sich an.');
    expect(await t.db.select().from(messages).where(eq(messages.subject, subject))).toHaveLength(0);
  });

  it('lets one member send ten messages an hour, then answers 429 in German and mails nothing more', async () => {
    const { user, client } = await member();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await client.post('/api/me/messages', { subject: `Nachricht ${i}`, message: 'Hallo' });
      statuses.push(res.status);
      if (res.status === 429) expect(res.json.error.message).toMatch(/^Sie haben in kurzer Zeit sehr viele Nachrichten gesendet/);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
    expect(await t.db.select().from(messages).where(eq(messages.userId, user.id))).toHaveLength(10);
    expect(await t.db.select().from(mails).where(eq(mails.replyTo, user.email))).toHaveLength(10);
  });
});
