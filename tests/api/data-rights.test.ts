import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authAccounts,
  authSessions,
  authVerifications,
  bookings,
  mails,
  messages,
  newsletterSubscribers,
  payments,
  profiles,
  pushSubscriptions,
  sessionWaitlist,
  sessions,
  trainers,
  userRoles,
} from '../../src/server/db/schema';
import { createCourse, createMessage, createPayment, createSession, createSubscriber, createTrainer, createUser, randomHex } from '../../src/server/db/factories';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = { client: TestClient; id: string; email: string; password: string };

let counter = 0;
async function member(roles: ('TRAINER' | 'ADMIN')[] = []): Promise<Member> {
  const user = await createUser(t.db, { email: `rechte${++counter}-${randomHex(3)}@example.de`, firstName: `Rita${counter}`, lastName: 'Recht', phone: '0341 5550', roles });
  const client = t.client();
  const res = await client.signIn(user.email, user.password);
  if (res.status !== 200) throw new Error(`sign-in failed ${res.status}`);
  return { client, id: user.id, email: user.email, password: user.password };
}

async function sessionWithCapacity(capacity: number, startsInHours = 48) {
  const course = await createCourse(t.db, { maxParticipants: capacity });
  return createSession(t.db, { courseId: course.id, startTime: new Date(Date.now() + startsInHours * 3_600_000) });
}

/** A member with one of everything the export covers. */
async function memberWithData(): Promise<Member & { secrets: string[] }> {
  const m = await member();
  expect((await m.client.request('PATCH', '/api/me/profile', { birthDate: '1979-11-03' })).status).toBe(200);
  const session = await sessionWithCapacity(1);
  expect((await m.client.post('/api/bookings', { sessionId: session.id })).json.status).toBe('confirmed');
  const full = await sessionWithCapacity(1);
  await (await member()).client.post('/api/bookings', { sessionId: full.id });
  expect((await m.client.post('/api/bookings', { sessionId: full.id })).json.status).toBe('waitlist');
  await createPayment(t.db, { userId: m.id, amount: 89, status: 'completed', paymentMethod: 'Lastschrift' });
  await createMessage(t.db, { userId: m.id, subject: 'Frage zum Yogakurs', status: 'replied', reply: 'Gern geschehen.' });
  const subscriber = await createSubscriber(t.db, { email: m.email, status: 'active' });
  const push = { endpoint: `https://push.example.net/send/${randomHex(12)}`, p256dh: `p256-${randomHex(16)}`, auth: `auth-${randomHex(8)}` };
  await t.db.insert(pushSubscriptions).values({ userId: m.id, ...push });
  const feedUrl: string = (await m.client.get('/api/me/calendar')).json.url;
  const [account] = await t.db.select().from(authAccounts).where(eq(authAccounts.userId, m.id));
  const sessionTokens = (await t.db.select().from(authSessions).where(eq(authSessions.userId, m.id))).map((s) => s.token);
  const calendarToken = feedUrl.split('/').pop()!.replace(/\.ics$/, '');
  return { ...m, secrets: [account.password!, ...sessionTokens, calendarToken, subscriber.token, push.endpoint, push.p256dh, push.auth] };
}

describe('GET /api/me/export', () => {
  it("answers a JSON file of the member's own data, without secrets and without anyone else's data", async () => {
    const m = await memberWithData();
    const other = await memberWithData();
    const res = await m.client.get('/api/me/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="meine-daten-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');

    const data = res.json;
    expect(data.profile).toMatchObject({ id: m.id, email: m.email, firstName: expect.stringMatching(/^Rita/), lastName: 'Recht', phone: '0341 5550', birthDate: '1979-11-03' });
    expect(data.roles).toEqual(['MEMBER']);
    expect(data.bookings).toHaveLength(1);
    expect(data.bookings[0]).toMatchObject({ status: 'confirmed', session: { course: expect.any(String), startTime: expect.any(String), status: 'scheduled' } });
    expect(data.waitlist).toHaveLength(1);
    expect(data.payments).toEqual([expect.objectContaining({ amount: 89, status: 'completed', paymentMethod: 'Lastschrift' })]);
    expect(data.messages).toEqual([expect.objectContaining({ subject: 'Frage zum Yogakurs', reply: 'Gern geschehen.' })]);
    expect(data.newsletter).toMatchObject({ email: m.email, status: 'active' });
    expect(data.pushSubscriptions).toEqual([{ host: 'push.example.net', createdAt: expect.any(String) }]);
    expect(data.calendarFeed).toEqual({ exists: true });

    for (const secret of m.secrets) expect(res.text).not.toContain(secret);
    expect(res.text).not.toMatch(/password|token|p256dh/i);
    for (const value of [other.id, other.email, ...other.secrets]) expect(res.text).not.toContain(value);
  });

  it('needs a sign-in', async () => {
    const res = await t.client().get('/api/me/export');
    expect(res.status).toBe(401);
    expect(res.text).not.toContain('profile');
  });
});

describe('POST /api/me/delete', () => {
  it('refuses a missing or wrong password in German and changes nothing', async () => {
    const m = await memberWithData();
    const before = await m.client.get('/api/me/export');
    const missing = await m.client.post('/api/me/delete', {});
    expect(missing.status).toBe(400);
    expect(missing.json.error.fields.password).toBe('Bitte geben Sie Ihr Passwort ein.');
    const wrong = await m.client.post('/api/me/delete', { password: 'Falsch-2026' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toMatchObject({ code: 'INVALID_PASSWORD', message: 'Das Passwort ist nicht korrekt.' });
    const after = await m.client.get('/api/me/export');
    expect(after.status).toBe(200);
    expect({ ...after.json, exportedAt: null }).toEqual({ ...before.json, exportedAt: null });
  });

  it('limits password attempts per member', async () => {
    const limited = await createTestApp({ RATE_LIMIT: 'on' });
    try {
      const user = await createUser(limited.db);
      const client = await limited.clientSignedInAs(user.id);
      for (let i = 0; i < 5; i++) expect((await client.post('/api/me/delete', { password: `Falsch-${i}` })).status).toBe(400);
      const res = await client.post('/api/me/delete', { password: user.password });
      expect(res.status).toBe(429);
      expect(res.json.error.message).toMatch(/Zu viele Versuche/);
      expect((await limited.db.select().from(profiles).where(eq(profiles.id, user.id)))[0].deletedAt).toBeNull();
    } finally {
      await limited.close();
    }
  });

  it('deletes the account: upcoming bookings released to the waiting list, personal data gone, payments kept anonymously', async () => {
    const m = await memberWithData();
    const bystander = await memberWithData();
    const elsewhere = t.client();
    expect((await elsewhere.signIn(m.email, m.password)).status).toBe(200);

    // A full session with someone waiting: the member's spot must reach them as on a cancellation.
    const session = await sessionWithCapacity(1);
    expect((await m.client.post('/api/bookings', { sessionId: session.id })).json.status).toBe('confirmed');
    const waiting = await member();
    expect((await waiting.client.post('/api/bookings', { sessionId: session.id })).json.status).toBe('waitlist');
    // A past booking stays as the session's attendance.
    const past = await createSession(t.db, { startTime: new Date(Date.now() - 48 * 3_600_000) });
    await t.db.insert(bookings).values({ userId: m.id, sessionId: past.id, status: 'confirmed' });
    await t.db.update(sessions).set({ currentParticipants: 1 }).where(eq(sessions.id, past.id));
    expect((await m.client.post('/api/me/messages', { subject: 'Kündigung', message: 'Ich möchte mein Konto löschen.' })).status).toBe(200);
    expect(await t.db.select().from(mails).where(eq(mails.replyTo, m.email))).toHaveLength(1);
    const trainer = await createTrainer(t.db, { userId: m.id });
    await t.db.insert(userRoles).values({ userId: m.id, role: 'TRAINER' });

    const res = await m.client.post('/api/me/delete', { password: m.password });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Ihr Konto wurde gelöscht.');
    expect(res.headers.getSetCookie().some((cookie) => /^better-auth\.session_token=;/.test(cookie) && /max-age=0/i.test(cookie))).toBe(true);
    expect((await m.client.get('/api/me')).status).toBe(401);
    expect((await elsewhere.get('/api/me')).status).toBe(401);

    // The freed spot: cancelled, seat back, the waiting member told by mail, nobody booked automatically.
    const mine = await t.db.select().from(bookings).where(and(eq(bookings.userId, m.id), eq(bookings.sessionId, session.id)));
    expect(mine.map((b) => b.status)).toEqual(['cancelled']);
    expect((await t.db.select().from(sessions).where(eq(sessions.id, session.id)))[0].currentParticipants).toBe(0);
    const told = await t.db.select().from(mails).where(and(eq(mails.to, waiting.email), eq(mails.template, 'waitlist-spot-free')));
    expect(told).toHaveLength(1);
    expect((await waiting.client.post('/api/bookings', { sessionId: session.id })).json.status).toBe('confirmed');
    expect(await t.db.select().from(sessionWaitlist).where(eq(sessionWaitlist.userId, m.id))).toEqual([]);
    expect((await t.db.select().from(bookings).where(and(eq(bookings.userId, m.id), eq(bookings.sessionId, past.id))))[0].status).toBe('confirmed');

    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, m.id));
    expect(profile).toMatchObject({ name: 'Gelöschtes Mitglied', firstName: null, lastName: null, phone: null, birthDate: null, calendarToken: null, email: `geloescht+${m.id}@invalid` });
    expect(profile.deletedAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(authSessions).where(eq(authSessions.userId, m.id))).toEqual([]);
    expect(await t.db.select().from(authAccounts).where(eq(authAccounts.userId, m.id))).toEqual([]);
    expect(await t.db.select().from(userRoles).where(eq(userRoles.userId, m.id))).toEqual([]);
    expect(await t.db.select().from(messages).where(eq(messages.userId, m.id))).toEqual([]);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, m.id))).toEqual([]);
    expect(await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, m.email))).toEqual([]);
    expect(await t.db.select().from(mails).where(eq(mails.to, m.email))).toEqual([]);
    expect(await t.db.select().from(mails).where(eq(mails.replyTo, m.email))).toEqual([]);
    expect((await t.db.select().from(trainers).where(eq(trainers.id, trainer.id)))[0].userId).toBeNull();

    // Payments stay for the bookkeeping, under the anonymised profile.
    const kept = await t.db.select({ amount: payments.amount, name: profiles.name }).from(payments).innerJoin(profiles, eq(profiles.id, payments.userId)).where(eq(payments.userId, m.id));
    expect(kept).toEqual([{ amount: 89, name: 'Gelöschtes Mitglied' }]);

    // Nobody else's data is touched.
    const theirs = await bystander.client.get('/api/me/export');
    expect(theirs.json).toMatchObject({ bookings: [expect.anything()], waitlist: [expect.anything()], payments: [expect.anything()], messages: [expect.anything()], newsletter: { status: 'active' } });
    expect(theirs.json.pushSubscriptions).toHaveLength(1);
  });

  it('the old password never signs in again, and the address can register anew', async () => {
    const m = await member();
    // A reset link asked for before deleting must not set a password on the anonymised account later.
    expect((await t.client().post('/api/auth/request-password-reset', { email: m.email, redirectTo: '/auth' })).status).toBe(200);
    await t.jobs.drain();
    expect(await t.db.select().from(authVerifications).where(eq(authVerifications.value, m.id))).toHaveLength(1);
    expect((await m.client.post('/api/me/delete', { password: m.password })).status).toBe(200);
    expect(await t.db.select().from(authVerifications).where(eq(authVerifications.value, m.id))).toEqual([]);
    const signIn = await t.client().signIn(m.email, m.password);
    expect(signIn.status).toBe(401);
    expect(signIn.json.message).toBe('Ungültige E-Mail oder Passwort');
    const reset = await t.client().post('/api/auth/request-password-reset', { email: m.email, redirectTo: '/auth' });
    expect(reset.status).toBe(200);
    await t.jobs.drain();
    expect(await t.db.select().from(mails).where(eq(mails.to, m.email))).toEqual([]);

    const again = t.client();
    const signUp = await again.signUp({ email: m.email, password: 'Neuanfang-2026', firstName: 'Rita', lastName: 'Neu' });
    expect(signUp.status).toBe(200);
    const me = (await again.get('/api/me')).json.user;
    expect(me.email).toBe(m.email);
    expect(me.id).not.toBe(m.id);
    expect((await again.get('/api/me/export')).json).toMatchObject({ bookings: [], payments: [], messages: [] });
  });

  it('keeps the only administrator, so someone can still run the centre', async () => {
    const own = await createTestApp();
    try {
      const admin = await createUser(own.db, { roles: ['ADMIN'] });
      const client = await own.clientSignedInAs(admin.id);
      const refused = await client.post('/api/me/delete', { password: admin.password });
      expect(refused.status).toBe(409);
      expect(refused.json.error.message).toMatch(/einzige Person mit Administratorrechten/);
      expect((await own.db.select().from(profiles).where(eq(profiles.id, admin.id)))[0].deletedAt).toBeNull();
      expect((await client.get('/api/me')).status).toBe(200);
      // With a second administrator, the first may go.
      await createUser(own.db, { roles: ['ADMIN'] });
      expect((await client.post('/api/me/delete', { password: admin.password })).status).toBe(200);
    } finally {
      await own.close();
    }
  });

  it('needs a sign-in', async () => {
    const res = await t.client().post('/api/me/delete', { password: 'Irgendwas-1' });
    expect(res.status).toBe(401);
  });
});
