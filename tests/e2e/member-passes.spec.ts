import type { APIRequestContext, Page } from '@playwright/test';
import { berlinToday } from '../../src/shared/time';
import { expect, signUpViaApi, test, uniqueEmail } from './support/fixtures';
import { adminPage, getJson, sessionCard, toastTitle, weekSessions, type ApiSession } from './support/sessions';
import { expectAxeClean, expectNoSidewaysScroll } from './support/page-checks';

/*
 * 'Meine Karten' and the line next to the booking button: a member whose 10er-Karte the office sold reads
 * what a booking will draw on before the tap, books, finds the entry used in the card's history, cancels
 * in time and has it back. Guests see no such line. Two weeks ahead, so a cancellation deadline another
 * spec sets meanwhile does not make the cancellation late.
 */

const PASSWORD = 'Karten-Verlauf-2026';

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('de-DE', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Berlin' }).format(new Date(iso));

const germanDay = (day: string) => day.split('-').reverse().join('.');

type Price = { id: string; name: string; passType: string };

/**
 * A session two weeks ahead with free spots and the only one of its course that day (its course page names
 * each date's card by the date), another bookable date of the same course, and a bookable session of
 * another course in the same week (for the timetable).
 */
async function sessionsToBook(request: APIRequestContext) {
  const { week, sessions } = await weekSessions(request, 2);
  const open = sessions.filter((s) => s.availableSpots >= 3);
  for (const session of open) {
    const { sessions: dates } = await getJson<{ sessions: ApiSession[] }>(request, `/api/sessions?courseId=${session.course.id}`);
    const sameDay = dates.filter((d) => longDate(d.startTime) === longDate(session.startTime));
    const other = dates.find((d) => d.availableSpots > 0 && !d.series && longDate(d.startTime) !== longDate(session.startTime));
    const elsewhere = open.find((s) => s.course.id !== session.course.id);
    if (sameDay.length === 1 && other && elsewhere) return { week, session, other, elsewhere };
  }
  throw new Error('no bookable session two weeks ahead');
}

/** The office sells the member a 10er-Karte starting today, paid in cash. */
async function sellTenPass(admin: Page, userId: string) {
  const { prices } = await getJson<{ prices: Price[] }>(admin.request, '/api/prices');
  const product = prices.find((p) => p.passType === 'MULTI');
  expect(product, 'a 10er-Karte in the price list').toBeTruthy();
  const res = await admin.request.post('/api/admin/passes', {
    data: { userId, priceId: product!.id, startDate: berlinToday(), paymentMethod: 'Bar', paid: true },
  });
  expect(res.status(), 'pass sold').toBe(200);
  return ((await res.json()) as { pass: { productName: string; validUntil: string } }).pass;
}

test('a member with a 10er-Karte sees what a booking uses, finds it in "Meine Karten" and gets it back on cancelling', async ({ page, browser, baseURL }) => {
  test.slow(); // a whole journey across the course page, the timetable and the member area, with axe scans
  await signUpViaApi(page, uniqueEmail('karten'), PASSWORD, 'Karla', 'Karte');
  const { user } = await getJson<{ user: { id: string } }>(page.request, '/api/me');

  // Nothing yet: the empty state leads to the prices.
  await page.goto('/member/passes');
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Karten' })).toBeVisible();
  await expect(page.getByText('Sie haben noch keine Karte.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Preise ansehen' }).first()).toHaveAttribute('href', '/preise');

  const admin = await adminPage(browser, baseURL!);
  const pass = await sellTenPass(admin, user.id);
  await admin.context().close();
  const { week, session, other, elsewhere } = await sessionsToBook(page.request);

  // Before the tap: the line next to the button names the card and what is left on it.
  await page.goto(`/kurse/${session.course.id}`);
  const item = page.getByRole('article', { name: longDate(session.startTime) });
  await item.scrollIntoViewIfNeeded();
  const button = item.getByRole('button', { name: 'Jetzt buchen' });
  await expect(item).toContainText('Wird von Ihrer 10er-Karte abgebucht (noch 10 Eintritte)');
  await expect(button).toHaveAccessibleDescription(/Wird von Ihrer 10er-Karte abgebucht \(noch 10 Eintritte\)/);
  await expectAxeClean(page, 'course page with the booking option');

  await button.click();
  await expect(toastTitle(page, 'Buchung bestätigt!')).toBeVisible();
  await expect(item.getByRole('button', { name: 'Bereits gebucht' })).toBeDisabled();
  await expect(item).not.toContainText('abgebucht');
  // The other dates of the course read the new balance without a reload.
  const next = page.getByRole('article', { name: longDate(other.startTime) }).first();
  await next.scrollIntoViewIfNeeded();
  await expect(next).toContainText('Wird von Ihrer 10er-Karte abgebucht (noch 9 Eintritte)');

  // The timetable popup says the same.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/stundenplan?woche=${week}`);
  await sessionCard(page, elsewhere.id).click();
  const popup = page.getByRole('dialog', { name: elsewhere.course.name });
  await expect(popup).toContainText('Wird von Ihrer 10er-Karte abgebucht (noch 9 Eintritte)');
  await expect(popup.getByRole('button', { name: 'Jetzt anmelden' })).toHaveAccessibleDescription(/10er-Karte/);
  await expectAxeClean(page, 'session popup with the booking option at 390 px');
  await page.keyboard.press('Escape');

  // 'Meine Karten', reached from the member area's navigation.
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/member/bookings');
    await page.getByRole('navigation', { name: 'Mitgliederbereich' }).getByRole('link', { name: 'Meine Karten' }).click();
    await expect(page).toHaveURL(/\/member\/passes$/);
    const card = page.getByRole('article', { name: pass.productName });
    await expect(card).toContainText('noch 9 von 10 Eintritten');
    await expect(card).toContainText(`gültig bis ${germanDay(pass.validUntil)}`);
    await expect(card).toContainText(/aktiv/i);
    const toggle = card.getByRole('button', { name: /Verlauf anzeigen/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(card.getByRole('button', { name: /Verlauf ausblenden/ })).toHaveAttribute('aria-expanded', 'true');
    await expectNoSidewaysScroll(page, `Meine Karten at ${viewport.width} px`);
    await expectAxeClean(page, `Meine Karten with the history at ${viewport.width} px`);
  }

  // The history says what the entry was used for: the booking, its session, −1, 9 left.
  const history = page.getByRole('table', { name: /^Verlauf: 10er-Karte/ });
  const bookingRow = history.getByRole('row').filter({ hasText: 'Buchung' });
  await expect(bookingRow).toContainText(session.course.name);
  await expect(bookingRow).toContainText('\u22121');
  await expect(bookingRow.getByRole('cell').last()).toHaveText('9');
  await expect(history.getByRole('row').filter({ hasText: 'Kauf' })).toContainText('+10');

  // Cancelled in time, the entry comes back.
  await page.goto('/member/bookings');
  const booking = page.getByRole('article', { name: session.course.name });
  await booking.getByRole('button', { name: 'Stornieren' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ja, stornieren' }).click();
  await expect(toastTitle(page, 'Buchung storniert')).toBeVisible();

  await page.getByRole('navigation', { name: 'Mitgliederbereich' }).getByRole('link', { name: 'Meine Karten' }).click();
  const card = page.getByRole('article', { name: pass.productName });
  await expect(card).toContainText('noch 10 von 10 Eintritten');
  await card.getByRole('button', { name: /Verlauf anzeigen/ }).click();
  const refund = history.getByRole('row').filter({ hasText: 'Stornierung innerhalb der Frist' });
  await expect(refund).toContainText(session.course.name);
  await expect(refund).toContainText('+1');
  await expect(refund.getByRole('cell').last()).toHaveText('10');
});

test('a guest sees no booking option next to the button', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => request.url().includes('/booking-option') && asked.push(request.url()));
  const { sessions } = await weekSessions(page.request, 1);
  const session = sessions.find((s) => s.availableSpots > 0);
  expect(session, 'a bookable session next week').toBeTruthy();

  await page.goto(`/kurse/${session!.course.id}`);
  const item = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Jetzt buchen' }) }).first();
  await expect(item).toBeVisible();
  await expect(item).not.toContainText(/abgebucht|Zahlung vor Ort|Probetraining|gültige Karte/);
  expect(asked).toEqual([]);
});
