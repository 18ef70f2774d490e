import type { Page } from '@playwright/test';
import { DEMO, expect, signInViaApi, signUpViaApi, test, uniqueEmail } from './support/fixtures';
import { toastTitle } from './support/sessions';
import { expectAxeClean, expectNoSidewaysScroll } from './support/page-checks';

/*
 * The member dashboard: greeting, the four counters, the tabs by URL and by keyboard, tables
 * that become cards on a phone, replies that stop counting as new once seen, and 'Neue Nachricht'.
 */

const counter = (page: Page, key: string) => page.locator(`[data-counter="${key}"]`);
const expectCounter = (page: Page, key: string, label: string, value: number) =>
  expect(counter(page, key)).toHaveText(new RegExp(`^${label}\\s*${value}$`));

type Overview = { firstName: string | null; upcomingBookings: number; openPayments: number; newMessages: number; totalBookings: number };

test('the demo member finds counters, bookings, payments, messages and profile, by URL and by keyboard', async ({ page }) => {
  test.slow(); // two widths with several axe scans
  await signInViaApi(page, DEMO.member);
  const start = (await (await page.request.get('/api/me/overview')).json()) as Overview;
  // The demo data: one pending payment; one unread message and one reply not seen yet.
  expect(start).toMatchObject({ firstName: 'Max', openPayments: 1, newMessages: 2 });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/member/dashboard');
  await expect(page.getByRole('heading', { level: 2, name: 'Hallo, Max!' })).toBeVisible();
  await expectCounter(page, 'upcomingBookings', 'Kommende Kurse', start.upcomingBookings);
  await expectCounter(page, 'openPayments', 'Offene Zahlungen', 1);
  await expectCounter(page, 'newMessages', 'Neue Nachrichten', 2);
  await expectCounter(page, 'totalBookings', 'Buchungen gesamt', start.totalBookings);

  const bookingsTab = page.getByRole('tab', { name: 'Meine Buchungen' });
  await expect(bookingsTab).toHaveAttribute('aria-selected', 'true');
  const bookings = page.getByRole('tabpanel', { name: 'Meine Buchungen' }).getByRole('table');
  await expect(bookings.getByRole('columnheader')).toHaveText(['Kurs', 'Datum', 'Uhrzeit', 'Raum', 'Trainer', 'Status']);
  await expect(bookings.getByRole('row')).toHaveCount(start.totalBookings + 1);
  await expect(bookings.getByRole('cell', { name: 'Bestätigt' }).first()).toBeVisible();
  await expect(bookings.getByRole('cell', { name: /^\d{2}:\d{2} - \d{2}:\d{2}$/ }).first()).toBeVisible();
  await expectAxeClean(page, 'Meine Buchungen at 1280 px');

  // Keyboard: arrows move and select, the URL follows.
  await bookingsTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Zahlungen' })).toBeFocused();
  await expect(page).toHaveURL(/\/member\/dashboard\?tab=zahlungen$/);
  const payments = page.getByRole('tabpanel', { name: 'Zahlungen' }).getByRole('table');
  await expect(payments.getByRole('columnheader')).toHaveText(['Datum', 'Betrag', 'Zahlungsart', 'Status', 'Bezahlt am']);
  const pending = payments.getByRole('row').filter({ hasText: 'Ausstehend' });
  await expect(pending.getByRole('cell')).toHaveText([/^\d{2}\.\d{2}\.\d{4}$/, /^59,00\s€$/, 'Überweisung', 'Ausstehend', '-']);
  await expect(payments.getByRole('row').filter({ hasText: 'Erstattet' }).getByRole('cell').nth(1)).toHaveText(/^15,00\s€$/);
  // The 10er-Karte paid by card, and the fees of the two Rückenfit series paid in cash at the desk.
  const completed = payments.getByRole('row').filter({ hasText: 'Abgeschlossen' });
  await expect(completed).toHaveCount(3);
  await expect(completed.filter({ hasText: 'Barzahlung' })).toHaveCount(2);
  await expect(completed.filter({ hasNotText: 'Barzahlung' }).getByRole('cell').nth(1)).toHaveText(/^120,00\s€$/);
  await expectAxeClean(page, 'Zahlungen at 1280 px');

  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\?tab=nachrichten$/);
  const replied = page.getByRole('article', { name: 'Monatskarte im Urlaub pausieren?' });
  await expect(replied.getByText('Beantwortet')).toBeVisible();
  await expect(replied.getByText(/^Antwort vom \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} Uhr/)).toBeVisible();
  await expect(replied.getByText(/^Hallo Herr Mustermann, ja, das ist möglich/)).toBeVisible();
  await expect(replied.getByText('Neu', { exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Probestunde für meine Partnerin' }).getByText('Ungelesen')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Parkplätze am Abend' }).getByText('Gelesen')).toBeVisible();
  // The reply has been seen: it no longer counts as new; the unread message still does.
  await expectCounter(page, 'newMessages', 'Neue Nachrichten', 1);
  await expectAxeClean(page, 'Nachrichten at 1280 px');

  await page.keyboard.press('End');
  await expect(page).toHaveURL(/\?tab=profil$/);
  await expect(page.getByRole('tabpanel', { name: 'Profil' }).getByRole('link', { name: 'Profil bearbeiten' })).toHaveAttribute('href', '/member/profile');
  await page.keyboard.press('Home');
  await expect(bookingsTab).toBeFocused();
  await expect(page).toHaveURL(/\/member\/dashboard$/);

  // A phone: the same by URL, as cards instead of tables, nothing to scroll sideways; 'seen' was kept.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/member/dashboard?tab=zahlungen');
  await expect(page.getByRole('tab', { name: 'Zahlungen' })).toHaveAttribute('aria-selected', 'true');
  await expectCounter(page, 'newMessages', 'Neue Nachrichten', 1);
  const paymentCards = page.getByRole('list', { name: 'Zahlungen' });
  await expect(paymentCards.getByRole('listitem')).toHaveCount(5);
  await expect(paymentCards.getByRole('listitem').filter({ hasText: 'Ausstehend' })).toContainText(/59,00\s€/);
  await expect(page.getByRole('table')).toBeHidden();
  await expectNoSidewaysScroll(page, 'Zahlungen at 390 px');
  await expectAxeClean(page, 'Zahlungen at 390 px');

  await page.goto('/member/dashboard');
  await expect(page.getByRole('list', { name: 'Meine Buchungen' }).getByRole('listitem')).toHaveCount(start.totalBookings);
  await expect(page.getByRole('table')).toBeHidden();
  await expectNoSidewaysScroll(page, 'Meine Buchungen at 390 px');
  await expectAxeClean(page, 'Meine Buchungen at 390 px');

  await page.goto('/member/dashboard?tab=nachrichten');
  await expect(page.getByRole('article', { name: 'Monatskarte im Urlaub pausieren?' })).toBeVisible();
  await expect(page.getByText('Neu', { exact: true })).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'Nachrichten at 390 px');
});

test('a new member sees the empty states and sends a message that shows as unread', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpViaApi(page, uniqueEmail('dashboard'), 'Dashboard-Nachricht-2026', 'Nina', 'Neumann');

  await page.goto('/member/dashboard');
  await expect(page.getByRole('heading', { level: 2, name: 'Hallo, Nina!' })).toBeVisible();
  for (const [key, label] of [
    ['upcomingBookings', 'Kommende Kurse'],
    ['openPayments', 'Offene Zahlungen'],
    ['newMessages', 'Neue Nachrichten'],
    ['totalBookings', 'Buchungen gesamt'],
  ]) {
    await expectCounter(page, key, label, 0);
  }
  await expect(page.getByText('Keine Buchungen vorhanden.')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Kurse entdecken' })).toHaveAttribute('href', '/kurse');
  await page.getByRole('tab', { name: 'Zahlungen' }).click();
  await expect(page.getByText('Keine Zahlungen vorhanden.')).toBeVisible();
  await page.getByRole('tab', { name: 'Nachrichten' }).click();
  await expect(page).toHaveURL(/\?tab=nachrichten$/);
  await expect(page.getByText('Keine Nachrichten vorhanden.')).toBeVisible();

  await page.getByRole('button', { name: 'Neue Nachricht' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neue Nachricht' });
  const send = dialog.getByRole('button', { name: 'Senden' });
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Betreff').fill('Frage zur Probestunde');
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Nachricht').fill('   ');
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Nachricht').fill('Kann ich nächste Woche beim Yoga reinschnuppern?');
  await expect(send).toBeEnabled();
  await expectAxeClean(page, 'Neue Nachricht dialog at 390 px');
  await send.click();

  await expect(toastTitle(page, 'Nachricht gesendet')).toBeVisible();
  await expect(dialog).toBeHidden();
  const sent = page.getByRole('article', { name: 'Frage zur Probestunde' });
  await expect(sent.getByText('Ungelesen')).toBeVisible();
  await expect(sent.getByText('Kann ich nächste Woche beim Yoga reinschnuppern?')).toBeVisible();
  await expect(page.getByText('Keine Nachrichten vorhanden.')).toHaveCount(0);
  await expectCounter(page, 'newMessages', 'Neue Nachrichten', 1);
  await expectNoSidewaysScroll(page, 'dashboard after a new message');
});
