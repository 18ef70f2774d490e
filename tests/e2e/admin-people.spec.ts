import { expect, signUpViaApi, test, uniqueEmail } from './support/fixtures';
import { adminPage, toastTitle } from './support/sessions';
import { expectAxeClean, expectNoSidewaysScroll } from './support/page-checks';

/*
 * The admin's people screens (Trainer, Benutzerverwaltung, and the Protokoll): a new trainer
 * appears on the public trainer page, a member gets the trainer role and loses it again, and both changes
 * are in the Protokoll. At desktop and phone width, with axe.
 */

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`trainer, role and Protokoll at ${viewport.width} px`, async ({ browser, baseURL, page }) => {
    test.slow(); // several axe scans
    const suffix = `${viewport.width}${Date.now().toString(36)}`;
    const lastName = `Neu${suffix}`;
    const admin = await adminPage(browser, baseURL!);
    await admin.setViewportSize(viewport);

    // A new trainer, visible on the public page at once.
    await admin.goto('/admin/trainers');
    await expect(admin.getByRole('heading', { level: 1, name: 'Trainer' })).toBeVisible();
    await expectAxeClean(admin, `trainers at ${viewport.width} px`);
    await admin.getByRole('button', { name: 'Neuer Trainer' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Neuer Trainer' });
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog.getByText('Bitte geben Sie einen Vornamen ein.')).toBeVisible();
    await expect(dialog.getByLabel('E-Mail', { exact: true })).toHaveAttribute('type', 'email');
    await dialog.getByLabel('Vorname').fill('Tessa');
    await dialog.getByLabel('Nachname').fill(lastName);
    await dialog.getByLabel('E-Mail', { exact: true }).fill(`tessa.${suffix}@example.de`);
    await dialog.getByLabel('Schwerpunkte').fill('Yoga, Pilates');
    await expectAxeClean(admin, `trainer dialog at ${viewport.width} px`);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(toastTitle(admin, 'Trainer erstellt')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(admin.getByRole('main').getByText(`Tessa ${lastName}`).filter({ visible: true })).toBeVisible();
    await expectNoSidewaysScroll(admin, `trainers at ${viewport.width} px`);
    await page.goto('/trainer');
    await expect(page.getByText(`Tessa ${lastName}`).first()).toBeVisible();

    // A member gets the trainer role and loses it again.
    const email = uniqueEmail(`rolle${viewport.width}`);
    await signUpViaApi(page, email, 'Rollen-Wechsel-2026', 'Rolf', `Rolle${suffix}`);
    const name = `Rolf Rolle${suffix}`;
    await admin.goto('/admin/users');
    await expect(admin.getByRole('heading', { level: 1, name: 'Benutzerverwaltung' })).toBeVisible();
    await admin.getByLabel('Benutzer durchsuchen').fill(email);
    await expect(admin.getByRole('main').getByText('1 Benutzerkonto')).toBeVisible();
    await expectAxeClean(admin, `users at ${viewport.width} px`);
    await admin.getByRole('button', { name: `Rolle hinzufügen für ${name}` }).filter({ visible: true }).click();
    const addDialog = admin.getByRole('dialog', { name: 'Rolle hinzufügen' });
    await addDialog.getByLabel('Rolle').selectOption('TRAINER');
    await expectAxeClean(admin, `add-role dialog at ${viewport.width} px`);
    await addDialog.getByRole('button', { name: 'Hinzufügen' }).click();
    await expect(toastTitle(admin, 'Rolle hinzugefügt')).toBeVisible();
    await admin.getByRole('button', { name: `Rolle Trainer von ${name} entfernen` }).filter({ visible: true }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Rolle Trainer entfernen?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Entfernen' }).click();
    await expect(toastTitle(admin, 'Rolle entfernt')).toBeVisible();
    await expect(admin.getByRole('main').getByText('Mitglied', { exact: true }).filter({ visible: true })).toBeVisible();
    await expectNoSidewaysScroll(admin, `users at ${viewport.width} px`);

    // Both changes are in the Protokoll, newest first.
    await admin.goto('/admin/protokoll');
    await expect(admin.getByRole('heading', { level: 1, name: 'Protokoll' })).toBeVisible();
    await expect(admin.getByRole('main').getByText(`Rolle Trainer von ${name} (${email}) entfernt`).filter({ visible: true })).toBeVisible();
    await expect(admin.getByRole('main').getByText(`Rolle Trainer an ${name} (${email}) vergeben`).filter({ visible: true })).toBeVisible();
    await admin.getByLabel('Bereich').selectOption('trainer');
    await expect(admin.getByRole('main').getByText(`Trainer Tessa ${lastName} angelegt`).filter({ visible: true })).toBeVisible();
    await expectAxeClean(admin, `Protokoll at ${viewport.width} px`);
    await expectNoSidewaysScroll(admin, `Protokoll at ${viewport.width} px`);
    await admin.context().close();
  });
}
