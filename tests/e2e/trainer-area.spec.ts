import type { Page } from '@playwright/test';
import { DEMO, expect, signInViaApi, test } from './support/fixtures';
import { getJson, toastTitle } from './support/sessions';
import { expectAxeClean } from './support/page-checks';

/*
 * The trainer area (docs/decisions/0020) as the demo trainer: dashboard, her sessions, the participant
 * list of the session she taught an hour ago with attendance marked and corrected, its print view, the
 * bookings of her sessions, and her profile, whose biography the public trainer page shows at once.
 */

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

type TrainerSession = { id: string; courseName: string; attendanceOpensAt: string; attendanceClosesAt: string; status: string };

test('the demo trainer sees her sessions, marks attendance, and edits her profile', async ({ page }) => {
  test.slow(); // one journey at two widths with several axe scans
  await signInViaApi(page, DEMO.trainer);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });

    await page.goto('/trainer/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Trainer-Dashboard' })).toBeVisible();
    const counters = page.getByRole('region', { name: 'Kennzahlen' });
    await expect(counters).toContainText('Kommende Sessions');
    await expect(counters).toContainText('Bestätigte Buchungen');
    const next = page.getByRole('region', { name: 'Ihre nächsten Sessions' }).getByRole('listitem');
    await expect(next).toHaveCount(5);
    await expect(next.first()).toContainText(/\d{2}\.\d{2}\.\d{4}/);
    await expect(next.first()).toContainText(/\d{2}:\d{2}–\d{2}:\d{2} Uhr/);
    await expect(next.first()).toContainText(/\d+\/\d+/);
    // The session she taught an hour ago waits for its attendance.
    await expect(page.getByRole('region', { name: 'Anwesenheit jetzt erfassen' }).getByRole('link').first()).toBeVisible();
    await expectAxeClean(page, `dashboard at ${width} px`);

    await page.goto('/trainer/bookings');
    await expect(page.getByRole('heading', { level: 1, name: 'Buchungen' })).toBeVisible();
    await expect(page.getByText(/^\d+ Buchungen/)).toBeVisible();
    expect(await noSidewaysScroll(page), `bookings at ${width} px fit the screen`).toBe(true);
    await expectAxeClean(page, `bookings at ${width} px`);
    if (width === 1280) {
      // Marked attendance shows up here too, and the status chips narrow the list to it.
      await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: /^Teilgenommen/ }).click();
      const statuses = page.locator('table tbody tr td:nth-child(6)');
      await expect(statuses.first()).toHaveText('Teilgenommen');
      expect(new Set(await statuses.allTextContents())).toEqual(new Set(['Teilgenommen']));
    }

    await page.goto('/trainer/sessions');
    await expect(page.getByRole('heading', { level: 2, name: 'Kommende Sessions' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Vergangene Sessions' })).toBeVisible();
    expect(await noSidewaysScroll(page), `sessions at ${width} px fit the screen`).toBe(true);
    await expectAxeClean(page, `sessions at ${width} px`);
  }

  // The session she taught an hour ago (seeded) is open for attendance; it is the latest of the recent ones.
  const { recent } = await getJson<{ recent: TrainerSession[] }>(page.request, '/api/trainer/sessions');
  const now = Date.now();
  const open = recent.find((s) => Date.parse(s.attendanceOpensAt) <= now && now <= Date.parse(s.attendanceClosesAt) && s.status !== 'cancelled');
  expect(open, 'a session open for attendance').toBeTruthy();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/trainer/sessions');
  // Sessions open for attendance come first, so the one just taught is at hand on a phone.
  const shortcut = page.getByRole('region', { name: 'Anwesenheit jetzt erfassen' });
  await shortcut.locator(`a[href="/trainer/sessions/${open!.id}"]:visible`).click();
  await expect(page).toHaveURL(new RegExp(`/trainer/sessions/${open!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Teilnehmerliste' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: open!.courseName })).toBeVisible();

  const first = page.getByRole('group', { name: /^Anwesenheit von / }).first();
  const name = ((await first.getAttribute('aria-label')) ?? '').replace('Anwesenheit von ', '');
  const present = first.getByRole('button', { name: 'Anwesend' });
  const absent = first.getByRole('button', { name: 'Nicht erschienen' });
  for (const button of [present, absent]) {
    const box = (await button.boundingBox())!;
    expect(box.height, 'a tap target of at least 44 px').toBeGreaterThanOrEqual(44);
  }
  await present.click();
  await expect(present).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: `${name} ist als anwesend eingetragen.` })).toBeAttached();
  await expectAxeClean(page, 'participant list at 390 px');

  // Stored: after a reload the mark is still there, and a tap corrects it.
  await page.reload();
  const again = page.getByRole('group', { name: `Anwesenheit von ${name}` });
  await expect(again.getByRole('button', { name: 'Anwesend' })).toHaveAttribute('aria-pressed', 'true');
  await again.getByRole('button', { name: 'Nicht erschienen' }).click();
  await expect(again.getByRole('button', { name: 'Nicht erschienen' })).toHaveAttribute('aria-pressed', 'true');
  await expect(again.getByRole('button', { name: 'Anwesend' })).toHaveAttribute('aria-pressed', 'false');
  const detail = await getJson<{ participants: { name: string; status: string }[] }>(page.request, `/api/trainer/sessions/${open!.id}`);
  expect(detail.participants.find((p) => p.name === name)?.status).toBe('no_show');

  // On paper: the list without navigation or buttons.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('button', { name: 'Drucken' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Trainer-Navigation' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Drucken' })).toBeHidden();
  await expect(page.getByRole('group', { name: /^Anwesenheit von / })).toHaveCount(0);
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // The profile: a new biography is on the public trainer page at once.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/trainer/profile');
    await expect(page.getByLabel('Vorname', { exact: true })).toHaveValue('Lena');
    await expectAxeClean(page, `profile at ${width} px`);
  }
  const bio = page.getByLabel('Biografie');
  const before = await bio.inputValue();
  const updated = `Lena unterrichtet Yoga und Power Yoga. Neu: Atempausen am Ende jeder Stunde (${Date.now()}).`;
  await bio.fill(updated);
  await page.getByRole('button', { name: 'Profil speichern' }).click();
  await expect(toastTitle(page, 'Profil aktualisiert')).toBeVisible();
  await page.getByRole('link', { name: /Öffentliche Trainerseite/ }).click();
  await expect(page.getByRole('main')).toContainText(updated);
  await page.goto('/trainer');
  await expect(page.getByRole('main')).toContainText(updated);

  // A wrong e-mail is refused in the form, with the field marked and the destructive toast.
  await page.goto('/trainer/profile');
  await page.getByLabel('E-Mail', { exact: true }).fill('keine-adresse');
  await page.getByRole('button', { name: 'Profil speichern' }).click();
  await expect(toastTitle(page, 'Fehler beim Speichern')).toBeVisible();
  await expect(page.getByLabel('E-Mail', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();

  const restored = await page.request.put('/api/trainer/profile', {
    data: { firstName: 'Lena', lastName: 'Hoffmann', email: DEMO.trainer, phone: '+49 341 123 456 11', bio: before },
  });
  expect(restored.status()).toBe(200);
});
