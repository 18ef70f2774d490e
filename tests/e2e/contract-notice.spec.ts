import type { Page } from '@playwright/test';
import { addBerlinDays, berlinToday, germanDay } from '../../src/shared/time';
import { expect, signUpViaApi, test, uniqueEmail } from './support/fixtures';
import { expectAxeClean, expectDialogFits, expectNoSidewaysScroll } from './support/page-checks';
import { adminPage, toastTitle } from './support/sessions';

/*
 * 'Verträge hier kündigen': from the footer of any page a guest reaches the form, is told in German what is
 * missing, gives notice and gets the receipt; the office finds it under Kündigungen and answers it. At a
 * phone's width (390 px) and at the desk (1280 px), each checked with axe.
 */

const RECEIPT_TIME = /\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/;

const form = (page: Page) => page.getByRole('main').locator('form');

async function openFromFooter(page: Page) {
  await page.goto('/');
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Verträge hier kündigen', exact: true });
  await expect(link).toHaveAttribute('href', '/vertraege-kuendigen');
  await link.click();
  await expect(page).toHaveURL(/\/vertraege-kuendigen$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verträge hier kündigen' })).toBeVisible();
}

/** The notice's row of the office's table, or its card on a phone (below 768 px). */
const entryOf = (page: Page, email: string, width: number) =>
  width < 768
    ? page.getByRole('list', { name: 'Kündigungen, neueste zuerst' }).getByRole('listitem').filter({ hasText: email })
    : page.getByRole('row').filter({ hasText: email });

async function officeFinds(page: Page, email: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/admin/kuendigungen');
  await expect(page.getByRole('heading', { level: 1, name: /^Kündigungen/ })).toBeVisible();
  // The sidebar is open beside the page from 1024 px; on a phone it is a menu behind a button.
  if (width >= 1024) await expect(page.getByRole('navigation', { name: 'Admin-Navigation' }).getByRole('link', { name: 'Kündigungen' })).toHaveAttribute('href', '/admin/kuendigungen');
  await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: /^Eingegangen/ }).click();
  const entry = entryOf(page, email, width);
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('Eingegangen');
  return entry;
}

test('a guest at the desk gives ordinary notice from the footer link; the office confirms it', async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openFromFooter(page);
  await expectAxeClean(page, 'notice form at 1280 px');
  await page.screenshot({ path: testInfo.outputPath('form-1280.png'), fullPage: true });

  // Sent empty: a German message at each field, nothing sent.
  await form(page).getByRole('button', { name: 'Jetzt kündigen' }).click();
  await expect(form(page).getByLabel('Name', { exact: true })).toHaveAccessibleDescription('Bitte geben Sie Ihren Namen an.');
  await expect(form(page).getByLabel('E-Mail', { exact: true })).toHaveAccessibleDescription(/Bitte geben Sie eine gültige E-Mail-Adresse an\./);
  const contract = form(page).getByLabel('Vertrag (z. B. Monatskarte, Mitgliedsnummer)');
  await expect(contract).toHaveAccessibleDescription(/Bitte nennen Sie den Vertrag, den Sie kündigen möchten\./);
  await expect(contract).toHaveAttribute('aria-invalid', 'true');
  await expect(toastTitle(page, 'Kündigung nicht gesendet')).toBeVisible();
  await expectAxeClean(page, 'notice form with messages at 1280 px');

  const email = uniqueEmail('kuendigung');
  await form(page).getByLabel('Name', { exact: true }).fill('Karla Kündig');
  await form(page).getByLabel('E-Mail', { exact: true }).fill(email);
  await contract.fill('Monatskarte, Mitgliedsnummer 1234');
  await expect(form(page).getByRole('radio', { name: 'Ordentliche Kündigung', exact: true })).toBeChecked();
  await expect(form(page).getByRole('radio', { name: 'Zum nächstmöglichen Zeitpunkt', exact: true })).toBeChecked();
  await form(page).getByRole('button', { name: 'Jetzt kündigen' }).click();

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Ihre Kündigung ist eingegangen' })).toBeFocused();
  // The toast of the empty attempt gives way to the good news.
  await expect(toastTitle(page, 'Kündigung gesendet')).toBeVisible();
  await expect(toastTitle(page, 'Kündigung nicht gesendet')).toHaveCount(0);
  await expect(main.getByText(RECEIPT_TIME)).toBeVisible();
  await expect(main.getByText('Monatskarte, Mitgliedsnummer 1234')).toBeVisible();
  await expect(main.getByText('Ordentliche Kündigung')).toBeVisible();
  await expect(main.getByText(`Die Bestätigung mit dem Vertragsende haben wir an ${email} geschickt.`)).toBeVisible();
  await expectAxeClean(page, 'receipt at 1280 px');
  await page.screenshot({ path: testInfo.outputPath('receipt-1280.png'), fullPage: true });

  // The office confirms it with an end date of its own.
  const admin = await adminPage(browser, baseURL!);
  const row = await officeFinds(admin, email, 1280);
  await expect(row).toContainText('Monatskarte, Mitgliedsnummer 1234');
  await expect(row).toContainText('zu ermitteln');
  await expectAxeClean(admin, 'Kündigungen at 1280 px');
  await admin.screenshot({ path: testInfo.outputPath('admin-1280.png'), fullPage: true });

  await row.getByRole('button', { name: /^Bestätigen/ }).click();
  const dialog = admin.getByRole('dialog', { name: 'Kündigung bestätigen' });
  await expect(dialog).toContainText('Karla Kündig');
  await dialog.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(dialog.getByText('Bitte geben Sie das Vertragsende an.')).toBeVisible();
  const end = addBerlinDays(berlinToday(), 40);
  await dialog.getByLabel('Vertragsende').fill(end);
  await expectAxeClean(admin, 'confirm dialog at 1280 px');
  await admin.screenshot({ path: testInfo.outputPath('admin-confirm-1280.png') });
  await dialog.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(toastTitle(admin, 'Kündigung bestätigt')).toBeVisible();
  await expect(dialog).toBeHidden();
  await admin.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Bestätigt' }).click();
  const confirmed = entryOf(admin, email, 1280);
  await expect(confirmed).toContainText(germanDay(end));
  await expect(confirmed).toContainText('Bestätigt');
  await admin.context().close();
});

test('a guest on a phone gives extraordinary notice with a reason and a date; the office rejects it', async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await openFromFooter(page);
  await expectNoSidewaysScroll(page, 'notice form at 390 px');
  await expectAxeClean(page, 'notice form at 390 px');
  await page.screenshot({ path: testInfo.outputPath('form-390.png'), fullPage: true });

  const email = uniqueEmail('fristlos');
  await form(page).getByLabel('Name', { exact: true }).fill('Frieda Fristlos');
  await form(page).getByLabel('E-Mail', { exact: true }).fill(email);
  await form(page).getByLabel('Vertrag (z. B. Monatskarte, Mitgliedsnummer)').fill('Jahreskarte');
  await form(page).getByRole('radio', { name: 'Außerordentliche Kündigung', exact: true }).check();
  await form(page).getByRole('radio', { name: 'Zu einem bestimmten Datum', exact: true }).check();
  await form(page).getByRole('button', { name: 'Jetzt kündigen' }).click();
  const reason = form(page).getByLabel('Grund der außerordentlichen Kündigung');
  await expect(reason).toHaveAccessibleDescription(/Bitte geben Sie den Grund für die außerordentliche Kündigung an\./);
  await expect(form(page).getByLabel('Gewünschtes Datum')).toHaveAccessibleDescription(/Bitte geben Sie das gewünschte Datum an\./);
  await expectNoSidewaysScroll(page, 'notice form with messages at 390 px');
  await expectAxeClean(page, 'notice form with messages at 390 px');
  await page.screenshot({ path: testInfo.outputPath('form-errors-390.png'), fullPage: true });

  const wished = addBerlinDays(berlinToday(), 14);
  await reason.fill('Umzug nach Hamburg');
  await form(page).getByLabel('Gewünschtes Datum').fill(wished);
  await form(page).getByRole('button', { name: 'Jetzt kündigen' }).click();

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Ihre Kündigung ist eingegangen' })).toBeVisible();
  await expect(main.getByText(RECEIPT_TIME)).toBeVisible();
  await expect(main.getByText('Außerordentliche Kündigung')).toBeVisible();
  await expect(main.getByText(germanDay(wished))).toBeVisible();
  await expect(main.getByText(`Die Bestätigung mit dem Vertragsende haben wir an ${email} geschickt.`)).toBeVisible();
  await expectNoSidewaysScroll(page, 'receipt at 390 px');
  await expectAxeClean(page, 'receipt at 390 px');

  const admin = await adminPage(browser, baseURL!);
  const card = await officeFinds(admin, email, 390);
  await expect(card).toContainText('Grund: Umzug nach Hamburg');
  await expectNoSidewaysScroll(admin, 'Kündigungen at 390 px');
  await expectAxeClean(admin, 'Kündigungen at 390 px');
  await admin.screenshot({ path: testInfo.outputPath('admin-390.png'), fullPage: true });

  await card.getByRole('button', { name: /^Ablehnen/ }).click();
  const dialog = admin.getByRole('dialog', { name: 'Kündigung ablehnen' });
  await expectDialogFits(admin, dialog, 'reject dialog at 390 px');
  await dialog.getByRole('button', { name: 'Ablehnen' }).click();
  await expect(dialog.getByText('Bitte geben Sie an, warum die Kündigung abgelehnt wird.')).toBeVisible();
  await dialog.getByLabel('Begründung').fill('Ein Umzug innerhalb Deutschlands ist kein wichtiger Grund.');
  await expectAxeClean(admin, 'reject dialog at 390 px');
  await dialog.getByRole('button', { name: 'Ablehnen' }).click();
  await expect(toastTitle(admin, 'Kündigung abgelehnt')).toBeVisible();
  await admin.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Abgelehnt' }).click();
  const rejected = entryOf(admin, email, 390);
  await expect(rejected).toContainText('Abgelehnt');
  await expect(rejected).toContainText('Ein Umzug innerhalb Deutschlands ist kein wichtiger Grund.');
  await admin.context().close();
});

test('a signed-in member finds name and e-mail filled in', async ({ page }) => {
  const email = uniqueEmail('mitglied-kuendigt');
  await signUpViaApi(page, email, 'Kuendigen-2026', 'Marta', 'Mitglied');
  await page.goto('/vertraege-kuendigen');
  await expect(form(page).getByLabel('Name', { exact: true })).toHaveValue('Marta Mitglied');
  await expect(form(page).getByLabel('E-Mail', { exact: true })).toHaveValue(email);
  await expect(page.getByRole('link', { name: 'Melden Sie sich an' })).toHaveCount(0);
});

test('a choice made before the form’s code has come is kept', async ({ page }) => {
  // The page arrives rendered by the server; the form's code comes with the first use of the page.
  await page.goto('/vertraege-kuendigen');
  const extraordinary = form(page).getByRole('radio', { name: 'Außerordentliche Kündigung', exact: true });
  await extraordinary.check();
  await expect(form(page).getByLabel('Grund der außerordentlichen Kündigung')).toBeVisible();
  await expect(extraordinary).toBeChecked();
  await expect(form(page).getByRole('radio', { name: 'Ordentliche Kündigung', exact: true })).not.toBeChecked();
});
