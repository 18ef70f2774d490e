import { expect, signUpViaApi, test, uniqueEmail } from './support/fixtures';
import { toastTitle, weekSessions, type ApiSession } from './support/sessions';
import { expectAxeClean } from './support/page-checks';

/*
 * 'Meine Buchungen': the three tabs with counts and empty states, booking and waiting-list
 * cards, cancelling with a confirmation, leaving a waiting list, the calendar download and private feed.
 * One new member for the whole journey (sign-ups are rate limited).
 */

test('a member sees, cancels and leaves bookings and waiting lists in "Meine Buchungen"', async ({ page }) => {
  test.slow(); // a whole journey with several axe scans
  test.slow(); // a whole journey with several axe scans
  await signUpViaApi(page, uniqueEmail('meine'), 'Meine-Buchungen-2026', 'Mara', 'Mitglied');

  // Nothing yet: every tab says so.
  await page.goto('/member/bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Buchungen' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Kommende (0)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Keine kommenden Buchungen vorhanden.')).toBeVisible();
  await page.getByRole('tab', { name: 'Warteliste (0)' }).click();
  await expect(page.getByText('Keine Wartelisten-Einträge vorhanden.')).toBeVisible();
  await page.getByRole('tab', { name: 'Vergangene (0)' }).click();
  await expect(page.getByText('Keine vergangenen Buchungen vorhanden.')).toBeVisible();

  // Two bookings and a waiting-list place (a full session that is not the Spinning one of the admin journey).
  const { sessions } = await weekSessions(page.request, 1);
  const first = sessions.find((s) => s.availableSpots >= 3)!;
  const second = sessions.find((s) => s.availableSpots >= 3 && s.course.id !== first.course.id)!;
  let full: ApiSession | undefined;
  for (let week = 0; week < 4 && !full; week++) {
    full = (await weekSessions(page.request, week)).sessions.find((s) => s.availableSpots === 0 && s.course.name !== 'Spinning');
  }
  expect(first && second && full, 'sessions to book and a full one').toBeTruthy();
  for (const session of [first, second, full!]) {
    const res = await page.request.post('/api/bookings', { data: { sessionId: session.id } });
    expect(res.status()).toBe(200);
  }

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/member/bookings');
    await expect(page.getByRole('tab', { name: 'Kommende (2)' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Warteliste (1)' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Vergangene (0)' })).toBeVisible();
    await expect(page.getByLabel('Private Kalender-Adresse')).toHaveValue(/\/api\/calendar\/[0-9a-f]+\.ics$/);
    await expect(page.getByRole('switch', { name: 'Benachrichtigungen aktivieren' })).toBeVisible();
    await expectAxeClean(page, `Meine Buchungen at ${viewport.width} px`);
  }

  // A booking card: course, level, date, time with duration, room, trainer, status, booked-on.
  const card = page.getByRole('article', { name: second.course.name });
  await expect(card).toContainText('Bestätigt');
  await expect(card).toContainText(/Anfänger|Fortgeschritten|Profis/);
  await expect(card).toContainText(/\d\d:\d\d - \d\d:\d\d Uhr \(\d+ Minuten\)/);
  await expect(card).toContainText(/Gebucht am \d\d\.\d\d\.\d{4} \d\d:\d\d Uhr/);
  const calendar = card.getByRole('link', { name: 'In Kalender eintragen' });
  await expect(calendar).toHaveAttribute('download', /\.ics$/);
  const ics = await page.request.get((await calendar.getAttribute('href'))!);
  expect(ics.status()).toBe(200);
  expect(await ics.text()).toContain('BEGIN:VEVENT');

  // Cancelling asks first; 'Nein, behalten' keeps the booking.
  await card.getByRole('button', { name: 'Stornieren' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Möchten Sie diese Buchung wirklich stornieren?' });
  await expect(confirm).toBeVisible();
  await expectAxeClean(page, 'cancel confirmation');
  await confirm.getByRole('button', { name: 'Nein, behalten' }).click();
  await expect(confirm).toBeHidden();
  await expect(card.getByRole('button', { name: 'Stornieren' })).toBeFocused();
  await card.getByRole('button', { name: 'Stornieren' }).click();
  await confirm.getByRole('button', { name: 'Ja, stornieren' }).click();
  await expect(toastTitle(page, 'Buchung storniert')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Kommende (1)' })).toBeVisible();
  await page.getByRole('tab', { name: 'Vergangene (1)' }).click();
  const cancelled = page.getByRole('article', { name: second.course.name });
  await expect(cancelled).toContainText('Storniert');
  await expect(cancelled.getByRole('button', { name: 'Stornieren' })).toHaveCount(0);

  // The waiting list: position and date added; leaving asks first.
  await page.getByRole('tab', { name: 'Warteliste (1)' }).click();
  await expect(page).toHaveURL(/ansicht=warteliste/);
  const entry = page.getByRole('article', { name: full!.course.name });
  await expect(entry).toContainText(/Platz \d+/);
  await expect(entry).toContainText(/Hinzugefügt am \d\d\.\d\d\.\d{4} \d\d:\d\d Uhr/);
  await entry.getByRole('button', { name: 'Von der Warteliste entfernen' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Entfernen' }).click();
  await expect(toastTitle(page, 'Von der Warteliste entfernt')).toBeVisible();
  await expect(page.getByText('Keine Wartelisten-Einträge vorhanden.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Warteliste (0)' })).toBeVisible();

  // A new feed address replaces the old one, after a warning.
  const feed = page.getByLabel('Private Kalender-Adresse');
  const oldUrl = await feed.inputValue();
  await page.getByRole('button', { name: 'Neue Adresse erzeugen' }).click();
  const renew = page.getByRole('alertdialog', { name: 'Neue Adresse erzeugen?' });
  await expect(renew).toContainText('funktioniert danach nicht mehr');
  await renew.getByRole('button', { name: 'Neue Adresse erzeugen' }).click();
  await expect(toastTitle(page, 'Neue Adresse erzeugt')).toBeVisible();
  await expect(feed).not.toHaveValue(oldUrl);
  expect((await page.request.get(new URL(oldUrl).pathname)).status()).toBe(404);
});
