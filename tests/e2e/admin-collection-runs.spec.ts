import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { XmlDocument } from 'xmldoc';
import { firstCollectionDayFrom } from '../../src/shared/target2-days';
import { addBerlinDays, berlinToday } from '../../src/shared/time';
import { expect, signUpViaApi, test, uniqueEmail } from './support/fixtures';
import { adminPage, toastTitle } from './support/sessions';
import { expectAxeClean, expectDialogFits, expectNoSidewaysScroll } from './support/page-checks';

/*
 * 'Lastschriften': a member orders a 10er-Karte online and pays by SEPA direct debit; the office creates a
 * run for the default collection date, downloads its pain.008.001.08 file and hands it to the bank, then
 * records the member's Rücklastschrift (1280 px). On a phone a run is created and cancelled (390 px).
 * The demo data's Zahlungsverkehr holds 14 days of pre-notification.
 */

const germanDay = (day: string) => day.split('-').reverse().join('.');
/** The form's default: the first bank business day after the 14 days of pre-notification. */
const defaultDate = () => firstCollectionDayFrom(addBerlinDays(berlinToday(), 14));

/** A new member who orders the demo's 10er-Karte online with a SEPA mandate: one debit is then due. */
async function memberWithDueDebit(page: Page, firstName: string, lastName: string) {
  await signUpViaApi(page, uniqueEmail('lastschrift'), 'Lastschrift-2026-Test', firstName, lastName);
  const { prices } = (await (await page.request.get('/api/prices')).json()) as { prices: { id: string; name: string; passType: string }[] };
  const card = prices.find((price) => price.passType === 'MULTI')!;
  const draft = (await (await page.request.get('/api/me/order-draft', { params: { priceId: card.id } })).json()) as { mandateReference: string };
  const ordered = await page.request.post('/api/me/orders', {
    data: { priceId: card.id, paymentMethod: 'sepa', accountHolder: `${firstName} ${lastName}`, iban: 'DE89 3704 0044 0532 0130 00', mandateReference: draft.mandateReference, mandateConsent: true, earlyStart: true },
  });
  expect(ordered.status(), await ordered.text()).toBe(200);
}

test('at the desk the office collects the due debits, downloads the file, hands it to the bank and records a return', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000); // an order, a run, a download, the bank, a return, each scanned by axe
  await memberWithDueDebit(page, 'Lotte', 'Lastschrift');
  const date = defaultDate();

  const admin = await adminPage(browser, baseURL!);
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.goto('/admin/lastschriften');
  await expect(admin.getByRole('heading', { level: 1, name: 'Lastschriften' })).toBeVisible();
  await expect(admin.getByRole('navigation', { name: 'Admin-Navigation' }).getByRole('link', { name: 'Lastschriften' })).toHaveAttribute('href', '/admin/lastschriften');
  await expect(admin.getByRole('region', { name: 'Fällig' })).toContainText('mit gültigem Mandat');
  await expect(admin.getByLabel('Einzugsdatum')).toHaveValue(date);
  await expectAxeClean(admin, 'Lastschriften at 1280 px');

  // Create the run for the default date: its debits open at once, Lotte's as her mandate's first.
  await admin.getByRole('button', { name: 'Lastschriftlauf erstellen' }).click();
  await expect(toastTitle(admin, 'Lastschriftlauf erstellt')).toBeVisible();
  const detail = admin.getByRole('dialog', { name: `Lastschriftlauf zum ${germanDay(date)}` });
  await expect(detail).toBeVisible();
  const lotte = detail.getByRole('row').filter({ hasText: 'Lotte Lastschrift' });
  await expect(lotte).toContainText('Erstlastschrift');
  await expect(lotte).toContainText('Im Lauf');
  await expectAxeClean(admin, 'the new run at 1280 px');
  await admin.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // The file: pain.008.001.08, as many debits as the run's row says, Lotte's among them.
  const row = admin.locator(`tr[data-run="${date}"]`).first();
  await expect(row.getByRole('cell').nth(0)).toHaveText('Erstellt');
  const count = Number(await row.getByRole('cell').nth(1).textContent());
  expect(count).toBeGreaterThanOrEqual(1);
  const downloading = admin.waitForEvent('download');
  await row.getByRole('link', { name: `Datei herunterladen: Lauf zum ${germanDay(date)}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`lastschriften-${date}.xml`);
  const xml = (await readFile((await download.path())!)).toString('utf8');
  const doc = new XmlDocument(xml);
  expect(doc.attr.xmlns).toBe('urn:iso:std:iso:20022:tech:xsd:pain.008.001.08');
  expect(doc.valueWithPath('CstmrDrctDbtInitn.GrpHdr.NbOfTxs')).toBe(String(count));
  const transactions = doc.childNamed('CstmrDrctDbtInitn')!.childrenNamed('PmtInf').flatMap((info) => info.childrenNamed('DrctDbtTxInf'));
  expect(transactions).toHaveLength(count);
  expect(transactions.map((tx) => tx.valueWithPath('Dbtr.Nm'))).toContain('Lotte Lastschrift');
  expect(doc.valueWithPath('CstmrDrctDbtInitn.PmtInf.ReqdColltnDt')).toBe(date);

  // 'An die Bank übergeben' asks first, then the run is collected.
  await row.getByRole('button', { name: `An die Bank übergeben: Lauf zum ${germanDay(date)}` }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Datei an die Bank übergeben?' });
  await expect(confirm).toContainText('im Online-Banking hochgeladen');
  await expectAxeClean(admin, 'the question before the bank at 1280 px');
  await confirm.getByRole('button', { name: 'An die Bank übergeben' }).click();
  await expect(toastTitle(admin, 'Lastschriftlauf an die Bank übergeben')).toBeVisible();
  await expect(row.getByRole('cell').nth(0)).toHaveText('An die Bank übergeben');

  // Lotte's bank gives the debit back: reason and fee, then the member owes debit plus fee.
  await row.getByRole('button', { name: `Lauf zum ${germanDay(date)} öffnen` }).click();
  await expect(lotte).toContainText('Eingezogen');
  await lotte.getByRole('button', { name: /^Rücklastschrift erfassen: Lotte Lastschrift/ }).click();
  const returnForm = admin.getByRole('dialog', { name: 'Rücklastschrift erfassen' });
  await returnForm.getByRole('button', { name: 'Rücklastschrift erfassen' }).click();
  await expect(returnForm.getByText('Bitte wählen Sie den Rückgabegrund.')).toBeVisible();
  await returnForm.getByLabel('Rückgabegrund').selectOption('AM04');
  await returnForm.getByLabel('Gebühr der Bank (€)').fill('3,50');
  await expect(returnForm).toContainText('Offener Betrag für Lotte Lastschrift');
  await expectAxeClean(admin, 'Rücklastschrift erfassen at 1280 px');
  await returnForm.getByRole('button', { name: 'Rücklastschrift erfassen' }).click();
  await expect(toastTitle(admin, 'Rücklastschrift erfasst')).toBeVisible();
  await expect(returnForm).toBeHidden();
  await expect(lotte).toContainText('Zurückgegeben');
  await expect(lotte).toContainText('AM04 – Deckung unzureichend');
  await admin.context().close();
});

test('on a phone the office creates a run and cancels it again', async ({ page, browser, baseURL }) => {
  test.slow(); // an order, a run and its cancellation, each scanned by axe
  await memberWithDueDebit(page, 'Paul', 'Probelauf');
  const date = defaultDate();

  const admin = await adminPage(browser, baseURL!);
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.goto('/admin/lastschriften');
  await expect(admin.getByRole('heading', { level: 1, name: 'Lastschriften' })).toBeVisible();
  await expectNoSidewaysScroll(admin, 'Lastschriften at 390 px');
  await expectAxeClean(admin, 'Lastschriften at 390 px');

  await admin.getByRole('button', { name: 'Lastschriftlauf erstellen' }).click();
  await expect(toastTitle(admin, 'Lastschriftlauf erstellt')).toBeVisible();
  const detail = admin.getByRole('dialog', { name: `Lastschriftlauf zum ${germanDay(date)}` });
  await expect(detail).toContainText('Paul Probelauf');
  await expectDialogFits(admin, detail, 'the run at 390 px');
  await expectAxeClean(admin, 'the new run at 390 px');

  await detail.getByRole('button', { name: `Stornieren: Lauf zum ${germanDay(date)}` }).click();
  const confirm = admin.getByRole('alertdialog', { name: `Lauf zum ${germanDay(date)} stornieren?` });
  await expect(confirm).toContainText('wieder fällig');
  await confirm.getByRole('button', { name: 'Lauf stornieren' }).click();
  await expect(toastTitle(admin, 'Lastschriftlauf storniert')).toBeVisible();
  await expect(detail).toContainText('Der Lauf ist storniert');
  await admin.keyboard.press('Escape');
  const card = admin.locator(`li[data-run="${date}"]`).first();
  await expect(card).toContainText('Storniert');
  await expect(card.getByRole('button', { name: /^Stornieren/ })).toHaveCount(0);
  await expect(admin.getByRole('region', { name: 'Fällig' })).toContainText('mit gültigem Mandat');
  await expectNoSidewaysScroll(admin, 'Lastschriften with a cancelled run at 390 px');
  await expectAxeClean(admin, 'Lastschriften with a cancelled run at 390 px');
  await admin.context().close();
});
