import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { AdminSeries, SeriesAttendance } from '../../src/shared/schemas/series';
import { SERIES_MESSAGES } from '../../src/shared/schemas/series';
import { addBerlinDays, berlinWeekMonday, berlinToday, germanDay } from '../../src/shared/time';
import { expect, signUpViaApi, test, uniqueEmail } from './support/fixtures';
import { adminPage, getJson, toastTitle } from './support/sessions';
import { expectAxeClean, expectDialogFits, expectNoSidewaysScroll } from './support/page-checks';

/*
 * An office week with a course series (Kursreihe): the office creates a § 20 prevention series with weekly
 * dates through the form (preview first, the German messages of a wrong entry, nothing lost), opens it and
 * cancels a date with an Ersatztermin, which the registered member is mailed; on a phone the list, the
 * detail, the participants and the waiting list; and on the demo's finished § 20 series the attendance
 * grid: a correction by keyboard, the print view, the certificates and a reissue with a new number.
 */

type Mail = { to: string; subject: string; text: string };

/** The weekday `dayOfWeek` (1 = Monday) of the Berlin week `weeksAhead` weeks from now. */
const dayInWeeksAhead = (weeksAhead: number, dayOfWeek: number) => addBerlinDays(berlinWeekMonday(berlinToday()), weeksAhead * 7 + dayOfWeek - 1);

/** 'Di 12.01.2027, 12:15–13:15 Uhr', as the preview and the dates list write a date. */
const WEEKDAYS = ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'];
const dateLine = (day: string, from: string, to: string) => `${WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()]} ${germanDay(day)}, ${from}–${to} Uhr`;

/** 'Dienstag, 26. Januar 2027', as the mails write a day. */
const longDay = (day: string) =>
  new Intl.DateTimeFormat('de-DE', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Berlin' }).format(new Date(`${day}T12:00:00Z`));

async function register(browser: Browser, baseURL: string, seriesId: string, firstName: string) {
  const context = await browser.newContext({ baseURL });
  const member = await context.newPage();
  const email = uniqueEmail(`reihe-${firstName.toLowerCase()}`);
  await signUpViaApi(member, email, 'Kursreihe-Probe-2026', firstName, 'Reihe');
  const response = await member.request.post(`/api/me/series/${seriesId}/registrations`, { data: {} });
  expect([200, 201], `registration of ${firstName}: ${await response.text()}`).toContain(response.status());
  await context.close();
  return { email, name: `${firstName} Reihe` };
}

async function seriesList(request: APIRequestContext) {
  return (await getJson<{ series: AdminSeries[] }>(request, '/api/admin/series')).series;
}

async function screenshots(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('the office creates a § 20 series with weekly dates and cancels a date with an Ersatztermin', async ({ browser, baseURL }) => {
  test.setTimeout(180_000); // the form with its checks, the detail, a registration and the cancellation, each scanned by axe
  const admin = await adminPage(browser, baseURL!);
  await admin.setViewportSize({ width: 1280, height: 900 });
  const title = `Rückenfit Frühjahr ${Date.now().toString(36)}`;
  const firstDate = dayInWeeksAhead(3, 2); // a Tuesday three weeks ahead
  const lastDate = addBerlinDays(firstDate, 5 * 7);
  const replacementDay = addBerlinDays(lastDate, 7);

  await admin.goto('/admin/kursreihen');
  await expect(admin.getByRole('heading', { level: 1, name: 'Kursreihen' })).toBeVisible();
  await expect(admin.getByRole('navigation', { name: 'Admin-Navigation' }).getByRole('link', { name: 'Kursreihen' })).toHaveAttribute('aria-current', 'page');
  await expectAxeClean(admin, 'Kursreihen at 1280 px');
  await admin.getByRole('link', { name: 'Neue Kursreihe' }).first().click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Neue Kursreihe' })).toBeVisible();

  // The course suggests title, places and duration.
  await admin.getByLabel('Kurs', { exact: true }).selectOption({ label: 'Rückenfitness' });
  await expect(admin.getByLabel('Titel')).toHaveValue('Rückenfitness');
  await expect(admin.getByLabel('Plätze', { exact: true })).toHaveValue('16');
  await expect(admin.getByLabel('Dauer (Minuten)')).toHaveValue('60');
  await admin.getByLabel('Titel').fill(title);
  await admin.getByLabel('Trainer').selectOption({ label: 'Clara Richter' });
  await admin.getByLabel('Raum').selectOption({ label: 'Kursraum 2' });
  await admin.getByLabel('Plätze', { exact: true }).fill('12');
  await admin.getByLabel('Preis für die ganze Reihe (€)').fill('120,00');
  await admin.getByLabel('Letzter Anmeldetag').fill(addBerlinDays(firstDate, -1));

  // Weekly: the preview lists the six dates before anything is saved.
  await expect(admin.getByRole('radio', { name: 'Wöchentlich' })).toBeChecked();
  await admin.getByLabel('Erster Termin').fill(firstDate);
  await admin.getByLabel('Uhrzeit').fill('12:15');
  await admin.getByLabel('Anzahl Wochen').fill('6');
  const preview = admin.getByRole('region', { name: 'Vorschau' });
  await expect(preview).toContainText('6 Termine werden angelegt:');
  await expect(preview.getByRole('listitem')).toHaveCount(6);
  await expect(preview.getByRole('listitem').first()).toContainText(dateLine(firstDate, '12:15', '13:15'));
  await expect(preview.getByRole('listitem').last()).toContainText(dateLine(lastDate, '12:15', '13:15'));

  // § 20 without its ZPP id and course leader: the form says what is missing, and nothing is sent.
  await admin.getByLabel('Präventionskurs nach § 20 SGB V').check();
  await admin.getByRole('button', { name: 'Kursreihe anlegen' }).click();
  await expect(admin.getByText(SERIES_MESSAGES.zppId)).toBeVisible();
  await expect(admin.getByText(SERIES_MESSAGES.courseLeader)).toBeVisible();
  await expect(admin.getByLabel('ZPP-Kurs-ID')).toHaveAttribute('aria-invalid', 'true');
  await expectAxeClean(admin, 'the form with its messages');
  await admin.getByLabel('ZPP-Kurs-ID').fill('KU-ZE-20261');
  await admin.getByLabel('Kursleitung').fill('Clara Richter, Physiotherapeutin');

  // A first date in the past is the server's refusal, shown in German; what was typed stays.
  const lastWeek = dayInWeeksAhead(-1, 2);
  await admin.getByLabel('Erster Termin').fill(lastWeek);
  await admin.getByLabel('Letzter Anmeldetag').fill(addBerlinDays(lastWeek, -1));
  await expect(preview.getByRole('listitem').first()).toContainText('(liegt in der Vergangenheit)');
  await admin.getByRole('button', { name: 'Kursreihe anlegen' }).click();
  await expect(admin.locator('[data-sonner-toast]').filter({ hasText: 'Fehler beim Speichern' }).filter({ hasText: SERIES_MESSAGES.dateInPast })).toBeVisible();
  await expect(admin.getByLabel('Erster Termin')).toHaveAttribute('aria-invalid', 'true');
  await expect(admin.getByLabel('Erster Termin')).toHaveAccessibleDescription(new RegExp(SERIES_MESSAGES.dateInPast));
  await expect(admin.getByLabel('Titel')).toHaveValue(title);
  await expect(admin.getByLabel('ZPP-Kurs-ID')).toHaveValue('KU-ZE-20261');
  expect((await seriesList(admin.request)).some((s) => s.title === title), 'nothing saved').toBe(false);
  await admin.getByLabel('Erster Termin').fill(firstDate);
  await admin.getByLabel('Letzter Anmeldetag').fill(addBerlinDays(firstDate, -1));
  await screenshots(admin, 'form-1280');

  await admin.getByRole('button', { name: 'Kursreihe anlegen' }).click();
  await expect(toastTitle(admin, 'Kursreihe erstellt')).toBeVisible();
  await expect(admin.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const seriesId = /\/admin\/kursreihen\/([0-9a-f-]{36})$/.exec(admin.url())?.[1];
  expect(seriesId, 'the detail page of the new series').toBeTruthy();
  const facts = admin.getByRole('definition');
  await expect(facts.filter({ hasText: 'KU-ZE-20261' })).toBeVisible();
  await expect(facts.filter({ hasText: '0 von 12 belegt' })).toBeVisible();

  // A member registers; then the second date is cancelled with an Ersatztermin a week after the last.
  const member = await register(browser, baseURL!, seriesId!, 'Rita');
  await admin.reload();
  const dates = admin.getByRole('list', { name: 'Termine der Reihe' }).getByRole('listitem');
  await expect(dates).toHaveCount(6);
  const second = dates.nth(1);
  await second.getByRole('button', { name: /^Termin absagen/ }).click();
  const dialog = admin.getByRole('dialog', { name: 'Termin absagen' });
  await expect(dialog).toContainText('Die angemeldete Person erhält eine E-Mail');
  await dialog.getByRole('button', { name: 'Termin absagen' }).click();
  await expect(dialog.getByText(SERIES_MESSAGES.reason)).toBeVisible();
  await dialog.getByLabel('Grund der Absage').fill('Die Trainerin ist krank.');
  await dialog.getByLabel('Tag').fill(replacementDay);
  await expect(dialog.getByLabel('Uhrzeit')).toHaveValue('12:15');
  await expectAxeClean(admin, 'the cancel dialog');
  await dialog.getByRole('button', { name: 'Termin absagen' }).click();
  await expect(toastTitle(admin, 'Termin abgesagt')).toBeVisible();
  await expect(dialog).toBeHidden();

  const cancelledDay = addBerlinDays(firstDate, 7);
  await expect(dates).toHaveCount(7);
  await expect(second.locator('s')).toHaveText(dateLine(cancelledDay, '12:15', '13:15'));
  await expect(second).toContainText('Abgesagt');
  await expect(second).toContainText('Grund: Die Trainerin ist krank.');
  await expect(second).toContainText(`Ersatztermin: ${dateLine(replacementDay, '12:15', '13:15')}`);
  await expect(second.getByRole('button', { name: /^Ersatztermin anlegen/ })).toHaveCount(0);
  const replacement = dates.last();
  await expect(replacement).toContainText(dateLine(replacementDay, '12:15', '13:15'));
  await expect(replacement).toContainText('Ersatztermin');
  await expect(replacement).toContainText(`Ersatz für den Di ${germanDay(cancelledDay)}`);
  await expectAxeClean(admin, 'the dates with a cancelled one and its Ersatztermin');
  await screenshots(admin, 'detail-1280');

  // The member is mailed the reason and the new date.
  await expect(async () => {
    const { mails } = await getJson<{ mails: Mail[] }>(admin.request, '/api/admin/mails');
    const mail = mails.find((m) => m.to.includes(member.email) && m.text.includes('Die Trainerin ist krank.'));
    expect(mail?.text).toContain(`Ersatztermin: ${longDay(replacementDay)}, 12:15–13:15 Uhr`);
  }).toPass({ timeout: 15_000 });

  // 'Angaben bearbeiten' starts from the series as saved; a new price shows at once.
  await admin.getByRole('button', { name: 'Angaben bearbeiten' }).click();
  const edit = admin.getByRole('dialog', { name: 'Angaben bearbeiten' });
  await expect(edit.getByLabel('Preis für die ganze Reihe (€)')).toHaveValue('120,00');
  await expect(edit.getByLabel('Kursleitung')).toHaveValue('Clara Richter, Physiotherapeutin');
  await edit.getByLabel('Plätze', { exact: true }).fill('0');
  await edit.getByRole('button', { name: 'Speichern' }).click();
  await expect(edit.getByText(SERIES_MESSAGES.capacity)).toBeVisible();
  await edit.getByLabel('Plätze', { exact: true }).fill('12');
  await edit.getByLabel('Preis für die ganze Reihe (€)').fill('130,00');
  await expectAxeClean(admin, 'the edit dialog');
  await edit.getByRole('button', { name: 'Speichern' }).click();
  await expect(toastTitle(admin, 'Kursreihe aktualisiert')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(facts.filter({ hasText: '130,00 €' })).toBeVisible();

  // The list: the series with its period, places, § 20 and 'Anmeldung offen'.
  await admin.goto('/admin/kursreihen');
  const row = admin.locator(`tr[data-series-id="${seriesId}"]`);
  await expect(row).toContainText('Rückenfitness');
  const sameYear = firstDate.slice(0, 4) === replacementDay.slice(0, 4);
  await expect(row).toContainText(`${sameYear ? germanDay(firstDate).slice(0, 6) : germanDay(firstDate)}–${germanDay(replacementDay)}`);
  await expect(row).toContainText('1/12');
  await expect(row).toContainText('Anmeldung offen');
  await expect(row.getByText('Präventionskurs nach § 20 SGB V')).toBeAttached();
  await screenshots(admin, 'list-1280');
  await admin.context().close();
});

test('on a phone: the list, a series, its participants and waiting list, and the form with picked dates', async ({ browser, baseURL }) => {
  test.setTimeout(150_000);
  const admin = await adminPage(browser, baseURL!);
  await admin.setViewportSize({ width: 390, height: 844 });
  const pilates = (await getJson<{ courses: { id: string; name: string }[] }>(admin.request, '/api/admin/courses')).courses.find((c) => c.name === 'Pilates')!;
  const firstDate = dayInWeeksAhead(4, 4); // a Thursday four weeks ahead
  const title = `Pilates kompakt ${Date.now().toString(36)}`;
  const created = await admin.request.post('/api/admin/series', {
    data: {
      courseId: pilates.id,
      title,
      description: 'Vier Termine für einen guten Einstieg.',
      trainerId: null,
      roomId: null,
      capacity: 1,
      price: 49,
      vatRate: 19,
      vatExemptionNote: null,
      registrationClosesOn: firstDate,
      isPrevention: false,
      zppId: null,
      courseLeader: null,
      dates: { mode: 'weekly', firstDate, startTime: '13:10', durationMinutes: 60, weeks: 4 },
    },
  });
  expect([200, 201], await created.text()).toContain(created.status());
  const seriesId = ((await created.json()) as { series: AdminSeries }).series.id;
  const first = await register(browser, baseURL!, seriesId, 'Frida');
  const second = await register(browser, baseURL!, seriesId, 'Wanda');

  // The list as cards.
  await admin.goto('/admin/kursreihen');
  const card = admin.locator(`li[data-series-id="${seriesId}"]`);
  await expect(card).toContainText(title);
  await expect(card).toContainText('1/1');
  await expect(admin.getByRole('table')).toBeHidden();
  await expectNoSidewaysScroll(admin, 'Kursreihen on a phone');
  await expectAxeClean(admin, 'Kursreihen at 390 px');
  await screenshots(admin, 'list-390');

  // The detail: facts, dates, then participants and the waiting list with positions.
  await card.getByRole('link', { name: title }).click();
  await expect(admin.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(admin.getByRole('list', { name: 'Termine der Reihe' }).getByRole('listitem')).toHaveCount(4);
  await expectNoSidewaysScroll(admin, 'a series on a phone');
  await expectAxeClean(admin, 'a series at 390 px');
  await screenshots(admin, 'detail-390');
  await admin.getByRole('tab', { name: /^Teilnehmende/ }).click();
  await expect(admin).toHaveURL(/\?ansicht=teilnehmende$/);
  const participants = admin.getByRole('list', { name: 'Teilnehmende' });
  await expect(participants.getByRole('listitem')).toHaveCount(1);
  await expect(participants).toContainText(first.name);
  await expect(participants).toContainText(first.email);
  await expect(participants).toContainText('49,00 €');
  await expect(participants).toContainText('offen');
  const waitlist = admin.getByRole('list', { name: 'Warteliste' });
  await expect(waitlist.getByRole('listitem')).toHaveCount(1);
  await expect(waitlist).toContainText(`1.${second.name}`);
  await expectNoSidewaysScroll(admin, 'participants on a phone');
  await expectAxeClean(admin, 'participants at 390 px');
  await screenshots(admin, 'participants-390');

  // 'Abmelden' asks first; the place goes to the first on the waiting list.
  await participants.getByRole('button', { name: new RegExp(`^Abmelden ?: ${first.name}$`) }).click();
  const confirm = admin.getByRole('alertdialog', { name: `${first.name} abmelden?` });
  await expect(confirm).toContainText('Der Platz geht an die erste Person auf der Warteliste.');
  await expectDialogFits(admin, confirm, 'the confirmation on a phone');
  await confirm.getByRole('button', { name: 'Abmelden' }).click();
  await expect(toastTitle(admin, 'Abgemeldet')).toBeVisible();
  await expect(participants).toContainText(second.name);
  await expect(admin.getByText('Niemand steht auf der Warteliste.')).toBeVisible();

  // The form on a phone, with days picked one by one.
  await admin.goto('/admin/kursreihen/neu');
  await admin.getByLabel('Kurs', { exact: true }).selectOption({ label: 'Pilates' });
  await admin.getByRole('radio', { name: 'Einzelne Termine' }).check();
  const day = (n: number) => admin.getByRole('group', { name: `${n}. Termin` });
  await day(1).getByLabel('Tag').fill(addBerlinDays(firstDate, 2));
  await day(1).getByLabel('Uhrzeit').fill('08:00');
  await admin.getByRole('button', { name: 'Termin hinzufügen' }).click();
  await day(2).getByLabel('Tag').fill(firstDate);
  // A new row starts at the time of the one before; the last day to register follows the earliest date.
  await expect(day(2).getByLabel('Uhrzeit')).toHaveValue('08:00');
  await expect(admin.getByLabel('Letzter Anmeldetag')).toHaveValue(addBerlinDays(firstDate, -1));
  const preview = admin.getByRole('region', { name: 'Vorschau' });
  await expect(preview.getByRole('listitem')).toHaveCount(2);
  // In order of the day, whatever order they were typed in.
  await expect(preview.getByRole('listitem').first()).toContainText(dateLine(firstDate, '08:00', '09:00'));
  await expectNoSidewaysScroll(admin, 'the form on a phone');
  await expectAxeClean(admin, 'the form at 390 px');
  await screenshots(admin, 'form-390');
  await admin.context().close();
});

test('the finished § 20 series: attendance grid, print, certificates and a reissue', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const admin = await adminPage(browser, baseURL!);
  const finished = (await seriesList(admin.request)).find(
    (s) => s.isPrevention && s.registrations.some((r) => r.status === 'confirmed') && s.dates.every((d) => d.status === 'cancelled' || Date.parse(d.endsAt) < Date.now()),
  );
  expect(finished, 'the demo data has a finished § 20 series').toBeTruthy();
  const series = finished!;
  const attendance = await getJson<SeriesAttendance>(admin.request, `/api/admin/series/${series.id}/attendance`);
  expect(attendance.finished).toBe(true);

  for (const width of [1280, 390]) {
    await admin.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await admin.goto(`/admin/kursreihen/${series.id}?ansicht=anwesenheit`);
    const grid = admin.getByRole('region', { name: 'Anwesenheitsliste' });
    await expect(grid.getByRole('rowheader')).toHaveCount(attendance.rows.length);
    await expectNoSidewaysScroll(admin, `the grid at ${width} px`);
    await expectAxeClean(admin, `the attendance grid at ${width} px`);
    await screenshots(admin, `grid-${width}`);
    if (width === 390) {
      // The grid scrolls inside its own box, the names staying in view.
      const box = await grid.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      expect(box.scroll).toBeGreaterThan(box.client);
      await grid.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      const name = grid.getByRole('rowheader').first();
      const nameBox = await name.boundingBox();
      const gridBox = await grid.boundingBox();
      expect(Math.round(nameBox!.x)).toBe(Math.round(gridBox!.x));
      await screenshots(admin, 'grid-390-scrolled');
    }
  }

  // Corrected by keyboard: the first participant's first held date flips, and the count follows.
  await admin.setViewportSize({ width: 1280, height: 900 });
  const grid = admin.getByRole('region', { name: 'Anwesenheitsliste' });
  const row = attendance.rows[0]!;
  const firstRow = grid.locator(`tr[data-registration-id="${row.registrationId}"]`);
  const cells = firstRow.locator('button[data-grid-column]');
  const cell = cells.first();
  const wasAttended = (await cell.getAttribute('aria-pressed')) === 'true';
  await cell.focus();
  await admin.keyboard.press('Enter');
  await expect(toastTitle(admin, 'Anwesenheit korrigiert')).toBeVisible();
  await expect(cell).toHaveAttribute('aria-pressed', String(!wasAttended));
  await expect(cell).toHaveAccessibleName(new RegExp(`: ${wasAttended ? 'nicht teilgenommen' : 'teilgenommen'}$`));
  await expect(cell).toBeFocused();
  await expect(firstRow).toContainText(`${row.attendedCount + (wasAttended ? -1 : 1)} von ${attendance.totalDates}`);
  // Arrow keys move along the row; Space flips it back.
  await admin.keyboard.press('ArrowRight');
  await expect(cells.nth(1)).toBeFocused();
  await admin.keyboard.press('ArrowLeft');
  await expect(cell).toBeFocused();
  await admin.keyboard.press('Space');
  await expect(cell).toHaveAttribute('aria-pressed', String(wasAttended));
  await expect(firstRow).toContainText(`${row.attendedCount} von ${attendance.totalDates}`);

  // On paper: only the grid with title, dates and names.
  await admin.emulateMedia({ media: 'print' });
  const printed = admin.locator('[data-print-area]');
  await expect(printed).toBeVisible();
  await expect(printed.getByRole('heading', { name: `Anwesenheitsliste: ${series.title}` })).toBeVisible();
  await expect(printed).toContainText(`ZPP-Kurs-ID ${series.zppId}`);
  await expect(printed.getByRole('rowheader', { name: row.personName })).toBeVisible();
  await expect(admin.getByRole('navigation', { name: 'Admin-Navigation' })).toBeHidden();
  await expect(admin.getByRole('button', { name: 'Drucken' })).toBeHidden();
  await screenshots(admin, 'grid-print');
  await admin.emulateMedia({ media: 'screen' });

  // The certificates due, then a reissue with a new number that names the one it replaces.
  await admin.getByRole('button', { name: 'Bescheinigungen ausstellen' }).click();
  await expect(admin.locator('[data-sonner-toast]').filter({ hasText: /Bescheinigungen ausgestellt|Keine neuen Bescheinigungen/ })).toBeVisible();
  const qualified = (await getJson<SeriesAttendance>(admin.request, `/api/admin/series/${series.id}/attendance`)).rows.find((r) => r.certificate && r.qualifies);
  expect(qualified, 'a participant with a certificate').toBeTruthy();
  const certified = grid.locator(`tr[data-registration-id="${qualified!.registrationId}"]`);
  await expect(certified).toContainText(qualified!.certificate!.number);
  const pdf = await admin.request.get(`/api/admin/series-certificates/${qualified!.certificate!.id}/pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  await certified.getByRole('button', { name: new RegExp(`^Neu ausstellen ?: ${qualified!.personName}$`) }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Bescheinigung neu ausstellen?' });
  await expect(confirm).toContainText(`Sie ersetzt ${qualified!.certificate!.number}`);
  await confirm.getByRole('button', { name: 'Neu ausstellen' }).click();
  await expect(toastTitle(admin, 'Bescheinigung neu ausgestellt')).toBeVisible();
  await expect(certified).toContainText(`ersetzt ${qualified!.certificate!.number}`);
  const reissued = (await getJson<SeriesAttendance>(admin.request, `/api/admin/series/${series.id}/attendance`)).rows.find((r) => r.registrationId === qualified!.registrationId)!;
  expect(reissued.certificate!.number).not.toBe(qualified!.certificate!.number);
  expect(reissued.certificate!.replacesNumber).toBe(qualified!.certificate!.number);
  await expect(certified).toContainText(reissued.certificate!.number);
  await expectAxeClean(admin, 'the grid after a reissue');
  await admin.context().close();
});
