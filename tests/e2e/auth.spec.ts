import { DEMO, DEMO_PASSWORD, expect, signInViaApi, test, uniqueEmail } from './support/fixtures';

test.describe('sign-in and registration', () => {
  test('a new member signs up, sees the success message and lands in the member area', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Registrieren' }).click();
    await page.getByLabel('Vorname').fill('Lena');
    await page.getByLabel('Nachname').fill('Berg');
    await page.getByLabel('E-Mail').fill(uniqueEmail('lena'));
    await page.getByLabel('Passwort').fill('Sommer-2026');
    await expect(page.getByText('Mindestens 6 Zeichen')).toBeVisible();
    await page.getByRole('button', { name: 'Registrieren', exact: true }).click();
    await expect(page.getByText('Konto erfolgreich erstellt!')).toBeVisible();
    await expect(page).toHaveURL(/\/member\/dashboard$/);
    await expect(page.getByRole('heading', { name: /Hallo, Lena/ })).toBeVisible();
  });

  test('registration says in the spec\'s words what is missing and keeps the input', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Registrieren' }).click();
    await page.getByLabel('Vorname').fill('Kurt');
    await page.getByLabel('E-Mail').fill(uniqueEmail('kurz'));
    await page.getByLabel('Passwort').fill('abc');
    await page.getByRole('button', { name: 'Registrieren', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Password must be at least 6 characters' })).toBeVisible();
    await expect(page.getByLabel('Vorname')).toHaveValue('Kurt');
  });

  for (const [role, email, landing] of [
    ['admin', DEMO.admin, '/admin/dashboard'],
    ['trainer', DEMO.trainer, '/trainer/dashboard'],
    ['member', DEMO.member, '/member/dashboard'],
  ] as const) {
    test(`the demo ${role} signs in and lands on ${landing}`, async ({ page }) => {
      await page.goto('/auth');
      await page.getByLabel('E-Mail').fill(email);
      await page.getByLabel('Passwort').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
      await expect(page.getByText('Erfolgreich angemeldet!')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${landing}$`));
      // The session lives in a cookie and survives a reload.
      await page.reload();
      await expect(page).toHaveURL(new RegExp(`${landing}$`));
      await expect(page.getByText('Access Denied')).toHaveCount(0);
    });
  }

  test('a wrong password gets the German message', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel('E-Mail').fill(DEMO.member);
    await page.getByLabel('Passwort').fill('Falsch-Passwort-1');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Ungültige E-Mail oder Passwort' })).toBeVisible();
  });

  test('empty sign-in fields are refused before anything is sent', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all fields' })).toBeVisible();
  });

  test('signing out ends the session and goes to /auth', async ({ page }) => {
    await signInViaApi(page, DEMO.member);
    await page.goto('/member/dashboard');
    await page.getByRole('button', { name: 'Abmelden' }).first().click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto('/member/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a signed-in visitor opening /auth is sent away from it', async ({ page }) => {
    await signInViaApi(page, DEMO.member);
    await page.goto('/auth');
    await expect(page).not.toHaveURL(/\/auth$/);
  });

  test('the close button goes back only to a page of this site, otherwise to next or home', async ({ page, baseURL }) => {
    // Opened directly (the tab's previous entry is about:blank, not this site): home, or the `next` target.
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Schließen' }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await page.goto('about:blank');
    await page.goto(`/auth?next=${encodeURIComponent('/kurse')}`);
    await page.getByRole('button', { name: 'Schließen' }).click();
    await expect(page).toHaveURL(`${baseURL}/kurse`);

    // Reached from a page of this site: back to it.
    await page.goto('/preise');
    await page.getByRole('banner').getByRole('link', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    // The address changes as the navigation starts; the page is there once its heading is.
    await expect(page.getByRole('heading', { name: 'Willkommen' })).toBeVisible();
    await page.getByRole('button', { name: 'Schließen' }).click();
    await expect(page).toHaveURL(`${baseURL}/preise`);
  });
});

test.describe('protected areas', () => {
  test('a guest is sent from the member area to /auth', async ({ page }) => {
    await page.goto('/member/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a member on the admin area sees Access Denied', async ({ page }) => {
    await signInViaApi(page, DEMO.member);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this area.")).toBeVisible();
  });

  test('a member on the trainer area sees Access Denied, a trainer does not', async ({ page }) => {
    await signInViaApi(page, DEMO.member);
    await page.goto('/trainer/dashboard');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await page.context().clearCookies();
    await signInViaApi(page, DEMO.trainer);
    await page.goto('/trainer/dashboard');
    await expect(page.getByRole('navigation', { name: /Trainer/ }).getByRole('link', { name: 'Meine Sessions' })).toBeVisible();
  });
});
