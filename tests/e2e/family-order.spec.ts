import type { APIRequestContext } from '@playwright/test';
import { berlinToday } from '../../src/shared/time';
import { expect, signUpViaApi, test, uniqueEmail } from './support/fixtures';
import { adminPage, getJson, toastTitle } from './support/sessions';
import { expectAxeClean, expectDialogFits, expectNoSidewaysScroll } from './support/page-checks';

/*
 * The family discount and ordering for a family member: a parent who already holds a Monatskarte orders
 * one online for their child, chooses the child under 'Für wen?', sees 'Familienrabatt 15 %: −8,85 €'
 * before ordering and finds the child's card on Meine Karten; at the desk the office sees the same discount
 * in 'Karte verkaufen' before selling. At phone and desktop width, with axe; screenshots go to the test's
 * output folder (or FAMILY_ORDER_SHOTS_DIR).
 */

const SHOTS = process.env.FAMILY_ORDER_SHOTS_DIR;
const IBAN = 'DE89 3704 0044 0532 0130 00';

async function addChild(request: APIRequestContext, firstName: string, lastName: string) {
  const res = await request.post('/api/me/family-members', { data: { firstName, lastName, birthDate: '2016-09-12', relation: 'child' } });
  expect(res.status(), 'child added').toBe(200);
  return ((await res.json()) as { familyMember: { id: string } }).familyMember.id;
}

/** The parent's own Monatskarte, ordered through the API as the order form would. */
async function orderOwnMonatskarte(request: APIRequestContext, accountHolder: string) {
  const { prices } = await getJson<{ prices: { id: string; name: string }[] }>(request, '/api/prices');
  const price = prices.find((p) => p.name === 'Monatskarte')!;
  const draft = await getJson<{ mandateReference: string }>(request, `/api/me/order-draft?priceId=${price.id}`);
  const res = await request.post('/api/me/orders', {
    data: { priceId: price.id, paymentMethod: 'sepa', accountHolder, iban: IBAN, mandateReference: draft.mandateReference, mandateConsent: true, earlyStart: true },
  });
  expect(res.status(), 'own Monatskarte ordered').toBe(200);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`a parent orders a Monatskarte for their child with the family discount at ${viewport.width} px`, async ({ page }, testInfo) => {
    test.slow(); // sign-up, an order through the API, one through the form, axe scans
    const shot = (name: string) => (SHOTS ? `${SHOTS}/${name}-${viewport.width}.png` : testInfo.outputPath(`${name}-${viewport.width}.png`));
    await page.setViewportSize(viewport);
    await signUpViaApi(page, uniqueEmail('familienrabatt'), 'Familien-Rabatt-2026', 'Paula', 'Rabatt');
    await addChild(page.request, 'Lina', 'Rabatt');
    await orderOwnMonatskarte(page.request, 'Paula Rabatt');

    await page.goto('/preise');
    await expect(page.getByRole('main')).toContainText('15 % Rabatt ab dem zweiten Familienmitglied auf jede weitere Monats- oder Jahreskarte');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Monatskarte' }) });
    await card.getByRole('link', { name: 'Online bestellen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Online bestellen' })).toBeVisible();

    // 'Für wen?': the parent's own second card would cost the full price, the child's the discounted one.
    const forWhom = page.getByRole('group', { name: 'Für wen?' });
    await expect(forWhom.getByRole('radio', { name: 'Ich' })).toBeChecked();
    await expect(forWhom.getByRole('radio', { name: 'Ich' })).toHaveAccessibleDescription(/59,00\s€ monatlich/);
    const child = forWhom.getByRole('radio', { name: 'Lina Rabatt' });
    await expect(child).toHaveAccessibleDescription(/^Kind · \d+ Jahre · 50,15\s€ monatlich mit Familienrabatt 15 %/);
    const summary = page.getByRole('complementary', { name: 'Zusammenfassung' });
    await expect(summary).toContainText(/59,00\s€/);
    await expect(summary).not.toContainText('Familienrabatt');

    await child.check();
    await expect(summary).toContainText('Für Lina Rabatt');
    await expect(summary).toContainText(/50,15\s€/);
    await expect(summary).toContainText(/Familienrabatt 15 %: −8,85\s€/);
    await expect(page.getByRole('main')).toContainText(/15 % auf 59,00\s€: −8,85\s€/);
    await expect(page.getByRole('main')).toContainText(/läuft monatlich weiter für 50,15\s€ im Monat/);
    await expectNoSidewaysScroll(page, `order for a child at ${viewport.width} px`);
    await expectAxeClean(page, `order for a child at ${viewport.width} px`);
    await page.getByRole('main').screenshot({ path: shot('family-order-form') });

    await page.getByLabel('IBAN').fill(IBAN);
    await page.getByLabel('Ich erteile das SEPA-Lastschriftmandat.').check();
    await page.getByLabel(/Ich verlange ausdrücklich/).check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();

    const done = page.getByRole('region', { name: 'Vielen Dank für Ihre Bestellung!' });
    await expect(done).toContainText(/Monatskarte für Lina Rabatt zum Preis von 50,15\s€ gilt ab/);
    await expect(done).toContainText(/Darin enthalten: Familienrabatt 15 %: −8,85\s€ auf 59,00\s€/);
    await expect(done).toContainText(/Erste Lastschrift über 50,15\s€/);
    await expectAxeClean(page, `order confirmation at ${viewport.width} px`);

    await done.getByRole('link', { name: 'Meine Karten' }).click();
    const childCard = page.getByRole('article').filter({ hasText: 'Für Lina Rabatt' });
    await expect(childCard.getByRole('heading', { level: 2, name: 'Monatskarte' })).toBeVisible();
    await expect(childCard).toContainText('Mit Familienrabatt 15 %');
    const ownCard = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name: 'Monatskarte' }) }).filter({ hasNotText: 'Für Lina Rabatt' });
    await expect(ownCard).toHaveCount(1);
    await expect(ownCard).not.toContainText('Familienrabatt');
    await expectNoSidewaysScroll(page, `Meine Karten at ${viewport.width} px`);
    await expectAxeClean(page, `Meine Karten at ${viewport.width} px`);
    await childCard.screenshot({ path: shot('family-order-pass') });
  });
}

test('the office sees the family discount in “Karte verkaufen” before selling a child’s Monatskarte', async ({ page, browser, baseURL }, testInfo) => {
  test.slow();
  const shot = (name: string) => (SHOTS ? `${SHOTS}/${name}.png` : testInfo.outputPath(`${name}.png`));
  const email = uniqueEmail('familienverkauf');
  await signUpViaApi(page, email, 'Familien-Verkauf-2026', 'Otto', 'Theke');
  await addChild(page.request, 'Ida', 'Theke');
  await orderOwnMonatskarte(page.request, 'Otto Theke');

  const admin = await adminPage(browser, baseURL!);
  for (const width of [390, 1280]) {
    await admin.setViewportSize({ width, height: 900 });
    await admin.goto('/admin/karten');
    await admin.getByRole('button', { name: 'Karte verkaufen' }).click();
    const sell = admin.getByRole('dialog', { name: 'Karte verkaufen' });
    await expect(sell.getByLabel('Beginn')).toHaveValue(berlinToday());
    await sell.getByLabel('Mitglied (E-Mail oder Name)').fill(email.slice(0, 20));
    await sell.getByRole('button', { name: /Otto Theke/ }).click();
    await sell.getByLabel('Produkt').selectOption({ label: 'Monatskarte – 59,00 €' });
    // For the parent, who holds the family's only membership: full price.
    await expect(sell.getByText('Zu zahlen')).toBeVisible();
    await expect(sell).not.toContainText('Familienrabatt');
    await sell.getByLabel('Für').selectOption({ label: 'Ida Theke' });
    await expect(sell).toContainText(/Listenpreis\s*59,00\s€/);
    await expect(sell).toContainText(/Familienrabatt 15 %\s*−8,85\s€/);
    await expect(sell).toContainText(/Zu zahlen\s*50,15\s€/);
    await expectDialogFits(admin, sell, `Karte verkaufen at ${width} px`);
    await expectAxeClean(admin, `Karte verkaufen with the family discount at ${width} px`);
    await sell.screenshot({ path: shot(`family-sale-dialog-${width}`) });
    if (width === 390) {
      await sell.getByRole('button', { name: 'Abbrechen' }).click();
      await expect(sell).toBeHidden();
    }
  }
  const sell = admin.getByRole('dialog', { name: 'Karte verkaufen' });
  await sell.getByLabel('Bereits bezahlt').check();
  await sell.getByRole('button', { name: 'Karte verkaufen' }).click();
  await expect(toastTitle(admin, 'Karte verkauft')).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: email }).filter({ hasText: 'Monatskarte' }).first();
  await expect(row).toContainText(/50,15\s€/);
  await admin.context().close();
});
