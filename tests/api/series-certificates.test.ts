import { and, asc, eq, inArray } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, certificateCounters, courseSeries, mails, profiles, seriesCertificates, sessions } from '../../src/server/db/schema';
import { enqueueMail } from '../../src/server/mail/outbox';
import { runPassUpkeep } from '../../src/server/modules/passes/upkeep';
import { berlinToday } from '../../src/shared/time';
import { auditEntriesFor } from '../support/admin-app';
import { createAdmin, createFamilyMember, createUser } from '../support/factories';
import { isGerman } from '../support/german';
import { cancelSeriesDate, createSeriesFixture, registerParticipant, type SeriesFixture } from '../support/series-fixtures';
import { attachmentsOf, startSmtpServer } from '../support/smtp-server';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';
import { CREDITOR } from '../support/direct-debits';

/*
 * Certificates of attendance (Teilnahmebescheinigungen) of prevention series: 80 % of the held dates earn
 * one (8 of 10, not 7), issued after the last date with a gapless number, mailed with the PDF and kept
 * unchanged; a correction of attendance is followed by a new certificate that replaces the old one.
 */
const DAY = 86_400_000;
const HOUR = 3_600_000;
const year = berlinToday().slice(0, 4);

let t: TestApp;
let admin: TestClient;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ API_BUDGET: 'off', SMTP_URL: smtp.url });
  admin = await t.clientSignedInAs((await createAdmin(t.db)).id);
  expect((await admin.put('/api/admin/payment-settings', CREDITOR)).status).toBe(200);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const issue = (fixture: SeriesFixture) => admin.post(`/api/admin/series/${fixture.series.id}/certificates`);
const reissue = (registrationId: string) => admin.post(`/api/admin/series-registrations/${registrationId}/certificate`);
const certificatesOf = (registrationId: string) =>
  t.db.select().from(seriesCertificates).where(eq(seriesCertificates.registrationId, registrationId)).orderBy(asc(seriesCertificates.sequence));
const pdfText = async (bytes: Uint8Array) => (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text;
const grid = async (fixture: SeriesFixture) => {
  const res = await admin.get(`/api/admin/series/${fixture.series.id}/attendance`);
  expect(res.status).toBe(200);
  return res.json;
};
const lastNumber = async () => (await t.db.select().from(certificateCounters).where(eq(certificateCounters.year, Number(year))))[0]?.lastNumber ?? 0;
const number = (sequence: number) => `TB-${year}-${String(sequence).padStart(4, '0')}`;

describe('the 80 % threshold', () => {
  it('gives 8 of 10 dates a certificate and 7 of 10 none, which the office hears with the shortfall', async () => {
    const fixture = await createSeriesFixture(t.db);
    const eight = await registerParticipant(t.db, fixture, { attendance: 8 });
    const seven = await registerParticipant(t.db, fixture, { attendance: 7 });

    const res = await issue(fixture);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.issued).toBe(1);
    expect(res.json.message).toBe('1 Teilnahmebescheinigung ausgestellt und per E-Mail verschickt.');
    expect(await certificatesOf(eight.registration.id)).toHaveLength(1);
    expect(await certificatesOf(seven.registration.id)).toEqual([]);

    const rows = res.json.attendance.rows;
    expect(rows.find((r: { registrationId: string }) => r.registrationId === eight.registration.id)).toMatchObject({ attendedCount: 8, qualifies: true });
    expect(rows.find((r: { registrationId: string }) => r.registrationId === seven.registration.id)).toMatchObject({ attendedCount: 7, qualifies: false, certificate: null });
    expect(res.json.attendance).toMatchObject({ totalDates: 10, datesNeeded: 8, finished: true });

    // Asked for one anyway, the office hears why there is none, and nothing is written.
    const refused = await reissue(seven.registration.id);
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('ATTENDANCE_SHORTFALL');
    expect(refused.json.error.message).toBe('Keine Teilnahmebescheinigung: 7 von 10 Terminen besucht, 8 nötig.');
    expect(await certificatesOf(seven.registration.id)).toEqual([]);

    // Under Meine Buchungen, one member finds the certificate, the other why there is none.
    const [certificate] = await certificatesOf(eight.registration.id);
    const mineWith = (await (await t.clientSignedInAs(eight.user.id)).get('/api/me/series-registrations')).json.registrations;
    expect(mineWith).toEqual([expect.objectContaining({ id: eight.registration.id, attendedCount: 8, totalDates: 10, datesNeeded: 8, shortfall: null, certificate: { id: certificate.id, number: certificate.number, issuedOn: berlinToday() } })]);
    const mineWithout = (await (await t.clientSignedInAs(seven.user.id)).get('/api/me/series-registrations')).json.registrations;
    expect(mineWithout).toEqual([expect.objectContaining({ id: seven.registration.id, attendedCount: 7, certificate: null, shortfall: '7 von 10 Terminen besucht, 8 nötig' })]);
  });

  it('counts an attended Ersatztermin and leaves a cancelled date out of the total', async () => {
    const fixture = await createSeriesFixture(t.db);
    const [, second, third] = fixture.dates;
    // The second date was cancelled and made up for; the third cancelled without an Ersatztermin: 9 dates held.
    await cancelSeriesDate(t.db, fixture, second, new Date(fixture.dates[9].startTime.getTime() - 3 * DAY));
    await cancelSeriesDate(t.db, fixture, third);
    // 9 held dates need 8 (80 % rounded up); the Ersatztermin is the 9th held date in order.
    const withReplacement = await registerParticipant(t.db, fixture, { attendance: ['attended', 'attended', 'attended', 'attended', 'attended', 'attended', 'no_show', 'attended', 'attended'] });
    const withoutReplacement = await registerParticipant(t.db, fixture, { attendance: ['attended', 'attended', 'attended', 'attended', 'attended', 'attended', 'attended', 'no_show', 'no_show'] });

    const res = await issue(fixture);
    expect(res.json.attendance).toMatchObject({ totalDates: 9, datesNeeded: 8 });
    const [certificate] = await certificatesOf(withReplacement.registration.id);
    expect(certificate.document.attendedCount).toBe(8);
    expect(certificate.document.dates).toHaveLength(9);
    expect(certificate.document.dates.map((d) => d.startsAt)).not.toContain(second.startTime.toISOString());
    expect(await certificatesOf(withoutReplacement.registration.id)).toEqual([]);

    // The grid shows the cancelled dates, marked, with the cancelled bookings.
    const cancelledCells = res.json.attendance.rows[0].cells.filter((c: { sessionId: string }) => c.sessionId === second.id || c.sessionId === third.id);
    expect(res.json.attendance.dates.filter((d: { status: string }) => d.status === 'cancelled')).toHaveLength(2);
    expect(cancelledCells.every((c: { status: string | null }) => c.status === null || c.status === 'cancelled')).toBe(true);
  });
});

describe('issuing', () => {
  it('waits for the last date: the office hears when, and the upkeep waits until attendance can no longer change', async () => {
    // The last date started an hour ago and has not ended yet (90 minutes long).
    const running = await createSeriesFixture(t.db, { lastStart: new Date(Date.now() - HOUR) });
    await t.db.update(sessions).set({ endTime: new Date(Date.now() + 30 * 60_000) }).where(eq(sessions.id, running.dates.at(-1)!.id));
    const participant = await registerParticipant(t.db, running, { attendance: 10 });
    const early = await issue(running);
    expect(early.status).toBe(409);
    expect(early.json.error.code).toBe('CERTIFICATES_NOT_DUE');
    expect(early.json.error.message).toMatch(/^Die Teilnahmebescheinigungen werden erst nach dem letzten Termin der Reihe \(\d\d\.\d\d\.\d{4}\) ausgestellt\.$/);
    expect((await reissue(participant.registration.id)).status).toBe(409);
    await runPassUpkeep(t.db, 'http://localhost:3000');
    expect(await certificatesOf(participant.registration.id)).toEqual([]);

    // Over since an hour: the trainer may still mark the last date, so the upkeep leaves it; the office may issue.
    const justOver = await createSeriesFixture(t.db, { lastStart: new Date(Date.now() - 2 * HOUR) });
    const waiting = await registerParticipant(t.db, justOver, { attendance: 9 });
    await runPassUpkeep(t.db, 'http://localhost:3000');
    expect(await certificatesOf(waiting.registration.id)).toEqual([]);
    expect((await t.db.select().from(courseSeries).where(eq(courseSeries.id, justOver.series.id)))[0].certificatesIssuedAt).toBeNull();
    const byOffice = await issue(justOver);
    expect(byOffice.json.issued).toBe(1);
  });

  it('runs by itself in the upkeep once attendance is final, once per series', async () => {
    const fixture = await createSeriesFixture(t.db);
    const participant = await registerParticipant(t.db, fixture, { attendance: 10 });
    const first = await runPassUpkeep(t.db, 'http://localhost:3000');
    expect(first.seriesCertificates).toBeGreaterThanOrEqual(1);
    expect(await certificatesOf(participant.registration.id)).toHaveLength(1);
    const [series] = await t.db.select().from(courseSeries).where(eq(courseSeries.id, fixture.series.id));
    expect(series.certificatesIssuedAt).not.toBeNull();
    const second = await runPassUpkeep(t.db, 'http://localhost:3000');
    expect(second.seriesCertificates).toBe(0);
    expect(await certificatesOf(participant.registration.id)).toHaveLength(1);
  });

  it('refuses a series that is not a prevention course', async () => {
    const fixture = await createSeriesFixture(t.db, { prevention: false });
    const participant = await registerParticipant(t.db, fixture, { attendance: 10 });
    const res = await issue(fixture);
    expect(res.status).toBe(409);
    expect(res.json.error).toMatchObject({ code: 'NOT_A_PREVENTION_COURSE', message: 'Teilnahmebescheinigungen gibt es nur für Präventionskurse nach § 20 SGB V.' });
    expect((await reissue(participant.registration.id)).json.error.code).toBe('NOT_A_PREVENTION_COURSE');
    expect(await certificatesOf(participant.registration.id)).toEqual([]);
  });

  it('numbers consecutively without gaps, and issues each certificate once however often and however many at once', async () => {
    const fixture = await createSeriesFixture(t.db);
    const participants = [];
    for (let i = 0; i < 4; i++) participants.push(await registerParticipant(t.db, fixture, { attendance: 8 + (i % 3) }));
    await registerParticipant(t.db, fixture, { attendance: 2 });
    const before = await lastNumber();

    const answers = await Promise.all(Array.from({ length: 5 }, () => issue(fixture)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((a) => a.json.issued).reduce((a, b) => a + b, 0)).toBe(4);
    expect((await issue(fixture)).json).toMatchObject({ issued: 0, message: 'Es waren keine neuen Teilnahmebescheinigungen fällig.' });

    const issued = await t.db
      .select()
      .from(seriesCertificates)
      .where(inArray(seriesCertificates.registrationId, participants.map((p) => p.registration.id)))
      .orderBy(asc(seriesCertificates.sequence));
    expect(issued.map((c) => c.number)).toEqual([1, 2, 3, 4].map((i) => number(before + i)));
    expect(await lastNumber()).toBe(before + 4);
    // One mail per certificate.
    const mailed = await t.db.select().from(mails).where(and(eq(mails.template, 'series-certificate'), inArray(mails.to, participants.map((p) => p.user.email))));
    expect(mailed).toHaveLength(4);
  });
});

describe('the certificate', () => {
  it('states the participant, the course with its ZPP id, every date, the count, the price paid, provider and leader; for the member only', async () => {
    const parent = await createUser(t.db, { firstName: 'Maren', lastName: 'Muster' });
    const child = await createFamilyMember(t.db, { userId: parent.id, firstName: 'Jonas', lastName: 'Muster', birthDate: '2014-03-09', relation: 'child' });
    const fixture = await createSeriesFixture(t.db, { title: 'Rücken aktiv', zppId: 'KU-ZPP-77311', courseLeader: 'Petra Prävention', price: 149 });
    const paidAt = new Date('2026-01-20T10:00:00Z');
    const { registration } = await registerParticipant(t.db, fixture, { user: parent, familyMemberId: child.id, attendance: 8, paidAt });
    await issue(fixture);
    const [certificate] = await certificatesOf(registration.id);
    expect(certificate.document).toMatchObject({
      replacesNumber: null,
      issuedOn: berlinToday(),
      participant: { name: 'Jonas Muster', birthDate: '2014-03-09' },
      course: { title: 'Rücken aktiv', zppId: 'KU-ZPP-77311', courseLeader: 'Petra Prävention' },
      attendedCount: 8,
      coursePrice: 149,
      pricePaid: 149,
      paidOn: '2026-01-20',
      provider: { name: 'Sportzentrum Lindenau GmbH', street: 'Am Sportpark 12', postalCode: '04177', town: 'Lindenau' },
    });

    const member = await t.clientSignedInAs(parent.id);
    const res = await member.request('GET', `/api/me/series-certificates/${certificate.id}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`Teilnahmebescheinigung-${certificate.number}.pdf`);
    const text = await pdfText(res.bytes!);
    for (const fact of [
      'Teilnahmebescheinigung',
      `Nr. ${certificate.number}`,
      'Präventionskurs nach § 20 SGB V',
      'Jonas Muster',
      '09.03.2014',
      'Rücken aktiv',
      'KU-ZPP-77311',
      'Petra Prävention',
      'Teilgenommen: 8 von 10 Terminen',
      'Kursgebühr: 149,00 €',
      'Gezahlt: 149,00 €, bezahlt am 20.01.2026',
      'Sportzentrum Lindenau GmbH',
      'Am Sportpark 12',
      'Diese Bescheinigung dient zur Vorlage bei Ihrer Krankenkasse.',
    ]) {
      expect(text).toContain(fact);
    }
    expect(text.match(/\bja\b/g)).toHaveLength(8);
    expect(text.match(/\bnein\b/g)).toHaveLength(2);
    expect(text).not.toContain('Ersetzt');

    // The office downloads it too; another member hears it does not exist, as for a made-up id.
    expect((await admin.request('GET', `/api/admin/series-certificates/${certificate.id}/pdf`)).status).toBe(200);
    const stranger = await t.clientSignedInAs((await createUser(t.db)).id);
    const refused = await stranger.get(`/api/me/series-certificates/${certificate.id}/pdf`);
    expect(refused.status).toBe(404);
    expect(refused.json.error.message).toBe('Die Teilnahmebescheinigung wurde nicht gefunden.');
    expect((await member.get(`/api/me/series-certificates/${crypto.randomUUID()}/pdf`)).status).toBe(404);
    expect((await member.get('/api/me/series-certificates/kein-id/pdf')).status).toBe(404);
  });

  it("says nothing of a birth date it does not know, and that the fee is open while it is", async () => {
    const fixture = await createSeriesFixture(t.db);
    const { registration, user } = await registerParticipant(t.db, fixture, { attendance: 9, paid: false });
    await issue(fixture);
    const [certificate] = await certificatesOf(registration.id);
    expect(certificate.document).toMatchObject({ participant: { name: user.name, birthDate: null }, pricePaid: 0, paidOn: null });
    const text = await pdfText((await admin.request('GET', `/api/admin/series-certificates/${certificate.id}/pdf`)).bytes!);
    expect(text).not.toContain('Geburtsdatum');
    expect(text).toContain('Gezahlt: noch nicht bezahlt');
  });

  it("prints the member's own birth date from Mein Profil on the certificate of their own place", async () => {
    const member = await createUser(t.db, { firstName: 'Max', lastName: 'Mustermann' });
    const client = await t.clientSignedInAs(member.id);
    expect((await client.request('PATCH', '/api/me/profile', { birthDate: '1986-04-12' })).status).toBe(200);
    const fixture = await createSeriesFixture(t.db);
    const { registration } = await registerParticipant(t.db, fixture, { user: member, attendance: 9 });
    await issue(fixture);
    const [certificate] = await certificatesOf(registration.id);
    expect(certificate.document).toMatchObject({ participant: { name: 'Max Mustermann', birthDate: '1986-04-12' } });
    const text = await pdfText((await client.request('GET', `/api/me/series-certificates/${certificate.id}/pdf`)).bytes!);
    expect(text).toContain('Max Mustermann');
    expect(text).toMatch(/Geburtsdatum:\s*12\.04\.1986/);
  });

  it('is mailed to the account holder with the PDF attached', async () => {
    const member = await createUser(t.db, { firstName: 'Clara', lastName: 'Kurs', email: 'clara.kurs@example.de' });
    const fixture = await createSeriesFixture(t.db, { title: 'Stressbewältigung' });
    const { registration } = await registerParticipant(t.db, fixture, { user: member, attendance: 10 });
    await issue(fixture);
    const [certificate] = await certificatesOf(registration.id);

    const [mail] = await t.db.select().from(mails).where(and(eq(mails.to, 'clara.kurs@example.de'), eq(mails.template, 'series-certificate')));
    expect(mail.subject).toBe('Teilnahmebescheinigung: Stressbewältigung');
    expect(mail.text).toContain('Hallo Clara,');
    expect(mail.text).toContain('Sie haben an 10 von 10 Terminen teilgenommen');
    expect(mail.text).toContain(`Teilnahmebescheinigung Nr. ${certificate.number} als PDF`);
    expect(mail.text).toContain('Diese Bescheinigung dient zur Vorlage bei Ihrer Krankenkasse.');
    expect(mail.text).toContain('http://localhost:3000/member/bookings');
    expect(isGerman(mail.text)).toBe(true);

    await t.jobs.drain();
    const delivered = smtp.received.find((m) => m.to.includes('clara.kurs@example.de'));
    expect(delivered).toBeDefined();
    const [file, ...more] = attachmentsOf(delivered!.raw);
    expect(more).toEqual([]);
    expect(file).toMatchObject({ filename: `Teilnahmebescheinigung-${certificate.number}.pdf`, contentType: 'application/pdf' });
    expect(await pdfText(new Uint8Array(file.content))).toContain('Teilgenommen: 10 von 10 Terminen');

    // Sent again from the Postausgang, it carries the file again.
    await t.db.update(mails).set({ status: 'failed' }).where(eq(mails.id, mail.id));
    expect((await admin.post(`/api/admin/mails/${mail.id}/retry`)).status).toBe(200);
    await t.jobs.drain();
    const again = smtp.received.filter((m) => m.to.includes('clara.kurs@example.de'));
    expect(again).toHaveLength(2);
    expect(attachmentsOf(again[1].raw).map((f) => f.filename)).toEqual([`Teilnahmebescheinigung-${certificate.number}.pdf`]);
  });

  it('is never changed or deleted: the database refuses both', async () => {
    const fixture = await createSeriesFixture(t.db);
    const { registration } = await registerParticipant(t.db, fixture, { attendance: 10 });
    await issue(fixture);
    const [certificate] = await certificatesOf(registration.id);
    await expect(t.db.update(seriesCertificates).set({ number: 'TB-0000-0000' }).where(eq(seriesCertificates.id, certificate.id))).rejects.toThrow();
    await expect(t.db.delete(seriesCertificates).where(eq(seriesCertificates.id, certificate.id))).rejects.toThrow();
    expect(await certificatesOf(registration.id)).toEqual([certificate]);
  });
});

describe('the attendance grid and corrections', () => {
  it('shows a row per confirmed participant and a cell per date with the counts and the current certificate', async () => {
    const parent = await createUser(t.db, { firstName: 'Lea', lastName: 'Lang' });
    const child = await createFamilyMember(t.db, { userId: parent.id, firstName: 'Tom', lastName: 'Lang', birthDate: '2016-05-01' });
    const fixture = await createSeriesFixture(t.db, { dates: 5 });
    const own = await registerParticipant(t.db, fixture, { user: parent, attendance: 4 });
    const kid = await registerParticipant(t.db, fixture, { user: parent, familyMemberId: child.id, attendance: ['attended', 'no_show', 'attended', 'confirmed', 'attended'] });
    await issue(fixture);
    const view = await grid(fixture);
    expect(view).toMatchObject({ seriesId: fixture.series.id, totalDates: 5, datesNeeded: 4, finished: true });
    expect(view.dates.map((d: { sessionId: string }) => d.sessionId)).toEqual(fixture.dates.map((d) => d.id));
    const [ownRow, kidRow] = view.rows;
    expect(ownRow).toMatchObject({ registrationId: own.registration.id, personName: parent.name, birthDate: null, attendedCount: 4, qualifies: true });
    expect(ownRow.certificate).toMatchObject({ number: expect.stringMatching(/^TB-\d{4}-\d{4}$/), issuedOn: berlinToday(), replacesNumber: null });
    expect(kidRow).toMatchObject({ personName: 'Tom Lang', birthDate: '2016-05-01', attendedCount: 3, qualifies: false, certificate: null });
    expect(kidRow.cells.map((c: { status: string }) => c.status)).toEqual(['attended', 'no_show', 'attended', 'confirmed', 'attended']);
    expect(kidRow.cells[1].bookingId).toBe(kid.bookingsByDate.get(fixture.dates[1].id));
    expect((await admin.get(`/api/admin/series/${crypto.randomUUID()}/attendance`)).status).toBe(404);
  });

  it('corrects one cell with its audit entry, and then reissues: a new number that replaces the old, which stays as it was', async () => {
    const member = await createUser(t.db, { firstName: 'Nora', lastName: 'Neu', email: 'nora.neu@example.de' });
    const fixture = await createSeriesFixture(t.db);
    const { registration, bookingsByDate } = await registerParticipant(t.db, fixture, { user: member, attendance: 8 });
    await issue(fixture);
    const [original] = await certificatesOf(registration.id);
    const client = await t.clientSignedInAs(member.id);
    const originalPdf = await pdfText((await client.request('GET', `/api/me/series-certificates/${original.id}/pdf`)).bytes!);
    const participantsBefore = (await t.db.select().from(sessions).where(eq(sessions.id, fixture.dates[8].id)))[0].currentParticipants;

    // The trainer's list missed her on the ninth date.
    const corrected = await admin.put(`/api/admin/series/${fixture.series.id}/attendance`, { registrationId: registration.id, sessionId: fixture.dates[8].id, attended: true });
    expect(corrected.status, JSON.stringify(corrected.json)).toBe(200);
    expect(corrected.json.rows[0]).toMatchObject({ attendedCount: 9, certificate: { number: original.number } });
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, bookingsByDate.get(fixture.dates[8].id)!));
    expect(booking.status).toBe('attended');
    expect((await t.db.select().from(sessions).where(eq(sessions.id, fixture.dates[8].id)))[0].currentParticipants).toBe(participantsBefore);
    const [entry] = await auditEntriesFor(t, fixture.dates[8].id);
    expect(entry).toMatchObject({ entity: 'session', action: 'updated' });
    expect(entry.summary).toContain('Teilnahme von Nora Neu');
    expect(entry.summary).toContain('„anwesend“');

    const res = await reissue(registration.id);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const [, replacement] = await certificatesOf(registration.id);
    expect(replacement.number).not.toBe(original.number);
    expect(replacement.sequence).toBeGreaterThan(original.sequence);
    expect(replacement.replacesCertificateId).toBe(original.id);
    expect(replacement.document).toMatchObject({ replacesNumber: original.number, attendedCount: 9 });
    expect(res.json).toEqual({
      message: `Teilnahmebescheinigung Nr. ${replacement.number} ausgestellt; sie ersetzt Nr. ${original.number}.`,
      certificate: { id: replacement.id, number: replacement.number, issuedOn: berlinToday(), replacesNumber: original.number },
    });
    const newPdf = await pdfText((await client.request('GET', `/api/me/series-certificates/${replacement.id}/pdf`)).bytes!);
    expect(newPdf).toContain(`Ersetzt die Bescheinigung Nr. ${original.number}.`);
    expect(newPdf).toContain('Teilgenommen: 9 von 10 Terminen');

    // The old one is still there, unchanged, and the grid names the new one.
    const [stillOriginal] = await certificatesOf(registration.id);
    expect(stillOriginal).toEqual(original);
    expect(await pdfText((await client.request('GET', `/api/me/series-certificates/${original.id}/pdf`)).bytes!)).toBe(originalPdf);
    expect((await grid(fixture)).rows[0].certificate).toMatchObject({ id: replacement.id, replacesNumber: original.number });

    const reissueMails = await t.db.select().from(mails).where(and(eq(mails.to, 'nora.neu@example.de'), eq(mails.template, 'series-certificate')));
    expect(reissueMails).toHaveLength(2);
    expect(reissueMails.map((m) => m.text).join('\n')).toContain(`Sie ersetzt die Bescheinigung Nr. ${original.number}`);

    // Corrected down below 80 %, no new certificate: the shortfall, and nothing written.
    for (const date of fixture.dates.slice(0, 2)) {
      expect((await admin.put(`/api/admin/series/${fixture.series.id}/attendance`, { registrationId: registration.id, sessionId: date.id, attended: false })).status).toBe(200);
    }
    const before = await lastNumber();
    const refused = await reissue(registration.id);
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe('Keine Teilnahmebescheinigung: 7 von 10 Terminen besucht, 8 nötig.');
    expect(await certificatesOf(registration.id)).toHaveLength(2);
    expect(await lastNumber()).toBe(before);
  });

  it('gives a first certificate on reissue to someone who qualifies only after the correction', async () => {
    const fixture = await createSeriesFixture(t.db);
    const { registration } = await registerParticipant(t.db, fixture, { attendance: 7 });
    await issue(fixture);
    expect(await certificatesOf(registration.id)).toEqual([]);
    await admin.put(`/api/admin/series/${fixture.series.id}/attendance`, { registrationId: registration.id, sessionId: fixture.dates[9].id, attended: true });
    const res = await reissue(registration.id);
    expect(res.status).toBe(200);
    expect(res.json.certificate.replacesNumber).toBeNull();
    const [first] = await certificatesOf(registration.id);
    expect(first.replacesCertificateId).toBeNull();
    expect(first.document.replacesNumber).toBeNull();
  });

  it('adds a booking for a participant who was there without one, under the capacity', async () => {
    const fixture = await createSeriesFixture(t.db, { dates: 3, capacity: 2 });
    await registerParticipant(t.db, fixture, { attendance: ['attended', 'attended', 'attended'] });
    const other = await registerParticipant(t.db, fixture, { attendance: ['attended', 'attended', 'attended'] });
    // The second participant's place on the first date was given up before it, and the date filled up.
    const firstDate = fixture.dates[0].id;
    const theirs = other.bookingsByDate.get(firstDate)!;
    await t.db.update(bookings).set({ status: 'cancelled', cancelledAt: new Date() }).where(eq(bookings.id, theirs));
    await t.db.update(sessions).set({ currentParticipants: 1 }).where(eq(sessions.id, firstDate));

    const res = await admin.put(`/api/admin/series/${fixture.series.id}/attendance`, { registrationId: other.registration.id, sessionId: firstDate, attended: true });
    expect(res.status).toBe(200);
    const live = await t.db.select().from(bookings).where(and(eq(bookings.seriesRegistrationId, other.registration.id), eq(bookings.sessionId, firstDate), eq(bookings.status, 'attended')));
    expect(live).toHaveLength(1);
    expect(live[0]).toMatchObject({ payment: 'series', userId: other.user.id });
    expect((await t.db.select().from(sessions).where(eq(sessions.id, firstDate)))[0].currentParticipants).toBe(2);

    // Someone registered without a place on that date: marked absent, nothing needs writing; marked present,
    // the full date refuses them in German.
    const late = await registerParticipant(t.db, fixture, { attendance: null });
    const absent = await admin.put(`/api/admin/series/${fixture.series.id}/attendance`, { registrationId: late.registration.id, sessionId: firstDate, attended: false });
    expect(absent.status).toBe(200);
    expect(await t.db.select().from(bookings).where(eq(bookings.seriesRegistrationId, late.registration.id))).toEqual([]);
    const full = await admin.put(`/api/admin/series/${fixture.series.id}/attendance`, { registrationId: late.registration.id, sessionId: firstDate, attended: true });
    expect(full.status).toBe(409);
    expect(full.json.error.message).toBe('Der Termin ist voll belegt; eine weitere Teilnahme lässt sich nicht eintragen.');
    expect(await t.db.select().from(bookings).where(eq(bookings.seriesRegistrationId, late.registration.id))).toEqual([]);
    expect(await auditEntriesFor(t, firstDate)).toHaveLength(1);
  });

  it('refuses a date not begun, a cancelled date, a date or registration of another series and bad input, in German, writing nothing', async () => {
    const fixture = await createSeriesFixture(t.db, { dates: 4, lastStart: new Date(Date.now() + 2 * DAY) });
    const { registration, bookingsByDate } = await registerParticipant(t.db, fixture, { attendance: ['attended', 'attended', 'confirmed', 'confirmed'] });
    const put = (body: Record<string, unknown>, seriesId = fixture.series.id) => admin.put(`/api/admin/series/${seriesId}/attendance`, body);

    const ahead = await put({ registrationId: registration.id, sessionId: fixture.dates[3].id, attended: true });
    expect(ahead.status).toBe(409);
    expect(ahead.json.error).toEqual({ code: 'SERIES_DATE_NOT_BEGUN', message: 'Die Teilnahme lässt sich erst eintragen, wenn der Termin begonnen hat.' });

    await cancelSeriesDate(t.db, fixture, fixture.dates[1]);
    const cancelled = await put({ registrationId: registration.id, sessionId: fixture.dates[1].id, attended: true });
    expect(cancelled.status).toBe(409);
    expect(cancelled.json.error.message).toBe('Dieser Termin wurde abgesagt; für ihn gibt es keine Teilnahme.');

    const elsewhere = await createSeriesFixture(t.db, { dates: 2 });
    const stranger = await registerParticipant(t.db, elsewhere, { attendance: 2 });
    const otherDate = await put({ registrationId: registration.id, sessionId: elsewhere.dates[0].id, attended: false });
    expect(otherDate.status).toBe(404);
    expect(otherDate.json.error.message).toBe('Dieser Termin gehört nicht zu dieser Kursreihe.');
    const otherRegistration = await put({ registrationId: stranger.registration.id, sessionId: fixture.dates[0].id, attended: false });
    expect(otherRegistration.status).toBe(404);
    expect(otherRegistration.json.error.message).toBe('Diese Anmeldung wurde nicht gefunden.');

    const bad = await put({ registrationId: 'x', sessionId: fixture.dates[0].id, attended: 'ja' });
    expect(bad.status).toBe(400);
    expect(isGerman(bad.json.error.message)).toBe(true);

    // Nothing changed: the bookings are as they were, and no audit entry was written.
    const rows = await t.db.select().from(bookings).where(eq(bookings.seriesRegistrationId, registration.id));
    expect(rows.find((b) => b.id === bookingsByDate.get(fixture.dates[0].id))!.status).toBe('attended');
    expect(rows.find((b) => b.id === bookingsByDate.get(fixture.dates[3].id))!.status).toBe('confirmed');
    for (const date of fixture.dates) expect(await auditEntriesFor(t, date.id)).toEqual([]);

    // Before the last date the office cannot reissue either.
    expect((await reissue(registration.id)).json.error.code).toBe('CERTIFICATES_NOT_DUE');
    expect((await admin.post(`/api/admin/series-registrations/${crypto.randomUUID()}/certificate`)).status).toBe(404);
  });
});

describe('data rights', () => {
  it("lists the member's certificates in the data export, and keeps them as issued when the account is deleted", async () => {
    const parent = await createUser(t.db, { firstName: 'Ida', lastName: 'Export' });
    const child = await createFamilyMember(t.db, { userId: parent.id, firstName: 'Ben', lastName: 'Export', birthDate: '2015-07-07' });
    const fixture = await createSeriesFixture(t.db, { title: 'Haltung & Bewegung', zppId: 'KU-ZPP-55501' });
    const own = await registerParticipant(t.db, fixture, { user: parent, attendance: 10 });
    const kid = await registerParticipant(t.db, fixture, { user: parent, familyMemberId: child.id, attendance: 8 });
    await issue(fixture);
    const [ownCertificate] = await certificatesOf(own.registration.id);
    const [kidCertificate] = await certificatesOf(kid.registration.id);
    const client = await t.clientSignedInAs(parent.id);

    const exported = (await client.get('/api/me/export')).json.seriesCertificates;
    expect(exported).toEqual(
      [ownCertificate, kidCertificate]
        .sort((a, b) => a.sequence - b.sequence)
        .map((c) => ({
          id: c.id,
          number: c.number,
          issuedOn: berlinToday(),
          replacesNumber: null,
          participant: c.document.participant,
          course: { title: 'Haltung & Bewegung', zppId: 'KU-ZPP-55501', courseLeader: 'Petra Prävention' },
          attendedCount: c.document.attendedCount,
          totalDates: 10,
        })),
    );
    expect(exported.map((c: { participant: { name: string } }) => c.participant.name).sort()).toEqual(['Ben Export', parent.name].sort());
    const stranger = await t.clientSignedInAs((await createUser(t.db)).id);
    expect((await stranger.get('/api/me/export')).json.seriesCertificates).toEqual([]);

    // Deleted, the account's certificates stay as issued: the insurer may ask the centre to confirm one.
    expect((await client.post('/api/me/delete', { password: parent.password })).status).toBe(200);
    expect(await certificatesOf(own.registration.id)).toEqual([ownCertificate]);
    expect(await certificatesOf(kid.registration.id)).toEqual([kidCertificate]);
    const text = await pdfText((await admin.request('GET', `/api/admin/series-certificates/${kidCertificate.id}/pdf`)).bytes!);
    expect(text).toContain('Ben Export');
    expect(text).toContain(kidCertificate.number);
  });

  it('issues the certificate of an account deleted before the last date, and mails no one', async () => {
    const fixture = await createSeriesFixture(t.db);
    const { registration, user } = await registerParticipant(t.db, fixture, { attendance: 10 });
    await t.db.update(profiles).set({ email: `geloescht+${user.id}@invalid`, name: 'Gelöschtes Mitglied', deletedAt: new Date() }).where(eq(profiles.id, user.id));
    expect((await issue(fixture)).json.issued).toBe(1);
    expect(await certificatesOf(registration.id)).toHaveLength(1);
    expect(await t.db.select().from(mails).where(eq(mails.to, `geloescht+${user.id}@invalid`))).toEqual([]);
  });
});

describe('the mail job', () => {
  it('never sends a mail without the file it promises: a certificate that cannot be found fails the attempt', async () => {
    await t.db.transaction((tx) =>
      enqueueMail(tx, { to: 'ohne.datei@example.de', subject: 'Ihre Bescheinigung', text: 'Anbei.', template: 'series-certificate', attachments: [{ kind: 'series-certificate', id: crypto.randomUUID() }] }),
    );
    await t.jobs.drain();
    expect(smtp.received.filter((m) => m.to.includes('ohne.datei@example.de'))).toEqual([]);
    const [mail] = await t.db.select().from(mails).where(eq(mails.to, 'ohne.datei@example.de'));
    expect(mail.status).toBe('queued');
    expect(mail.lastError).toContain('cannot be rendered');
  });
});
