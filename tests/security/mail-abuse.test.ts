import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mails } from '../../src/server/db/schema';
import { createCourse, createSession, createUser } from '../../src/server/db/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const mailsTo = async (to: string, template: string) => (await t.db.select().from(mails).where(and(eq(mails.to, to), eq(mails.template, template)))).length;

describe('mail bombing through the newsletter', () => {
  it('one client asking for the same address again and again gets 429 in German after three mails', async () => {
    const client = t.client();
    const email = `opfer-${Date.now()}@example.de`;
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await client.post('/api/newsletter/subscribe', { email });
      statuses.push(res.status);
      if (res.status === 429) expect(res.json.error.message).toMatch(/^Zu viele Versuche/);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
    expect(await mailsTo(email, 'newsletter-confirm')).toBe(3);
  });

  it('clients with rotating addresses cannot mail one address more than three times either', async () => {
    const email = `opfer2-${Date.now()}@example.de`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await t.client().post('/api/newsletter/subscribe', { email })).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
  });
});

describe('mail bombing through the contact form', () => {
  it('one sender address from rotating client addresses gets 429 in German after three messages', async () => {
    const email = `absender-${Date.now()}@example.de`;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.client().post('/api/contact', { name: 'Eva', email, message: `Hallo, Nachricht Nummer ${i + 1}.` });
      statuses.push(res.status);
      if (res.status === 429) expect(res.json.error.message).toMatch(/sehr viele Nachrichten gesendet/);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});

describe('mail bombing through bookings', () => {
  it('a member booking and cancelling in a loop gets 429 in German after 30 actions', async () => {
    const member = await createUser(t.db);
    const client = await t.clientSignedInAs(member.id);
    const session = await createSession(t.db, { courseId: (await createCourse(t.db)).id, startTime: new Date(Date.now() + 2 * 86_400_000) });
    const statuses: number[] = [];
    let refusal: { code: string; message: string } | undefined;
    for (let cycle = 0; cycle < 18 && !refusal; cycle++) {
      const booked = await client.post('/api/bookings', { sessionId: session.id });
      statuses.push(booked.status);
      if (booked.status !== 200) refusal = booked.json.error;
      else {
        const cancelled = await client.post(`/api/bookings/${booked.json.bookingId}/cancel`);
        statuses.push(cancelled.status);
        if (cancelled.status !== 200) refusal = cancelled.json.error;
      }
    }
    expect(statuses).toEqual([...Array<number>(30).fill(200), 429]);
    expect(refusal).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/sehr viele Buchungen oder Stornierungen/) });
    // At most one confirmation per accepted booking (15), however long the loop had gone on.
    await t.jobs.drain();
    expect(await mailsTo(member.email, 'booking-confirmed')).toBeLessThanOrEqual(15);
  });

  it('a book/cancel cycle tells each person waiting only once about the session within ten minutes', async () => {
    const course = await createCourse(t.db, { maxParticipants: 1 });
    const session = await createSession(t.db, { courseId: course.id, startTime: new Date(Date.now() + 86_400_000) });
    const cycler = await t.clientSignedInAs((await createUser(t.db)).id);
    const waiting = await Promise.all([createUser(t.db), createUser(t.db)]);
    expect((await cycler.post('/api/bookings', { sessionId: session.id })).json.status).toBe('confirmed');
    for (const person of waiting) expect((await (await t.clientSignedInAs(person.id)).post('/api/bookings', { sessionId: session.id })).json.status).toBe('waitlist');

    for (let cycle = 0; cycle < 3; cycle++) {
      const booking = (await cycler.get('/api/me/bookings')).json.bookings.find((b: { status: string }) => b.status === 'confirmed');
      expect((await cycler.post(`/api/bookings/${booking.id}/cancel`)).status).toBe(200);
      expect((await cycler.post('/api/bookings', { sessionId: session.id })).json.status).toBe('confirmed');
    }
    for (const person of waiting) expect(await mailsTo(person.email, 'waitlist-spot-free')).toBe(1);
  });
});
