import type { Page } from '@playwright/test';
import type { AdminSettings } from '../../src/shared/schemas/settings';
import { expect, signUpViaApi, test, uniqueEmail } from './support/fixtures';
import { adminPage, getJson, toastTitle, weekSessions } from './support/sessions';
import { expectAxeClean, expectNoSidewaysScroll } from './support/page-checks';

/*
 * Einstellungen → Warteliste 'Platz anbieten': the office switches the mode on, a place comes free in a full
 * session, and the member first in line finds it held for them in 'Meine Buchungen' and takes it with
 * 'Platz annehmen'. The waiting-list mode holds for every session, so this runs after all other journeys
 * (site-wide project) and puts the mode back at the end.
 */

const loaded = (page: Page) => expect(page.getByRole('main').getByRole('status', { name: /^Lädt/ })).toHaveCount(0);

test("a place held for the first in line is accepted in 'Meine Buchungen'", async ({ browser, baseURL, page }) => {
  test.slow(); // the settings form, a member's journey at two widths, axe scans
  const admin = await adminPage(browser, baseURL!);
  const { settings } = await getJson<{ settings: AdminSettings }>(admin.request, '/api/admin/settings');
  const { updatedAt: _updatedAt, ...before } = settings;
  try {
    // The office: 'Platz anbieten' shows how long a place is held; a value out of range is named at the field.
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.goto('/admin/settings');
    await loaded(admin);
    await admin.getByLabel('Warteliste', { exact: true }).selectOption({ label: 'Platz anbieten' });
    const minutes = admin.getByLabel('Platz wird gehalten (Minuten)');
    await minutes.fill('2000');
    await admin.getByRole('button', { name: 'Speichern' }).click();
    await expect(minutes).toHaveAccessibleDescription(/Bitte geben Sie zwischen 5 und 1440 Minuten ein\./);
    await minutes.fill('45');
    await admin.getByRole('button', { name: 'Speichern' }).click();
    await expect(toastTitle(admin, 'Einstellungen gespeichert')).toBeVisible();
    await expectNoSidewaysScroll(admin, 'settings with Platz anbieten at 390 px');
    await expectAxeClean(admin, 'settings with Platz anbieten at 390 px');

    // A session two weeks ahead made full, the new member queued, then one more place.
    await signUpViaApi(page, uniqueEmail('angebot'), 'Platz-Angebot-2026', 'Anna', 'Angebot');
    const { sessions } = await weekSessions(page.request, 2);
    const session = sessions.find((s) => s.availableSpots >= 1 && s.maxParticipants > s.availableSpots && s.myStatus === null && s.course.name !== 'Spinning');
    expect(session, 'a session with a free place two weeks ahead').toBeTruthy();
    const taken = session!.maxParticipants - session!.availableSpots;
    expect((await admin.request.patch(`/api/admin/sessions/${session!.id}`, { data: { maxParticipants: taken } })).status()).toBe(200);
    const queued = await page.request.post('/api/bookings', { data: { sessionId: session!.id } });
    expect(((await queued.json()) as { message: string }).message).toContain('halten wir ihn für Sie');
    expect((await admin.request.patch(`/api/admin/sessions/${session!.id}`, { data: { maxParticipants: taken + 1 } })).status()).toBe(200);

    // The member: told on the first tab, the held place on the waiting-list tab.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/member/bookings');
    const notice = page.getByRole('status').filter({ hasText: 'Für Sie wird ein Platz gehalten' });
    await expect(notice).toContainText(session!.course.name);
    await expect(notice).toContainText(/bis (heute|\d\d\.\d\d\.\d{4}), \d\d:\d\d Uhr/);
    await expectAxeClean(page, 'Meine Buchungen with a held place at 390 px');
    await notice.getByRole('button', { name: 'Zur Warteliste' }).click();
    const entry = page.getByRole('article', { name: session!.course.name });
    await expect(entry).toContainText('Platz reserviert');
    await expect(entry.getByRole('button', { name: 'Ablehnen' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'held place at 390 px');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectAxeClean(page, 'held place at 1280 px');

    await entry.getByRole('button', { name: 'Platz annehmen' }).click();
    await expect(toastTitle(page, 'Platz angenommen')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Warteliste (0)' })).toBeVisible();
    await page.getByRole('tab', { name: /^Kommende/ }).click();
    await expect(page.getByRole('article', { name: session!.course.name })).toContainText('Bestätigt');
  } finally {
    await admin.request.put('/api/admin/settings', { data: before });
    await admin.context().close();
  }
});
