import { expect, signUpViaApi, test, uniqueEmail } from './support/fixtures';
import { expectAxeClean, expectNoSidewaysScroll } from './support/page-checks';

/*
 * Ordering online on /preise: a new member orders a Monatskarte by SEPA direct debit. A wrong IBAN is
 * named at the field in German as it is typed and on submit; with a right one, 'Zahlungspflichtig
 * bestellen' makes the contract, the mandate and the pass, and Meine Karten shows both.
 */

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`a member orders a Monatskarte by SEPA direct debit at ${viewport.width} px`, async ({ page }) => {
    test.slow(); // sign-up, axe scans and an order
    await page.setViewportSize(viewport);
    await signUpViaApi(page, uniqueEmail('bestellung'), 'Bestellen123!', 'Mia', 'Muster');

    await page.goto('/preise');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Monatskarte' }) });
    await card.getByRole('link', { name: 'Online bestellen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Online bestellen' })).toBeVisible();
    const form = page.locator('main');
    await expect(form).toContainText('Mindestlaufzeit');
    await expect(form).toContainText('jederzeit mit einer Frist von einem Monat kündbar');
    await expect(form).toContainText('Widerrufsrecht');
    await expect(form).toContainText(/Mandatsreferenz: M-\d{4}-[A-Z0-9]{8}/);
    await expect(form).toContainText('DE98ZZZ09999999999');
    await expect(page.getByLabel('Kontoinhaber/in')).toHaveValue('Mia Muster');
    await expectNoSidewaysScroll(page, `Bestellung at ${viewport.width} px`);
    await expectAxeClean(page, `Bestellung at ${viewport.width} px`);

    // A wrong IBAN: named as typed, and the order is refused with every missing declaration named.
    await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 01');
    await expect(page.getByText('Die IBAN ist ungültig.')).toBeVisible();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await expect(page.getByText('Bitte erteilen Sie das SEPA-Lastschriftmandat, um per Lastschrift zu bezahlen.')).toBeVisible();
    await expect(page.getByText('Bitte bestätigen Sie, dass Ihr Vertrag sofort beginnen soll.')).toBeVisible();

    await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
    await expect(page.getByText('Die IBAN ist ungültig.')).toHaveCount(0);
    await page.getByLabel('Ich erteile das SEPA-Lastschriftmandat.').check();
    await page.getByLabel(/Ich verlange ausdrücklich/).check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();

    await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
    await expect(form).toContainText(/Mandatsreferenz: M-\d{4}-[A-Z0-9]{8}/);
    await expect(form).toContainText(/Erste Lastschrift über 59,00\s€ am \d{2}\.\d{2}\.\d{4}/);
    await expectAxeClean(page, `Bestellbestätigung at ${viewport.width} px`);

    await page.getByRole('link', { name: 'Meine Karten' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Monatskarte' })).toBeVisible();
    const mandates = page.getByRole('region', { name: 'SEPA-Mandate' });
    await expect(mandates).toContainText('Für: Monatskarte');
    await expect(mandates).toContainText('59,00');
    await expectNoSidewaysScroll(page, `Meine Karten mit Mandat at ${viewport.width} px`);
    await expectAxeClean(page, `Meine Karten mit Mandat at ${viewport.width} px`);
  });
}

test('a guest is asked to sign in before ordering', async ({ page }) => {
  await page.goto('/preise');
  await page.getByRole('link', { name: 'Online bestellen' }).first().click();
  await expect(page.getByRole('heading', { name: 'Bitte melden Sie sich an' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', /\/auth\?next=%2Fpreise%2Fbestellen%2F/);
});
