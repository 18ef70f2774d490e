import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings, familyMembers, mails, passes, sessionWaitlist, sessions } from '../../src/server/db/schema';
import {
  createAdmin,
  createBooking,
  createCourse,
  createPrice,
  createSession,
  createTrainerWithUser,
  createUser,
  upsertSettings,
} from '../../src/server/db/factories';
import { berlinToday } from '../../src/shared/time';
import { isGerman } from '../support/german';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

/*
 * Families: a member books places for their children and partner. Each family member is a person of their
 * own for the booking engine (one place per person and session, their own passes, the course's age range
 * on the session's day), while the member's account manages, pays, is mailed and cancels.
 */

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  // Members and the office make many requests in quick succession: only the rules may answer here.
  t = await createTestApp({ API_BUDGET: 'off' });
  admin = await t.clientSignedInAs((await createAdmin(t.db)).id);
});
afterAll(() => t.close());

beforeEach(() =>
  upsertSettings(t.db, {
    cancellationDeadlineHours: 0,
    bookingWindowDays: null,
    waitlistClosesMinutes: null,
    passRequired: false,
    trialWithoutPass: false,
    lateCancellation: 'refuse',
    noShowBlockAfter: null,
    noShowBlockDays: null,
    waitlistMode: 'notify_all',
  }),
);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let counter = 0;
async function member(phone: string | null = null) {
  const user = await createUser(t.db, { email: `familie${++counter}-${Date.now()}@example.de`, firstName: 'Max', lastName: `Muster${counter}`, phone });
  return { ...user, client: await t.clientSignedInAs(user.id) };
}
type Member = Awaited<ReturnType<typeof member>>;

/** YYYY-MM-DD `years` years and `months` months before today (Berlin), on the 1st of its month when `day` is set. */
function bornAgo(years: number, months = 0, day?: number) {
  const [y, m, d] = berlinToday().split('-').map(Number);
  const total = y * 12 + (m - 1) - years * 12 - months;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}-${String(day ?? Math.min(d, 28)).padStart(2, '0')}`;
}

/** The same calendar day `years` years before `from` (a 29 February becomes the 28th). */
function sameDayYearsBefore(years: number, from = new Date()) {
  const [y, m, d] = berlinToday(from).split('-');
  return `${Number(y) - years}-${m}-${m === '02' && d === '29' ? '28' : d}`;
}

const addChild = async (m: Member, body: Record<string, unknown> = {}) => {
  const res = await m.client.post('/api/me/family-members', { firstName: 'Mia', lastName: 'Muster', birthDate: bornAgo(6, 4), relation: 'child', ...body });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.familyMember as { id: string; firstName: string; lastName: string; birthDate: string; relation: string };
};

async function sessionIn(ms: number, course: { capacity?: number; minAgeMonths?: number | null; maxAgeMonths?: number | null } = {}) {
  const c = await createCourse(t.db, { maxParticipants: course.capacity ?? 5, minAgeMonths: course.minAgeMonths ?? null, maxAgeMonths: course.maxAgeMonths ?? null });
  return createSession(t.db, { courseId: c.id, startTime: new Date(Date.now() + ms) });
}

const book = (m: Member, sessionId: string, familyMemberId?: string | null) => m.client.post('/api/bookings', { sessionId, familyMemberId });
const liveBookingsOf = (sessionId: string) =>
  t.db.select().from(bookings).where(and(eq(bookings.sessionId, sessionId), sql`${bookings.status} <> 'cancelled'`));
const seat = async (sessionId: string) => (await t.db.select().from(sessions).where(eq(sessions.id, sessionId)))[0];

describe('Familienmitglieder in Mein Profil', () => {
  it('adds, lists, edits and removes the member’s own family members', async () => {
    const m = await member();
    expect((await m.client.get('/api/me/family-members')).json).toEqual({ familyMembers: [] });

    const added = await m.client.post('/api/me/family-members', { firstName: ' Mia ', lastName: 'Muster', birthDate: '2019-03-14', relation: 'child' });
    expect(added.status).toBe(200);
    expect(added.json.message).toBe('Mia Muster wurde als Familienmitglied hinzugefügt.');
    expect(added.json.familyMember).toMatchObject({ firstName: 'Mia', lastName: 'Muster', birthDate: '2019-03-14', relation: 'child' });
    const partner = await m.client.post('/api/me/family-members', { firstName: 'Julia', lastName: 'Muster', birthDate: '1988-07-01', relation: 'partner' });
    expect(partner.status).toBe(200);
    expect((await m.client.get('/api/me/family-members')).json.familyMembers.map((f: { firstName: string }) => f.firstName)).toEqual(['Mia', 'Julia']);

    const id = added.json.familyMember.id;
    const edited = await m.client.put(`/api/me/family-members/${id}`, { firstName: 'Mia', lastName: 'Muster-Lang', birthDate: '2019-03-15', relation: 'child' });
    expect(edited.status).toBe(200);
    expect(edited.json.message).toBe('Die Angaben zu Mia Muster-Lang wurden gespeichert.');
    expect(edited.json.familyMember).toMatchObject({ lastName: 'Muster-Lang', birthDate: '2019-03-15' });

    const removed = await m.client.delete(`/api/me/family-members/${id}`);
    expect(removed.status).toBe(200);
    expect(removed.json.message).toBe('Mia Muster-Lang wurde aus Ihren Familienmitgliedern entfernt.');
    expect((await m.client.get('/api/me/family-members')).json.familyMembers.map((f: { firstName: string }) => f.firstName)).toEqual(['Julia']);
    // A soft delete: the row stays for the history, stamped.
    const [row] = await t.db.select().from(familyMembers).where(eq(familyMembers.id, id));
    expect(row.removedAt).not.toBeNull();
    expect((await m.client.delete(`/api/me/family-members/${id}`)).status).toBe(404);
    expect((await m.client.put(`/api/me/family-members/${id}`, { firstName: 'Mia', lastName: 'Muster', birthDate: '2019-03-15', relation: 'child' })).status).toBe(404);
  });

  it('refuses invalid input with German messages per field', async () => {
    const m = await member();
    const tomorrow = new Date(Date.now() + DAY + 2 * HOUR).toISOString().slice(0, 10);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstName: '' }, 'firstName', 'Bitte geben Sie einen Vornamen ein.'],
      [{ lastName: '   ' }, 'lastName', 'Bitte geben Sie einen Nachnamen ein.'],
      [{ firstName: 'x'.repeat(101) }, 'firstName', 'Vor- und Nachname dürfen höchstens 100 Zeichen lang sein.'],
      [{ birthDate: tomorrow }, 'birthDate', 'Das Geburtsdatum darf nicht in der Zukunft liegen.'],
      [{ birthDate: bornAgo(121) }, 'birthDate', 'Das Geburtsdatum darf höchstens 120 Jahre zurückliegen.'],
      [{ birthDate: '2019-02-30' }, 'birthDate', 'Bitte geben Sie ein gültiges Geburtsdatum ein (TT.MM.JJJJ).'],
      [{ birthDate: undefined }, 'birthDate', 'Bitte geben Sie ein gültiges Geburtsdatum ein (TT.MM.JJJJ).'],
      [{ relation: 'cousin' }, 'relation', 'Bitte wählen Sie, ob es Ihr Kind oder Ihr Partner / Ihre Partnerin ist.'],
    ];
    for (const [change, field, message] of cases) {
      const res = await m.client.post('/api/me/family-members', { firstName: 'Mia', lastName: 'Muster', birthDate: '2019-03-14', relation: 'child', ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.json.error.fields[field]).toBe(message);
      expect(isGerman(res.json.error.message)).toBe(true);
    }
    // 120 years ago to the day is still accepted.
    expect((await m.client.post('/api/me/family-members', { firstName: 'Oma', lastName: 'Muster', birthDate: sameDayYearsBefore(120), relation: 'partner' })).status).toBe(200);
    expect(await t.db.select().from(familyMembers).where(eq(familyMembers.userId, m.id))).toHaveLength(1);
  });

  it('reaches only the caller’s own family members: another’s answer 404 and stay untouched', async () => {
    const [alice, bob] = [await member(), await member()];
    const child = await addChild(alice);
    const body = { firstName: 'Eve', lastName: 'Böse', birthDate: '2019-01-01', relation: 'child' };
    for (const res of [await bob.client.put(`/api/me/family-members/${child.id}`, body), await bob.client.delete(`/api/me/family-members/${child.id}`)]) {
      expect(res.status).toBe(404);
      expect(res.json.error).toMatchObject({ code: 'FAMILY_MEMBER_NOT_FOUND', message: 'Dieses Familienmitglied wurde nicht gefunden.' });
    }
    expect((await bob.client.get('/api/me/family-members')).json.familyMembers).toEqual([]);
    expect((await alice.client.get('/api/me/family-members')).json.familyMembers).toMatchObject([{ id: child.id, firstName: 'Mia', lastName: 'Muster' }]);
    expect((await bob.client.delete('/api/me/family-members/kein-uuid')).status).toBe(404);
    // Nor can Bob book for Alice's child: nothing is written.
    const session = await sessionIn(2 * DAY);
    const res = await book(bob, session.id, child.id);
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe('FAMILY_MEMBER_NOT_FOUND');
    expect(await liveBookingsOf(session.id)).toHaveLength(0);
    expect((await bob.client.get(`/api/sessions/${session.id}/booking-option?familyMemberId=${child.id}`)).status).toBe(404);
  });

  it('keeps at most ten family members per account', async () => {
    const m = await member();
    for (let i = 0; i < 10; i++) await addChild(m, { firstName: `Kind${i}` });
    const res = await m.client.post('/api/me/family-members', { firstName: 'Elf', lastName: 'Muster', birthDate: '2020-01-01', relation: 'child' });
    expect(res.status).toBe(409);
    expect(res.json.error).toMatchObject({ code: 'FAMILY_MEMBER_LIMIT', message: 'Sie können höchstens 10 Familienmitglieder eintragen.' });
  });

  it('refuses to remove someone with an upcoming place, and keeps the name on past bookings after removal', async () => {
    const m = await member();
    const child = await addChild(m);
    const past = await sessionIn(-2 * DAY);
    await createBooking(t.db, { userId: m.id, sessionId: past.id, familyMemberId: child.id, status: 'attended' });
    const upcoming = await sessionIn(2 * DAY);
    expect((await book(m, upcoming.id, child.id)).json.status).toBe('confirmed');

    const refused = await m.client.delete(`/api/me/family-members/${child.id}`);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatchObject({ code: 'FAMILY_MEMBER_HAS_BOOKINGS' });
    expect(refused.json.error.message).toMatch(/^Für Mia Muster gibt es noch anstehende Buchungen/);

    const [booking] = await t.db.select().from(bookings).where(and(eq(bookings.sessionId, upcoming.id), eq(bookings.familyMemberId, child.id)));
    expect((await m.client.post(`/api/bookings/${booking.id}/cancel`)).status).toBe(200);
    expect((await m.client.delete(`/api/me/family-members/${child.id}`)).status).toBe(200);

    const mine = (await m.client.get('/api/me/bookings')).json.bookings as { session: { id: string }; familyMember: { firstName: string } | null }[];
    expect(mine.find((b) => b.session.id === past.id)?.familyMember).toMatchObject({ firstName: 'Mia', lastName: 'Muster' });
    // Nobody books for a removed family member.
    const later = await sessionIn(3 * DAY);
    expect((await book(m, later.id, child.id)).json.error.code).toBe('FAMILY_MEMBER_NOT_FOUND');
  });

  it('a removal and a booking for the same child at the same moment never leave a live booking for a removed child', async () => {
    for (let round = 0; round < 4; round++) {
      const m = await member();
      const child = await addChild(m);
      const session = await sessionIn(2 * DAY);
      const [booked, removed] = await Promise.all([book(m, session.id, child.id), m.client.delete(`/api/me/family-members/${child.id}`)]);
      const [row] = await t.db.select().from(familyMembers).where(eq(familyMembers.id, child.id));
      const live = await liveBookingsOf(session.id);
      if (removed.status === 200) {
        expect(row.removedAt).not.toBeNull();
        expect(live).toHaveLength(0);
        expect(booked.status).toBe(404);
      } else {
        expect(removed.json.error.code).toBe('FAMILY_MEMBER_HAS_BOOKINGS');
        expect(row.removedAt).toBeNull();
        expect(live).toHaveLength(1);
      }
    }
  });
});

describe('booking for a family member', () => {
  it('parent and child both book the same session; the child a second time is not booked again', async () => {
    const m = await member();
    const child = await addChild(m);
    const session = await sessionIn(2 * DAY);
    const own = await book(m, session.id);
    expect(own.json).toMatchObject({ status: 'confirmed', alreadyExisted: false, message: 'Ihre Buchung ist bestätigt. Wir freuen uns auf Sie!' });
    const forChild = await book(m, session.id, child.id);
    expect(forChild.json).toMatchObject({ status: 'confirmed', alreadyExisted: false, message: 'Die Buchung für Mia Muster ist bestätigt. Wir freuen uns auf Sie!' });
    const again = await book(m, session.id, child.id);
    expect(again.json).toMatchObject({ status: 'confirmed', alreadyExisted: true, message: 'Für Mia Muster ist dieser Termin bereits gebucht.' });
    expect((await book(m, session.id)).json).toMatchObject({ alreadyExisted: true, message: 'Sie haben diesen Termin bereits gebucht.' });

    const live = await liveBookingsOf(session.id);
    expect(live.map((b) => b.familyMemberId).sort()).toEqual([child.id, null].sort());
    expect((await seat(session.id)).currentParticipants).toBe(2);
    // The database itself holds one live booking per person and session.
    await expect(createBooking(t.db, { userId: m.id, sessionId: session.id, familyMemberId: child.id })).rejects.toThrow();

    // The timetable tells who has a place; Meine Buchungen says for whom.
    const [listed] = (await m.client.get(`/api/sessions?courseId=${session.courseId}`)).json.sessions;
    expect(listed).toMatchObject({ myStatus: 'booked', familyStatuses: [{ familyMemberId: child.id, status: 'booked' }] });
    const mine = (await m.client.get('/api/me/bookings')).json.bookings as { familyMember: { firstName: string } | null }[];
    expect(mine.map((b) => b.familyMember?.firstName ?? null).sort()).toEqual(['Mia', null].sort());
  });

  it('mails the member naming the person: confirmation and a freed place on the waiting list', async () => {
    const m = await member();
    const child = await addChild(m, { firstName: 'Lotta' });
    const session = await sessionIn(3 * DAY, { capacity: 1 });
    const other = await member();
    expect((await book(other, session.id)).json.status).toBe('confirmed');
    const queued = await book(m, session.id, child.id);
    expect(queued.json).toMatchObject({ status: 'waitlist', position: 1 });
    expect(queued.json.message).toMatch(/^Der Termin ist ausgebucht\. Lotta Muster steht auf Platz 1 der Warteliste/);
    const [entry] = await t.db.select().from(sessionWaitlist).where(eq(sessionWaitlist.sessionId, session.id));
    expect(entry.familyMemberId).toBe(child.id);

    const [otherBooking] = await liveBookingsOf(session.id);
    await other.client.post(`/api/bookings/${otherBooking.id}/cancel`);
    await t.jobs.drain();
    const [freed] = await t.db.select().from(mails).where(and(eq(mails.to, m.email), eq(mails.template, 'waitlist-spot-free')));
    expect(freed.subject).toContain('(für Lotta Muster)');
    expect(freed.text).toContain('auf den Lotta Muster wartet');

    expect((await book(m, session.id, child.id)).json.status).toBe('confirmed');
    await t.jobs.drain();
    const [confirmed] = await t.db.select().from(mails).where(and(eq(mails.to, m.email), eq(mails.template, 'booking-confirmed')));
    expect(confirmed.subject).toMatch(/^Buchung bestätigt: .* \(für Lotta Muster\)$/);
    expect(confirmed.text).toContain('Ihre Buchung für Lotta Muster ist bestätigt');
    // Booking the freed place took the child off the waiting list.
    expect(await t.db.select().from(sessionWaitlist).where(eq(sessionWaitlist.sessionId, session.id))).toHaveLength(0);
  });

  it('counts capacity per person: with one place left the child gets it and the parent queues', async () => {
    const m = await member();
    const child = await addChild(m);
    const session = await sessionIn(2 * DAY, { capacity: 2 });
    expect((await book(await member(), session.id)).json.status).toBe('confirmed');
    expect((await book(m, session.id, child.id)).json.status).toBe('confirmed');
    const parent = await book(m, session.id);
    expect(parent.json).toMatchObject({ status: 'waitlist', position: 1, alreadyExisted: false });
    expect(parent.json.message).toMatch(/^Der Termin ist ausgebucht\. Sie stehen auf Platz 1/);
    const s = await seat(session.id);
    expect([s.currentParticipants, s.maxParticipants]).toEqual([2, 2]);
    const [entry] = await t.db.select().from(sessionWaitlist).where(eq(sessionWaitlist.sessionId, session.id));
    expect(entry.familyMemberId).toBeNull();
    const waitlist = (await m.client.get('/api/me/bookings')).json.waitlist as { familyMember: unknown; position: number }[];
    expect(waitlist).toMatchObject([{ familyMember: null, position: 1 }]);
    const [listed] = (await m.client.get(`/api/sessions?courseId=${session.courseId}`)).json.sessions;
    expect(listed).toMatchObject({ myStatus: 'waitlist', familyStatuses: [{ familyMemberId: child.id, status: 'booked' }] });
  });

  it('moves a queued child up automatically and through an accepted offer, as the booking engine decides', async () => {
    await upsertSettings(t.db, { waitlistMode: 'auto' });
    const m = await member();
    const child = await addChild(m, { firstName: 'Paul' });
    const session = await sessionIn(3 * DAY, { capacity: 1 });
    const other = await member();
    await book(other, session.id);
    expect((await book(m, session.id, child.id)).json.message).toMatch(/Paul Muster steht auf Platz 1 der Warteliste und rückt automatisch nach/);
    const [taken] = await liveBookingsOf(session.id);
    await other.client.post(`/api/bookings/${taken.id}/cancel`);
    const [moved] = await liveBookingsOf(session.id);
    expect(moved).toMatchObject({ userId: m.id, familyMemberId: child.id, status: 'confirmed' });
    await t.jobs.drain();
    const [mail] = await t.db.select().from(mails).where(and(eq(mails.to, m.email), eq(mails.template, 'waitlist-moved-up')));
    expect(mail.subject).toMatch(/^Paul Muster ist nachgerückt/);

    await upsertSettings(t.db, { waitlistMode: 'offer', waitlistOfferMinutes: 30 });
    const full = await sessionIn(3 * DAY, { capacity: 1 });
    await book(other, full.id);
    await book(m, full.id, child.id);
    const [held] = await liveBookingsOf(full.id);
    await other.client.post(`/api/bookings/${held.id}/cancel`);
    const [entry] = (await m.client.get('/api/me/bookings')).json.waitlist.filter((w: { session: { id: string } }) => w.session.id === full.id);
    expect(entry.offerExpiresAt).not.toBeNull();
    expect(entry.familyMember).toMatchObject({ firstName: 'Paul' });
    expect((await m.client.post(`/api/me/waitlist/${entry.id}/accept`)).status).toBe(200);
    expect(await liveBookingsOf(full.id)).toMatchObject([{ userId: m.id, familyMemberId: child.id }]);
  });
});

describe('passes of a family member', () => {
  const tenCard = () => createPrice(t.db, { name: '10er-Karte', passType: 'MULTI', credits: 10, amount: 120, validityDays: 365 });
  const sell = (userId: string, priceId: string, familyMemberId?: string) =>
    admin.post('/api/admin/passes', { userId, priceId, startDate: berlinToday(), paymentMethod: 'Bar', paid: true, familyMemberId });

  it('draws the child’s own 10er-Karte for the child and never for the parent', async () => {
    const m = await member();
    const child = await addChild(m);
    // The office finds the member with their family members and sells the card for the child.
    const found = (await admin.get(`/api/admin/payments/members?q=${encodeURIComponent(m.email)}`)).json.members;
    expect(found).toMatchObject([{ id: m.id, familyMembers: [{ id: child.id, name: 'Mia Muster' }] }]);
    const sold = await sell(m.id, (await tenCard()).id, child.id);
    expect(sold.status, JSON.stringify(sold.json)).toBe(200);
    expect(sold.json.pass).toMatchObject({ familyMemberName: 'Mia Muster', balance: 10 });
    const passId = sold.json.pass.id;
    expect((await m.client.get('/api/me/passes')).json.passes).toMatchObject([{ id: passId, familyMemberName: 'Mia Muster' }]);

    const session = await sessionIn(2 * DAY);
    const optionFor = async (familyMemberId?: string) =>
      (await m.client.get(`/api/sessions/${session.id}/booking-option${familyMemberId ? `?familyMemberId=${familyMemberId}` : ''}`)).json;
    expect(await optionFor(child.id)).toEqual({ payment: 'pass', label: 'Wird von der 10er-Karte von Mia Muster abgebucht (noch 10 Eintritte)' });
    expect(await optionFor()).toEqual({ payment: 'on_site', label: 'Zahlung vor Ort' });

    expect((await book(m, session.id)).json.status).toBe('confirmed');
    expect((await book(m, session.id, child.id)).json.status).toBe('confirmed');
    const rows = await liveBookingsOf(session.id);
    expect(rows.find((b) => b.familyMemberId === null)).toMatchObject({ payment: 'on_site', passId: null });
    expect(rows.find((b) => b.familyMemberId === child.id)).toMatchObject({ payment: 'pass', passId });
    expect((await t.db.select({ balance: passes.balance }).from(passes).where(eq(passes.id, passId)))[0].balance).toBe(9);
  });

  it('with passes required, the parent without a pass is refused while the child with one books', async () => {
    await upsertSettings(t.db, { passRequired: true });
    const m = await member();
    const child = await addChild(m);
    await sell(m.id, (await tenCard()).id, child.id);
    const session = await sessionIn(2 * DAY);
    const parent = await book(m, session.id);
    expect(parent.status).toBe(409);
    expect(parent.json.error).toMatchObject({ code: 'PASS_REQUIRED', message: 'Für diese Buchung brauchen Sie eine gültige Karte oder Mitgliedschaft.' });
    expect((await book(m, session.id, child.id)).json.status).toBe('confirmed');
    // And the parent's own card does not pay for a second child.
    const sibling = await addChild(m, { firstName: 'Ben' });
    await sell(m.id, (await tenCard()).id);
    const refused = await book(m, session.id, sibling.id);
    expect(refused.json.error).toMatchObject({ code: 'PASS_REQUIRED', message: 'Für diese Buchung braucht Ben Muster eine eigene gültige Karte oder Mitgliedschaft.' });
  });

  it('refuses to sell a pass for another member’s family member', async () => {
    const [m, other] = [await member(), await member()];
    const foreign = await addChild(other);
    const res = await sell(m.id, (await tenCard()).id, foreign.id);
    expect(res.status).toBe(400);
    expect(res.json.error.fields.familyMemberId).toBe('Dieses Familienmitglied gehört nicht zum gewählten Mitglied.');
    expect(await t.db.select().from(passes).where(eq(passes.userId, m.id))).toHaveLength(0);
  });
});

describe('age range of a course', () => {
  // 'Kindersport': 6 to 10 years, each year whole (72 to 131 months).
  const kindersport = { minAgeMonths: 72, maxAgeMonths: 131 };

  it('is set by the office, read by everyone, and refuses a range the wrong way round in German', async () => {
    const base = { name: `Kindersport ${Date.now()}`, durationMinutes: 60, maxParticipants: 12 };
    const created = await admin.post('/api/admin/courses', { ...base, ...kindersport });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const id = created.json.course.id;
    expect((await t.client().get(`/api/courses/${id}`)).json.course).toMatchObject(kindersport);
    const wrong = await admin.put(`/api/admin/courses/${id}`, { ...base, minAgeMonths: 120, maxAgeMonths: 72 });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.fields.maxAgeMonths).toBe('Das Höchstalter darf nicht unter dem Mindestalter liegen.');
    // Left out, there is no range.
    expect((await admin.put(`/api/admin/courses/${id}`, base)).json.course).toMatchObject({ minAgeMonths: null, maxAgeMonths: null });
  });

  it('refuses someone outside the range in German naming it, and the member themself for a children’s course', async () => {
    const m = await member();
    const tooYoung = await addChild(m, { firstName: 'Ida', birthDate: bornAgo(4) });
    const fits = await addChild(m, { firstName: 'Mia', birthDate: bornAgo(6, 4) });
    const tenAndAHalf = await addChild(m, { firstName: 'Leon', birthDate: bornAgo(10, 6) });
    const partner = await addChild(m, { firstName: 'Julia', birthDate: bornAgo(36), relation: 'partner' });
    const session = await sessionIn(2 * DAY, kindersport);

    for (const person of [tooYoung, partner]) {
      const res = await book(m, session.id, person.id);
      expect(res.status).toBe(409);
      expect(res.json.error).toMatchObject({ code: 'AGE_OUT_OF_RANGE', message: 'Dieser Kurs ist für Kinder von 6 bis 10 Jahren.' });
    }
    const self = await book(m, session.id);
    expect(self.status).toBe(409);
    expect(self.json.error).toMatchObject({ code: 'BOOK_FOR_CHILD', message: 'Dieser Kurs ist für Kinder von 6 bis 10 Jahren. Bitte buchen Sie diesen Kurs für Ihr Kind.' });
    expect(await liveBookingsOf(session.id)).toHaveLength(0);

    // Ten and a half is still 'bis 10 Jahre'.
    expect((await book(m, session.id, fits.id)).json.status).toBe('confirmed');
    expect((await book(m, session.id, tenAndAHalf.id)).json.status).toBe('confirmed');

    // The waiting list of a full session refuses the same way.
    const full = await sessionIn(2 * DAY, { ...kindersport, capacity: 1 });
    await book(m, full.id, fits.id);
    expect((await book(m, full.id, tooYoung.id)).json.error.code).toBe('AGE_OUT_OF_RANGE');
    expect((await book(m, full.id, tenAndAHalf.id)).json).toMatchObject({ status: 'waitlist', position: 1 });

    // A babies' course in months.
    const pekip = await sessionIn(2 * DAY, { minAgeMonths: 0, maxAgeMonths: 12 });
    expect((await book(m, pekip.id, fits.id)).json.error.message).toBe('Dieser Kurs ist für Kinder von 0 bis 12 Monaten.');
  });

  it('is judged on the session’s day, not today', async () => {
    const m = await member();
    const inTwoWeeks = new Date(Date.now() + 14 * DAY);
    // Turns six in two weeks: too young today, six at a session in four weeks.
    const almostSix = await addChild(m, { firstName: 'Emil', birthDate: sameDayYearsBefore(6, inTwoWeeks) });
    // Turns eleven in two weeks: ten today, eleven at the session.
    const almostEleven = await addChild(m, { firstName: 'Hanna', birthDate: sameDayYearsBefore(11, inTwoWeeks) });
    const soon = await sessionIn(2 * DAY, kindersport);
    const later = await sessionIn(28 * DAY, kindersport);
    expect((await book(m, soon.id, almostSix.id)).json.error.code).toBe('AGE_OUT_OF_RANGE');
    expect((await book(m, later.id, almostSix.id)).json.status).toBe('confirmed');
    expect((await book(m, soon.id, almostEleven.id)).json.status).toBe('confirmed');
    expect((await book(m, later.id, almostEleven.id)).json.error.code).toBe('AGE_OUT_OF_RANGE');
  });
});

describe('the trainer’s participant list', () => {
  it('lists a child by name and age with the parent’s name and phone', async () => {
    const { trainer, user } = await createTrainerWithUser(t.db);
    const trainerClient = await t.clientSignedInAs(user.id);
    const course = await createCourse(t.db, { maxParticipants: 8 });
    const session = await createSession(t.db, { courseId: course.id, trainerId: trainer.id, startTime: new Date(Date.now() + 2 * DAY) });
    const m = await member('+49 170 5550123');
    const child = await addChild(m, { firstName: 'Mia', lastName: 'Muster', birthDate: bornAgo(6, 4) });
    await book(m, session.id, child.id);
    await book(m, session.id);

    const detail = (await trainerClient.get(`/api/trainer/sessions/${session.id}`)).json;
    const participants = detail.participants as { name: string; ageMonths: number | null; bookedBy: { name: string; phone: string | null } | null }[];
    expect(participants).toHaveLength(2);
    const kid = participants.find((p) => p.bookedBy !== null)!;
    expect(kid).toMatchObject({ name: 'Mia Muster', bookedBy: { name: m.name, phone: '+49 170 5550123' } });
    expect(kid.ageMonths).toBeGreaterThanOrEqual(76);
    expect(kid.ageMonths).toBeLessThanOrEqual(77);
    expect(participants.find((p) => p.bookedBy === null)).toMatchObject({ name: m.name, ageMonths: null });
  });
});

describe('data rights', () => {
  it('exports the family members and deletes their names and birth dates with the account, keeping the bookings', async () => {
    const m = await member();
    const child = await addChild(m, { firstName: 'Frieda', lastName: 'Exportiert' });
    const removed = await addChild(m, { firstName: 'Oskar', lastName: 'Exportiert' });
    await m.client.delete(`/api/me/family-members/${removed.id}`);
    const past = await sessionIn(-3 * DAY);
    const pastBooking = await createBooking(t.db, { userId: m.id, sessionId: past.id, familyMemberId: child.id, status: 'attended' });
    const upcoming = await sessionIn(3 * DAY);
    await book(m, upcoming.id, child.id);

    const data = (await m.client.get('/api/me/export')).json;
    expect(data.familyMembers).toMatchObject([
      { id: child.id, firstName: 'Frieda', lastName: 'Exportiert', birthDate: child.birthDate, relation: 'child', removedAt: null },
      { id: removed.id, firstName: 'Oskar', removedAt: expect.any(String) },
    ]);
    expect(data.bookings.map((b: { familyMemberId: string | null }) => b.familyMemberId)).toEqual([child.id, child.id]);

    expect((await m.client.post('/api/me/delete', { password: m.password })).status).toBe(200);
    const rows = await t.db.select().from(familyMembers).where(eq(familyMembers.userId, m.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toMatchObject({ firstName: 'Gelöschtes Familienmitglied', lastName: '', birthDate: null, removedAt: expect.any(Date) });
    expect(await t.db.select().from(familyMembers).where(eq(familyMembers.lastName, 'Exportiert'))).toEqual([]);
    // The attended booking stays for the session's attendance; the upcoming one was released.
    const [kept] = await t.db.select().from(bookings).where(eq(bookings.id, pastBooking.id));
    expect(kept).toMatchObject({ status: 'attended', familyMemberId: child.id });
    const [released] = await t.db.select().from(bookings).where(eq(bookings.sessionId, upcoming.id));
    expect(released.status).toBe('cancelled');
    expect((await seat(upcoming.id)).currentParticipants).toBe(0);
  });
});
