import { DEMO, expect, signUpViaApi, test, uniqueEmail } from './support/fixtures';
import { adminPage, courseIdByName, getJson, isChildrenCourse, sessionCard, signedInRequest, toastTitle, type ApiSession } from './support/sessions';
import { expectAxeClean } from './support/page-checks';

/*
 * Waiting lists end to end: a member joins the list of a full
 * session from the popup, a booked member cancels, everybody waiting gets the 'Platz frei' mail, and the
 * admin promotes the first in line. Plus the read-only admin booking list.
 */

type Mail = { to: string; subject: string; template: string; text: string };
type AdminBooking = { id: string; status: string; user: { name: string; email: string }; courseName: string };

const shortDate = (iso: string) =>
  new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' }).format(new Date(iso));

test('a full session: join the waiting list, a spot frees up, the queue is mailed, the admin promotes', async ({ page, browser, playwright, baseURL }) => {
  test.slow(); // a whole journey with several axe scans
  // The demo data's first upcoming Spinning session is full and has a waiting list.
  const spinning = await courseIdByName(page.request, 'Spinning');
  const { sessions } = await getJson<{ sessions: ApiSession[] }>(page.request, `/api/sessions?courseId=${spinning}`);
  const session = sessions.find((s) => s.availableSpots === 0);
  expect(session, 'a full Spinning session').toBeTruthy();
  const week = session!.startTime.slice(0, 10);

  // A new member joins the waiting list from the popup.
  const email = uniqueEmail('warteliste');
  await signUpViaApi(page, email, 'Warteliste-2026', 'Wanda', 'Warte');
  await page.goto(`/stundenplan?woche=${week}`);
  await expect(sessionCard(page, session!.id)).toContainText('ausgebucht');
  await sessionCard(page, session!.id).click();
  const popup = page.getByRole('dialog', { name: 'Spinning' });
  await expect(popup).toContainText('nicht automatisch angemeldet');
  await popup.getByRole('button', { name: 'Auf die Warteliste setzen' }).click();
  await expect(toastTitle(page, 'Warteliste')).toBeVisible();
  await expect(page.locator('[data-sonner-toast]')).toContainText(/Platz \d+ der Warteliste/);
  await expect(sessionCard(page, session!.id)).toContainText('Auf der Warteliste');
  await sessionCard(page, session!.id).click();
  await expect(page.getByRole('dialog', { name: 'Spinning' }).getByRole('button', { name: 'Auf der Warteliste' })).toBeDisabled();
  await page.keyboard.press('Escape');

  // A member with a confirmed booking of that session cancels.
  const admin = await adminPage(browser, baseURL!);
  const { bookings } = await getJson<{ bookings: AdminBooking[] }>(admin.request, `/api/admin/bookings?sessionId=${session!.id}&status=confirmed&pageSize=100`);
  const booked = bookings.find((b) => b.courseName === 'Spinning' && b.user.email !== DEMO.member);
  expect(booked, 'a seeded member booked on the full session').toBeTruthy();
  const member = await signedInRequest(playwright, baseURL!, booked!.user.email);
  const mine = await getJson<{ bookings: { id: string; status: string; session: { id: string } }[] }>(member, '/api/me/bookings');
  const own = mine.bookings.find((b) => b.session.id === session!.id && b.status === 'confirmed')!;
  expect((await member.post(`/api/bookings/${own.id}/cancel`)).status()).toBe(200);
  await member.dispose();

  // Everybody waiting is told; nobody is booked automatically.
  await expect(async () => {
    const { mails } = await getJson<{ mails: Mail[] }>(admin.request, '/api/admin/mails');
    expect(mails.some((m) => m.to.includes(email) && m.subject.startsWith('Platz frei: Spinning'))).toBe(true);
  }).toPass({ timeout: 15_000 });

  // The waiting member's open timetable shows the free spot without a reload; booking it is up to them.
  await expect(sessionCard(page, session!.id)).toContainText('1 freier Platz');
  await sessionCard(page, session!.id).click();
  await expect(page.getByRole('dialog', { name: 'Spinning' }).getByRole('button', { name: 'Jetzt anmelden' })).toBeEnabled();
  await page.keyboard.press('Escape');

  // The admin promotes the first person in line onto the free spot.
  await admin.goto('/admin/waitlist');
  await expect(admin.getByRole('heading', { level: 1, name: 'Wartelisten' })).toBeVisible();
  const group = admin.getByRole('region', { name: 'Spinning' }).filter({ hasText: shortDate(session!.startTime) });
  await expect(group).toContainText(/1 freier Platz|\d+ freie Plätze/);
  await expect(group).toContainText('Fortgeschritten');
  await expect(group.getByRole('table')).toContainText(email);
  await group.getByRole('button', { name: 'Befördern' }).click();
  await expect(toastTitle(admin, 'Erfolgreich befördert')).toBeVisible();
  await expect(group.getByRole('button', { name: 'Befördern' })).toHaveCount(0);
  await admin.context().close();
});

test('admin: waiting lists and the booking list at phone and desktop width, deleting an entry', async ({ page, browser, baseURL }) => {
  test.slow(); // a whole journey with several axe scans
  // A waiting-list entry of our own to delete (a full session other than the Spinning one above).
  await signUpViaApi(page, uniqueEmail('loeschen'), 'Loeschen-2026', 'Lotte', 'Lösch');
  let full: ApiSession | undefined;
  for (let weeks = 0; weeks < 4 && !full; weeks++) {
    const { weekStart } = await getJson<{ weekStart: string }>(page.request, '/api/sessions');
    const monday = new Date(`${weekStart}T12:00:00Z`);
    monday.setUTCDate(monday.getUTCDate() + 7 * weeks);
    const { sessions } = await getJson<{ sessions: ApiSession[] }>(page.request, `/api/sessions?week=${monday.toISOString().slice(0, 10)}`);
    // A children's course (PEKiP) takes children only: the new member could not queue for it themself.
    full = sessions.find((s) => s.availableSpots === 0 && s.course.name !== 'Spinning' && !isChildrenCourse(s) && Date.parse(s.startTime) > Date.now() + 3_600_000);
  }
  expect(full, 'a full session').toBeTruthy();
  expect((await page.request.post('/api/bookings', { data: { sessionId: full!.id } })).status()).toBe(200);

  const admin = await adminPage(browser, baseURL!);
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await admin.setViewportSize(viewport);
    await admin.goto('/admin/waitlist');
    await expect(admin.getByRole('heading', { level: 1, name: 'Wartelisten' })).toBeVisible();
    await expect(admin.getByText('Lotte Lösch').filter({ visible: true }).first()).toBeVisible();
    await expectAxeClean(admin, `admin waitlist at ${viewport.width} px`);

    await admin.goto('/admin/bookings');
    await expect(admin.getByRole('heading', { level: 1, name: 'Buchungen' })).toBeVisible();
    await expect(admin.getByText(/^[\d.]+ Buchungen/)).toBeVisible();
    await expectAxeClean(admin, `admin bookings at ${viewport.width} px`);
  }

  // Desktop: the bookings table with its columns, all bookings page by page, search and status filter.
  await expect(admin.getByRole('columnheader')).toHaveText(['Mitglied', 'Kurs', 'Termin', 'Gebucht am', 'Status']);
  // Every booking can be reached: the demo data has more than one page, and 'Weiter' leads to the last.
  const count = admin.getByText(/^[\d.]+ Buchungen, 1–50 werden angezeigt$/);
  await expect(count).toBeVisible();
  const total = Number((await count.textContent())!.split(' ')[0].replace(/\./g, ''));
  const lastPage = Math.ceil(total / 50);
  expect(lastPage, 'more than one page of bookings').toBeGreaterThan(1);
  const pager = admin.getByRole('navigation', { name: 'Seiten' });
  await expect(pager).toContainText(`Seite 1 von ${lastPage}`);
  for (let page = 2; page <= lastPage; page++) {
    await pager.getByRole('button', { name: 'Weiter' }).click();
    await expect(pager).toContainText(`Seite ${page} von`);
  }
  await expect(pager.getByRole('button', { name: 'Weiter' })).toBeDisabled();
  const rowsOnLastPage = (await admin.getByRole('table').getByRole('row').count()) - 1;
  expect(rowsOnLastPage).toBeGreaterThan(0);
  expect(rowsOnLastPage).toBeLessThanOrEqual(50);
  await admin.getByLabel('Buchungen durchsuchen').fill(DEMO.member);
  const rows = admin.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toContainText(DEMO.member);
  for (const row of (await rows.all()).slice(1)) await expect(row).toContainText(DEMO.member);
  await admin.getByRole('button', { name: /^Storniert/ }).click();
  await expect(rows.nth(1).getByText('Storniert')).toBeVisible();
  await admin.getByLabel('Buchungen durchsuchen').fill('niemand-xyz');
  await expect(admin.getByText('Keine Buchungen gefunden.')).toBeVisible();

  // Deleting a waiting-list entry asks first.
  await admin.goto('/admin/waitlist');
  await admin.getByRole('button', { name: 'Eintrag von Lotte Lösch löschen' }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Möchten Sie diesen Eintrag wirklich löschen?' });
  await confirm.getByRole('button', { name: 'Löschen' }).click();
  await expect(toastTitle(admin, 'Erfolgreich gelöscht')).toBeVisible();
  await expect(admin.getByText('Wartelisten-Eintrag wurde entfernt.')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Eintrag von Lotte Lösch löschen' })).toHaveCount(0);
  await admin.context().close();
});
