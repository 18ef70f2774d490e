import { berlinDateString } from '../../src/shared/time';
import { expect, signUpViaApi, test, uniqueEmail } from './support/fixtures';
import { adminPage, courseIdByName, getJson, toastTitle, type ApiSession } from './support/sessions';
import { expectAxeClean, expectNoSidewaysScroll } from './support/page-checks';

/*
 * Families: a new member adds a child in Mein Profil, and the booking pages ask 'Für wen?'. A children's
 * course (Kindersport, 6 to 10 years) is refused for the member themself and booked for the child, who is
 * then named on the booking in Meine Buchungen. At phone and desktop width, with axe; screenshots of the
 * card and of the choice go to the test's output folder.
 */

const SHOTS = process.env.FAMILY_SHOTS_DIR;
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('de-DE', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Berlin' }).format(new Date(iso));

/** Seven years and a month ago, so the child fits 'Kindersport' (6 to 10 years) on every coming date. */
function birthDateOfChild() {
  const [y, m] = berlinDateString(new Date()).split('-').map(Number);
  const month = m === 1 ? 12 : m - 1;
  return `${m === 1 ? y - 8 : y - 7}-${String(month).padStart(2, '0')}-10`;
}

test('a member adds a child in Mein Profil and books Kindersport for the child via “Für wen?”', async ({ page }, testInfo) => {
  test.slow(); // one journey with many axe scans at two widths
  const shot = (name: string) => (SHOTS ? `${SHOTS}/${name}.png` : testInfo.outputPath(`${name}.png`));
  await signUpViaApi(page, uniqueEmail('familie'), 'Familie-Buchen-2026', 'Frieda', 'Familie');

  // Kindersport dates with a free place: one for the course page, one for the timetable popup.
  const kindersport = await courseIdByName(page.request, 'Kindersport');
  const { sessions } = await getJson<{ sessions: ApiSession[] }>(page.request, `/api/sessions?courseId=${kindersport}`);
  const open = sessions.filter((s) => s.status === 'scheduled' && !s.series && s.availableSpots >= 1 && Date.parse(s.startTime) > Date.now() + 2 * 3_600_000);
  expect(open.length, 'two Kindersport dates with a free place').toBeGreaterThanOrEqual(2);
  const [onCoursePage, inPopup] = [open[0], open[1]];

  // Mein Profil: the card says there is nobody yet; a birth date in the future is refused in German.
  await page.setViewportSize(VIEWPORTS[0]);
  await page.goto('/member/profile');
  const card = page.getByRole('region', { name: 'Familienmitglieder' });
  await expect(card).toContainText('Noch keine Familienmitglieder eingetragen.');
  await card.getByRole('button', { name: 'Familienmitglied hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Familienmitglied hinzufügen' });
  await dialog.getByLabel('Vorname').fill('Lina');
  await dialog.getByLabel('Nachname').fill('Familie');
  const nextYear = new Date().getFullYear() + 1;
  await dialog.getByLabel('Geburtsdatum').fill(`${nextYear}-01-15`);
  await expect(dialog.getByRole('radio', { name: 'Kind' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(dialog.getByLabel('Geburtsdatum')).toHaveAccessibleDescription('Das Geburtsdatum darf nicht in der Zukunft liegen.');
  await expectAxeClean(page, 'the family member dialog at 390 px');
  await dialog.screenshot({ path: shot('family-dialog-390') });
  await dialog.getByLabel('Geburtsdatum').fill(birthDateOfChild());
  await dialog.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(toastTitle(page, 'Familienmitglied hinzugefügt')).toBeVisible();
  await expect(dialog).toBeHidden();
  const child = card.getByRole('listitem').filter({ hasText: 'Lina Familie' });
  await expect(child).toContainText(/Kind · 7 Jahre.*geboren am 10\.\d\d\.\d{4}/);

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto('/member/profile');
    await expect(child).toBeVisible();
    await expectAxeClean(page, `Mein Profil with a family member at ${viewport.width} px`);
    await expectNoSidewaysScroll(page, `Mein Profil at ${viewport.width} px`);
    await card.screenshot({ path: shot(`family-card-${viewport.width}`) });

    // The course page asks 'Für wen?' and, for a children's course, has chosen the child already.
    await page.goto(`/kurse/${kindersport}`);
    await expect(page.getByText('Für Kinder von 6 bis 10 Jahren').first()).toBeVisible();
    const choice = page.getByRole('group', { name: 'Für wen?' });
    await expect(choice.getByRole('radio', { name: 'Lina Familie' })).toBeChecked();
    await expect(choice).toContainText('Nur für Kinder (6–10 Jahre): bitte für Ihr Kind buchen.');
    await expectAxeClean(page, `the course page with “Für wen?” at ${viewport.width} px`);
    await expectNoSidewaysScroll(page, `the course page at ${viewport.width} px`);
    await choice.screenshot({ path: shot(`for-whom-course-page-${viewport.width}`) });
    await page.getByRole('region', { name: 'Verfügbare Termine' }).screenshot({ path: shot(`course-page-dates-${viewport.width}`) });

    // So does the timetable popup.
    await page.goto(`/stundenplan?woche=${berlinDateString(new Date(inPopup.startTime))}&termin=${inPopup.id}`);
    const popup = page.getByRole('dialog', { name: 'Kindersport' });
    await expect(popup.getByRole('group', { name: 'Für wen?' }).getByRole('radio', { name: 'Lina Familie' })).toBeChecked();
    await expect(popup.getByRole('button', { name: 'Lina anmelden' })).toBeEnabled();
    await expectAxeClean(page, `the timetable popup with “Für wen?” at ${viewport.width} px`);
    await popup.screenshot({ path: shot(`for-whom-popup-${viewport.width}`) });
  }

  // In the popup, 'Ich' for a children's course is refused by the server in German.
  const popup = page.getByRole('dialog', { name: 'Kindersport' });
  await popup.getByRole('group', { name: 'Für wen?' }).getByText('Ich', { exact: true }).click();
  await popup.getByRole('button', { name: /^(Jetzt anmelden|Auf die Warteliste setzen)$/ }).click();
  const refused = page.locator('[data-sonner-toast]').filter({ hasText: 'Buchung fehlgeschlagen' });
  await expect(refused).toContainText('Dieser Kurs ist für Kinder von 6 bis 10 Jahren. Bitte buchen Sie diesen Kurs für Ihr Kind.');

  // On the course page the place is booked for Lina.
  await page.goto(`/kurse/${kindersport}`);
  const date = page.getByRole('article', { name: longDate(onCoursePage.startTime) });
  await date.getByRole('button', { name: 'Für Lina buchen' }).click();
  const booked = page.locator('[data-sonner-toast]').filter({ hasText: 'Buchung bestätigt!' });
  await expect(booked).toContainText('Die Buchung für Lina Familie ist bestätigt.');
  await expect(date.getByRole('button', { name: 'Für Lina gebucht' })).toBeDisabled();

  // Meine Buchungen names her on the booking.
  await page.goto('/member/bookings');
  const booking = page.getByRole('article', { name: 'Kindersport' });
  await expect(booking).toHaveCount(1);
  await expect(booking).toContainText('für Lina');
  await expectAxeClean(page, 'Meine Buchungen with a booking for a child');
  await booking.screenshot({ path: shot('booking-for-child-1280') });
});

test('the office gives a course an age range in Monate or Jahre, and the course card and page show it', async ({ browser, baseURL }, testInfo) => {
  test.slow(); // dialogs and axe scans at two widths
  const shot = (name: string) => (SHOTS ? `${SHOTS}/${name}.png` : testInfo.outputPath(`${name}.png`));
  const admin = await adminPage(browser, baseURL!);
  const name = `Eltern-Kind-Turnen E2E ${Date.now() % 100000}`;
  await admin.setViewportSize(VIEWPORTS[1]);
  await admin.goto('/admin/courses');
  await admin.getByRole('button', { name: 'Neuer Kurs' }).click();
  let dialog = admin.getByRole('dialog', { name: 'Neuer Kurs' });
  await dialog.getByLabel('Kursname').fill(name);
  await dialog.getByLabel('Alter von').fill('3');
  await dialog.getByLabel('Alter bis').fill('1');
  await dialog.getByLabel('Einheit').selectOption({ label: 'Jahre' });
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog.getByLabel('Alter bis')).toHaveAccessibleDescription(/Das Höchstalter darf nicht unter dem Mindestalter liegen\./);
  await dialog.getByLabel('Alter von').fill('1');
  await dialog.getByLabel('Alter bis').fill('3');
  await expectAxeClean(admin, 'the course dialog with an age range');
  await dialog.getByRole('group', { name: 'Altersgruppe' }).screenshot({ path: shot('course-form-age-1280') });
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(toastTitle(admin, 'Kurs erstellt')).toBeVisible();

  // Stored in months (1 to 3 Jahre is 12 to 47), and read back in years.
  const { courses } = await getJson<{ courses: { id: string; name: string; minAgeMonths: number | null; maxAgeMonths: number | null }[] }>(admin.request, '/api/courses');
  const created = courses.find((c) => c.name === name)!;
  expect(created).toMatchObject({ minAgeMonths: 12, maxAgeMonths: 47 });
  await admin.getByRole('button', { name: `${name} bearbeiten` }).first().click();
  dialog = admin.getByRole('dialog', { name: 'Kurs bearbeiten' });
  await expect(dialog.getByLabel('Alter von')).toHaveValue('1');
  await expect(dialog.getByLabel('Alter bis')).toHaveValue('3');
  await expect(dialog.getByLabel('Einheit')).toHaveValue('years');
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();

  for (const viewport of VIEWPORTS) {
    await admin.setViewportSize(viewport);
    await admin.goto('/kurse');
    const card = admin.getByRole('article', { name });
    await expect(card).toContainText('1–3 Jahre');
    await card.screenshot({ path: shot(`course-card-${viewport.width}`) });
    await admin.goto(`/kurse/${created.id}`);
    await expect(admin.getByText('Für Kinder von 1 bis 3 Jahren').first()).toBeVisible();
    await expectAxeClean(admin, `a course page with an age range at ${viewport.width} px`);
  }

  // Gone again, so the other journeys find the demo's courses only.
  expect((await admin.request.delete(`/api/admin/courses/${created.id}`)).status()).toBe(200);
  await admin.context().close();
});
