import { spawn } from 'node:child_process';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { XmlDocument, type XmlElement } from 'xmldoc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { auditLog, charges, collectionRuns, invoices, mails, passes, payments, sepaMandates } from '../../src/server/db/schema';
import { earliestCollectionDate } from '../../src/server/modules/collections/collection-date';
import { formatMoney } from '../../src/shared/money';
import { firstCollectionDayFrom, nonCollectionDay, target2Holiday } from '../../src/shared/target2-days';
import { addBerlinDays, berlinDayOfWeek, berlinToday, berlinWallClockToInstant, startOfBerlinDay } from '../../src/shared/time';
import { createAdmin, createCourse, createSession, createUser, upsertSettings } from '../support/factories';
import { addCharge, chargeRow, createDebtor, CREDITOR, setUpCreditor } from '../support/direct-debits';
import { isGerman } from '../support/german';
import { createSharedPostgresDatabase } from '../support/test-db';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

/*
 * 'Lastschriften': due SEPA debits go into collection runs, each with its pain.008.001.08 file, then to the
 * bank, or are cancelled back to due; a debit the bank gives back is recorded as a Rücklastschrift. The file
 * is parsed and every field the bank reads is checked against the rows it was written from.
 */
let t: TestApp;
let admin: TestClient;
const onPostgres = process.env.TEST_DB_KIND === 'postgres';
const today = berlinToday();
/** The first collection date the 14 days of pre-notification allow (a bank business day). */
const earliest = earliestCollectionDate(today, CREDITOR.prenotificationDays);
/** A later business day, for a second run. */
const later = firstCollectionDayFrom(addBerlinDays(earliest, 7));

beforeAll(async () => {
  t = await createTestApp({ API_BUDGET: 'off' });
  admin = await t.clientSignedInAs((await createAdmin(t.db)).id);
});
afterAll(() => t.close());

type Run = { id: string; messageId: string; collectionDate: string; status: string; transactionCount: number; controlSum: number; createdAt: string };
type Charge = { id: string; member: { name: string }; amount: number; mandateReference: string; sequenceType: string | null; endToEndId: string | null; status: string };

const createRun = (collectionDate: string) => admin.post('/api/admin/collection-runs', { collectionDate });
async function createdRun(collectionDate = earliest) {
  const res = await createRun(collectionDate);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as { message: string; run: Run; charges: Charge[] };
}
const fileOf = (runId: string) => admin.request('GET', `/api/admin/collection-runs/${runId}/file`);
const submit = (runId: string) => admin.post(`/api/admin/collection-runs/${runId}/submit`);
const cancel = (runId: string) => admin.post(`/api/admin/collection-runs/${runId}/cancel`);
const recordReturn = (chargeId: string, body: Record<string, unknown>) => admin.post(`/api/admin/charges/${chargeId}/return`, body);
const mailsTo = (email: string, template: string) => t.db.select().from(mails).where(and(eq(mails.to, email), eq(mails.template, template)));
const cents = (euros: number) => Math.round(euros * 100);

/** Child elements by name (the document's own namespace is the default one, so names carry no prefix). */
const child = (element: XmlElement, path: string) => {
  const found = element.descendantWithPath(path);
  if (!found) throw new Error(`no ${path} in ${element.name}`);
  return found;
};
const text = (element: XmlElement, path: string) => child(element, path).val;

/** Settles every debit still waiting, so the next test's run takes only its own. */
async function settleOpenRuns() {
  const open = await t.db.select({ id: collectionRuns.id }).from(collectionRuns).where(eq(collectionRuns.status, 'created'));
  for (const run of open) expect((await submit(run.id)).status).toBe(200);
  const due = await t.db
    .select({ id: charges.id })
    .from(charges)
    .innerJoin(sepaMandates, eq(sepaMandates.id, charges.mandateId))
    .innerJoin(payments, eq(payments.id, charges.paymentId))
    .where(and(eq(charges.status, 'due'), sql`${sepaMandates.revokedAt} is null`, eq(payments.status, 'pending'), sql`${charges.dueOn} <= ${later}::date`));
  if (due.length > 0) {
    const run = await createdRun(later);
    expect((await submit(run.run.id)).status).toBe(200);
  }
}

describe('before Zahlungsverkehr is set up', () => {
  it('collects nothing, and says where to set it up', async () => {
    await createDebtor(t.db, { amount: 20, dueOn: today });
    const overview = (await admin.get('/api/admin/collection-runs')).json;
    expect(overview).toMatchObject({ ready: false, prenotificationDays: null, earliestCollectionDate: earliest, due: { count: 1, sum: 20 } });
    const res = await createRun(earliest);
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe('SEPA_UNAVAILABLE');
    expect(res.json.error.message).toContain('Zahlungsverkehr');
    expect(isGerman(res.json.error.message)).toBe(true);
    expect(await t.db.select().from(collectionRuns)).toEqual([]);

    expect((await admin.put('/api/admin/payment-settings', CREDITOR)).status).toBe(200);
    expect((await admin.get('/api/admin/collection-runs')).json).toMatchObject({ ready: true, prenotificationDays: 14 });
    await settleOpenRuns();
  });
});

describe('a collection run', () => {
  it('writes a pain.008.001.08 file with every field the bank reads, and tells each member ahead', async () => {
    const rita = await createDebtor(t.db, { amount: 29.9, dueOn: today, description: 'Monatsabo 01.12.2026–31.12.2026' }, { firstName: 'Rita', lastName: 'Rechnung' }, { bic: 'COBADEFFXXX', signedOn: '2026-02-03' });
    const second = await addCharge(t.db, rita.order, { amount: 59, dueOn: today, periodStart: addBerlinDays(today, 1), description: 'Kursgebühr Yoga' });
    const jan = await createDebtor(t.db, { amount: 45.5, dueOn: addBerlinDays(today, -3) }, { firstName: 'Jürgen', lastName: 'Müller' }, { iban: 'DE75512108001245126199', signedOn: '2025-11-30' });
    const overview = (await admin.get('/api/admin/collection-runs')).json;
    expect(overview.due).toEqual({
      count: 3,
      sum: 134.4,
      byDate: [
        { dueOn: addBerlinDays(today, -3), count: 1, sum: 45.5 },
        { dueOn: today, count: 2, sum: 88.9 },
      ],
    });

    const before = Date.now();
    const { message, run, charges: listed } = await createdRun(earliest);
    expect(message).toBe('Lastschriftlauf erstellt');
    expect(run).toMatchObject({ collectionDate: earliest, status: 'created', transactionCount: 3, controlSum: 134.4, returnedCount: 0 });
    expect(listed.map((c) => c.id).sort()).toEqual([rita.charge.id, second.id, jan.charge.id].sort());
    expect(listed.every((c) => c.status === 'in_run' && c.sequenceType === 'FRST')).toBe(true);

    // The file, byte for byte the same at every download, named after the collection date.
    const download = await fileOf(run.id);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toContain('application/xml');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="lastschriften-${earliest}.xml"`);
    expect((await fileOf(run.id)).text).toBe(download.text);
    const [stored] = await t.db.select().from(collectionRuns).where(eq(collectionRuns.id, run.id));
    expect(download.text).toBe(stored.xml);

    const doc = new XmlDocument(download.text);
    expect(doc.name).toBe('Document');
    expect(doc.attr.xmlns).toBe('urn:iso:std:iso:20022:tech:xsd:pain.008.001.08');
    const initiation = child(doc, 'CstmrDrctDbtInitn');
    expect(text(initiation, 'GrpHdr.MsgId')).toBe(run.messageId);
    expect(run.messageId.length).toBeLessThanOrEqual(35);
    expect(run.messageId).toMatch(/^[A-Za-z0-9/?:().,'+-]+$/);
    // Created at the run's instant, written as the Berlin wall-clock time.
    const created = new Date(run.createdAt);
    expect(created.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const [createdDay, createdTime] = text(initiation, 'GrpHdr.CreDtTm').split('T');
    expect(berlinWallClockToInstant(createdDay, createdTime).getTime()).toBe(Math.floor(created.getTime() / 1000) * 1000);
    expect(text(initiation, 'GrpHdr.NbOfTxs')).toBe('3');
    expect(text(initiation, 'GrpHdr.CtrlSum')).toBe('134.40');
    expect(text(initiation, 'GrpHdr.InitgPty.Nm')).toBe('Sportzentrum Lindenau GmbH');

    const infos = initiation.childrenNamed('PmtInf');
    expect(infos).toHaveLength(1);
    const [info] = infos;
    expect(text(info, 'PmtMtd')).toBe('DD');
    expect(text(info, 'NbOfTxs')).toBe('3');
    expect(text(info, 'CtrlSum')).toBe('134.40');
    expect(text(info, 'PmtTpInf.SvcLvl.Cd')).toBe('SEPA');
    expect(text(info, 'PmtTpInf.LclInstrm.Cd')).toBe('CORE');
    expect(text(info, 'PmtTpInf.SeqTp')).toBe('FRST');
    expect(text(info, 'ReqdColltnDt')).toBe(earliest);
    expect(text(info, 'Cdtr.Nm')).toBe('Sportzentrum Lindenau GmbH');
    expect(text(info, 'CdtrAcct.Id.IBAN')).toBe(CREDITOR.iban);
    expect(text(info, 'CdtrAgt.FinInstnId.BICFI')).toBe(CREDITOR.bic);
    expect(text(info, 'CdtrSchmeId.Id.PrvtId.Othr.Id')).toBe(CREDITOR.creditorId);
    expect(text(info, 'CdtrSchmeId.Id.PrvtId.Othr.SchmeNm.Prtry')).toBe('SEPA');

    const transactions = info.childrenNamed('DrctDbtTxInf');
    expect(transactions).toHaveLength(3);
    const endToEndIds = transactions.map((tx) => text(tx, 'PmtId.EndToEndId'));
    expect(new Set(endToEndIds).size).toBe(3);
    for (const id of endToEndIds) expect(id).toMatch(/^[A-Za-z0-9-]{1,35}$/);
    const byEndToEnd = new Map(transactions.map((tx) => [text(tx, 'PmtId.EndToEndId'), tx]));
    const rows = await t.db.select().from(charges).where(eq(charges.runId, run.id));
    expect(rows).toHaveLength(3);
    const expected = [
      { charge: rita.charge.id, amount: '29.90', mandate: rita.mandate, debtor: 'Rita Rechnung', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', remittance: 'Monatsabo 01.12.2026-31.12.2026' },
      { charge: second.id, amount: '59.00', mandate: rita.mandate, debtor: 'Rita Rechnung', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', remittance: 'Kursgebuehr Yoga' },
      { charge: jan.charge.id, amount: '45.50', mandate: jan.mandate, debtor: 'Juergen Mueller', iban: 'DE75512108001245126199', bic: null, remittance: jan.charge.description },
    ];
    for (const want of expected) {
      const row = rows.find((r) => r.id === want.charge)!;
      expect(row).toMatchObject({ status: 'in_run', runId: run.id, sequenceType: 'FRST' });
      const tx = byEndToEnd.get(row.endToEndId!)!;
      expect(tx, `transaction of ${want.debtor}`).toBeDefined();
      expect(text(tx, 'InstdAmt')).toBe(want.amount);
      expect(child(tx, 'InstdAmt').attr.Ccy).toBe('EUR');
      expect(text(tx, 'DrctDbtTx.MndtRltdInf.MndtId')).toBe(want.mandate.reference);
      expect(text(tx, 'DrctDbtTx.MndtRltdInf.DtOfSgntr')).toBe(want.mandate.signedOn);
      expect(text(tx, 'Dbtr.Nm')).toBe(want.debtor);
      expect(text(tx, 'DbtrAcct.Id.IBAN')).toBe(want.iban);
      if (want.bic) expect(text(tx, 'DbtrAgt.FinInstnId.BICFI')).toBe(want.bic);
      else expect(text(tx, 'DbtrAgt.FinInstnId.Othr.Id')).toBe('NOTPROVIDED');
      expect(text(tx, 'RmtInf.Ustrd')).toBe(want.remittance);
    }
    const sum = transactions.reduce((total, tx) => total + cents(Number(text(tx, 'InstdAmt'))), 0);
    expect(sum).toBe(13440);

    // The Vorabankündigung: one mail per member with amounts, date, mandate reference and Gläubiger-ID.
    const [toRita] = await mailsTo(rita.user.email, 'debit-prenotification');
    expect(toRita.subject).toContain(earliest.split('-').reverse().join('.'));
    expect(toRita.text).toContain(formatMoney(88.9));
    expect(toRita.text).toContain(formatMoney(29.9));
    expect(toRita.text).toContain(rita.mandate.reference);
    expect(toRita.text).toContain('DE98ZZZ09999999999');
    expect(await mailsTo(jan.user.email, 'debit-prenotification')).toHaveLength(1);
    expect(rows.every((r) => r.prenotifiedAt?.getTime() === created.getTime())).toBe(true);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, run.id));
    expect(audit).toMatchObject({ entity: 'collection_run', action: 'created' });
    expect(audit.summary).toContain('3 Lastschriften');

    // 'An die Bank übergeben': collected, payments completed on the collection date, invoices issued.
    const submitted = await submit(run.id);
    expect(submitted.status).toBe(200);
    expect(submitted.json).toMatchObject({ message: 'Lastschriftlauf an die Bank übergeben', run: { status: 'submitted' } });
    expect(submitted.json.charges.every((c: Charge) => c.status === 'collected')).toBe(true);
    const paid = await t.db.select().from(payments).where(inArray(payments.id, rows.map((r) => r.paymentId)));
    expect(paid.every((p) => p.status === 'completed' && p.paidAt?.getTime() === startOfBerlinDay(earliest).getTime())).toBe(true);
    const issued = await t.db.select().from(invoices).where(inArray(invoices.paymentId, rows.map((r) => r.paymentId)));
    expect(issued.map((i) => i.kind)).toEqual(['invoice', 'invoice', 'invoice']);
    expect(issued.find((i) => i.paymentId === rows.find((r) => r.id === second.id)!.paymentId)!.document).toMatchObject({ totals: { gross: 59 }, paymentMethod: 'SEPA-Lastschrift', paidOn: earliest });
    // The file is what the bank got: it never changes, and a run is never deleted.
    await expect(t.db.update(collectionRuns).set({ xml: '<x/>' }).where(eq(collectionRuns.id, run.id))).rejects.toThrow();
    await expect(t.db.delete(collectionRuns).where(eq(collectionRuns.id, run.id))).rejects.toThrow();
    expect((await submit(run.id)).status).toBe(409);

    // The next run: Rita's mandate was used, so RCUR; a new member's first debit is FRST. One PmtInf each.
    const third = await addCharge(t.db, rita.order, { amount: 29.9, dueOn: addBerlinDays(today, 2), periodStart: addBerlinDays(today, 2) });
    // Rita was told of this debit when she ordered: the run sends her no second notice.
    await t.db.update(charges).set({ prenotifiedAt: new Date() }).where(eq(charges.id, third.id));
    const newcomer = await createDebtor(t.db, { amount: 12.35, dueOn: today });
    const next = await createdRun(later);
    expect(next.charges.find((c) => c.id === third.id)!.sequenceType).toBe('RCUR');
    expect(next.charges.find((c) => c.id === newcomer.charge.id)!.sequenceType).toBe('FRST');
    const nextDoc = child(new XmlDocument((await fileOf(next.run.id)).text), 'CstmrDrctDbtInitn');
    expect(text(nextDoc, 'GrpHdr.NbOfTxs')).toBe('2');
    expect(text(nextDoc, 'GrpHdr.CtrlSum')).toBe('42.25');
    const [frst, rcur] = nextDoc.childrenNamed('PmtInf');
    expect([text(frst, 'PmtTpInf.SeqTp'), text(frst, 'NbOfTxs'), text(frst, 'CtrlSum'), text(frst, 'DrctDbtTxInf.DrctDbtTx.MndtRltdInf.MndtId')]).toEqual(['FRST', '1', '12.35', newcomer.mandate.reference]);
    expect([text(rcur, 'PmtTpInf.SeqTp'), text(rcur, 'NbOfTxs'), text(rcur, 'CtrlSum'), text(rcur, 'DrctDbtTxInf.DrctDbtTx.MndtRltdInf.MndtId')]).toEqual(['RCUR', '1', '29.90', rita.mandate.reference]);
    expect(text(frst, 'ReqdColltnDt')).toBe(later);
    expect(text(frst, 'PmtInfId')).not.toBe(text(rcur, 'PmtInfId'));
    expect(await mailsTo(rita.user.email, 'debit-prenotification')).toHaveLength(1);
    expect(await mailsTo(newcomer.user.email, 'debit-prenotification')).toHaveLength(1);
    expect((await submit(next.run.id)).status).toBe(200);

    const list = (await admin.get('/api/admin/collection-runs')).json;
    expect(list.runs.map((r: Run) => r.id).slice(0, 2)).toEqual([next.run.id, run.id]);
    expect(list.runs[0]).toMatchObject({ status: 'submitted', transactionCount: 2, controlSum: 42.25 });
  });

  it('refuses a date before the pre-notification lead, on a weekend and on a bank holiday, in German at the field', async () => {
    await createDebtor(t.db, { amount: 10, dueOn: today });
    const refusal = async (collectionDate: string) => {
      const res = await createRun(collectionDate);
      expect(res.status, collectionDate).toBe(400);
      expect(res.json.error.code).toBe('VALIDATION_ERROR');
      expect(isGerman(res.json.error.fields.collectionDate)).toBe(true);
      return res.json.error.fields.collectionDate as string;
    };
    const tooEarly = await refusal(addBerlinDays(today, 13));
    expect(tooEarly).toContain('14 Tage');
    expect(tooEarly).toContain(earliest.split('-').reverse().join('.'));
    expect(await refusal(today)).toBe(tooEarly);
    let saturday = addBerlinDays(today, 15);
    while (berlinDayOfWeek(saturday) !== 6) saturday = addBerlinDays(saturday, 1);
    expect(await refusal(saturday)).toContain('Samstag');
    expect(await refusal(addBerlinDays(saturday, 1))).toContain('Sonntag');
    let holiday = addBerlinDays(today, 15);
    while (!target2Holiday(holiday) || nonCollectionDay(holiday)?.kind === 'weekend') holiday = addBerlinDays(holiday, 1);
    expect(await refusal(holiday)).toContain('Bankfeiertag');
    expect(await refusal('2026-02-31')).toBe('Bitte wählen Sie ein gültiges Einzugsdatum.');
    expect((await admin.post('/api/admin/collection-runs', {})).status).toBe(400);
    expect(await t.db.select().from(collectionRuns).where(eq(collectionRuns.status, 'created'))).toEqual([]);
    await settleOpenRuns();
  });

  it('refuses an empty run, and leaves debits due later and those of a revoked mandate alone', async () => {
    const nothing = await createRun(earliest);
    expect(nothing.status).toBe(409);
    expect(nothing.json.error).toMatchObject({ code: 'NO_DUE_CHARGES', message: 'Es sind keine fälligen Lastschriften bis zu diesem Datum vorhanden.' });

    const dueLater = await createDebtor(t.db, { amount: 30, dueOn: addBerlinDays(later, 30) });
    expect((await createRun(earliest)).status).toBe(409);
    const revoked = await createDebtor(t.db, { amount: 40, dueOn: today }, {}, { revokedAt: new Date() });
    const fine = await createDebtor(t.db, { amount: 50, dueOn: today });
    const overview = (await admin.get('/api/admin/collection-runs')).json;
    expect(overview.due.byDate.find((d: { dueOn: string }) => d.dueOn === today)).toEqual({ dueOn: today, count: 1, sum: 50 });

    const { charges: taken } = await createdRun(earliest);
    expect(taken.map((c) => c.id)).toEqual([fine.charge.id]);
    expect((await chargeRow(t.db, revoked.charge.id)).status).toBe('due');
    expect((await chargeRow(t.db, dueLater.charge.id)).status).toBe('due');
    expect(await t.db.select().from(mails).where(eq(mails.to, revoked.user.email))).toEqual([]);
    await settleOpenRuns();
  });

  it('cancels a run before it goes to the bank: its debits are due again, its file stays', async () => {
    const member = await createDebtor(t.db, { amount: 33.33, dueOn: today });
    const first = await createdRun(earliest);
    const file = (await fileOf(first.run.id)).text;
    const cancelled = await cancel(first.run.id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({ message: 'Lastschriftlauf storniert', run: { status: 'cancelled', transactionCount: 1, controlSum: 33.33 }, charges: [] });
    expect(await chargeRow(t.db, member.charge.id)).toMatchObject({ status: 'due', runId: null, sequenceType: null, endToEndId: null, prenotifiedAt: null });
    expect((await fileOf(first.run.id)).text).toBe(file);
    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.entityId, first.run.id), eq(auditLog.action, 'updated')));
    expect(audit.summary).toContain('storniert');

    for (const again of [await cancel(first.run.id), await submit(first.run.id)]) {
      expect(again.status).toBe(409);
      expect(again.json.error).toMatchObject({ code: 'COLLECTION_RUN_CLOSED', message: 'Dieser Lastschriftlauf ist storniert.' });
    }

    // Made anew: the same debit, still the mandate's first (a cancelled run never reached the bank), a new
    // end-to-end id, and the member is told of the new run's date.
    const second = await createdRun(later);
    expect(second.charges).toMatchObject([{ id: member.charge.id, sequenceType: 'FRST' }]);
    expect(second.charges[0].endToEndId).not.toBe(first.charges[0].endToEndId);
    expect(second.run.messageId).not.toBe(first.run.messageId);
    expect(await mailsTo(member.user.email, 'debit-prenotification')).toHaveLength(2);
    await settleOpenRuns();
  });

  it('is not handed to the bank once a mandate was revoked or a payment recorded otherwise', async () => {
    const revoking = await createDebtor(t.db, { amount: 21, dueOn: today }, { firstName: 'Wiebke', lastName: 'Widerruf' });
    const paying = await createDebtor(t.db, { amount: 22, dueOn: today }, { firstName: 'Bernd', lastName: 'Barzahler' });
    const { run } = await createdRun(earliest);
    await t.db.update(sepaMandates).set({ revokedAt: new Date() }).where(eq(sepaMandates.id, revoking.mandate.id));
    const refused = await submit(run.id);
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('MANDATE_REVOKED');
    expect(refused.json.error.message).toContain('Wiebke Widerruf');
    expect(refused.json.error.message).toContain('stornieren');
    expect(isGerman(refused.json.error.message)).toBe(true);
    expect((await admin.get(`/api/admin/collection-runs/${run.id}`)).json.charges.find((c: Charge) => c.id === revoking.charge.id)).toMatchObject({ mandateRevoked: true });

    await t.db.update(sepaMandates).set({ revokedAt: null }).where(eq(sepaMandates.id, revoking.mandate.id));
    await t.db.update(payments).set({ status: 'completed', paidAt: new Date() }).where(eq(payments.id, paying.charge.paymentId));
    const settled = await submit(run.id);
    expect(settled.status).toBe(409);
    expect(settled.json.error.code).toBe('CHARGE_SETTLED');
    expect(settled.json.error.message).toContain('Bernd Barzahler');
    expect((await t.db.select().from(collectionRuns).where(eq(collectionRuns.id, run.id)))[0].status).toBe('created');

    expect((await cancel(run.id)).status).toBe(200);
    const { charges: retaken } = await createdRun(earliest);
    expect(retaken.map((c) => c.id)).toEqual([revoking.charge.id]);
    await settleOpenRuns();
  });

  it('stops, rather than returns to due, a debit whose mandate was revoked while its run waited', async () => {
    const revoking = await createDebtor(t.db, { amount: 23, dueOn: today });
    const keeping = await createDebtor(t.db, { amount: 24, dueOn: today });
    const { run } = await createdRun(earliest);
    await t.db.update(sepaMandates).set({ revokedAt: new Date() }).where(eq(sepaMandates.id, revoking.mandate.id));
    expect((await cancel(run.id)).status).toBe(200);
    expect((await chargeRow(t.db, revoking.charge.id)).status).toBe('cancelled');
    expect((await chargeRow(t.db, keeping.charge.id)).status).toBe('due');
    await settleOpenRuns();
  });
});

describe('Rücklastschrift', () => {
  async function collectedDebtor(amount: number, member: { firstName?: string; lastName?: string } = {}) {
    const debtor = await createDebtor(t.db, { amount, dueOn: today }, member);
    const { run } = await createdRun(earliest);
    expect((await submit(run.id)).status).toBe(200);
    return debtor;
  }

  it('returns the debit, fails its payment with a Stornorechnung, and mails the member the open amount', async () => {
    const debtor = await collectedDebtor(59.9, { firstName: 'Rita', lastName: 'Rückgabe' });
    const res = await recordReturn(debtor.charge.id, { reasonCode: 'AM04', fee: '3,50' });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({ message: 'Rücklastschrift erfasst', openAmount: 63.4, passesHeld: 0, charge: { id: debtor.charge.id, status: 'returned', returnReason: 'AM04', returnFee: 3.5 } });
    const row = await chargeRow(t.db, debtor.charge.id);
    expect(row).toMatchObject({ status: 'returned', returnReason: 'AM04', returnFee: 3.5 });
    expect(row.returnedAt).toBeInstanceOf(Date);
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, debtor.charge.paymentId));
    expect(payment.status).toBe('failed');
    const issued = await t.db.select().from(invoices).where(eq(invoices.paymentId, debtor.charge.paymentId)).orderBy(asc(invoices.sequence));
    expect(issued.map((i) => i.kind)).toEqual(['invoice', 'cancellation']);
    expect(issued[1].document.totals.gross).toBe(-59.9);

    const [mail] = await mailsTo(debtor.user.email, 'debit-returned');
    expect(mail.text).toContain(formatMoney(63.4));
    expect(mail.text).toContain(formatMoney(3.5));
    expect(mail.text).toContain('Deckung unzureichend');
    expect(mail.text).toContain('Theke');
    expect(mail.text).toContain('DE02 1203 0000 0000 2020 51');
    expect(mail.text).not.toContain('gesperrt');
    expect((await t.db.select().from(passes).where(eq(passes.id, debtor.pass.id)))[0].awaitingPayment).toBe(false);
    const [audit] = await t.db.select().from(auditLog).where(sql`${auditLog.summary} like ${'Rücklastschrift von Rita Rückgabe%'}`);
    expect(audit).toMatchObject({ entity: 'collection_run', entityId: row.runId });

    // Once only, only on a collected debit, and with a reason from the list and a fee of at least 0.
    expect((await recordReturn(debtor.charge.id, { reasonCode: 'AM04', fee: 0 })).json.error.code).toBe('CHARGE_NOT_COLLECTED');
    expect((await recordReturn(debtor.charge.id, { reasonCode: 'AM04', fee: '1,234' })).json.error.fields.fee).toBe('Die Gebühr darf höchstens zwei Nachkommastellen haben.');
    const due = await createDebtor(t.db, { amount: 10, dueOn: addBerlinDays(later, 60) });
    const notCollected = await recordReturn(due.charge.id, { reasonCode: 'AM04', fee: 0 });
    expect(notCollected.status).toBe(409);
    expect(isGerman(notCollected.json.error.message)).toBe(true);
    const bad = await recordReturn(due.charge.id, { reasonCode: 'XX99', fee: '-1' });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.reasonCode).toBe('Bitte wählen Sie den Rückgabegrund.');
    expect(isGerman(bad.json.error.fields.fee)).toBe(true);
    expect((await recordReturn(crypto.randomUUID(), { reasonCode: 'AM04', fee: 0 })).status).toBe(404);
  });

  it("holds the member's running passes after the second return, when the office wants that", async () => {
    await upsertSettings(t.db, { passRequired: true, trialWithoutPass: false, cancellationDeadlineHours: 0 });
    const debtor = await collectedDebtor(25, { firstName: 'Zweimal', lastName: 'Zurück' });
    const client = await t.clientSignedInAs(debtor.user.id);
    const course = await createCourse(t.db, { maxParticipants: 10 });
    const session = async () => (await createSession(t.db, { courseId: course.id, startTime: new Date(Date.now() + 2 * 86_400_000) })).id;
    expect((await client.post('/api/bookings', { sessionId: await session() })).status).toBe(200);

    // No fee typed: the bank charged none.
    expect((await recordReturn(debtor.charge.id, { reasonCode: 'MD06', fee: '' })).json).toMatchObject({ passesHeld: 0, openAmount: 25, charge: { returnFee: 0 } });
    const next = await addCharge(t.db, debtor.order, { amount: 25, dueOn: today, periodStart: addBerlinDays(today, 40) });
    const { run } = await createdRun(earliest);
    expect((await submit(run.id)).status).toBe(200);
    const second = await recordReturn(next.id, { reasonCode: 'AC06', fee: '4' });
    expect(second.json).toMatchObject({ passesHeld: 1, openAmount: 29 });
    expect((await t.db.select().from(passes).where(eq(passes.id, debtor.pass.id)))[0].awaitingPayment).toBe(true);
    const [mail] = await mailsTo(debtor.user.email, 'debit-returned').then((all) => all.filter((m) => m.text.includes(formatMoney(29))));
    expect(mail.text).toContain('gesperrt');
    const refused = await client.post('/api/bookings', { sessionId: await session() });
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('PASS_REQUIRED');

    // Switched off in Zahlungsverkehr: a second return holds nothing.
    expect((await admin.put('/api/admin/payment-settings', { ...CREDITOR, holdPassesAfterSecondReturn: false })).status).toBe(200);
    expect((await admin.get('/api/admin/payment-settings')).json.settings.holdPassesAfterSecondReturn).toBe(false);
    const other = await collectedDebtor(15);
    await recordReturn(other.charge.id, { reasonCode: 'AM04', fee: 0 });
    const again = await addCharge(t.db, other.order, { amount: 15, dueOn: today, periodStart: addBerlinDays(today, 40) });
    const { run: third } = await createdRun(earliest);
    await submit(third.id);
    expect((await recordReturn(again.id, { reasonCode: 'AM04', fee: 0 })).json.passesHeld).toBe(0);
    expect((await t.db.select().from(passes).where(eq(passes.id, other.pass.id)))[0].awaitingPayment).toBe(false);
    // Left out of the form's body (an older client), the setting stays as it is.
    expect((await admin.put('/api/admin/payment-settings', CREDITOR)).json.settings.holdPassesAfterSecondReturn).toBe(false);
    await admin.put('/api/admin/payment-settings', { ...CREDITOR, holdPassesAfterSecondReturn: true });
    await upsertSettings(t.db, { passRequired: false });
  });
});

describe('who may', () => {
  it('lets only the office see or change runs', async () => {
    const debtor = await createDebtor(t.db, { amount: 11, dueOn: today });
    const { run } = await createdRun(earliest);
    const member = await t.clientSignedInAs((await createUser(t.db)).id);
    for (const [method, path] of [
      ['GET', '/api/admin/collection-runs'],
      ['POST', '/api/admin/collection-runs'],
      ['GET', `/api/admin/collection-runs/${run.id}`],
      ['GET', `/api/admin/collection-runs/${run.id}/file`],
      ['POST', `/api/admin/collection-runs/${run.id}/submit`],
      ['POST', `/api/admin/charges/${debtor.charge.id}/return`],
    ] as const) {
      const res = await member.request(method, path, method === 'POST' ? { collectionDate: earliest } : undefined);
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect((await t.db.select().from(collectionRuns).where(eq(collectionRuns.id, run.id)))[0].status).toBe('created');
    expect((await admin.get(`/api/admin/collection-runs/${crypto.randomUUID()}`)).json.error.message).toBe('Der Lastschriftlauf wurde nicht gefunden.');
    await settleOpenRuns();
  });
});

describe.skipIf(!onPostgres)('on PostgreSQL, under concurrency and a killed process', () => {
  /** Every debit is due or in exactly one run; every run's count and sum are those of its debits and of its file. */
  async function expectConsistent(db: typeof t.db) {
    const runs = await db.select().from(collectionRuns);
    const rows = await db.select().from(charges);
    for (const row of rows) {
      if (row.status === 'due') expect(row.runId).toBeNull();
      if (row.status === 'in_run' || row.status === 'collected') expect(runs.find((r) => r.id === row.runId)?.status).toBe(row.status === 'in_run' ? 'created' : 'submitted');
    }
    for (const run of runs) {
      const own = rows.filter((row) => row.runId === run.id);
      if (run.status === 'cancelled') {
        expect(own).toEqual([]);
        continue;
      }
      expect(own.length, `debits of run ${run.messageId}`).toBe(run.transactionCount);
      expect(own.reduce((sum, row) => sum + cents(row.amount), 0)).toBe(cents(run.controlSum));
      const file = child(new XmlDocument(run.xml), 'CstmrDrctDbtInitn');
      const inFile = file.childrenNamed('PmtInf').flatMap((info) => info.childrenNamed('DrctDbtTxInf').map((tx) => text(tx, 'PmtId.EndToEndId')));
      expect(inFile.sort()).toEqual(own.map((row) => row.endToEndId).sort());
    }
    return { runs, rows };
  }

  it('never puts one debit into two runs started at the same moment, and together they take all', async () => {
    expect((await admin.put('/api/admin/payment-settings', CREDITOR)).status).toBe(200);
    await settleOpenRuns();
    for (let round = 0; round < 4; round++) {
      const debtors = await Promise.all(Array.from({ length: 6 }, (_, i) => createDebtor(t.db, { amount: 10 + i + round / 100, dueOn: today })));
      const answers = await Promise.all([createRun(earliest), createRun(earliest)]);
      for (const answer of answers) expect([200, 409], JSON.stringify(answer.json)).toContain(answer.status);
      const made = answers.filter((answer) => answer.status === 200).map((answer) => answer.json as { run: Run; charges: Charge[] });
      expect(made.length).toBeGreaterThanOrEqual(1);
      const taken = made.flatMap((run) => run.charges.map((c) => c.id));
      expect(new Set(taken).size, 'no debit in two runs').toBe(taken.length);
      expect(taken.sort()).toEqual(debtors.map((d) => d.charge.id).sort());
      await expectConsistent(t.db);
      for (const run of made) expect((await cancel(run.run.id)).status).toBe(200);
      await settleOpenRuns();
    }
  });

  it('leaves no half-written run behind when the process creating runs is killed', async () => {
    const shared = await createSharedPostgresDatabase();
    const setup = await openDatabase({ kind: 'postgres', url: shared.url, poolSize: 2 });
    try {
      await setUpCreditor(setup.db);
      const office = await createAdmin(setup.db);
      const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/collection-run-loop.ts'], {
        env: { ...process.env, LOOP_DATABASE_URL: shared.url, LOOP_ADMIN_ID: office.id, LOOP_ADMIN_EMAIL: office.email, LOOP_COLLECTION_DATE: earliest, TZ: 'UTC' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let output = '';
      const runsMade = () => output.split('\n').filter((line) => line.startsWith('run ')).length;
      child.stdout.on('data', (data: Buffer) => (output += data.toString()));
      const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
      const deadline = Date.now() + 60_000;
      while (runsMade() < 5 && Date.now() < deadline && child.exitCode === null) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(runsMade(), output).toBeGreaterThanOrEqual(5);
      // In the middle of whatever it is writing now.
      await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 40)));
      child.kill('SIGKILL');
      expect(await exited).toBe('SIGKILL');

      const { runs, rows } = await expectConsistent(setup.db);
      const debitsAdded = output.split('\n').filter((line) => line.startsWith('debit ')).length;
      expect(rows.length, 'no debit lost').toBeGreaterThanOrEqual(debitsAdded);
      expect(runs.filter((run) => run.status !== 'cancelled').length).toBeGreaterThanOrEqual(1);
      expect(rows.every((row) => ['due', 'in_run', 'collected'].includes(row.status))).toBe(true);
    } finally {
      await setup.close();
      await shared.drop();
    }
  }, 120_000);
});
