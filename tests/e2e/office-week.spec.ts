import { addBerlinDays, berlinToday } from '../../src/shared/time';
import { expect, signUpViaApi, test, uniqueEmail } from './support/fixtures';
import { adminPage, getJson, sessionCard, toastTitle } from './support/sessions';
import { expectAxeClean } from './support/page-checks';

/*
 * The office's week, end to end: the office opens a new room, plans a weekly slot there, generates four
 * weeks of sessions and sees them in the public timetable; a member books one on her phone; the office has
 * to cancel it and gives a reason; the member sees 'Abgesagt' and the mail with the reason is in the outbox.
 */

type AdminSession = { id: string; startTime: string; statusLabel: string };

const WEEKDAYS = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'];

test("the office's week: room, schedule, four weeks generated, a booking, a cancellation the member hears of", async ({ page, browser, baseURL }) => {
  test.slow(); // five admin screens, the public timetable and the member area in one journey
  const admin = await adminPage(browser, baseURL!);
  await admin.setViewportSize({ width: 1280, height: 900 });
  const stamp = Date.now() % 100_000;
  const course = `Morgenmobilität ${stamp}`;
  const room = `Gartenraum ${stamp}`;
  // Tomorrow's weekday, so the first generated session is still ahead whatever day the suite runs.
  const tomorrow = addBerlinDays(berlinToday(), 1);
  const weekday = WEEKDAYS[new Date(`${tomorrow}T12:00:00Z`).getUTCDay()];
  // The course comes from the catalogue screen, which has its own journey.
  expect((await admin.request.post('/api/admin/courses', { data: { name: course, durationMinutes: 45, maxParticipants: 8 } })).status()).toBe(201);

  // A new room.
  await admin.goto('/admin/rooms');
  await admin.getByRole('button', { name: 'Neuer Raum' }).click();
  let dialog = admin.getByRole('dialog', { name: 'Neuer Raum' });
  await dialog.getByLabel('Name').fill(room);
  await dialog.getByLabel('Kapazität (Personen)').fill('10');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(toastTitle(admin, 'Raum erstellt')).toBeVisible();

  // A weekly slot in it, early in the morning.
  await admin.goto('/admin/schedules');
  await admin.getByRole('button', { name: 'Neuer Zeitplan' }).click();
  dialog = admin.getByRole('dialog', { name: 'Neuer Zeitplan' });
  await dialog.getByLabel('Kurs').selectOption({ label: course });
  await dialog.getByLabel('Wochentag').selectOption({ label: weekday });
  await dialog.getByLabel('Startzeit').fill('06:30');
  await dialog.getByLabel('Raum').selectOption({ label: room });
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(toastTitle(admin, 'Zeitplan erstellt')).toBeVisible();

  // Four weeks (the default) of that slot.
  await admin.goto('/admin/session-generator');
  await admin.getByLabel('Zeitplan').selectOption({ label: `${course}, ${weekday} 06:30 (${room}, ohne Trainer)` });
  await admin.getByRole('button', { name: 'Sessions generieren' }).click();
  await expect(toastTitle(admin, 'Sessions generiert')).toBeVisible();
  await expect(admin.locator('[data-sonner-toast]').getByText('4 neue Sessions wurden erstellt')).toBeVisible();

  const courseId = (await getJson<{ courses: { id: string; name: string }[] }>(admin.request, '/api/admin/courses')).courses.find((c) => c.name === course)!.id;
  const { sessions } = await getJson<{ sessions: AdminSession[] }>(admin.request, `/api/admin/sessions?courseId=${courseId}&pageSize=100`);
  expect(sessions).toHaveLength(4);
  const first = sessions.map((s) => s).sort((a, b) => a.startTime.localeCompare(b.startTime))[0];

  // A member finds tomorrow's session in the public timetable on her phone and books it.
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail('buerowoche');
  await signUpViaApi(page, email, 'Buero-Woche-2026', 'Wiebke', 'Woche');
  await page.goto(`/stundenplan?woche=${tomorrow}`);
  const card = sessionCard(page, first.id);
  await expect(card).toContainText(course);
  await expect(card).toContainText('06:30');
  await card.click();
  const popup = page.getByRole('dialog', { name: course });
  await expect(popup).toContainText(room);
  await popup.getByRole('button', { name: 'Jetzt anmelden' }).click();
  await expect(toastTitle(page, 'Buchung bestätigt!')).toBeVisible();

  // The office has to cancel it and says why.
  await admin.goto('/admin/sessions');
  await admin.getByLabel('Kurs').selectOption(courseId);
  const row = admin.locator(`tr[data-session-id="${first.id}"]`);
  await expect(row).toContainText('1/8');
  await row.getByRole('button', { name: new RegExp(`^Aktionen für ${course}`) }).click();
  await admin.getByRole('menuitem', { name: 'Absagen' }).click();
  dialog = admin.getByRole('dialog', { name: 'Session absagen' });
  await dialog.getByLabel('Grund der Absage').fill('Der Gartenraum wird frisch gestrichen.');
  await dialog.getByRole('button', { name: 'Session absagen' }).click();
  await expect(toastTitle(admin, 'Session abgesagt')).toBeVisible();
  await expect(row).toContainText('Abgesagt');
  await expectAxeClean(admin, 'sessions after the cancellation');

  // The member sees 'Abgesagt' on her booking and in the timetable ...
  await page.goto('/member/bookings?ansicht=vergangene');
  const booking = page.getByRole('article').filter({ hasText: course });
  await expect(booking).toContainText('Abgesagt');
  await expectAxeClean(page, 'member bookings with the cancelled one');
  await page.goto(`/stundenplan?woche=${tomorrow}`);
  await expect(sessionCard(page, first.id)).toContainText('Abgesagt');

  // ... and the mail with the reason is in the office's Postausgang.
  await admin.goto('/admin/postausgang');
  const mail = admin.getByRole('table').getByRole('row').filter({ hasText: `Abgesagt: ${course}` });
  await expect(mail).toHaveCount(1);
  await expect(mail).toContainText(email);
  await mail.getByRole('button', { name: /^Anzeigen/ }).click();
  await expect(admin.getByRole('dialog')).toContainText('Der Gartenraum wird frisch gestrichen.');
  await admin.context().close();
});
