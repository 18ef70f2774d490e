import { expect, test } from './support/fixtures';
import { adminPage, getJson, toastTitle } from './support/sessions';
import { expectAxeClean, expectNoSidewaysScroll, expectDialogFits } from './support/page-checks';

/*
 * The admin catalogue (Räume, Kurse, Preise): create and edit a room, create a course and a
 * price tied to it, see the price on /preise at once, delete them again; phones get cards and dialogs
 * that fit, with nothing scrolling sideways.
 */

const suffix = () => `${Date.now() % 100000}`;

test('rooms, courses and prices: create, edit, see the price on /preise, delete', async ({ browser, baseURL }) => {
  test.slow(); // three screens, each with dialogs and axe scans
  const admin = await adminPage(browser, baseURL!);
  await admin.setViewportSize({ width: 1280, height: 900 });
  const room = `Studio E2E ${suffix()}`;
  const course = `Kurs E2E ${suffix()}`;
  const price = `Preis E2E ${suffix()}`;

  // A room: created with its equipment as a comma list, then edited.
  await admin.goto('/admin/rooms');
  await admin.getByRole('button', { name: 'Neuer Raum' }).click();
  let dialog = admin.getByRole('dialog', { name: 'Neuer Raum' });
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog.getByText('Bitte geben Sie einen Namen ein.')).toBeVisible();
  await expect(dialog.getByLabel('Typ')).toHaveValue('STUDIO');
  await expect(dialog.getByLabel('Aktiv')).toBeChecked();
  await expectAxeClean(admin, 'room dialog with errors');
  await dialog.getByLabel('Name').fill(room);
  await dialog.getByLabel('Kapazität (Personen)').fill('16');
  await dialog.getByLabel('Ausstattung').fill('Matten, Spiegel');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(toastTitle(admin, 'Raum erstellt')).toBeVisible();
  const roomRow = admin.getByRole('row', { name: new RegExp(room) });
  await expect(roomRow).toContainText('16 Personen');
  await expect(roomRow).toContainText('Matten, Spiegel');
  await admin.getByRole('button', { name: `${room} bearbeiten` }).click();
  dialog = admin.getByRole('dialog', { name: 'Raum bearbeiten' });
  await expect(dialog.getByLabel('Name')).toHaveValue(room);
  await dialog.getByLabel('Kapazität (Personen)').fill('18');
  await dialog.getByLabel('Ausstattung').fill('');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(toastTitle(admin, 'Raum aktualisiert')).toBeVisible();
  await expect(roomRow).toContainText('18 Personen');
  await expect(roomRow.getByRole('cell').nth(2)).toHaveText('-');
  await expectAxeClean(admin, 'rooms at 1280 px');

  // A course, new ones for beginners by default.
  await admin.goto('/admin/courses');
  await admin.getByRole('button', { name: 'Neuer Kurs' }).click();
  dialog = admin.getByRole('dialog', { name: 'Neuer Kurs' });
  await expect(dialog.getByLabel('Niveau')).toHaveValue('BEGINNER');
  await expect(dialog.getByLabel('Niveau').locator('option[value="ADVANCED"]')).toHaveText('Experte');
  await dialog.getByLabel('Kursname').fill(course);
  await dialog.getByLabel('Dauer (Minuten)').fill('45');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(toastTitle(admin, 'Kurs erstellt')).toBeVisible();
  await expect(admin.getByRole('row', { name: new RegExp(course) })).toContainText('45 Min.');
  await expectAxeClean(admin, 'courses at 1280 px');

  // A price tied to that course, on the public price page at once.
  await admin.goto('/admin/prices');
  await admin.getByRole('button', { name: 'Neuer Preis' }).click();
  dialog = admin.getByRole('dialog', { name: 'Neuer Preis' });
  await dialog.getByLabel('Name').fill(price);
  await dialog.getByLabel('Preis (€)').fill('12,345');
  await dialog.getByLabel('Gültigkeit (Tage)').fill('30');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog.getByText('Der Preis darf höchstens zwei Nachkommastellen haben.')).toBeVisible();
  await dialog.getByLabel('Preis (€)').fill('12,50');
  await dialog.getByLabel('Kurs', { exact: true }).selectOption({ label: course });
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(toastTitle(admin, 'Preis erstellt')).toBeVisible();
  const priceRow = admin.getByRole('row', { name: new RegExp(price) });
  await expect(priceRow).toContainText('Kursspezifisch');
  await expect(priceRow).toContainText('12,50 €');
  await expectAxeClean(admin, 'prices at 1280 px');

  const visitor = await browser.newPage();
  await visitor.goto(`${baseURL}/preise`);
  await expect(visitor.getByText(price)).toBeVisible();
  await visitor.close();

  // Delete the price, the course and the room again.
  await admin.getByRole('button', { name: `${price} löschen` }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click();
  await expect(toastTitle(admin, 'Preis gelöscht')).toBeVisible();
  await expect(priceRow).toHaveCount(0);
  await admin.goto('/admin/courses');
  await admin.getByRole('button', { name: `${course} löschen` }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click();
  await expect(toastTitle(admin, 'Kurs gelöscht')).toBeVisible();
  await admin.goto('/admin/rooms');
  await admin.getByRole('button', { name: `${room} löschen` }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click();
  await expect(toastTitle(admin, 'Raum gelöscht')).toBeVisible();
  await expect(admin.getByRole('row', { name: new RegExp(room) })).toHaveCount(0);
  await admin.context().close();
});

test('a course with a booking is kept when deleted, and the office deactivates it instead', async ({ browser, baseURL }) => {
  test.slow(); // a session generated and booked first, then both widths with axe
  const admin = await adminPage(browser, baseURL!);
  const course = `Gebucht E2E ${suffix()}`;
  // A course of its own with one booked session (Sunday, so it lies ahead in any week).
  const created = await admin.request.post('/api/admin/courses', { data: { name: course, durationMinutes: 45, maxParticipants: 8 } });
  const courseId = ((await created.json()) as { course: { id: string } }).course.id;
  const schedule = await admin.request.post('/api/admin/schedules', { data: { courseId, dayOfWeek: 0, startTime: '06:05' } });
  const scheduleId = ((await schedule.json()) as { schedule: { id: string } }).schedule.id;
  expect((await admin.request.post('/api/admin/sessions/generate', { data: { weeks: 2, scheduleId } })).status()).toBe(200);
  const { sessions } = await getJson<{ sessions: { id: string; startTime: string }[] }>(admin.request, `/api/admin/sessions?courseId=${courseId}&pageSize=10`);
  const ahead = sessions.filter((s) => new Date(s.startTime) > new Date()).at(-1)!;
  expect((await admin.request.post('/api/bookings', { data: { sessionId: ahead.id } })).status()).toBe(200);

  for (const width of [390, 1280]) {
    await admin.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await admin.goto('/admin/courses');
    await admin.getByRole('button', { name: `${course} löschen` }).click();
    const question = admin.getByRole('alertdialog', { name: `Kurs „${course}“ wirklich löschen?` });
    await expect(question).toContainText('auch vergangene oder stornierte');
    await question.getByRole('button', { name: 'Löschen' }).click();
    const refused = admin.getByRole('alertdialog', { name: 'Kurs kann nicht gelöscht werden' });
    await expect(refused).toContainText(`Der Kurs „${course}“ hat Buchungen und kann nicht gelöscht werden`);
    await expectDialogFits(admin, refused, `refused delete at ${width} px`);
    await expectAxeClean(admin, `refused course delete at ${width} px`);
    if (width === 390) {
      await refused.getByRole('button', { name: 'Abbrechen' }).click();
      await expect(refused).toHaveCount(0);
      continue;
    }
    await refused.getByRole('button', { name: 'Deaktivieren' }).click();
    await expect(toastTitle(admin, 'Kurs deaktiviert')).toBeVisible();
    await expect(admin.getByRole('row', { name: new RegExp(course) })).toContainText('Nein');
  }

  // Already inactive, a second attempt only explains; the course and its booking stay.
  await admin.getByRole('button', { name: `${course} löschen` }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click();
  const again = admin.getByRole('alertdialog', { name: 'Kurs kann nicht gelöscht werden' });
  await expect(again).toContainText('Er ist bereits deaktiviert');
  await expect(again.getByRole('button', { name: 'Deaktivieren' })).toHaveCount(0);
  await again.getByRole('button', { name: 'Schließen' }).click();
  await expect(admin.getByRole('row', { name: new RegExp(course) })).toHaveCount(1);
  await admin.context().close();
});

test('on a phone the catalogue shows cards and dialogs that fit, without sideways scrolling', async ({ browser, baseURL }) => {
  test.slow(); // three screens and their dialogs, each scanned by axe
  const admin = await adminPage(browser, baseURL!);
  await admin.setViewportSize({ width: 390, height: 844 });
  for (const [path, button] of [
    ['/admin/rooms', 'Neuer Raum'],
    ['/admin/courses', 'Neuer Kurs'],
    ['/admin/prices', 'Neuer Preis'],
  ] as const) {
    await admin.goto(path);
    await expect(admin.getByRole('list', { name: /^Alle / }).getByRole('listitem').first()).toBeVisible();
    await expect(admin.getByRole('table')).toBeHidden();
    await expectNoSidewaysScroll(admin, path);
    await expectAxeClean(admin, `${path} at 390 px`);
    await admin.getByRole('button', { name: button }).click();
    const dialog = admin.getByRole('dialog', { name: button });
    await expect(dialog).toBeVisible();
    await expectDialogFits(admin, dialog, `${button} dialog`);
    await expectNoSidewaysScroll(admin, `${path} dialog`);
    await expectAxeClean(admin, `${path} dialog at 390 px`);
    await admin.keyboard.press('Escape');
  }
  await admin.context().close();
});
