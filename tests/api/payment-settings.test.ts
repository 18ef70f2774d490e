import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema';
import { createAdmin, createUser } from '../support/factories';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

/*
 * Einstellungen → Zahlungsverkehr: the centre as seller and creditor. Every value a bank or the tax office
 * would refuse is named at its field in German, and nothing of a refused form is saved.
 */
let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp({ API_BUDGET: 'off' });
  admin = await t.clientSignedInAs((await createAdmin(t.db)).id);
});
afterAll(() => t.close());

const valid = {
  legalName: 'Sportzentrum Lindenau GmbH',
  street: 'Lindenauer Markt 12',
  postalCode: '04177',
  town: 'Leipzig',
  taxNumber: '231/114/50221',
  vatId: '',
  creditorId: 'de98 zzz0 9999 9999 99',
  iban: 'de89 3704 0044 0532 0130 00',
  bic: 'cobadeffxxx',
  smallBusiness: false,
  prenotificationDays: '14',
  invoicePrefix: 'RE-',
};

describe('Zahlungsverkehr', () => {
  it('is empty until the office fills it in, then stores IBAN, BIC and creditor id compact, with an audit entry', async () => {
    expect((await admin.get('/api/admin/payment-settings')).json).toEqual({ settings: null });
    const res = await admin.put('/api/admin/payment-settings', valid);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.settings).toMatchObject({
      legalName: 'Sportzentrum Lindenau GmbH',
      taxNumber: '231/114/50221',
      vatId: null,
      creditorId: 'DE98ZZZ09999999999',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      prenotificationDays: 14,
      invoicePrefix: 'RE-',
    });
    expect((await admin.get('/api/admin/payment-settings')).json.settings).toEqual(res.json.settings);
    const changed = await admin.put('/api/admin/payment-settings', { ...valid, prenotificationDays: 5, smallBusiness: true });
    expect(changed.json.settings).toMatchObject({ prenotificationDays: 5, smallBusiness: true });
    const summaries = (await t.db.select().from(auditLog).where(eq(auditLog.entity, 'settings'))).map((entry) => entry.summary);
    expect(summaries).toEqual(expect.arrayContaining(['Zahlungsverkehr eingerichtet', 'Zahlungsverkehr geändert: Kleinunternehmer, Vorabankündigung']));
  });

  it.each([
    ['iban', 'DE89370400440532013001', 'Die IBAN ist ungültig.'],
    ['iban', 'BR9700360305000010009795493P1', 'Die IBAN ist ungültig.'],
    ['creditorId', 'DE99ZZZ09999999999', 'Die Gläubiger-Identifikationsnummer ist ungültig. Sie hat die Form DE98ZZZ09999999999, und ihre Prüfziffern müssen stimmen.'],
    ['creditorId', 'DE98ZZZ0999999999', 'Die Gläubiger-Identifikationsnummer ist ungültig. Sie hat die Form DE98ZZZ09999999999, und ihre Prüfziffern müssen stimmen.'],
    ['bic', 'COBADEF', 'Die BIC ist ungültig. Sie hat 8 oder 11 Zeichen, z. B. COBADEFFXXX.'],
    ['taxNumber', '12/34', 'Die Steuernummer besteht aus 10 bis 13 Ziffern, gern mit Schrägstrichen oder Leerzeichen (z. B. 21/815/08150).'],
    ['vatId', 'DE12345', 'Die USt-IdNr. beginnt mit dem Länderkürzel, z. B. DE123456789.'],
    ['postalCode', '4177', 'Bitte geben Sie eine fünfstellige Postleitzahl ein.'],
    ['prenotificationDays', '0', 'Bitte geben Sie zwischen 1 und 60 Tagen ein.'],
    ['invoicePrefix', 're 2026', 'Das Präfix darf höchstens 10 Zeichen lang sein und nur Großbuchstaben, Ziffern und Bindestriche enthalten.'],
  ])('refuses a bad %s (%s) at its field and saves nothing', async (field, value, message) => {
    const before = (await admin.get('/api/admin/payment-settings')).json.settings;
    const res = await admin.put('/api/admin/payment-settings', { ...valid, [field]: value });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toEqual({ [field]: message });
    expect((await admin.get('/api/admin/payment-settings')).json.settings).toEqual(before);
  });

  it('wants the tax number or the VAT id, and takes either', async () => {
    const neither = await admin.put('/api/admin/payment-settings', { ...valid, taxNumber: '', vatId: '' });
    expect(neither.status).toBe(400);
    expect(neither.json.error.fields.taxNumber).toBe('Bitte geben Sie die Steuernummer oder die USt-IdNr. an: Eine davon muss auf jeder Rechnung stehen.');
    const vatOnly = await admin.put('/api/admin/payment-settings', { ...valid, taxNumber: '', vatId: 'de 123456789' });
    expect(vatOnly.json.settings).toMatchObject({ taxNumber: null, vatId: 'DE123456789' });
  });

  it('is the office’s alone', async () => {
    const member = await t.clientSignedInAs((await createUser(t.db)).id);
    expect((await member.get('/api/admin/payment-settings')).status).toBe(403);
    expect((await member.put('/api/admin/payment-settings', valid)).status).toBe(403);
    expect((await t.client().get('/api/admin/payment-settings')).status).toBe(401);
  });
});
