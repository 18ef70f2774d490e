import type { Page } from '@playwright/test';
import { expect, signUpViaApi, test, uniqueClientIp, uniqueEmail } from './support/fixtures';
import { freeSpotsOnCard, sessionCard, toastTitle, weekSessions, courseIdByName } from './support/sessions';
import { expectAxeClean } from './support/page-checks';

/*
 * Booking journeys (course detail, timetable, session popup): guests are asked to sign
 * in and come back to where they were, members book from the timetable and the course page, and free spots
 * change in other browsers without a reload. Sessions are picked through the public API, each test its own.
 */

const PASSWORD = 'Kursbuchung-2026';

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('de-DE', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Berlin' }).format(new Date(iso));

/** 'dd.MM.yy - dd.MM.yy' of the week starting on `monday` (YYYY-MM-DD). */
function rangeLabel(monday: string) {
  const short = (date: Date) =>
    new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: '2-digit', timeZone: 'UTC' }).format(date);
  const start = new Date(`${monday}T00:00:00Z`);
  return `${short(start)} - ${short(new Date(start.getTime() + 6 * 86_400_000))}`;
}

const loaded = (page: Page) => expect(page.getByRole('main').getByRole('status', { name: /^Lädt/ })).toHaveCount(0);

// First in this file: the server loads the popup's code the first time a page needs it, and only a server
// render without that code showed the fault (the popup's unfinished Suspense boundary, React error 419 on
// hydration, which the fixture's console check catches). No spec before this one opens such a link.
test('a direct link to a session shows the timetable with its popup open', async ({ page }) => {
  const { week, sessions } = await weekSessions(page.request, 1);
  const session = sessions.find((s) => s.status === 'scheduled' && s.availableSpots > 0);
  expect(session, 'a session with free spots next week').toBeTruthy();

  await page.goto(`/stundenplan?woche=${week}&termin=${session!.id}`);
  const dialog = page.getByRole('dialog', { name: session!.course.name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Jetzt anmelden' })).toBeVisible();

  // Closing it leaves the week in the address and puts the focus on the session's card.
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/termin=/);
  await expect(sessionCard(page, session!.id)).toBeFocused();
});

test.describe('booking as a guest', () => {
  test('on a course page, "Jetzt buchen" asks to sign in; after registering in the dialog the member books at once', async ({ page }) => {
    test.slow(); // a whole journey across pages and browsers: on a busy machine it needs more than 30 s
    const { sessions } = await weekSessions(page.request, 1);
    const session = sessions.find((s) => s.availableSpots >= 3);
    expect(session, 'a session with free spots next week').toBeTruthy();

    await page.goto(`/kurse/${session!.course.id}`);
    await expect(page.getByRole('heading', { level: 1, name: session!.course.name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zurück zur Kursübersicht' })).toHaveAttribute('href', '/kurse');
    await expect(page.getByRole('heading', { name: 'Kurs-Details' })).toBeVisible();
    await expect(page.getByText(/^Max\. \d+ Teilnehmer$/)).toBeVisible();
    await expect(page.getByText(/^\d+ Minuten$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Verfügbare Termine' })).toBeVisible();

    const item = page.getByRole('article', { name: longDate(session!.startTime) });
    await expect(item).toContainText(/\d\d:\d\d - \d\d:\d\d Uhr/);
    await expect(item).toContainText(/\d+ Pl(ä|a)tze? frei/);
    await item.getByRole('button', { name: 'Jetzt buchen' }).click();

    await expect(toastTitle(page, 'Bitte melden Sie sich an')).toBeVisible();
    const dialog = page.getByRole('dialog', { name: 'Anmelden oder Registrieren' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Melden Sie sich an, um Kurse zu buchen');

    // Register right there (all four fields are required in the dialog) and book without leaving the page.
    await dialog.getByRole('tab', { name: 'Registrieren' }).click();
    await dialog.getByLabel('Vorname').fill('Dora');
    await dialog.getByLabel('Nachname').fill('Dialog');
    await dialog.getByLabel('E-Mail').fill(uniqueEmail('dialog'));
    await dialog.getByLabel('Passwort').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Registrieren', exact: true }).click();
    await expect(dialog).toBeHidden();
    // Registering signs in at once: the toast says so rather than asking to sign in.
    const registered = page.locator('[data-sonner-toast]').filter({ hasText: 'Erfolgreich registriert' });
    await expect(registered).toContainText('Sie sind jetzt angemeldet und können Kurse buchen');
    await expect(registered).not.toContainText('Sie können sich jetzt anmelden');
    await expect(page).toHaveURL(new RegExp(`/kurse/${session!.course.id}$`));

    await item.getByRole('button', { name: 'Jetzt buchen' }).click();
    await expect(toastTitle(page, 'Buchung bestätigt!')).toBeVisible();
    await expect(item.getByRole('button', { name: 'Bereits gebucht' })).toBeDisabled();
  });

  test('in the timetable popup, "Jetzt anmelden" leads to /auth and back to the same week with the popup open', async ({ page, playwright, baseURL }) => {
    test.slow(); // a whole journey across pages and browsers: on a busy machine it needs more than 30 s
    // The account is made in a request context of its own, so this page stays a guest.
    const email = uniqueEmail('rueckweg');
    const other = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() } });
    const created = await other.post('/api/auth/sign-up/email', {
      data: { email, password: PASSWORD, firstName: 'Rita', lastName: 'Rückweg', name: 'Rita Rückweg' },
    });
    expect(created.status(), 'sign-up').toBe(200);
    await other.dispose();

    const { week, sessions } = await weekSessions(page.request, 1);
    const session = sessions.find((s) => s.availableSpots >= 2)!;
    expect(session).toBeTruthy();

    await page.goto(`/stundenplan?woche=${week}`);
    await expect(page.getByText(rangeLabel(week), { exact: true })).toBeVisible();
    await sessionCard(page, session.id).click();
    const popup = page.getByRole('dialog', { name: session.course.name });
    await expect(popup).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`termin=${session.id}`));
    await popup.getByRole('button', { name: 'Jetzt anmelden' }).click();

    await expect(page).toHaveURL(/\/auth\?next=%2Fstundenplan/);
    await expect(toastTitle(page, 'Bitte melden Sie sich an')).toBeVisible();
    // Exactly 'E-Mail': until the sign-in page's code is there, the timetable stays on screen, and its
    // footer has an 'E-Mail-Adresse' field of its own.
    await page.getByLabel('E-Mail', { exact: true }).fill(email);
    await page.getByLabel('Passwort').fill(PASSWORD);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(toastTitle(page, 'Erfolgreich angemeldet!')).toBeVisible();

    await expect(page).toHaveURL(new RegExp(`/stundenplan\\?(?=.*woche=${week})(?=.*termin=${session.id})`));
    await expect(page.getByText(rangeLabel(week), { exact: true })).toBeVisible();
    const back = page.getByRole('dialog', { name: session.course.name });
    await expect(back).toBeVisible();
    await expect(back.getByRole('button', { name: 'Jetzt anmelden' })).toBeEnabled();

    // Only addresses on this site are followed: 'next' pointing elsewhere sends a signed-in visitor home.
    await page.goto(`/auth?next=${encodeURIComponent('//example.com/stundenplan')}`);
    await expect(page).toHaveURL(new RegExp(`^${baseURL}/$`));
    await page.goto(`/auth?next=${encodeURIComponent('/member/bookings')}`);
    await expect(page).toHaveURL(/\/member\/bookings$/);
  });
});

test.describe('booking as a member', () => {
  test('a new member books in the timetable and on a course page, then cancels in "Meine Buchungen"', async ({ page }) => {
    test.slow(); // a whole journey across pages and browsers: on a busy machine it needs more than 30 s
    await signUpViaApi(page, uniqueEmail('buchung'), PASSWORD, 'Bea', 'Bucher');
    const { week, sessions } = await weekSessions(page.request, 1);
    const fromTimetable = sessions.find((s) => s.availableSpots >= 3)!;
    const fromCoursePage = sessions.find((s) => s.availableSpots >= 3 && s.course.id !== fromTimetable.course.id)!;
    expect(fromTimetable && fromCoursePage).toBeTruthy();

    // Timetable: book in the popup; the popup closes and the card says 'Gebucht'.
    await page.goto(`/stundenplan?woche=${week}`);
    const card = sessionCard(page, fromTimetable.id);
    await expect(card).toContainText(/\d+ freie Plätze/);
    await card.click();
    const popup = page.getByRole('dialog', { name: fromTimetable.course.name });
    await popup.getByRole('button', { name: 'Jetzt anmelden' }).click();
    await expect(toastTitle(page, 'Buchung bestätigt!')).toBeVisible();
    await expect(popup).toBeHidden();
    await expect(card).toContainText('Gebucht');
    // Booked once is enough: the popup now offers nothing to press; Escape returns to the card.
    await card.click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Bereits gebucht' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(card).toBeFocused();

    // Course page: book another course; the button turns into 'Bereits gebucht'.
    await page.goto(`/kurse/${fromCoursePage.course.id}`);
    const item = page.getByRole('article', { name: longDate(fromCoursePage.startTime) });
    await item.getByRole('button', { name: 'Jetzt buchen' }).click();
    await expect(toastTitle(page, 'Buchung bestätigt!')).toBeVisible();
    await expect(item.getByRole('button', { name: 'Bereits gebucht' })).toBeDisabled();

    // Meine Buchungen: cancel the course-page booking after confirming.
    await page.goto('/member/bookings');
    await expect(page.getByRole('tab', { name: 'Kommende (2)' })).toHaveAttribute('aria-selected', 'true');
    const booking = page.getByRole('article', { name: fromCoursePage.course.name });
    await expect(booking).toContainText('Bestätigt');
    await booking.getByRole('button', { name: 'Stornieren' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Möchten Sie diese Buchung wirklich stornieren?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Ja, stornieren' }).click();
    await expect(toastTitle(page, 'Buchung storniert')).toBeVisible();
    await expect(page.getByText('Ihre Buchung wurde erfolgreich storniert.')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Kommende (1)' })).toBeVisible();
    await page.getByRole('tab', { name: 'Vergangene (1)' }).click();
    await expect(page.getByRole('article', { name: fromCoursePage.course.name })).toContainText('Storniert');
  });

  test('free spots change in another browser within 5 seconds, without a reload', async ({ page, browser, baseURL }) => {
    test.slow(); // a whole journey across pages and browsers: on a busy machine it needs more than 30 s
    const { week, sessions } = await weekSessions(page.request, 2);
    const session = [...sessions].filter((s) => s.availableSpots >= 4).sort((a, b) => b.availableSpots - a.availableSpots)[0];
    expect(session, 'a session with free spots in two weeks').toBeTruthy();

    // The watcher: a guest with the week open.
    await page.goto(`/stundenplan?woche=${week}`);
    await expect(sessionCard(page, session.id)).toContainText(/\d+ freie Plätze/);
    const before = (await freeSpotsOnCard(page, session.id))!;
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    // The booker: another browser, a new member.
    const context = await browser.newContext({ baseURL, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientIp() });
    const booker = await context.newPage();
    await signUpViaApi(booker, uniqueEmail('live'), PASSWORD, 'Lia', 'Live');
    await booker.goto(`/stundenplan?woche=${week}&termin=${session.id}`);
    await booker.getByRole('dialog', { name: session.course.name }).getByRole('button', { name: 'Jetzt anmelden' }).click();
    await expect(toastTitle(booker, 'Buchung bestätigt!')).toBeVisible();

    await expect.poll(() => freeSpotsOnCard(page, session.id), { timeout: 5_000, intervals: [100, 250, 500] }).toBeLessThan(before);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await context.close();
  });
});

test('one live connection serves the course page and the timetable as the visitor moves between them', async ({ page }) => {
  const streams: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/sessions/live') streams.push(request.url());
  });
  await page.goto(`/kurse/${await courseIdByName(page.request, 'Yoga')}`);
  await expect.poll(() => streams.length).toBe(1);
  await page.getByRole('link', { name: 'Zum Stundenplan' }).click();
  await expect(page).toHaveURL(/\/stundenplan/);
  await loaded(page);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Yoga' })).toBeVisible();
  await loaded(page);
  expect(streams, 'live-spots connections opened').toHaveLength(1);
});

test.describe('timetable', () => {
  test('week and filters live in the address; an empty result says so', async ({ page }) => {
    const spinning = await courseIdByName(page.request, 'Spinning');
    const { week, sessions } = await weekSessions(page.request, 1);
    expect(sessions.some((s) => s.course.name === 'Spinning')).toBe(true);

    await page.goto(`/stundenplan?woche=${week}`);
    await expect(page.getByRole('button', { name: 'Vorherige Woche' })).toBeVisible();
    await page.getByLabel('Kurs').selectOption({ label: 'Spinning' });
    await expect(page).toHaveURL(new RegExp(`kurs=${spinning}`));
    const cards = page.locator('[data-session-id]');
    await expect(cards.first()).toBeVisible();
    // The address changes at once, the list once the new week's view has rendered.
    await expect.poll(async () => (await cards.allTextContents()).every((text) => text.includes('Spinning'))).toBe(true);

    // Shared link: a reload keeps week and filter.
    await page.reload();
    await expect(page.getByLabel('Kurs')).toHaveValue(spinning);
    await expect(page.getByText(rangeLabel(week), { exact: true })).toBeVisible();

    // Spinning is not a beginners' course.
    await page.getByLabel('Level').selectOption({ label: 'Anfänger' });
    await expect(page.getByText('Keine Kurse gefunden für die ausgewählten Filter.')).toBeVisible();
    await page.getByRole('button', { name: 'Filter zurücksetzen' }).first().click();
    await expect(page.getByLabel('Level')).toHaveValue('');
    await expect(page).not.toHaveURL(/kurs=|level=/);

    await page.getByRole('button', { name: 'Nächste Woche' }).click();
    await expect(page).toHaveURL(/woche=\d{4}-\d{2}-\d{2}/);
    await expect(page.getByText(rangeLabel(week), { exact: true })).toBeHidden();
    await page.goBack();
    await expect(page.getByText(rangeLabel(week), { exact: true })).toBeVisible();
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`timetable, popup and course page pass axe at ${viewport.width} px and work by keyboard`, async ({ page }) => {
      // Two pages, a dialog and three axe scans: 22–31 s on the 2-core CI machine, against a 30 s default.
      test.slow();
      await page.setViewportSize(viewport);
      const { week, sessions } = await weekSessions(page.request, 1);
      const full = sessions.find((s) => s.availableSpots === 0) ?? sessions[0];

      await page.goto(`/stundenplan?woche=${week}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Stundenplan' })).toBeVisible();
      await expect(sessionCard(page, full.id)).toBeVisible();
      await loaded(page);
      await expectAxeClean(page, `timetable at ${viewport.width} px`);

      // Keyboard: focus a card, open with Enter, close with Escape, focus is back on the card.
      await sessionCard(page, full.id).focus();
      await page.keyboard.press('Enter');
      const popup = page.getByRole('dialog', { name: full.course.name });
      await expect(popup).toBeVisible();
      await expect(popup).toContainText(/Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag/);
      await expect(popup).toContainText(/\d+ Min\./);
      await expect(popup).toContainText(/Push-Benachrichtigung/);
      if (full.availableSpots === 0) await expect(popup.getByRole('button', { name: 'Auf die Warteliste setzen' })).toBeVisible();
      await expectAxeClean(page, `session popup at ${viewport.width} px`);
      await page.keyboard.press('Escape');
      await expect(sessionCard(page, full.id)).toBeFocused();

      await page.goto(`/kurse/${full.course.id}`);
      await expect(page.getByRole('heading', { name: 'Verfügbare Termine' })).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
      await loaded(page);
      await expectAxeClean(page, `course page at ${viewport.width} px`);
    });
  }

  test('an unknown course gets a friendly page', async ({ page }) => {
    await page.goto('/kurse/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Diesen Kurs gibt es nicht (mehr)')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zurück zur Kursübersicht' })).toHaveAttribute('href', '/kurse');
  });
});
