import { addBerlinDays, berlinGermanDate, berlinToday, startOfBerlinDay } from '../../src/shared/time';
import { expect, signUpViaApi, test, uniqueEmail } from './support/fixtures';
import { adminPage, toastTitle } from './support/sessions';
import { expectAxeClean, expectDialogFits, expectNoSidewaysScroll } from './support/page-checks';

/*
 * The office's 'Karten & Abos' screen: at the desk (1280 px) the admin sells a new member a 10er-Karte,
 * finds it in the list and books a correction of two entries; on a phone (390 px) such a pass is paused
 * and then cancelled, which voids the entries left and refunds the payment. Each test touches only a
 * fresh member's pass, so the demo data stays as it is.
 */

const germanDay = (day: string) => berlinGermanDate(startOfBerlinDay(day));

type PassChange = { pass: { id: string; balance: number } };

test('at the desk the office sells a 10er-Karte, finds it and corrects it', async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000); // the sale, the list, the detail and the correction, each scanned by axe
  const email = uniqueEmail('karte');
  await signUpViaApi(page, email, 'Karten-Verkauf-2026', 'Paula', 'Pass');
  const today = berlinToday();
  const lastDay = addBerlinDays(today, 364);

  // Karte verkaufen at 1280 px: the form's own check first, then the sale.
  const admin = await adminPage(browser, baseURL!);
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.goto('/admin/karten');
  await expect(admin.getByRole('heading', { level: 1, name: 'Karten & Abos' })).toBeVisible();
  await expect(admin.getByRole('navigation', { name: 'Admin-Navigation' }).getByRole('link', { name: 'Karten & Abos' })).toHaveAttribute('href', '/admin/karten');

  await admin.getByRole('button', { name: 'Karte verkaufen' }).click();
  const sell = admin.getByRole('dialog', { name: 'Karte verkaufen' });
  await expect(sell.getByLabel('Beginn')).toHaveValue(today);
  await sell.getByRole('button', { name: 'Karte verkaufen' }).click();
  await expect(sell.getByText('Bitte wählen Sie ein Mitglied aus.')).toBeVisible();
  await expect(sell.getByText('Bitte wählen Sie ein Produkt aus.')).toBeVisible();
  await expectAxeClean(admin, 'Karte verkaufen with messages');
  await sell.getByLabel('Mitglied (E-Mail oder Name)').fill(email.slice(0, 20));
  await sell.getByRole('button', { name: /Paula Pass/ }).click();
  await expect(sell.getByRole('button', { name: 'Anderes Mitglied wählen statt Paula Pass' })).toBeFocused();
  await sell.getByLabel('Produkt').selectOption({ label: '10er-Karte – 120,00 €' });
  await expect(sell.getByText(`10 Eintritte, gültig bis ${germanDay(lastDay)}.`)).toBeVisible();
  await sell.getByLabel('Zahlungsart').selectOption('EC-Karte');
  await sell.getByLabel('Bereits bezahlt').check();
  await sell.getByRole('button', { name: 'Karte verkaufen' }).click();
  await expect(toastTitle(admin, 'Karte verkauft')).toBeVisible();
  await expect(sell).toBeHidden();

  // The new pass heads the list; the search finds it by the member's address.
  await expect(admin.getByRole('row').nth(1)).toContainText(email);
  await admin.getByLabel('Karten durchsuchen').fill(email);
  await expect(admin.getByText('1 Karte', { exact: true })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row.getByRole('cell')).toHaveText([
    '10er-Karte',
    'noch 10 von 10 Eintritten',
    germanDay(lastDay),
    'aktiv',
    /^120,00\s€bezahlt$/,
    'Details',
  ]);
  await expect(row.getByRole('rowheader')).toHaveText(`Paula Pass${email}`);
  await expectAxeClean(admin, 'the list with the new pass at 1280 px');

  // The detail: its facts and history; a correction the pass cannot bear is refused on the field.
  await row.getByRole('button', { name: 'Details: 10er-Karte von Paula Pass' }).click();
  const detail = admin.getByRole('dialog', { name: '10er-Karte' });
  await expect(detail).toContainText(`Paula Pass · ${email}`);
  await expect(detail).toContainText(`${germanDay(today)} – ${germanDay(lastDay)}`);
  const history = detail.getByRole('table', { name: /^Verlauf der Karte/ });
  await expect(history.getByRole('row').filter({ hasText: 'Kauf' }).getByRole('cell')).toHaveText([/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/, 'Kauf', '-', '+10', '10', '-']);
  await expectAxeClean(admin, 'the pass detail at 1280 px');

  await detail.getByRole('button', { name: 'Korrektur' }).click();
  const correction = admin.getByRole('dialog', { name: 'Eintritte korrigieren' });
  await correction.getByLabel(/^Eintritte/).fill('-12');
  await correction.getByLabel('Grund').fill('Zwei Besuche ohne Karte nachgetragen');
  await correction.getByRole('button', { name: 'Korrektur buchen' }).click();
  await expect(correction.getByText('So viele Eintritte hat die Karte nicht: Es sind noch 10.')).toBeVisible();
  await expect(correction.getByLabel(/^Eintritte/)).toHaveAttribute('aria-invalid', 'true');
  await correction.getByLabel(/^Eintritte/).fill('-2');
  await expect(correction.getByText('Danach: noch 8 von 10 Eintritten')).toBeVisible();
  await expectAxeClean(admin, 'Korrektur');
  await correction.getByRole('button', { name: 'Korrektur buchen' }).click();
  await expect(toastTitle(admin, 'Eintritte korrigiert')).toBeVisible();
  await expect(correction).toBeHidden();
  await expect(detail).toContainText('noch 8 von 10 Eintritten');
  await expect(history.getByRole('row').filter({ hasText: 'Korrektur' }).getByRole('cell')).toHaveText([
    /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/,
    'Korrektur',
    '-',
    '-2',
    '8',
    'Zwei Besuche ohne Karte nachgetragen',
  ]);
  await admin.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(row).toContainText('noch 8 von 10 Eintritten');
  await admin.context().close();
});

test('on a phone the office pauses a pass and then cancels it', async ({ page, browser, baseURL }) => {
  test.slow(); // two dialogs and the pass's states, each scanned by axe
  const email = uniqueEmail('pause');
  await signUpViaApi(page, email, 'Karten-Pause-2026', 'Paula', 'Pass');
  const today = berlinToday();
  const lastDay = addBerlinDays(today, 364);

  // Sold and corrected as at the desk, through the API the screen uses.
  const admin = await adminPage(browser, baseURL!);
  const member = (await (await admin.request.get('/api/admin/payments/members', { params: { q: email } })).json()) as { members: { id: string }[] };
  const { prices } = (await (await admin.request.get('/api/admin/prices')).json()) as { prices: { id: string; name: string }[] };
  const sold = await admin.request.post('/api/admin/passes', {
    data: { userId: member.members[0].id, priceId: prices.find((p) => p.name === '10er-Karte')!.id, startDate: today, paymentMethod: 'Bar', paid: true },
  });
  expect(sold.status(), 'sale').toBe(200);
  const { pass } = (await sold.json()) as PassChange;
  const corrected = await admin.request.post(`/api/admin/passes/${pass.id}/correction`, { data: { delta: -2, reason: 'Zwei Besuche nachgetragen' } });
  expect(((await corrected.json()) as PassChange).pass.balance).toBe(8);

  // On a phone: one card per pass, the detail fits the screen; pause from today for a week.
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.goto('/admin/karten');
  await expect(admin.getByRole('heading', { level: 1, name: 'Karten & Abos' })).toBeVisible();
  await admin.getByLabel('Karten durchsuchen').fill(email);
  const card = admin.locator('li[data-pass-id]').filter({ hasText: email });
  await expect(card).toContainText('noch 8 von 10 Eintritten');
  await expectNoSidewaysScroll(admin, 'Karten & Abos at 390 px');
  await expectAxeClean(admin, 'Karten & Abos at 390 px');
  await card.getByRole('button', { name: 'Details: 10er-Karte von Paula Pass' }).click();
  const detail = admin.getByRole('dialog', { name: '10er-Karte' });
  await expect(detail).toContainText('noch 8 von 10 Eintritten');
  await expectDialogFits(admin, detail, 'the pass detail at 390 px');

  await detail.getByRole('button', { name: 'Pausieren' }).click();
  const pause = admin.getByRole('dialog', { name: 'Karte pausieren' });
  const pauseEnd = addBerlinDays(today, 6);
  const extended = addBerlinDays(lastDay, 7);
  await expect(pause.getByLabel('Von')).toHaveValue(today);
  await pause.getByLabel('Bis (einschließlich)').fill(pauseEnd);
  await expect(pause.getByText(`7 Tage Pause: gültig dann bis ${germanDay(extended)} statt ${germanDay(lastDay)}.`)).toBeVisible();
  await pause.getByLabel('Grund').fill('Urlaub');
  await expectDialogFits(admin, pause, 'Karte pausieren at 390 px');
  await expectAxeClean(admin, 'Karte pausieren at 390 px');
  await pause.getByRole('button', { name: 'Pausieren' }).click();
  await expect(toastTitle(admin, 'Karte pausiert')).toBeVisible();
  await expect(pause).toBeHidden();
  await expect(detail).toContainText(`Pausiert vom ${germanDay(today)} bis ${germanDay(pauseEnd)}: Urlaub`);
  await expect(detail).toContainText(`${germanDay(today)} – ${germanDay(extended)}`);
  await expect(detail.getByText('pausiert', { exact: true })).toBeVisible();

  // Stornieren says what it does before it is done: the 8 entries lapse, the payment is refunded.
  await detail.getByRole('button', { name: 'Stornieren' }).click();
  const cancel = admin.getByRole('dialog', { name: 'Karte stornieren' });
  await expect(cancel).toContainText('Die restlichen 8 Eintritte verfallen.');
  await expect(cancel).toContainText('Die Zahlung über 120,00 € wird als erstattet markiert.');
  await cancel.getByRole('button', { name: 'Karte stornieren' }).click();
  await expect(cancel.getByText('Bitte geben Sie einen Grund an.')).toBeVisible();
  await cancel.getByLabel('Grund der Stornierung').fill('Umzug');
  await expectAxeClean(admin, 'Karte stornieren at 390 px');
  await cancel.getByRole('button', { name: 'Karte stornieren' }).click();
  await expect(toastTitle(admin, 'Karte storniert')).toBeVisible();
  await expect(cancel).toBeHidden();

  // A cancelled pass offers nothing more; its history ends with the lapsed entries.
  await expect(detail).toContainText('noch 0 von 10 Eintritten');
  await expect(detail.getByText('storniert', { exact: true })).toBeVisible();
  await expect(detail.getByText('erstattet', { exact: true })).toBeVisible();
  await expect(detail).toContainText('Eine stornierte oder abgelaufene Karte kann nicht mehr geändert werden.');
  for (const action of ['Korrektur', 'Pausieren', 'Stornieren']) await expect(detail.getByRole('button', { name: action })).toHaveCount(0);
  const voided = detail.getByRole('list', { name: /^Verlauf der Karte/ }).getByRole('listitem').filter({ hasText: 'Karte storniert' });
  await expect(voided).toContainText('-8');
  await expect(voided).toContainText('Umzug');
  await expectAxeClean(admin, 'the cancelled pass at 390 px');
  await admin.keyboard.press('Escape');

  // The filters: the pass is among the cancelled ones, not among the active ones.
  await expect(card).toContainText('storniert');
  await expect(card).toContainText('erstattet');
  await admin.getByRole('button', { name: /^storniert$/i }).click();
  await expect(card).toBeVisible();
  await admin.getByRole('button', { name: /^aktiv$/i }).click();
  await expect(admin.getByText('Keine Karten gefunden')).toBeVisible();
  await admin.context().close();
});
