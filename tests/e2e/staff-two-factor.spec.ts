import { readFile } from 'node:fs/promises';
import { request as playwrightRequest, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { DEMO, DEMO_PASSWORD, expect, signInViaApi, signUpViaApi, test, uniqueClientIp, uniqueEmail } from './support/fixtures';
import { expectAxeClean } from './support/page-checks';
import { toastTitle } from './support/sessions';

/*
 * Two-factor sign-in for staff (decision 33): a new admin opens 'Mein Profil' from the admin area, sets up
 * TOTP with the password (QR code, key, recovery codes), confirms it with a first code, and from then on
 * signs in with the password and a code from the app, or with a recovery code. A new account of its own,
 * so the demo admin the other specs sign in with keeps signing in with the password alone.
 */

const PASSWORD = 'Zwei-Faktor-2026';

/** Makes the account an admin through the admin API, as the demo admin (in a request context of its own). */
async function makeAdmin(baseURL: string, email: string) {
  const office = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() } });
  expect((await office.post('/api/auth/sign-in/email', { data: { email: DEMO.admin, password: DEMO_PASSWORD } })).status()).toBe(200);
  const { users } = await (await office.get(`/api/admin/users?q=${encodeURIComponent(email)}`)).json();
  expect(users).toHaveLength(1);
  expect((await office.post(`/api/admin/users/${users[0].id}/roles`, { data: { role: 'ADMIN' } })).status()).toBe(200);
  await office.dispose();
}

/** A code the server cannot accept now: none of the drift window around now. */
function wrongCode(totp: OTPAuth.TOTP) {
  const valid = new Set([-1, 0, 1].map((step) => totp.generate({ timestamp: Date.now() + step * 30_000 })));
  return ['000000', '111111', '222222', '333333'].find((code) => !valid.has(code))!;
}

async function passwordStep(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
}

async function signOut(page: Page) {
  expect((await page.request.post('/api/auth/sign-out', { data: {} })).status()).toBe(200);
}

test('an admin sets up two-factor sign-in in the profile and signs in again with a code', async ({ page, baseURL }) => {
  test.slow(); // one journey with six axe scans and three sign-ins
  const email = uniqueEmail('zwei-faktor');
  await signUpViaApi(page, email, PASSWORD, 'Zora', 'Zweifach');
  await makeAdmin(baseURL!, email);

  // From the admin area to the account's own profile.
  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name: 'Mein Profil' }).click();
  await expect(page).toHaveURL(/\/member\/profile$/);
  const section = page.getByRole('region', { name: 'Zwei-Faktor-Anmeldung' });
  await expect(section.getByText('Nicht eingerichtet')).toBeVisible();

  // A wrong password starts nothing.
  await section.getByLabel('Aktuelles Passwort').fill('Falsch-Passwort-1');
  await section.getByRole('button', { name: 'Einrichten' }).click();
  await expect(section.getByLabel('Aktuelles Passwort')).toHaveAccessibleDescription('Das Passwort ist nicht korrekt.');

  await section.getByLabel('Aktuelles Passwort').fill(PASSWORD);
  await section.getByRole('button', { name: 'Einrichten' }).click();
  await expect(section.getByRole('img', { name: 'QR-Code für Ihre Authenticator-App' })).toBeVisible();
  const codes = section.getByRole('list', { name: /Wiederherstellungscodes sichern/ }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await expect(section.getByRole('img', { name: 'QR-Code für Ihre Authenticator-App' })).toBeVisible();
    await expectAxeClean(page, `two-factor set-up at ${viewport.width} px`);
  }

  // The key shown for typing in by hand is the one in the QR code: the "app" is set up from it.
  const secret = (await section.locator('code').textContent())!.replace(/\s/g, '');
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });

  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Herunterladen' }).click();
  const file = await readFile((await (await downloading).path())!, 'utf8');
  for (const code of recoveryCodes) expect(file).toContain(code);

  // Confirmed with a first code; a wrong one is refused in German.
  await section.getByLabel('Bestätigungscode').fill(wrongCode(totp));
  await section.getByRole('button', { name: 'Aktivieren' }).click();
  await expect(section.getByLabel('Bestätigungscode')).toHaveAccessibleDescription(/Der Bestätigungscode ist nicht korrekt/);
  await section.getByLabel('Bestätigungscode').fill(totp.generate());
  await section.getByRole('button', { name: 'Aktivieren' }).click();
  await expect(toastTitle(page, 'Zwei-Faktor-Anmeldung aktiviert')).toBeVisible();
  await expect(section.getByText('Aktiv', { exact: true })).toBeVisible();
  await expect(section.getByRole('link', { name: 'Weiter zur Verwaltung' })).toBeVisible();
  await expectAxeClean(page, 'two-factor sign-in on');

  // Signing in again: the password alone no longer opens the account.
  await signOut(page);
  await passwordStep(page, email);
  await expect(page.getByRole('heading', { name: 'Bestätigungscode' })).toBeVisible();
  await expect(page.getByLabel('Bestätigungscode')).toBeFocused();
  expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull();
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await expectAxeClean(page, `the code step at ${viewport.width} px`);
  }

  await page.getByLabel('Bestätigungscode').fill(wrongCode(totp));
  await page.getByRole('button', { name: 'Bestätigen und anmelden' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Der Bestätigungscode ist nicht korrekt.' })).toBeVisible();
  await expect(page.getByLabel('Bestätigungscode')).toHaveValue('');

  // The set-up used this moment's code, and each code passes once: the app's next one.
  await page.getByLabel('Bestätigungscode').fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Bestätigen und anmelden' }).click();
  await expect(page.getByText('Erfolgreich angemeldet!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // Without the phone: a recovery code (typed as read off paper, in capitals without the hyphen), once.
  await signOut(page);
  await passwordStep(page, email);
  await page.getByRole('button', { name: /Wiederherstellungscode verwenden/ }).click();
  await page.getByLabel('Wiederherstellungscode').fill(recoveryCodes[0].replace('-', '').toUpperCase());
  await page.getByRole('button', { name: 'Bestätigen und anmelden' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await signOut(page);
  await passwordStep(page, email);
  await page.getByRole('button', { name: /Wiederherstellungscode verwenden/ }).click();
  await page.getByLabel('Wiederherstellungscode').fill(recoveryCodes[0]);
  await page.getByRole('button', { name: 'Bestätigen und anmelden' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Dieser Wiederherstellungscode ist ungültig oder wurde bereits verwendet.' })).toBeVisible();
});

test('the office resets the two-factor sign-in of an admin who lost the phone and the recovery codes', async ({ page, browser, baseURL }) => {
  // The admin who lost them: set up through the API in a browser of their own, which the reset signs out.
  const email = uniqueEmail('verloren');
  const lost = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() } });
  const lostPage = await lost.newPage();
  await signUpViaApi(lostPage, email, PASSWORD, 'Lena', 'Verloren');
  await makeAdmin(baseURL!, email);
  const enabled = await (await lostPage.request.post('/api/auth/two-factor/enable', { data: { password: PASSWORD } })).json();
  const totp = OTPAuth.URI.parse(enabled.totpURI) as OTPAuth.TOTP;
  expect((await lostPage.request.post('/api/auth/two-factor/verify-totp', { data: { code: totp.generate() } })).status()).toBe(200);

  await signInViaApi(page, DEMO.admin);
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`/admin/users`);
    await page.getByLabel('Benutzer durchsuchen').fill(email);
    await expect(page.getByText('1 Benutzerkonto')).toBeVisible();
    await expect(page.getByRole('main').getByText('Zwei-Faktor', { exact: true }).locator('visible=true')).toBeVisible();
    await page.getByRole('button', { name: 'Zwei-Faktor-Anmeldung von Lena Verloren zurücksetzen' }).locator('visible=true').click();
    const confirm = page.getByRole('alertdialog', { name: 'Zwei-Faktor-Anmeldung zurücksetzen?' });
    await expect(confirm).toContainText('auf allen Geräten abgemeldet');
    await expectAxeClean(page, `reset confirmation at ${viewport.width} px`);
    if (viewport.width === 390) {
      await confirm.getByRole('button', { name: 'Abbrechen' }).click(); // first look only; the reset is on the desktop
      await expect(confirm).toBeHidden();
      continue;
    }
    await confirm.getByRole('button', { name: 'Zurücksetzen' }).click();
    await expect(toastTitle(page, 'Zwei-Faktor-Anmeldung zurückgesetzt')).toBeVisible();
    await expect(page.getByRole('main').getByText('Zwei-Faktor', { exact: true })).toHaveCount(0);
  }

  // Signed out there; the password alone signs in again, and the profile offers a new set-up.
  expect(await (await lostPage.request.get('/api/auth/get-session')).json()).toBeNull();
  await passwordStep(lostPage, email);
  await expect(lostPage).toHaveURL(/\/admin\/dashboard$/);
  await lost.close();
});

test('a member sees no two-factor section, and the admin setting is refused to an admin without it', async ({ page }) => {
  const email = uniqueEmail('mitglied-2fa');
  await signUpViaApi(page, email, PASSWORD);
  await page.goto('/member/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Profil' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Zwei-Faktor-Anmeldung' })).toHaveCount(0);
  await signOut(page);

  // The demo admin has no two-factor sign-in: making it compulsory is refused, and nothing changes.
  await page.request.post('/api/auth/sign-in/email', { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
  await page.goto('/admin/settings');
  const setting = page.getByLabel('Zwei-Faktor-Anmeldung für Administratoren verpflichtend');
  await expect(setting).not.toBeChecked();
  await setting.check();
  await page.getByRole('button', { name: 'Einstellungen speichern' }).click();
  await expect(toastTitle(page, 'Fehler beim Speichern')).toBeVisible();
  await expect(setting).toHaveAccessibleDescription(/Richten Sie zuerst für Ihr eigenes Konto die Zwei-Faktor-Anmeldung ein/);
  expect((await (await page.request.get('/api/admin/settings')).json()).settings.adminTwoFactorRequired).toBe(false);
});
