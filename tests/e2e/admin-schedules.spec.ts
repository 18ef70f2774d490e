import { expect, test } from './support/fixtures';
import { adminPage, toastTitle } from './support/sessions';
import { expectAxeClean, expectNoSidewaysScroll, expectDialogFits } from './support/page-checks';

/*
 * Zeitpläne and Session-Generator: create and edit a weekly slot in the dialog, generate its
 * sessions and see the toast, generate again and hear that all exist, see an occurrence the demo's
 * workshop blocks named instead of double-booked; phones get cards and dialogs that fit.
 */

test('a schedule made in the dialog, its sessions generated, the toast seen, and a clash named', async ({ browser, baseURL }) => {
  test.slow(); // two screens, dialogs, several generator runs and axe scans
  const admin = await adminPage(browser, baseURL!);
  await admin.setViewportSize({ width: 1280, height: 900 });
  const course = `Frühsport ${Date.now() % 100000}`;
  const room = `Raum ${course}`;
  // A course and a room of their own, so this slot clashes with nothing.
  expect((await admin.request.post('/api/admin/courses', { data: { name: course, durationMinutes: 45, maxParticipants: 10 } })).status()).toBe(201);
  expect((await admin.request.post('/api/admin/rooms', { data: { name: room, capacity: 12 } })).status()).toBe(201);

  await admin.goto('/admin/schedules');
  await expect(admin.getByRole('heading', { name: 'Zeitpläne', level: 1 })).toBeVisible();
  await admin.getByRole('button', { name: 'Neuer Zeitplan' }).click();
  let dialog = admin.getByRole('dialog', { name: 'Neuer Zeitplan' });
  await expect(dialog.getByLabel('Wochentag')).toHaveValue('1');
  await expect(dialog.getByLabel('Aktiv')).toBeChecked();
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog.getByText('Bitte wählen Sie einen Kurs.')).toBeVisible();
  await expect(dialog.getByText('Bitte geben Sie eine Startzeit ein (HH:MM).')).toBeVisible();
  await expectAxeClean(admin, 'schedule dialog with errors');

  await dialog.getByLabel('Kurs').selectOption({ label: course });
  await expect(dialog.getByText('Leer lassen: Startzeit plus Kursdauer (45 Minuten).')).toBeVisible();
  await dialog.getByLabel('Wochentag').selectOption({ label: 'Mittwoch' });
  await dialog.getByLabel('Startzeit').fill('07:15');
  await dialog.getByLabel('Raum').selectOption({ label: room });
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(toastTitle(admin, 'Zeitplan erstellt')).toBeVisible();
  const row = admin.getByRole('row', { name: new RegExp(course) });
  await expect(row).toContainText('Mittwoch');
  await expect(row).toContainText('07:15 Uhr bis 08:00');
  await expect(row).toContainText(room);

  // Edited: another start; the end follows the course duration again.
  await admin.getByRole('button', { name: `${course}, Mittwoch 07:15 (${room}, ohne Trainer) bearbeiten` }).click();
  dialog = admin.getByRole('dialog', { name: 'Zeitplan bearbeiten' });
  await expect(dialog.getByLabel('Startzeit')).toHaveValue('07:15');
  await dialog.getByLabel('Startzeit').fill('06:45');
  await dialog.getByLabel('Endzeit').fill('');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(toastTitle(admin, 'Zeitplan aktualisiert')).toBeVisible();
  await expect(row).toContainText('06:45 Uhr bis 07:30');
  await expectAxeClean(admin, 'schedules list');

  // A second slot of the course at the same time in another room: the generator names both apart.
  const otherRoom = `${room} Nord`;
  const created = await admin.request.post('/api/admin/rooms', { data: { name: otherRoom, capacity: 12 } });
  const otherRoomId = ((await created.json()) as { room: { id: string } }).room.id;
  const courseId = ((await (await admin.request.get('/api/admin/courses')).json()) as { courses: { id: string; name: string }[] }).courses.find((c) => c.name === course)!.id;
  expect((await admin.request.post('/api/admin/schedules', { data: { courseId, dayOfWeek: 3, startTime: '06:45', roomId: otherRoomId } })).status()).toBe(201);

  // Generate this slot's four weeks (the default), then again: nothing new.
  await admin.goto('/admin/session-generator');
  await expect(admin.getByLabel('Anzahl Wochen')).toHaveValue('4');
  await expect(admin.getByLabel('Anzahl Wochen').locator('option')).toHaveText(['1 Woche', '2 Wochen', '4 Wochen', '8 Wochen', '12 Wochen']);
  const options = admin.getByLabel('Zeitplan').locator('option', { hasText: course });
  await expect(options).toHaveCount(2);
  for (const where of [room, otherRoom]) await expect(options.filter({ hasText: `${course}, Mittwoch 06:45 (${where}, ohne Trainer)` })).toHaveCount(1);
  await admin.getByLabel('Zeitplan').selectOption({ label: `${course}, Mittwoch 06:45 (${room}, ohne Trainer)` });
  await admin.getByRole('button', { name: 'Sessions generieren' }).click();
  await expect(toastTitle(admin, 'Sessions generiert')).toBeVisible();
  await expect(admin.locator('[data-sonner-toast]').getByText('4 neue Sessions wurden erstellt')).toBeVisible();
  const result = admin.getByRole('status').filter({ hasText: 'Ergebnis' });
  await expect(result).toContainText('4 neue Sessions wurden erstellt.');
  await admin.getByRole('button', { name: 'Sessions generieren' }).click();
  await expect(toastTitle(admin, 'Alle Sessions generiert')).toBeVisible();
  await expectAxeClean(admin, 'generator with a result');

  // All active schedules for eight weeks: the demo's Saturday workshop holds the Hauptstudio, so that
  // Kindersport occurrence is named, not created.
  await admin.getByLabel('Anzahl Wochen').selectOption({ label: '8 Wochen' });
  await admin.getByLabel('Zeitplan').selectOption({ index: 0 });
  await expect(admin.getByLabel('Zeitplan')).toHaveValue('');
  await admin.getByRole('button', { name: 'Sessions generieren' }).click();
  await expect(result.getByRole('listitem').filter({ hasText: /^Kindersport am \d{2}\.\d{2}\.\d{4} um 10:00/ })).toContainText(
    'Raum ist zu dieser Zeit bereits belegt (Hauptstudio)',
  );

  // Deleting the slot keeps its sessions; the list no longer shows it.
  await admin.goto('/admin/schedules');
  await admin.getByRole('button', { name: `${course}, Mittwoch 06:45 (${room}, ohne Trainer) löschen` }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click();
  await expect(toastTitle(admin, 'Zeitplan gelöscht')).toBeVisible();
  await expect(admin.getByRole('row', { name: new RegExp(course) })).toHaveCount(1);
  await expect(admin.getByRole('row', { name: new RegExp(course) })).toContainText(otherRoom);
  await admin.context().close();
});

test('on a phone both screens fit: schedule cards, the dialog and the generator', async ({ browser, baseURL }) => {
  test.slow(); // two screens, a dialog and the generator, each scanned by axe
  const admin = await adminPage(browser, baseURL!);
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.goto('/admin/schedules');
  await expect(admin.getByRole('list', { name: 'Alle Zeitpläne von Montag bis Sonntag' }).getByRole('listitem').first()).toBeVisible();
  await expect(admin.getByRole('table')).toBeHidden();
  await expectNoSidewaysScroll(admin, 'schedules');
  await expectAxeClean(admin, 'schedules at 390 px');
  await admin.getByRole('button', { name: 'Neuer Zeitplan' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Neuer Zeitplan' });
  await expect(dialog).toBeVisible();
  await expectDialogFits(admin, dialog, 'schedule dialog');
  await expectAxeClean(admin, 'schedule dialog at 390 px');
  await admin.keyboard.press('Escape');

  await admin.goto('/admin/session-generator');
  await expect(admin.getByRole('button', { name: 'Sessions generieren' })).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Aktive Zeitpläne' })).toBeVisible();
  await expectNoSidewaysScroll(admin, 'generator');
  await expectAxeClean(admin, 'generator at 390 px');
  await admin.context().close();
});
