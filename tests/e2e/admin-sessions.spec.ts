import type { Page } from '@playwright/test';
import { expect, signUpViaApi, test, uniqueEmail } from './support/fixtures';
import { adminPage, courseIdByName, getJson, sessionCard, toastTitle } from './support/sessions';
import { expectAxeClean, expectNoSidewaysScroll } from './support/page-checks';

/*
 * The office's week on /admin/sessions: filter by course and week, cancel a session
 * with a reason (the member sees 'Abgesagt' and has a mail in the outbox, the timetable shows it), give a
 * session a substitute trainer and change its capacity, at 1280 px and on a phone.
 */

type AdminSession = { id: string; startTime: string; changeable: boolean; maxParticipants: number; currentParticipants: number; statusLabel: string };
type Mail = { to: string; subject: string; text: string };

const berlinDate = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(iso));
const mondayOf = (date: string) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
};

/**
 * The course's sessions the office can still change, soonest first. Each test takes the last one (three
 * weeks ahead), which no other journey books or fills.
 */
async function changeableOf(admin: Page, course: string) {
  const courseId = await courseIdByName(admin.request, course);
  const { sessions } = await getJson<{ sessions: AdminSession[] }>(admin.request, `/api/admin/sessions?courseId=${courseId}&pageSize=100`);
  return { courseId, sessions: sessions.filter((s) => s.changeable).sort((a, b) => a.startTime.localeCompare(b.startTime)) };
}

test('filter, then cancel a session with a reason: the member sees Abgesagt and gets the mail', async ({ page, browser, baseURL }) => {
  test.slow(); // a whole journey with several axe scans
  const admin = await adminPage(browser, baseURL!);
  await admin.setViewportSize({ width: 1280, height: 900 });
  const { courseId, sessions } = await changeableOf(admin, 'Aerobic');
  const target = sessions.at(-1)!;
  expect(target, 'an Aerobic session ahead').toBeTruthy();

  // A member books it.
  const email = uniqueEmail('absage');
  await signUpViaApi(page, email, 'Absage-Probe-2026', 'Alma', 'Absage');
  expect((await page.request.post('/api/bookings', { data: { sessionId: target.id } })).status()).toBe(200);

  // The list: newest first, every row with its status; the course and week filters narrow it.
  await admin.goto('/admin/sessions');
  await expect(admin.getByRole('heading', { name: 'Sessions', level: 1 })).toBeVisible();
  await expect(admin.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await expectAxeClean(admin, 'sessions at 1280 px');
  await admin.getByLabel('Kurs').selectOption(courseId);
  await expect(admin.getByRole('table').getByRole('row').nth(1).getByRole('rowheader')).toContainText('Aerobic');
  // The seed's cancelled Aerobic session, with its reason.
  await expect(admin.getByRole('table').getByText('Grund: Die Trainerin ist auf Fortbildung; ein Ersatztermin folgt.')).toBeVisible();
  for (const name of await admin.getByRole('table').getByRole('rowheader').allTextContents()) expect(name).toMatch(/^Aerobic/);
  await admin.getByLabel('Woche').selectOption(mondayOf(berlinDate(target.startTime)));
  await expect(admin.getByText('1 Session', { exact: true })).toBeVisible();
  const row = admin.locator(`tr[data-session-id="${target.id}"]`);
  await expect(row).toContainText('Aktiv');

  // 'Absagen': the reason is required, then everyone is told.
  await row.getByRole('button', { name: /^Aktionen für Aerobic/ }).click();
  await admin.getByRole('menuitem', { name: 'Absagen' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Session absagen' });
  await expect(dialog).toContainText('Warteliste erhalten eine E-Mail mit dem Grund');
  await dialog.getByRole('button', { name: 'Session absagen' }).click();
  await expect(dialog.getByText('Bitte geben Sie einen Grund für die Absage an.')).toBeVisible();
  await expectAxeClean(admin, 'cancel dialog with its error');
  await dialog.getByLabel('Grund der Absage').fill('Wasserschaden im Hauptstudio');
  await dialog.getByRole('button', { name: 'Session absagen' }).click();
  await expect(toastTitle(admin, 'Session abgesagt')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Abgesagt');
  await expect(row).toContainText('Grund: Wasserschaden im Hauptstudio');
  await expect(row.getByRole('button', { name: /^Aktionen für/ })).toHaveCount(0);

  // The member: 'Abgesagt' under 'Meine Buchungen', the mail with the reason in the outbox.
  await page.goto('/member/bookings?ansicht=vergangene');
  await expect(page.getByRole('article').filter({ hasText: 'Aerobic' }).first()).toContainText('Abgesagt');
  await expect(async () => {
    const { mails } = await getJson<{ mails: Mail[] }>(admin.request, '/api/admin/mails');
    const mail = mails.find((m) => m.to.includes(email) && m.subject.startsWith('Abgesagt: Aerobic'));
    expect(mail?.text).toContain('Grund: Wasserschaden im Hauptstudio');
  }).toPass({ timeout: 15_000 });

  // The timetable keeps it, marked 'Abgesagt'; it cannot be booked.
  await page.goto(`/stundenplan?woche=${berlinDate(target.startTime)}`);
  await expect(sessionCard(page, target.id)).toContainText('Abgesagt');
  await sessionCard(page, target.id).click();
  await expect(page.getByRole('dialog', { name: 'Aerobic' }).getByRole('button', { name: 'Termin abgesagt' })).toBeDisabled();
  await admin.context().close();
});

test('on a phone: cards, a substitute trainer and a new capacity', async ({ browser, baseURL }) => {
  test.slow();
  const admin = await adminPage(browser, baseURL!);
  await admin.setViewportSize({ width: 390, height: 844 });
  const { courseId, sessions } = await changeableOf(admin, 'Zumba');
  const target = sessions.at(-1)!;
  expect(target, 'a Zumba session ahead').toBeTruthy();

  // Two new members book it, so lowering the capacity below them can be tried.
  for (const name of ['Paula', 'Peter']) {
    const context = await browser.newContext({ baseURL });
    const member = await context.newPage();
    await signUpViaApi(member, uniqueEmail(`plaetze-${name.toLowerCase()}`), 'Plaetze-Probe-2026', name, 'Platz');
    expect((await member.request.post('/api/bookings', { data: { sessionId: target.id } })).status()).toBe(200);
    await context.close();
  }
  const { sessions: fresh } = await getJson<{ sessions: AdminSession[] }>(admin.request, `/api/admin/sessions?courseId=${courseId}&pageSize=100`);
  const booked = fresh.find((s) => s.id === target.id)!.currentParticipants;
  expect(booked).toBeGreaterThanOrEqual(2);

  await admin.goto('/admin/sessions');
  await admin.getByLabel('Kurs').selectOption(courseId);
  await admin.getByLabel('Woche').selectOption(mondayOf(berlinDate(target.startTime)));
  const card = admin.locator(`li[data-session-id="${target.id}"]`);
  await expect(card).toBeVisible();
  await expect(admin.getByRole('table')).toBeHidden();
  await expectNoSidewaysScroll(admin, 'sessions on a phone');
  await expectAxeClean(admin, 'sessions at 390 px');

  // 'Vertretung': Clara Richter (free on Saturday mornings) takes over; the card names her.
  await card.getByRole('button', { name: /^Aktionen für Zumba/ }).click();
  await admin.getByRole('menuitem', { name: 'Vertretung' }).click();
  let dialog = admin.getByRole('dialog', { name: 'Vertretung' });
  await dialog.getByLabel('Neuer Trainer').selectOption({ label: 'Clara Richter' });
  await expectNoSidewaysScroll(admin, 'substitute dialog on a phone');
  await dialog.getByRole('button', { name: 'Trainer ändern' }).click();
  await expect(toastTitle(admin, 'Trainer geändert')).toBeVisible();
  await expect(card).toContainText('Clara Richter');

  // 'Plätze ändern': below the bookings is refused in the form, more is saved.
  await card.getByRole('button', { name: /^Aktionen für Zumba/ }).click();
  await admin.getByRole('menuitem', { name: 'Plätze ändern' }).click();
  dialog = admin.getByRole('dialog', { name: 'Plätze ändern' });
  await dialog.getByLabel('Plätze').fill('1');
  await dialog.getByRole('button', { name: 'Plätze speichern' }).click();
  await expect(dialog.getByText(`Die Kapazität kann nicht unter die Zahl der bestätigten Buchungen (${booked}) gesenkt werden.`)).toBeVisible();
  await expectAxeClean(admin, 'capacity dialog with the server error');
  const capacity = target.maxParticipants + 2;
  await dialog.getByLabel('Plätze').fill(String(capacity));
  await dialog.getByRole('button', { name: 'Plätze speichern' }).click();
  await expect(toastTitle(admin, 'Plätze geändert')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText(`${booked}/${capacity}`);
  await admin.context().close();
});
