import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { berlinToday } from '../../src/shared/time';
import { DEMO, expect, signInViaApi, test } from './support/fixtures';
import { adminPage } from './support/sessions';
import { expectAxeClean, expectNoSidewaysScroll } from './support/page-checks';

/*
 * 'Rechnungen' in the member area: the demo member's invoices for the payments the office took, each
 * downloaded as the PDF it was issued as (the test reads the PDF's text: number, seller, buyer, amounts);
 * and the office's list of the year with the CSV for the tax adviser.
 */

type Invoice = { id: string; number: string; kind: string; gross: number };

test('the demo member downloads an invoice and it carries the number, both parties and the amounts', async ({ page }) => {
  test.slow(); // two widths with axe scans and a download
  await signInViaApi(page, DEMO.member);
  const { invoices } = (await (await page.request.get('/api/me/invoices')).json()) as { invoices: Invoice[] };
  const invoice = invoices.find((i) => i.kind === 'invoice');
  expect(invoice, 'an invoice of the demo member').toBeTruthy();
  const amount = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(invoice!.gross).replace(/\u00a0/g, ' ');

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/member/invoices');
    await expect(page.getByRole('heading', { level: 1, name: 'Rechnungen' })).toBeVisible();
    await expect(page.getByRole('link', { name: `Rechnung ${invoice!.number} als PDF herunterladen` })).toBeVisible();
    await expectNoSidewaysScroll(page, `Rechnungen at ${viewport.width} px`);
    await expectAxeClean(page, `Rechnungen at ${viewport.width} px`);
  }

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: `Rechnung ${invoice!.number} als PDF herunterladen` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Rechnung-${invoice!.number}.pdf`);
  const bytes = new Uint8Array(await readFile((await download.path())!));
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  expect(text).toContain(`Rechnung ${invoice!.number}`);
  expect(text).toContain('Sportzentrum Lindenau GmbH');
  expect(text).toContain('Max Mustermann');
  expect(text).toContain('Merseburger Straße 41');
  expect(text).toContain(amount);
});

test('the office lists the year’s invoices with their sums and downloads the CSV for the tax adviser', async ({ browser, baseURL }) => {
  test.slow();
  const admin = await adminPage(browser, baseURL!);
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    await admin.setViewportSize(viewport);
    await admin.goto('/admin/rechnungen');
    await expect(admin.getByRole('heading', { level: 1, name: 'Rechnungen' })).toBeVisible();
    await expect(admin.getByLabel('Jahr')).toHaveValue(berlinToday().slice(0, 4));
    await expect(admin.getByRole('link', { name: /^Rechnung \S+ als PDF herunterladen$/ }).first()).toBeVisible();
    await expectNoSidewaysScroll(admin, `Rechnungen (Verwaltung) at ${viewport.width} px`);
    await expectAxeClean(admin, `Rechnungen (Verwaltung) at ${viewport.width} px`);
  }
  const downloading = admin.waitForEvent('download');
  await admin.getByRole('link', { name: 'CSV exportieren' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`rechnungen-${berlinToday().slice(0, 4)}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('"Datum";"Nummer";"Art";"Mitglied";"Netto";"USt.";"Brutto";"Zahlungsart"');
  await admin.context().close();
});
