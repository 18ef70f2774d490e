import { expect, signUpViaApi, test, uniqueEmail } from './support/fixtures';
import { adminPage, toastTitle } from './support/sessions';
import { expectAxeClean, expectNoSidewaysScroll } from './support/page-checks';

/*
 * The office's Nachrichten and Zahlungen screens: a new member writes, the admin opens the
 * message (read) and replies once, the member sees the answer; the admin records a payment for that member
 * on a phone and marks it paid, the member sees it. Only a fresh member's data is touched.
 */

test('a member writes, the admin replies; the admin records a payment on a phone, the member sees both', async ({ page, browser, baseURL }) => {
  test.slow(); // two users, two widths, several axe scans
  const email = uniqueEmail('buero');
  await signUpViaApi(page, email, 'Buero-Antwort-2026', 'Olga', 'Office');
  const subject = `Frage zum Kurs ${Date.now()}`;
  expect((await page.request.post('/api/me/messages', { data: { subject, message: 'Kann ich meine Karte pausieren?' } })).status()).toBe(200);

  // Nachrichten at 1280 px: the new message is unread; opening it marks it read.
  const admin = await adminPage(browser, baseURL!);
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.goto('/admin/messages');
  await expect(admin.getByRole('heading', { level: 1, name: /^Nachrichten \(\d+ ungelesen\)$/ })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('Olga Office');
  await expect(row).toContainText(email);
  await expect(row).toContainText('Ungelesen');
  await expectAxeClean(admin, 'Nachrichten at 1280 px');

  await row.getByRole('button', { name: /^Antworten/ }).click();
  const dialog = admin.getByRole('dialog', { name: subject });
  await expect(dialog).toContainText('Kann ich meine Karte pausieren?');
  await expect(dialog).toContainText('Gelesen');
  const send = dialog.getByRole('button', { name: 'Senden' });
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Antwort').fill('   ');
  await expect(send).toBeDisabled();
  await expectAxeClean(admin, 'reply dialog');
  await dialog.getByLabel('Antwort').fill('Ja, bis zu vier Wochen im Jahr.');
  await send.click();
  await expect(toastTitle(admin, 'Antwort gesendet')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Beantwortet');
  await expect(row.getByRole('button', { name: /^Antworten/ })).toHaveCount(0);

  // The member sees the answer, counted as new.
  await page.goto('/member/dashboard?tab=nachrichten');
  const article = page.getByRole('article', { name: subject });
  await expect(article.getByText('Beantwortet')).toBeVisible();
  await expect(article.getByText('Ja, bis zu vier Wochen im Jahr.')).toBeVisible();
  await expect(article.getByText('Neu', { exact: true })).toBeVisible();

  // Zahlungen at 390 px: cards, the dialog, then the status changed in place.
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.goto('/admin/payments');
  await expect(admin.getByRole('heading', { level: 1, name: 'Zahlungen' })).toBeVisible();
  const overview = admin.getByRole('region', { name: 'Übersicht' });
  await expect(overview).toContainText('Gesamtumsatz');
  await expect(overview).toContainText('Diesen Monat');
  await admin.getByRole('button', { name: 'Zahlung erfassen' }).click();
  const form = admin.getByRole('dialog', { name: 'Zahlung erfassen' });
  await form.getByLabel('Mitglied (E-Mail oder Name)').fill(email.slice(0, 20));
  await form.getByRole('button', { name: /Olga Office/ }).click();
  await form.getByLabel('Betrag in €').fill('-5');
  await form.getByRole('button', { name: 'Zahlung erfassen' }).click();
  await expect(form.getByText('Der Betrag darf nicht negativ sein.')).toBeVisible();
  await expectAxeClean(admin, 'Zahlung erfassen at 390 px');
  await form.getByLabel('Betrag in €').fill('59,00');
  await form.getByLabel('Zahlungsart').selectOption('Bar');
  await form.getByRole('button', { name: 'Zahlung erfassen' }).click();
  await expect(toastTitle(admin, 'Zahlung erfasst')).toBeVisible();
  await expect(form).toBeHidden();

  const card = admin.locator('li[data-payment-id]').filter({ hasText: email });
  await expect(card).toContainText(/59,00\s€/);
  await expect(card).toContainText('Bar');
  const status = card.getByRole('combobox', { name: 'Status der Zahlung von Olga Office' });
  await expect(status).toHaveValue('pending');
  await expectNoSidewaysScroll(admin, 'Zahlungen at 390 px');
  await expectAxeClean(admin, 'Zahlungen at 390 px');
  await status.selectOption('completed');
  await expect(toastTitle(admin, 'Status geändert')).toBeVisible();
  await expect(card.getByText(/^\d{2}\.\d{2}\.\d{4}$/)).toHaveCount(2);

  await page.goto('/member/dashboard?tab=zahlungen');
  const paid = page.getByRole('tabpanel', { name: 'Zahlungen' }).getByRole('row').filter({ hasText: 'Abgeschlossen' });
  await expect(paid.getByRole('cell')).toHaveText([/^\d{2}\.\d{2}\.\d{4}$/, /^59,00\s€$/, 'Bar', 'Abgeschlossen', /^\d{2}\.\d{2}\.\d{4}$/]);
  await admin.context().close();
});
