import { spawnSync } from 'node:child_process';
import { rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signUpViaApi, test, uniqueEmail } from './support/fixtures';
import { adminPage, getJson, sessionCard, toastTitle, weekSessions } from './support/sessions';
import { expectAxeClean, expectNoSidewaysScroll, expectDialogFits } from './support/page-checks';
import { E2E_PORT } from './support/server';

/*
 * Einstellungen and Postausgang: the admin renames the centre and the public header follows at once; a
 * cancellation deadline appears next to the members' booking button; a failed mail is sent again; the
 * Datensicherung tab shows the last backup. At
 * 1280 px and 390 px, with axe. Settings are global: each test puts them back as it found them.
 */

type AdminSettings = Record<string, string | number | null>;

const loaded = (page: Page) => expect(page.getByRole('main').getByRole('status', { name: /^Lädt/ })).toHaveCount(0);

async function currentSettings(request: APIRequestContext) {
  const { settings } = await getJson<{ settings: AdminSettings & { updatedAt?: string | null } }>(request, '/api/admin/settings');
  const { updatedAt: _updatedAt, ...form } = settings;
  return form;
}

async function restore(request: APIRequestContext, form: AdminSettings) {
  const res = await request.put('/api/admin/settings', { data: form });
  expect(res.status(), 'settings restored').toBe(200);
}

test('a new site title shows in the public header; a cancellation deadline shows next to the booking button', async ({ browser, baseURL, page }) => {
  test.slow(); // admin and member journeys with axe scans
  const admin = await adminPage(browser, baseURL!);
  await admin.setViewportSize({ width: 1280, height: 900 });
  const original = await currentSettings(admin.request);
  const title = `Sportzentrum Auenwald ${Date.now() % 10000}`;
  try {
    await admin.goto('/admin/settings');
    await loaded(admin);
    await expect(admin.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
    const siteTitle = admin.getByLabel('Seitentitel');
    await expect(siteTitle).toHaveValue(String(original.siteTitle));
    await expect(admin.getByLabel('Stornofrist (Stunden)')).toHaveValue(String(original.cancellationDeadlineHours));
    await expectAxeClean(admin, 'settings at 1280 px');

    // Bad input: German messages at the fields, nothing saved.
    await siteTitle.fill('');
    await admin.getByLabel('Buchung möglich ab (Tage vorher)').fill('0');
    await admin.getByRole('button', { name: 'Einstellungen speichern' }).click();
    await expect(admin.getByText('Bitte geben Sie einen Seitentitel ein.')).toBeVisible();
    await expect(admin.getByText(/Bitte geben Sie zwischen 1 und 365 Tagen ein/)).toBeVisible();
    await expect(siteTitle).toHaveAttribute('aria-invalid', 'true');
    // The toast comes a moment after the field messages; the scan waits until it has come and gone.
    await expect(toastTitle(admin, 'Fehler beim Speichern')).toBeVisible();
    await expectAxeClean(admin, 'settings with errors');

    await siteTitle.fill(title);
    await admin.getByLabel('Buchung möglich ab (Tage vorher)').fill('');
    await admin.getByLabel('Stornofrist (Stunden)').fill('2');
    await expect(admin.getByText('Kostenlose Stornierung bis 2 Stunden vor Beginn')).toBeVisible();
    await admin.getByRole('button', { name: 'Einstellungen speichern' }).click();
    await expect(toastTitle(admin, 'Einstellungen gespeichert')).toBeVisible();

    // The public site names the centre anew at once: header, page title (server-rendered HTML).
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('banner')).toContainText(title);
    await expect(page).toHaveTitle(new RegExp(`^${title} – `));
    await expect(page.getByRole('contentinfo')).toContainText(title);
    // Other specs running alongside read the centre's name: give it back at once, keep the deadline.
    await restore(admin.request, { ...original, cancellationDeadlineHours: 2 });

    // A member sees the deadline next to the booking button on the course page and in the timetable popup.
    await signUpViaApi(page, uniqueEmail('stornofrist'), 'Sommer-2026!x', 'Frida', 'Frist');
    const { week, sessions } = await weekSessions(page.request, 1);
    const session = sessions.find((s) => s.availableSpots > 0);
    expect(session, 'a bookable session next week').toBeTruthy();
    await page.goto(`/kurse/${session!.course.id}`);
    const item = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Jetzt buchen' }) }).first();
    await expect(item).toContainText('Kostenlose Stornierung bis 2 Stunden vor Beginn');
    await expect(item.getByRole('button', { name: 'Jetzt buchen' })).toHaveAccessibleDescription(/Kostenlose Stornierung bis 2 Stunden vor Beginn/);
    await expectAxeClean(page, 'course page with the booking rules');

    // Opened by a click: a popup in the first URL is not server-rendered (renderToString, lazy dialog).
    await page.goto(`/stundenplan?woche=${week}`);
    await sessionCard(page, session!.id).click();
    const popup = page.getByRole('dialog');
    await expect(popup).toContainText('Kostenlose Stornierung bis 2 Stunden vor Beginn');
    await expectAxeClean(page, 'session popup with the booking rules');
  } finally {
    await restore(admin.request, original);
  }
  await page.goto('/');
  await expect(page.getByRole('banner')).toContainText(String(original.siteTitle));
});

test('Postausgang: filter the failed mails, open one and send it again', async ({ browser, baseURL }) => {
  test.slow();
  const admin = await adminPage(browser, baseURL!);
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.goto('/admin/postausgang');
  await loaded(admin);
  await expect(admin.getByRole('heading', { level: 1, name: 'Postausgang' })).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Postausgang' })).toHaveAttribute('aria-current', 'page');
  await expect(admin.getByRole('table', { name: 'Postausgang, neueste E-Mails zuerst' })).toBeVisible();
  await expectAxeClean(admin, 'outbox at 1280 px');

  await admin.getByLabel('Status').selectOption('failed');
  const rows = admin.getByRole('table').getByRole('row').filter({ hasText: 'Fehlgeschlagen' });
  await expect(rows.first()).toBeVisible();
  const before = await rows.count();
  const row = rows.first();
  const subject = (await row.getByRole('cell').nth(2).textContent())!.replace(/Fehler:.*$/, '').trim();

  await row.getByRole('button', { name: /^Anzeigen/ }).click();
  const dialog = admin.getByRole('dialog', { name: subject });
  await expect(dialog).toContainText('Letzter Fehler');
  await expectAxeClean(admin, 'mail dialog');
  await dialog.getByRole('button', { name: /^Erneut senden/ }).click();
  await expect(toastTitle(admin, 'Erneut gesendet')).toBeVisible();
  await admin.keyboard.press('Escape');
  await expect(rows).toHaveCount(before - 1);

  // The runner sends it (no mail server here: kept as 'Gespeichert'). Other journeys fill the outbox with newer
  // mails, so it is looked up among all kept mails rather than on the first page.
  await expect(async () => {
    const kept: { subject: string }[] = [];
    for (let page = 1; ; page++) {
      const body = await getJson<{ mails: { subject: string }[]; total: number; pageSize: number }>(admin.request, `/api/admin/mails?status=logged&page=${page}`);
      kept.push(...body.mails);
      if (page * body.pageSize >= body.total) break;
    }
    expect(kept.map((m) => m.subject)).toContain(subject);
  }).toPass({ timeout: 20_000 });
});

test('on a phone, Einstellungen and Postausgang fit without sideways scrolling', async ({ browser, baseURL }) => {
  test.slow();
  const admin = await adminPage(browser, baseURL!);
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.goto('/admin/settings');
  await loaded(admin);
  await expect(admin.getByLabel('Warteliste schließt (Minuten vor Beginn)')).toBeVisible();
  await expectNoSidewaysScroll(admin, 'settings at 390 px');
  await expectAxeClean(admin, 'settings at 390 px');

  await admin.goto('/admin/postausgang');
  await loaded(admin);
  // Cards instead of the table; the seeded failed mails are older than what other journeys send.
  await expect(admin.getByRole('table')).toBeHidden();
  await admin.getByLabel('Status').selectOption('failed');
  const card = admin.getByRole('listitem').filter({ hasText: 'Fehlgeschlagen' }).first();
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: /^Erneut senden/ })).toBeVisible();
  await expectNoSidewaysScroll(admin, 'outbox at 390 px');
  await expectAxeClean(admin, 'outbox at 390 px');
  await card.getByRole('button', { name: /^Anzeigen/ }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectDialogFits(admin, dialog, 'mail dialog');
  await expectAxeClean(admin, 'mail dialog at 390 px');
});

test('Zahlungsverkehr names a wrong IBAN or Gläubiger-ID at its field and keeps the last good values', async ({ browser, baseURL }) => {
  test.slow();
  const admin = await adminPage(browser, baseURL!);
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    await admin.setViewportSize(viewport);
    await admin.goto('/admin/settings');
    await loaded(admin);
    await admin.getByRole('tab', { name: 'Zahlungsverkehr' }).click();
    await expect(admin).toHaveURL(/bereich=zahlungsverkehr/);
    const iban = admin.getByLabel('IBAN des Sportzentrums');
    await expect(iban).toHaveValue('DE02 1203 0000 0000 2020 51');
    await expectNoSidewaysScroll(admin, `Zahlungsverkehr at ${viewport.width} px`);
    await expectAxeClean(admin, `Zahlungsverkehr at ${viewport.width} px`);
  }

  const iban = admin.getByLabel('IBAN des Sportzentrums');
  const creditor = admin.getByLabel('Gläubiger-Identifikationsnummer');
  await iban.fill('DE02 1203 0000 0000 2020 52');
  await creditor.fill('DE99ZZZ09999999999');
  await admin.getByRole('button', { name: 'Zahlungsverkehr speichern' }).click();
  await expect(iban).toHaveAccessibleDescription(/Die IBAN ist ungültig\./);
  await expect(creditor).toHaveAccessibleDescription(/Prüfziffern müssen stimmen/);
  await expect(creditor).toBeFocused(); // the first wrong field of the form
  const { settings } = await getJson<{ settings: { iban: string; creditorId: string } }>(admin.request, '/api/admin/payment-settings');
  expect(settings).toMatchObject({ iban: 'DE02120300000000202051', creditorId: 'DE98ZZZ09999999999' });

  await iban.fill('de02 1203 0000 0000 2020 51');
  await creditor.fill('DE98ZZZ09999999999');
  await admin.getByRole('button', { name: 'Zahlungsverkehr speichern' }).click();
  await expect(toastTitle(admin, 'Zahlungsverkehr gespeichert')).toBeVisible();
  await expect(iban).toHaveValue('DE02 1203 0000 0000 2020 51');
  await admin.context().close();
});

test('Datensicherung: no backup yet is a warning; after `npm run backup` it shows its time and size', async ({ browser, baseURL }) => {
  test.slow(); // a backup of the running app, axe at two widths
  const admin = await adminPage(browser, baseURL!);
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.goto('/admin/settings?bereich=datensicherung');
  // The test server runs with BACKUP_TIME=off, so nothing has backed it up yet.
  await expect(admin.getByRole('alert').filter({ hasText: 'Die nächtliche Sicherung ist ausgeschaltet' })).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Letzte Sicherung' })).toContainText('Noch keine Sicherung verzeichnet.');

  // The operator's backup of the running app, as README 'Betrieb / Operations' shows it.
  const file = path.resolve(`.tmp/e2e-backup-${E2E_PORT}.tar.gz`);
  const backup = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', file], { env: { ...process.env, DATA_DIR: `.tmp/e2e-data-${E2E_PORT}`, DATABASE_URL: '', LOG_LEVEL: 'silent' }, encoding: 'utf8' });
  expect(backup.status, backup.stdout + backup.stderr).toBe(0);
  const megabytes = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(statSync(file).size / 1e6);
  rmSync(file);

  for (const width of [390, 1280]) {
    await admin.setViewportSize({ width, height: 900 });
    await admin.reload();
    const last = admin.getByRole('region', { name: 'Letzte Sicherung' });
    await expect(last).toContainText(`${megabytes} MB · „npm run backup“`);
    await expect(last).toContainText(/\d\d\.\d\d\.\d{4}, \d\d:\d\d Uhr/);
    await expect(admin.getByRole('alert')).toHaveCount(0);
    await expectNoSidewaysScroll(admin, `Datensicherung at ${width} px`);
    await expectAxeClean(admin, `Datensicherung at ${width} px`);
  }
  await admin.context().close();
});
