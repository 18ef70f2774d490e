import { readFile } from 'node:fs/promises';
import { expect, signUpViaApi, test, uniqueEmail } from './support/fixtures';
import { toastTitle } from './support/sessions';
import { expectAxeClean } from './support/page-checks';

/*
 * 'Mein Profil': the e-mail read-only, first name, last name, phone and birth date saved, the greeting
 * following the new name; the data download; deleting the account with the password, after which the
 * old password signs in no more. One new member for the whole journey (sign-ups are rate limited).
 */

test('a member edits the profile, downloads their data and deletes the account', async ({ page }) => {
  test.slow(); // one journey with four axe scans
  const email = uniqueEmail('profil');
  const password = 'Profil-Seite-2026';
  await signUpViaApi(page, email, password, 'Pia', 'Probe');

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/member/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Mein Profil' })).toBeVisible();
    const emailField = page.getByLabel('E-Mail', { exact: true });
    await expect(emailField).toHaveValue(email);
    await expect(emailField).toHaveAttribute('readonly', '');
    await expect(emailField).toHaveAccessibleDescription('E-Mail kann nicht geändert werden');
    await expect(page.getByLabel('Vorname')).toHaveValue('Pia');
    await expect(page.getByLabel('Geburtsdatum')).toHaveAccessibleDescription(/Für Teilnahmebescheinigungen von Präventionskursen \(§ 20 SGB V\)\./);
    await page.screenshot({ path: test.info().outputPath(`profile-${viewport.width}.png`), fullPage: true });
    await expectAxeClean(page, `Mein Profil at ${viewport.width} px`);
  }

  // A phone number with letters and a birth date in the future are refused in German and nothing is saved.
  await page.getByLabel('Telefon').fill('0341-ABC');
  await page.getByLabel('Geburtsdatum').fill('2999-01-01');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(toastTitle(page, 'Fehler beim Speichern')).toBeVisible();
  await expect(page.getByLabel('Telefon')).toHaveAccessibleDescription(/gültige Telefonnummer/);
  await expect(page.getByLabel('Geburtsdatum')).toHaveAccessibleDescription(/nicht in der Zukunft/);
  await page.getByLabel('Geburtsdatum').fill('1986-04-12');

  // Half an address is refused at the part that is missing: an invoice needs all of it.
  await page.getByLabel('Telefon').fill('+49 341 123456');
  await page.getByLabel('Straße und Hausnummer').fill('Karl-Heine-Straße 12');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByLabel('PLZ', { exact: true })).toHaveAccessibleDescription(/Straße, PLZ und Ort vollständig/);

  await page.getByLabel('Vorname').fill('Paula');
  await page.getByLabel('Nachname').fill('Neumann');
  await page.getByLabel('PLZ', { exact: true }).fill('04229');
  await page.getByLabel('Ort', { exact: true }).fill('Leipzig');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(toastTitle(page, 'Profil aktualisiert')).toBeVisible();
  // The greeting reads the new name without a reload.
  await page.getByRole('link', { name: 'Übersicht' }).click();
  await expect(page.getByRole('heading', { name: /Paula/ })).toBeVisible();
  await page.goto('/member/profile');
  await expect(page.getByLabel('Nachname')).toHaveValue('Neumann');
  await expect(page.getByLabel('Telefon')).toHaveValue('+49 341 123456');
  await expect(page.getByLabel('Ort', { exact: true })).toHaveValue('Leipzig');
  await expect(page.getByLabel('Geburtsdatum')).toHaveValue('1986-04-12');

  // Changing the password needs the current one.
  await page.getByLabel('Aktuelles Passwort').fill('Falsch-Passwort-1');
  await page.getByLabel('Neues Passwort', { exact: true }).fill('Noch-ein-Passwort-2026');
  await page.getByLabel('Neues Passwort bestätigen').fill('Noch-ein-Passwort-2026');
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByLabel('Aktuelles Passwort')).toHaveAccessibleDescription('Das aktuelle Passwort ist nicht korrekt.');

  // The data download: a JSON file with the member's own data.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Meine Daten herunterladen' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^meine-daten-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(exported.profile).toMatchObject({ email, firstName: 'Paula', lastName: 'Neumann', phone: '+49 341 123456', birthDate: '1986-04-12' });

  // Deleting asks for the password; a wrong one is refused.
  await page.getByRole('button', { name: 'Konto löschen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Konto wirklich löschen?' });
  await expect(dialog).toBeVisible();
  await expectAxeClean(page, 'the delete dialog');
  await dialog.getByLabel('Ihr Passwort').fill('Falsch-Passwort-1');
  await dialog.getByRole('button', { name: 'Konto endgültig löschen' }).click();
  await expect(dialog.getByText('Das Passwort ist nicht korrekt.')).toBeVisible();
  await dialog.getByLabel('Ihr Passwort').fill(password);
  await dialog.getByRole('button', { name: 'Konto endgültig löschen' }).click();
  await expect(toastTitle(page, 'Konto gelöscht')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/auth/get-session')).status()).toBe(200);
  expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull();

  // The old password opens nothing any more.
  await page.goto('/auth');
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ungültige E-Mail oder Passwort' })).toBeVisible();
});
