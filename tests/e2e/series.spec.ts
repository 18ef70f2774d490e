import type { APIRequestContext, Page } from '@playwright/test';
import { SERIES_TEXTS } from '../../src/shared/schemas/series-texts';
import { addBerlinDays, berlinToday, berlinWeekMonday, germanDay } from '../../src/shared/time';
import { expect, signUpViaApi, test, uniqueClientIp, uniqueEmail } from './support/fixtures';
import { expectAxeClean, expectDialogFits, expectNoSidewaysScroll } from './support/page-checks';
import { adminPage, courseIdByName, getJson, toastTitle } from './support/sessions';

/*
 * Course series (Kursreihen) for members. The office creates a series through its API (as the demo admin);
 * a guest registers for the whole series on the course page (signing up in the dialog, which then opens the
 * registration), the timetable shows its dates as 'Kursreihe – Anmeldung zur ganzen Reihe' without a
 * booking button, Meine Buchungen shows the registration with its dates and the next date's QR code, and
 * the member cancels it. A parent registers a child through 'Für wen?', and a child outside the course's
 * age range is refused with the server's German message. At phone and desktop width, with axe; screenshots
 * go to the test's output folder (or SERIES_SHOTS_DIR).
 */

const SHOTS = process.env.SERIES_SHOTS_DIR;
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const PASSWORD = 'Kursreihe-Anmelden-2026';

type SeriesDate = { sessionId: string; startsAt: string; status: string };
type CreatedSeries = { id: string; title: string; courseId: string; dates: SeriesDate[] };

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('de-DE', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Berlin' }).format(new Date(iso));

/** A weekday (1 = Monday … 7 = Sunday) two weeks ahead or later, so registration is open for days. */
function weekdayAhead(isoWeekday: number) {
  return addBerlinDays(berlinWeekMonday(addBerlinDays(berlinToday(), 14)), isoWeekday - 1);
}

/** The demo's room and trainer by name, through the office's lists. */
async function roomAndTrainer(admin: APIRequestContext, roomName: string, trainerFirstName: string) {
  const { rooms } = await getJson<{ rooms: { id: string; name: string }[] }>(admin, '/api/admin/rooms');
  const { trainers } = await getJson<{ trainers: { id: string; firstName: string }[] }>(admin, '/api/trainers');
  const room = rooms.find((r) => r.name === roomName);
  const trainer = trainers.find((t) => t.firstName === trainerFirstName);
  expect(room && trainer, `${roomName} and ${trainerFirstName}`).toBeTruthy();
  return { roomId: room!.id, trainerId: trainer!.id };
}

/** POST /api/admin/series as the office would: weekly dates on the Berlin wall clock. */
async function createSeries(admin: APIRequestContext, input: Record<string, unknown>): Promise<CreatedSeries> {
  const response = await admin.post('/api/admin/series', { data: input });
  expect(response.status(), `create series: ${await response.text()}`).toBe(201);
  const { series } = (await response.json()) as { series: CreatedSeries };
  expect(series.dates.length).toBeGreaterThanOrEqual(2);
  return series;
}

/** The series' article on its course page. */
const seriesCard = (page: Page, title: string) => page.getByRole('region', { name: 'Kursreihen' }).getByRole('article', { name: title });

test('a guest signs up on the course page, registers for a whole § 20 series, sees its dates in the timetable and Meine Buchungen, and cancels it', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.slow(); // a whole journey at two widths, with many axe scans
  const shot = (name: string) => (SHOTS ? `${SHOTS}/${name}.png` : testInfo.outputPath(`${name}.png`));
  const admin = await adminPage(browser, baseURL!);
  const courseId = await courseIdByName(page.request, 'Rückenfitness');
  const firstDate = weekdayAhead(3);
  const deadline = addBerlinDays(firstDate, -1);
  const title = `Rückenfit kompakt E2E ${Date.now() % 100000}`;
  const series = await createSeries(admin.request, {
    courseId,
    title,
    description: 'Vier Abende für einen starken Rücken: Haltung, Kräftigung und Entspannung für den Alltag.',
    ...(await roomAndTrainer(admin.request, 'Kursraum 2', 'Clara')),
    capacity: 8,
    price: 96,
    vatRate: 19,
    vatExemptionNote: null,
    registrationClosesOn: deadline,
    isPrevention: true,
    zppId: 'KU-BE-E2E-4711',
    courseLeader: 'Clara Berg',
    dates: { mode: 'weekly', firstDate, startTime: '20:30', durationMinutes: 60, weeks: 4 },
  });
  await admin.context().close();
  const [first] = series.dates;

  // The course page's HTML carries the series already (server-rendered, before any script runs).
  const html = await (await page.request.get(`/kurse/${courseId}`)).text();
  expect(html).toContain(title);
  expect(html).toContain('§ 20 SGB V – von Krankenkassen bezuschusst');

  // A guest sees the series with every date, the § 20 badge, places, price and deadline.
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(`/kurse/${courseId}`);
    const card = seriesCard(page, title);
    await expect(card).toContainText('§ 20 SGB V – von Krankenkassen bezuschusst');
    await expect(card).toContainText('KU-BE-E2E-4711');
    await expect(card).toContainText('Clara Berg');
    await expect(card).toContainText(`4 Termine · ${germanDay(firstDate).slice(0, 6)}`);
    await expect(card).toContainText('noch 8 von 8 Plätzen frei');
    await expect(card).toContainText(`Anmeldung bis ${germanDay(deadline)}`);
    await expect(card).toContainText('96,00 € für die ganze Reihe');
    await expect(card.getByRole('list', { name: `Termine: ${title}` }).getByRole('listitem')).toHaveCount(4);
    await expectAxeClean(page, `the course page's Kursreihen at ${viewport.width} px`);
    await expectNoSidewaysScroll(page, `the course page with a series at ${viewport.width} px`);
    await card.screenshot({ path: shot(`series-course-card-${viewport.width}`) });

    // The course's own list of dates offers no single booking of a series date.
    const dateItem = page
      .getByRole('region', { name: 'Verfügbare Termine' })
      .getByRole('article', { name: longDate(first.startsAt) })
      .filter({ hasText: '20:30 - 21:30 Uhr' });
    await expect(dateItem).toContainText(SERIES_TEXTS.timetableLabel);
    await expect(dateItem.getByRole('button')).toHaveCount(0);
    await expect(dateItem.getByRole('link', { name: 'Zur Kursreihe' })).toHaveAttribute('href', `/kurse/${courseId}#kursreihe-${series.id}`);
  }

  // 'Zur ganzen Reihe anmelden' asks a guest to sign in; registering in that dialog opens the registration.
  await seriesCard(page, title).getByRole('button', { name: SERIES_TEXTS.register }).click();
  const auth = page.getByRole('dialog', { name: 'Anmelden oder Registrieren' });
  await auth.getByRole('tab', { name: 'Registrieren' }).click();
  await auth.getByLabel('Vorname').fill('Rita');
  await auth.getByLabel('Nachname').fill('Reihe');
  await auth.getByLabel('E-Mail').fill(uniqueEmail('kursreihe'));
  await auth.getByLabel('Passwort').fill(PASSWORD);
  await auth.getByRole('button', { name: 'Registrieren', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: SERIES_TEXTS.register });
  await expect(dialog).toBeVisible();
  await expect(auth).toBeHidden();
  await expect(dialog).toContainText(title);
  await expect(dialog).toContainText('Preis für die ganze Reihe');
  await expect(dialog).toContainText('96,00 €');
  await expect(dialog).toContainText('Bezahlung an der Theke.');
  await expect(dialog.getByRole('group', { name: 'Für wen?' })).toHaveCount(0);
  await expectDialogFits(page, dialog, 'the registration dialog at 1280 px');
  await expectAxeClean(page, 'the registration dialog at 1280 px');
  await dialog.screenshot({ path: shot('series-dialog-1280') });
  await page.setViewportSize(VIEWPORTS[0]);
  await expectDialogFits(page, dialog, 'the registration dialog at 390 px');
  await expectAxeClean(page, 'the registration dialog at 390 px');
  await dialog.screenshot({ path: shot('series-dialog-390') });
  await dialog.getByRole('button', { name: 'Verbindlich anmelden' }).click();

  const answer = page.getByRole('dialog', { name: 'Angemeldet' });
  await expect(answer.getByRole('status')).toContainText(SERIES_TEXTS.registered);
  await expectAxeClean(page, 'the registration answer at 390 px');
  await answer.screenshot({ path: shot('series-dialog-answer-390') });
  await answer.getByText('Schließen', { exact: true }).click();
  const card = seriesCard(page, title);
  await expect(card.getByRole('button', { name: SERIES_TEXTS.register })).toBeFocused();
  await expect(card).toContainText('Sie sind angemeldet.');
  await expect(card).toContainText('noch 7 von 8 Plätzen frei');

  // The timetable: the date reads 'Kursreihe – Anmeldung zur ganzen Reihe', its popup books nothing and links to the series.
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(`/stundenplan?woche=${firstDate}&termin=${first.sessionId}`);
    const popup = page.getByRole('dialog', { name: 'Rückenfitness' });
    await expect(popup).toContainText(SERIES_TEXTS.timetableLabel);
    await expect(popup).toContainText(title);
    await expect(popup.getByRole('button', { name: /anmelden|buchen|Warteliste/i })).toHaveCount(0);
    await expect(popup.getByRole('group', { name: 'Für wen?' })).toHaveCount(0);
    await expectAxeClean(page, `the timetable popup of a series date at ${viewport.width} px`);
    await popup.screenshot({ path: shot(`series-timetable-popup-${viewport.width}`) });
    await page.keyboard.press('Escape');
    const cardInWeek = page.locator(`[data-session-id="${first.sessionId}"]`);
    await expect(cardInWeek).toContainText(SERIES_TEXTS.timetableLabel);
    await expect(cardInWeek).toBeFocused();
    await expectNoSidewaysScroll(page, `the timetable with a series date at ${viewport.width} px`);
    await cardInWeek.screenshot({ path: shot(`series-timetable-card-${viewport.width}`) });
  }
  // The popup's link leads to the series on its course page.
  await page.locator(`[data-session-id="${first.sessionId}"]`).click();
  await page.getByRole('dialog', { name: 'Rückenfitness' }).getByRole('link', { name: 'Zur Kursreihe' }).click();
  await expect(page).toHaveURL(new RegExp(`/kurse/${courseId}#kursreihe-${series.id}$`));
  await expect(seriesCard(page, title)).toBeFocused();
  await expect(seriesCard(page, title)).toBeInViewport();

  // Meine Buchungen: the registration with its dates, the payment at the desk and the next date's QR code.
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto('/member/bookings');
    const registration = page.getByRole('region', { name: 'Meine Kursreihen' }).getByRole('article', { name: title });
    await expect(registration).toContainText('Angemeldet');
    await expect(registration).toContainText('für Sie (Rita Reihe)');
    await expect(registration).toContainText('96,00 €');
    await expect(registration).toContainText('offen');
    await expect(registration).toContainText('Teilnahmebescheinigung');
    await expect(registration.getByRole('list', { name: `Termine: ${title}` }).getByRole('listitem')).toHaveCount(4);
    await expect(registration.getByRole('button', { name: 'QR-Code zum Einchecken' })).toBeVisible();
    // Each date is a booking of its own among the upcoming ones, part of the series, with no single cancel.
    const dateBooking = page.locator(`[data-booking-id]`).filter({ hasText: `Teil der Kursreihe „${title}“` });
    await expect(dateBooking).toHaveCount(4);
    await expect(dateBooking.first().getByRole('button', { name: 'QR-Code zum Einchecken' })).toBeVisible();
    await expect(dateBooking.first().getByRole('button', { name: 'Stornieren' })).toHaveCount(0);
    await expect(dateBooking.first()).toContainText('Abmelden können Sie sich nur von der ganzen Reihe');
    await expectAxeClean(page, `Meine Buchungen with a series at ${viewport.width} px`);
    await expectNoSidewaysScroll(page, `Meine Buchungen with a series at ${viewport.width} px`);
    await registration.screenshot({ path: shot(`series-my-registration-${viewport.width}`) });
    await dateBooking.first().screenshot({ path: shot(`series-my-date-booking-${viewport.width}`) });
  }

  // The next date's code opens in the check-in dialog.
  const registration = page.getByRole('region', { name: 'Meine Kursreihen' }).getByRole('article', { name: title });
  await registration.getByRole('button', { name: 'QR-Code zum Einchecken' }).click();
  const qr = page.getByRole('dialog', { name: 'QR-Code zum Einchecken' });
  await expect(qr.getByRole('img', { name: /^QR-Code zum Einchecken: Rückenfitness/ })).toBeVisible();
  await expect(qr).toContainText(longDate(first.startsAt));
  await qr.getByRole('button', { name: 'Schließen' }).click();

  // Cancelling the registration frees the place on every date.
  await registration.getByRole('button', { name: 'Abmelden' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Von der ganzen Kursreihe abmelden?' });
  await expectAxeClean(page, 'the confirmation of cancelling a series');
  await confirm.getByRole('button', { name: 'Ja, abmelden' }).click();
  await expect(toastTitle(page, 'Abgemeldet')).toBeVisible();
  await expect(registration).toContainText('Abgemeldet');
  await expect(registration.getByRole('button', { name: 'Abmelden' })).toHaveCount(0);
  await expect(registration.getByRole('button', { name: 'QR-Code zum Einchecken' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /^Kommende/ })).toHaveText('Kommende (0)');
  const { series: after } = await getJson<{ series: { placesLeft: number } }>(page.request, `/api/series/${series.id}`);
  expect(after.placesLeft).toBe(8);
});

test('a parent registers a child for a series through “Für wen?”, and a child outside the age range is refused in German', async ({ page, browser, baseURL }, testInfo) => {
  test.slow(); // dialogs and axe scans at two widths
  const shot = (name: string) => (SHOTS ? `${SHOTS}/${name}.png` : testInfo.outputPath(`${name}.png`));
  const admin = await adminPage(browser, baseURL!);
  const courseId = await courseIdByName(page.request, 'Kindersport');
  const firstDate = weekdayAhead(5);
  const title = `Kindersport-Reihe E2E ${Date.now() % 100000}`;
  const series = await createSeries(admin.request, {
    courseId,
    title,
    description: null,
    ...(await roomAndTrainer(admin.request, 'Hauptstudio', 'Tobias')),
    capacity: 6,
    price: 45,
    vatRate: 19,
    vatExemptionNote: null,
    registrationClosesOn: addBerlinDays(firstDate, -2),
    isPrevention: false,
    zppId: null,
    courseLeader: null,
    dates: { mode: 'weekly', firstDate, startTime: '15:00', durationMinutes: 60, weeks: 3 },
  });
  await admin.context().close();

  // A parent with a seven-year-old and a three-year-old.
  await signUpViaApi(page, uniqueEmail('reihe-familie'), PASSWORD, 'Frida', 'Familie');
  const [year, month] = berlinToday().split('-').map(Number);
  for (const [firstName, age] of [
    ['Lina', 7],
    ['Paul', 3],
  ] as const) {
    const response = await page.request.post('/api/me/family-members', {
      data: { firstName, lastName: 'Familie', birthDate: `${year - age}-${String(month).padStart(2, '0')}-01`, relation: 'child' },
    });
    expect(response.status(), `add ${firstName}`).toBe(200);
  }

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(`/kurse/${courseId}`);
    const card = seriesCard(page, title);
    await expect(card).toContainText('Für Kinder von 6 bis 10 Jahren');
    await expect(card).not.toContainText('§ 20 SGB V');
    // By keyboard: Enter opens the dialog, Escape closes it and the focus is back on the button.
    const register = card.getByRole('button', { name: SERIES_TEXTS.register });
    await register.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: SERIES_TEXTS.register });
    const choice = dialog.getByRole('group', { name: 'Für wen?' });
    // For a children's course the child who fits is chosen already.
    await expect(choice.getByRole('radio', { name: 'Lina Familie' })).toBeChecked();
    await expect(choice).toContainText('nicht in der Altersgruppe (6–10 Jahre)');
    await expectDialogFits(page, dialog, `the dialog with “Für wen?” at ${viewport.width} px`);
    await expectAxeClean(page, `the registration dialog with “Für wen?” at ${viewport.width} px`);
    await dialog.screenshot({ path: shot(`series-dialog-for-whom-${viewport.width}`) });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(register).toBeFocused();
  }

  // Paul is three: the server refuses, and the dialog says why.
  await seriesCard(page, title).getByRole('button', { name: SERIES_TEXTS.register }).click();
  const dialog = page.getByRole('dialog', { name: SERIES_TEXTS.register });
  await dialog.getByRole('group', { name: 'Für wen?' }).getByText('Paul Familie', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Paul verbindlich anmelden' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Dieser Kurs ist für Kinder von 6 bis 10 Jahren.');
  await expectAxeClean(page, 'the refusal in the registration dialog');
  await dialog.screenshot({ path: shot('series-dialog-refused-1280') });
  const refused = await getJson<{ registrations: unknown[] }>(page.request, '/api/me/series-registrations');
  expect(refused.registrations).toHaveLength(0);

  // Lina is seven: registered.
  await dialog.getByRole('group', { name: 'Für wen?' }).getByText('Lina Familie', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Lina verbindlich anmelden' }).click();
  const answer = page.getByRole('dialog', { name: 'Angemeldet' });
  await expect(answer.getByRole('status')).toContainText('Lina Familie ist für die ganze Reihe angemeldet.');
  await answer.getByRole('link', { name: 'Zu Meine Buchungen' }).click();

  const registration = page.getByRole('region', { name: 'Meine Kursreihen' }).getByRole('article', { name: title });
  await expect(registration).toContainText('für Lina Familie');
  await expect(registration).toContainText('Angemeldet');
  await expect(registration).toContainText('45,00 €');
  await expect(registration).not.toContainText('Teilnahmebescheinigung');
  await expect(page.locator('[data-booking-id]').filter({ hasText: `Teil der Kursreihe „${title}“` })).toHaveCount(3);
  await expectAxeClean(page, 'Meine Buchungen with a child’s series');
  await registration.screenshot({ path: shot('series-my-registration-child-1280') });
  const { series: after } = await getJson<{ series: { placesLeft: number } }>(page.request, `/api/series/${series.id}`);
  expect(after.placesLeft).toBe(5);
});

test('a full series offers its waiting list: the member joins it and Meine Buchungen shows the place in line', async ({ page, browser, baseURL, playwright }, testInfo) => {
  test.slow(); // two accounts and axe scans at two widths
  const shot = (name: string) => (SHOTS ? `${SHOTS}/${name}.png` : testInfo.outputPath(`${name}.png`));
  const admin = await adminPage(browser, baseURL!);
  const courseId = await courseIdByName(page.request, 'Pilates');
  const firstDate = weekdayAhead(2);
  const title = `Pilates-Reihe E2E ${Date.now() % 100000}`;
  const series = await createSeries(admin.request, {
    courseId,
    title,
    description: null,
    trainerId: null,
    roomId: null,
    capacity: 1,
    price: 60,
    vatRate: 19,
    vatExemptionNote: null,
    registrationClosesOn: firstDate,
    isPrevention: false,
    zppId: null,
    courseLeader: null,
    dates: { mode: 'picked', durationMinutes: 45, dates: [{ date: firstDate, startTime: '21:00' }, { date: addBerlinDays(firstDate, 2), startTime: '21:00' }] },
  });
  await admin.context().close();

  // Someone else takes the only place.
  const other = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() } });
  const signedUp = await other.post('/api/auth/sign-up/email', {
    data: { email: uniqueEmail('reihe-erste'), password: PASSWORD, firstName: 'Erna', lastName: 'Erste', name: 'Erna Erste' },
  });
  expect(signedUp.status()).toBe(200);
  expect((await other.post(`/api/me/series/${series.id}/registrations`, { data: { familyMemberId: null } })).status()).toBe(200);
  await other.dispose();

  await signUpViaApi(page, uniqueEmail('reihe-warteliste'), PASSWORD, 'Walter', 'Warte');
  await page.goto(`/kurse/${courseId}`);
  const card = seriesCard(page, title);
  await expect(card).toContainText('ausgebucht – Warteliste');
  await card.getByRole('button', { name: SERIES_TEXTS.joinWaitlist }).click();
  const dialog = page.getByRole('dialog', { name: SERIES_TEXTS.joinWaitlist });
  await expect(dialog).toContainText('Die Reihe ist ausgebucht.');
  await dialog.getByRole('button', { name: 'Auf die Warteliste', exact: true }).click();
  const answer = page.getByRole('dialog', { name: 'Auf der Warteliste' });
  await expect(answer.getByRole('status')).toContainText('Sie stehen auf Platz 1 der Warteliste');
  await expectAxeClean(page, 'the waiting list answer');
  await answer.screenshot({ path: shot('series-dialog-waitlist-1280') });
  await answer.getByText('Schließen', { exact: true }).click();
  await expect(card).toContainText('Sie stehen auf der Warteliste, Platz 1.');

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto('/member/bookings');
    const registration = page.getByRole('region', { name: 'Meine Kursreihen' }).getByRole('article', { name: title });
    await expect(registration).toContainText('Warteliste Platz 1');
    await expect(registration).toContainText('60,00 €, erst wenn Sie nachrücken');
    // No place yet: no booking of its dates, so no QR code.
    await expect(registration.getByRole('button', { name: 'QR-Code zum Einchecken' })).toHaveCount(0);
    await expectAxeClean(page, `a series waiting list in Meine Buchungen at ${viewport.width} px`);
    await registration.screenshot({ path: shot(`series-my-waitlist-${viewport.width}`) });
  }
});
