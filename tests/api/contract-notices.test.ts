import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractNotices, mails, orders } from '../../src/server/db/schema';
import { insertSoldPass } from '../../src/server/modules/passes/ledger';
import { addMonths, minimumTermEnd, ordinaryEnd } from '../../src/shared/contract-terms';
import { receiptTime } from '../../src/shared/schemas/contract-notice-texts';
import { addBerlinDays, berlinDateString, berlinToday, germanDay } from '../../src/shared/time';
import { auditEntriesFor } from '../support/admin-app';
import { createAdmin, createPayment, createPrice, createUser, uniqueSuffix } from '../support/factories';
import { errorMessagesOf, isGerman } from '../support/german';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

/*
 * 'Verträge hier kündigen': anyone can give notice without signing in, and gets the time of receipt and
 * (where the contract is known) its end date by mail at once; a member picks one of their own contracts;
 * the office confirms (the order then ends on that day) or rejects with a reason.
 */
let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp({ API_BUDGET: 'off' });
  admin = await t.clientSignedInAs((await createAdmin(t.db)).id);
});
afterAll(() => t.close());

type Terms = { startsOn: string; minimumTermMonths?: number; noticeMonths?: number; passType?: 'MONTHLY' | 'YEARLY'; productName?: string };

/** A membership as an online order leaves it: the pass it made and the order with its contract terms. */
async function membership(userId: string, { startsOn, minimumTermMonths = 1, noticeMonths = 1, passType = 'MONTHLY', productName = 'Monatskarte' }: Terms) {
  const price = await createPrice(t.db, { name: `${productName} ${uniqueSuffix()}`, passType, amount: 49, validityDays: 30 });
  const payment = await createPayment(t.db, { userId, priceId: price.id, amount: 49, status: 'completed' });
  const pass = await insertSoldPass(t.db, {
    userId,
    product: { id: price.id, name: productName, passType, credits: null, validityDays: 30, courseId: null },
    validFrom: startsOn,
    paymentId: payment.id,
    soldBy: null,
  });
  const [order] = await t.db
    .insert(orders)
    .values({ userId, priceId: price.id, productName, passType, amount: 49, paymentMethod: 'on_site', passId: pass.id, startsOn, minimumTermMonths, noticeMonths })
    .returning();
  return order;
}

const terms = (order: typeof orders.$inferSelect) => ({ startsOn: order.startsOn, minimumTermMonths: order.minimumTermMonths!, noticeMonths: order.noticeMonths! });
const address = (prefix: string) => `${prefix}-${uniqueSuffix()}@example.de`;
const noticeOf = async (id: string) => (await t.db.select().from(contractNotices).where(eq(contractNotices.id, id)))[0];
const noticesTo = (email: string) => t.db.select().from(contractNotices).where(eq(contractNotices.email, email));
const mailsTo = (email: string, template: string) => t.db.select().from(mails).where(and(eq(mails.to, email), eq(mails.template, template)));
const orderOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

/** Each notice from a client address of its own: the per-address limit has its own test. */
const send = (body: Record<string, unknown>, client = t.client()) => client.post('/api/contract-notices', body);
const guestNotice = (email: string, overrides: Record<string, unknown> = {}) =>
  send({ name: 'Greta Gast', email, contract: 'Monatskarte, Mitgliedsnummer 4711', kind: 'ordinary', timing: 'earliest', ...overrides });

async function signedInMember() {
  const user = await createUser(t.db, { firstName: 'Mia', lastName: 'Mitglied' });
  return { user, client: await t.clientSignedInAs(user.id) };
}

describe('a guest gives notice', () => {
  it('is stored with the database time of receipt; the receipt and the mail carry it, the end is left to the studio', async () => {
    const email = address('gast');
    const before = Date.now();
    const res = await guestNotice(email);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const { receipt } = res.json;
    expect(res.json.message).toBe('Ihre Kündigung ist eingegangen');
    expect(receipt).toMatchObject({ sender: 'guest', email, contract: 'Monatskarte, Mitgliedsnummer 4711', kind: 'ordinary', wishedDate: null, endsOn: null });

    const [notice] = await noticesTo(email);
    expect(notice).toMatchObject({ name: 'Greta Gast', userId: null, orderId: null, contractText: 'Monatskarte, Mitgliedsnummer 4711', endsOn: null, state: 'received' });
    expect(notice.receivedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(notice.receivedAt.toISOString()).toBe(receipt.receivedAt);

    const [mail] = await mailsTo(email, 'contract-notice-received');
    expect(mail.subject).toMatch(/^Ihre Kündigung ist eingegangen/);
    expect(mail.text).toContain(`Eingegangen am: ${receiptTime(notice.receivedAt)}`);
    expect(mail.text).toMatch(/Eingegangen am: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/);
    expect(mail.text).toContain('Vertrag: Monatskarte, Mitgliedsnummer 4711');
    expect(mail.text).toContain('Art: Ordentliche Kündigung');
    expect(mail.text).toContain('Gewünschter Zeitpunkt: Zum nächstmöglichen Zeitpunkt');
    expect(mail.text).toContain('Das Studio ermittelt das Vertragsende und bestätigt es Ihnen per E-Mail.');
  });

  it('whose address has exactly one running contract is linked to it; the end date goes by mail only, the answer looks like any other', async () => {
    const owner = await createUser(t.db, { email: address('inhaber') });
    const startsOn = addBerlinDays(berlinToday(), -75);
    const order = await membership(owner.id, { startsOn });

    const res = await guestNotice(owner.email.toUpperCase());
    expect(res.status).toBe(200);
    // The same answer an unknown address gets: nothing tells whoever typed it that there is a contract.
    expect(res.json.receipt).toMatchObject({ sender: 'guest', endsOn: null, contract: 'Monatskarte, Mitgliedsnummer 4711' });
    expect(Object.keys(res.json.receipt).sort()).toEqual(Object.keys((await guestNotice(address('fremd'))).json.receipt).sort());

    const [notice] = await t.db.select().from(contractNotices).where(eq(contractNotices.orderId, order.id));
    const receivedOn = berlinDateString(notice.receivedAt);
    expect(notice.userId).toBe(owner.id);
    expect(notice.endsOn).toBe(ordinaryEnd(terms(order), receivedOn));
    expect(notice.endsOn).toBe(addMonths(receivedOn, 1));
    const [mail] = await mailsTo(owner.email.toUpperCase(), 'contract-notice-received');
    expect(mail.text).toContain(`Ihr Vertrag endet am ${germanDay(notice.endsOn!)}.`);
    expect(mail.text).toContain(`Vertrag: Monatskarte (seit ${germanDay(startsOn)})`);
    // The order itself ends only once the office confirms.
    expect((await orderOf(order.id)).endsOn).toBeNull();
  });

  it('whose account has two running contracts is not linked to either; the studio determines the end', async () => {
    const owner = await createUser(t.db, { email: address('zwei') });
    await membership(owner.id, { startsOn: berlinToday() });
    await membership(owner.id, { startsOn: berlinToday(), passType: 'YEARLY', productName: 'Jahreskarte', minimumTermMonths: 12 });
    expect((await guestNotice(owner.email)).status).toBe(200);
    const [notice] = await noticesTo(owner.email);
    expect(notice).toMatchObject({ userId: owner.id, orderId: null, endsOn: null });
    expect((await mailsTo(owner.email, 'contract-notice-received'))[0].text).toContain('Das Studio ermittelt das Vertragsende');
  });
});

describe('a signed-in member gives notice', () => {
  it('sees their running contracts with start, minimum term end and the earliest end', async () => {
    const { user, client } = await signedInMember();
    const monthly = await membership(user.id, { startsOn: addBerlinDays(berlinToday(), -40) });
    const yearly = await membership(user.id, { startsOn: berlinToday(), passType: 'YEARLY', productName: 'Jahreskarte', minimumTermMonths: 12 });
    const other = await signedInMember();
    await membership(other.user.id, { startsOn: berlinToday() });

    const res = await client.get('/api/me/contracts');
    expect(res.status).toBe(200);
    expect(res.json.contracts).toEqual([
      {
        id: yearly.id,
        productName: 'Jahreskarte',
        passType: 'YEARLY',
        startsOn: yearly.startsOn,
        minimumTermEnd: minimumTermEnd(yearly.startsOn, terms(yearly)),
        endsOn: null,
        earliestEnd: minimumTermEnd(yearly.startsOn, terms(yearly)),
        pendingNotice: null,
      },
      {
        id: monthly.id,
        productName: 'Monatskarte',
        passType: 'MONTHLY',
        startsOn: monthly.startsOn,
        minimumTermEnd: minimumTermEnd(monthly.startsOn, terms(monthly)),
        endsOn: null,
        earliestEnd: addMonths(berlinToday(), 1),
        pendingNotice: null,
      },
    ]);
  });

  it('gets the end date of an ordinary notice by the contract terms: the minimum term, one month after receipt, or a later wished date', async () => {
    const { user, client } = await signedInMember();
    // The confirmation goes to the address given, which need not be the account's (each address has its own limit).
    // A year's minimum term that began today: the notice ends it at the end of the term.
    const yearly = await membership(user.id, { startsOn: berlinToday(), passType: 'YEARLY', productName: 'Jahreskarte', minimumTermMonths: 12 });
    const yearlyRes = await send({ name: 'Mia Mitglied', email: user.email, orderId: yearly.id, kind: 'ordinary', timing: 'earliest' }, client);
    expect(yearlyRes.status, JSON.stringify(yearlyRes.json)).toBe(200);
    const yearEnd = minimumTermEnd(yearly.startsOn, terms(yearly));
    expect(yearlyRes.json.receipt).toMatchObject({ sender: 'member', contract: `Jahreskarte (seit ${germanDay(yearly.startsOn)})`, endsOn: yearEnd });
    expect(yearEnd).toBe(addBerlinDays(addMonths(berlinToday(), 12), -1));

    // A monthly contract past its minimum term: one month's notice from the day of receipt.
    const monthly = await membership(user.id, { startsOn: addBerlinDays(berlinToday(), -90) });
    const monthlyRes = await send({ name: 'Mia Mitglied', email: address('mia'), orderId: monthly.id, kind: 'ordinary', timing: 'earliest' }, client);
    const receivedOn = berlinDateString(new Date(monthlyRes.json.receipt.receivedAt));
    expect(monthlyRes.json.receipt.endsOn).toBe(addMonths(receivedOn, 1));

    // A wished date after the earliest end is kept; one before it moves to the earliest end.
    const later = addBerlinDays(addMonths(berlinToday(), 1), 20);
    const wished = await membership(user.id, { startsOn: addBerlinDays(berlinToday(), -90) });
    const wishedRes = await send({ name: 'Mia Mitglied', email: address('mia'), orderId: wished.id, kind: 'ordinary', timing: 'date', wishedDate: later }, client);
    expect(wishedRes.json.receipt).toMatchObject({ wishedDate: later, endsOn: later });
    const early = await membership(user.id, { startsOn: addBerlinDays(berlinToday(), -90) });
    const earlyRes = await send({ name: 'Mia Mitglied', email: address('mia'), orderId: early.id, kind: 'ordinary', timing: 'date', wishedDate: addBerlinDays(berlinToday(), 3) }, client);
    expect(earlyRes.json.receipt.endsOn).toBe(addMonths(berlinDateString(new Date(earlyRes.json.receipt.receivedAt)), 1));

    const [row] = await t.db.select().from(contractNotices).where(eq(contractNotices.orderId, yearly.id));
    expect(row).toMatchObject({ userId: user.id, contractText: null, endsOn: yearEnd, state: 'received' });
    const [mail] = (await mailsTo(user.email, 'contract-notice-received')).filter((m) => m.text.includes('Jahreskarte'));
    expect(mail.text).toContain(`Eingegangen am: ${receiptTime(row.receivedAt)}`);
    expect(mail.text).toContain(`Ihr Vertrag endet am ${germanDay(yearEnd)}.`);

    // The contract list now shows the notice as pending.
    const listed = (await client.get('/api/me/contracts')).json.contracts.find((c: { id: string }) => c.id === yearly.id);
    expect(listed.pendingNotice).toEqual({ receivedAt: row.receivedAt.toISOString(), kind: 'ordinary', endsOn: yearEnd });
  });

  it('gives extraordinary notice with a reason: the end is the wished date, or the day of receipt', async () => {
    const { user, client } = await signedInMember();
    const order = await membership(user.id, { startsOn: berlinToday(), passType: 'YEARLY', productName: 'Jahreskarte', minimumTermMonths: 12 });
    const wished = addBerlinDays(berlinToday(), 10);
    const res = await send({ name: 'Mia', email: user.email, orderId: order.id, kind: 'extraordinary', timing: 'date', wishedDate: wished, reason: 'Umzug ins Ausland' }, client);
    expect(res.status).toBe(200);
    expect(res.json.receipt).toMatchObject({ kind: 'extraordinary', endsOn: wished });
    const [notice] = await t.db.select().from(contractNotices).where(eq(contractNotices.orderId, order.id));
    expect(notice).toMatchObject({ kind: 'extraordinary', reason: 'Umzug ins Ausland', endsOn: wished, state: 'received' });
    const [mail] = await mailsTo(user.email, 'contract-notice-received');
    expect(mail.text).toContain('Art: Außerordentliche Kündigung');
    expect(mail.text).toContain('Grund: Umzug ins Ausland');
    expect(mail.text).toContain(`Gewünschtes Vertragsende: ${germanDay(wished)}.`);

    const second = await membership(user.id, { startsOn: berlinToday() });
    const now = await send({ name: 'Mia', email: user.email, orderId: second.id, kind: 'extraordinary', timing: 'earliest', reason: 'Krankheit' }, client);
    expect(now.json.receipt.endsOn).toBe(berlinDateString(new Date(now.json.receipt.receivedAt)));
  });

  it('choosing "Anderer Vertrag" names it in words; the studio determines the end', async () => {
    const { user, client } = await signedInMember();
    await membership(user.id, { startsOn: berlinToday() });
    const res = await send({ name: 'Mia', email: user.email, orderId: '', contract: 'Kinderturnen meiner Tochter', kind: 'ordinary', timing: 'earliest' }, client);
    expect(res.status).toBe(200);
    expect(res.json.receipt).toMatchObject({ sender: 'member', contract: 'Kinderturnen meiner Tochter', endsOn: null });
    const [notice] = await noticesTo(user.email);
    expect(notice).toMatchObject({ userId: user.id, orderId: null, contractText: 'Kinderturnen meiner Tochter', endsOn: null });
  });

  it('cannot name another member’s contract, nor can a guest name one; nothing is stored', async () => {
    const owner = await signedInMember();
    const order = await membership(owner.user.id, { startsOn: berlinToday() });
    const { user, client } = await signedInMember();
    const body = { name: 'Mia', email: user.email, orderId: order.id, kind: 'ordinary', timing: 'earliest' };
    const res = await send(body, client);
    expect(res.status).toBe(404);
    expect(res.json.error).toMatchObject({ code: 'NOT_FOUND', message: 'Dieser Vertrag wurde in Ihrem Konto nicht gefunden.', fields: { orderId: 'Dieser Vertrag wurde in Ihrem Konto nicht gefunden.' } });
    expect((await send(body)).status).toBe(404);
    expect(await noticesTo(user.email)).toEqual([]);
    expect(await mailsTo(user.email, 'contract-notice-received')).toEqual([]);
  });

  it('cannot give notice again on a contract that already has its end', async () => {
    const { user, client } = await signedInMember();
    const order = await membership(user.id, { startsOn: berlinToday() });
    await t.db.update(orders).set({ endsOn: addMonths(berlinToday(), 1) }).where(eq(orders.id, order.id));
    const res = await send({ name: 'Mia', email: user.email, orderId: order.id, kind: 'ordinary', timing: 'earliest' }, client);
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(`Dieser Vertrag ist bereits gekündigt. Er endet am ${germanDay(addMonths(berlinToday(), 1))}.`);
  });
});

describe('input checks', () => {
  it('an empty form gets a German message at every field it misses', async () => {
    const res = await send({ name: '', email: '', contract: '', kind: 'ordinary', timing: 'earliest', reason: '', wishedDate: '' });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toEqual({
      name: 'Bitte geben Sie Ihren Namen an.',
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
      contract: 'Bitte nennen Sie den Vertrag, den Sie kündigen möchten.',
    });
    const nothing = await send({});
    expect(nothing.status).toBe(400);
    expect(Object.keys(nothing.json.error.fields).sort()).toEqual(['contract', 'email', 'kind', 'name', 'timing']);
    for (const message of errorMessagesOf(nothing.json)) expect(isGerman(message), String(message)).toBe(true);
  });

  it('extraordinary notice needs a reason', async () => {
    const res = await guestNotice(address('ohne-grund'), { kind: 'extraordinary', reason: '   ' });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toEqual({ reason: 'Bitte geben Sie den Grund für die außerordentliche Kündigung an.' });
  });

  it('a wished date must be given when chosen, be a real day, and not lie in the past', async () => {
    const cases: [unknown, string][] = [
      ['', 'Bitte geben Sie das gewünschte Datum an.'],
      ['2027-02-30', 'Bitte geben Sie ein gültiges Datum an.'],
      [addBerlinDays(berlinToday(), -1), 'Das Datum darf nicht in der Vergangenheit liegen.'],
    ];
    for (const [wishedDate, message] of cases) {
      const res = await guestNotice(address('datum'), { timing: 'date', wishedDate });
      expect(res.status).toBe(400);
      expect(res.json.error.fields).toEqual({ wishedDate: message });
    }
    // With 'Zum nächstmöglichen Zeitpunkt' a date sent along does not count.
    const res = await guestNotice(address('datum'), { timing: 'earliest', wishedDate: addBerlinDays(berlinToday(), 30) });
    expect(res.json.receipt.wishedDate).toBeNull();
  });

  it('one sender address from rotating client addresses gets 429 in German after three notices', async () => {
    const email = address('viele');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await guestNotice(email);
      statuses.push(res.status);
      if (res.status === 429) expect(res.json.error.message).toMatch(/sehr viele Kündigungen gesendet/);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('a filled honeypot is answered like a notice but nothing is kept or mailed', async () => {
    const email = address('bot');
    expect((await guestNotice(email, { website: 'https://spam.example' })).status).toBe(200);
    expect(await noticesTo(email)).toEqual([]);
    expect(await mailsTo(email, 'contract-notice-received')).toEqual([]);
  });
});

describe('the office: Kündigungen', () => {
  it('lists every notice newest first with its facts, filters by state and counts the open ones', async () => {
    const first = address('liste-a');
    const second = address('liste-b');
    await guestNotice(first);
    await guestNotice(second, { kind: 'extraordinary', reason: 'Umzug', timing: 'date', wishedDate: addBerlinDays(berlinToday(), 5) });
    const res = await admin.get('/api/admin/contract-notices?pageSize=100');
    expect(res.status).toBe(200);
    const emails = res.json.notices.map((n: { email: string }) => n.email);
    expect(emails.indexOf(second)).toBeLessThan(emails.indexOf(first));
    const listed = res.json.notices.find((n: { email: string }) => n.email === second);
    expect(listed).toMatchObject({
      name: 'Greta Gast',
      contract: 'Monatskarte, Mitgliedsnummer 4711',
      kind: 'extraordinary',
      wishedDate: addBerlinDays(berlinToday(), 5),
      reason: 'Umzug',
      endsOn: null,
      state: 'received',
      order: null,
      member: null,
      candidates: [],
    });
    expect(res.json.open).toBeGreaterThanOrEqual(2);

    const confirmed = await admin.get('/api/admin/contract-notices?state=confirmed&pageSize=100');
    expect(confirmed.json.notices.every((n: { state: string }) => n.state === 'confirmed')).toBe(true);
    const bad = await admin.get('/api/admin/contract-notices?state=erledigt');
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.state).toBe('Bitte wählen Sie einen gültigen Status.');
  });

  it('confirming a member’s notice sets the order’s end (adjusted by the office), mails the sender and writes the audit entry', async () => {
    const { user, client } = await signedInMember();
    const order = await membership(user.id, { startsOn: addBerlinDays(berlinToday(), -90) });
    const sent = await send({ name: 'Mia Mitglied', email: user.email, orderId: order.id, kind: 'ordinary', timing: 'earliest' }, client);
    const [notice] = await noticesTo(user.email);
    const adjusted = addBerlinDays(sent.json.receipt.endsOn, 3);

    const res = await admin.post(`/api/admin/contract-notices/${notice.id}/confirm`, { endsOn: adjusted, note: 'Wie telefonisch besprochen.' });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.message).toBe('Kündigung bestätigt');
    expect(res.json.notice).toMatchObject({ state: 'confirmed', endsOn: adjusted, officeNote: 'Wie telefonisch besprochen.', order: { id: order.id, endsOn: adjusted } });
    expect(res.json.notice.handledAt).not.toBeNull();
    expect((await orderOf(order.id)).endsOn).toBe(adjusted);
    expect((await noticeOf(notice.id)).handledBy).not.toBeNull();

    const [mail] = await mailsTo(user.email, 'contract-notice-confirmed');
    expect(mail.subject).toMatch(/^Ihre Kündigung ist bestätigt/);
    expect(mail.text).toContain(`Ihr Vertrag endet am ${germanDay(adjusted)}.`);
    expect(mail.text).toContain(receiptTime(notice.receivedAt));
    expect(mail.text).toContain('Hinweis des Studios: Wie telefonisch besprochen.');
    const [entry] = await auditEntriesFor(t, notice.id);
    expect(entry).toMatchObject({ entity: 'contract_notice', action: 'updated' });
    expect(entry.summary).toContain(`endet am ${germanDay(adjusted)}`);

    // The contract has its end: it is no longer offered, and the notice cannot be answered twice.
    expect((await client.get('/api/me/contracts')).json.contracts[0]).toMatchObject({ endsOn: adjusted, earliestEnd: null, pendingNotice: null });
    const again = await admin.post(`/api/admin/contract-notices/${notice.id}/reject`, { note: 'Doch nicht' });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe('Diese Kündigung wurde bereits bearbeitet.');
  });

  it('confirms a guest notice as a free confirmation, optionally ending one of the sender’s running contracts', async () => {
    const free = address('frei');
    await guestNotice(free);
    const [loose] = await noticesTo(free);
    const end = addMonths(berlinToday(), 2);
    const missing = await admin.post(`/api/admin/contract-notices/${loose.id}/confirm`, { endsOn: '' });
    expect(missing.status).toBe(400);
    expect(missing.json.error.fields).toEqual({ endsOn: 'Bitte geben Sie das Vertragsende an.' });
    const res = await admin.post(`/api/admin/contract-notices/${loose.id}/confirm`, { endsOn: end });
    expect(res.status).toBe(200);
    expect(res.json.notice).toMatchObject({ state: 'confirmed', endsOn: end, order: null });
    expect((await mailsTo(free, 'contract-notice-confirmed'))[0].text).toContain(`Ihr Vertrag endet am ${germanDay(end)}.`);

    // An account with two contracts: the office picks one of them, never someone else's.
    const owner = await createUser(t.db, { email: address('auswahl') });
    const monthly = await membership(owner.id, { startsOn: berlinToday() });
    await membership(owner.id, { startsOn: berlinToday(), passType: 'YEARLY', productName: 'Jahreskarte', minimumTermMonths: 12 });
    const stranger = await membership((await createUser(t.db)).id, { startsOn: berlinToday() });
    await guestNotice(owner.email);
    const [notice] = await noticesTo(owner.email);
    const listed = (await admin.get('/api/admin/contract-notices?state=received&pageSize=100')).json.notices.find((n: { id: string }) => n.id === notice.id);
    expect(listed.member).toMatchObject({ id: owner.id, email: owner.email });
    expect(listed.candidates.map((c: { productName: string }) => c.productName).sort()).toEqual(['Jahreskarte', 'Monatskarte']);

    const foreign = await admin.post(`/api/admin/contract-notices/${notice.id}/confirm`, { endsOn: end, orderId: stranger.id });
    expect(foreign.status).toBe(400);
    expect(foreign.json.error.fields.orderId).toBe('Bitte wählen Sie einen laufenden Vertrag dieses Mitglieds.');
    const picked = await admin.post(`/api/admin/contract-notices/${notice.id}/confirm`, { endsOn: end, orderId: monthly.id });
    expect(picked.status).toBe(200);
    expect(picked.json.notice.order).toMatchObject({ id: monthly.id, endsOn: end });
    expect((await orderOf(monthly.id)).endsOn).toBe(end);
    expect((await orderOf(stranger.id)).endsOn).toBeNull();
  });

  it('rejecting needs a note, which the sender reads in the mail; the order keeps running', async () => {
    const { user, client } = await signedInMember();
    const order = await membership(user.id, { startsOn: berlinToday() });
    await send({ name: 'Mia', email: user.email, orderId: order.id, kind: 'extraordinary', timing: 'earliest', reason: 'Keine Lust mehr' }, client);
    const [notice] = await noticesTo(user.email);

    const empty = await admin.post(`/api/admin/contract-notices/${notice.id}/reject`, { note: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.json.error.fields).toEqual({ note: 'Bitte geben Sie an, warum die Kündigung abgelehnt wird.' });
    expect((await noticeOf(notice.id)).state).toBe('received');

    const res = await admin.post(`/api/admin/contract-notices/${notice.id}/reject`, { note: 'Kein wichtiger Grund; eine ordentliche Kündigung ist jederzeit möglich.' });
    expect(res.status).toBe(200);
    expect(res.json.notice).toMatchObject({ state: 'rejected', officeNote: 'Kein wichtiger Grund; eine ordentliche Kündigung ist jederzeit möglich.' });
    expect((await orderOf(order.id)).endsOn).toBeNull();
    const [mail] = await mailsTo(user.email, 'contract-notice-rejected');
    expect(mail.subject).toMatch(/^Ihre Kündigung wurde abgelehnt/);
    expect(mail.text).toContain('Begründung: Kein wichtiger Grund; eine ordentliche Kündigung ist jederzeit möglich.');
    expect((await auditEntriesFor(t, notice.id))[0].summary).toContain('abgelehnt');
  });

  it('answers an unknown notice with 404 and refuses members and trainers', async () => {
    const unknown = await admin.post(`/api/admin/contract-notices/${crypto.randomUUID()}/confirm`, { endsOn: berlinToday() });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.message).toBe('Diese Kündigung wurde nicht gefunden.');
    const member = await t.clientSignedInAs((await createUser(t.db)).id);
    const trainer = await t.clientSignedInAs((await createUser(t.db, { roles: ['TRAINER'] })).id);
    for (const client of [member, trainer]) {
      expect((await client.get('/api/admin/contract-notices')).status).toBe(403);
      expect((await client.post(`/api/admin/contract-notices/${crypto.randomUUID()}/confirm`, { endsOn: berlinToday() })).status).toBe(403);
      expect((await client.post(`/api/admin/contract-notices/${crypto.randomUUID()}/reject`, { note: 'x' })).status).toBe(403);
    }
    expect((await t.client().get('/api/admin/contract-notices')).status).toBe(401);
    expect((await t.client().get('/api/me/contracts')).status).toBe(401);
  });
});
