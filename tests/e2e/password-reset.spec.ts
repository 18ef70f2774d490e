import { request } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, signUpViaApi, test, uniqueEmail } from './support/fixtures';

test('a member resets a forgotten password through the mailed link and signs in with the new one', async ({ page, baseURL }) => {
  const email = uniqueEmail('vergessen');
  await signUpViaApi(page, email, 'Sommer-2026', 'Vera', 'Vergessen');
  await page.context().clearCookies();

  // The address typed for signing in comes along to the forgotten-password form.
  await page.goto('/auth');
  await page.getByLabel('E-Mail').fill(email);
  await page.getByRole('button', { name: 'Passwort vergessen?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Passwort vergessen?' })).toBeVisible();
  await expect(page.getByLabel('E-Mail')).toHaveValue(email);
  await page.getByRole('button', { name: /Link senden|zurücksetzen/ }).click();
  await expect(page.getByText('E-Mail gesendet')).toBeVisible();

  // Read the mail from the outbox, as the office would in the admin area.
  const admin = await request.newContext({ baseURL });
  await admin.post('/api/auth/sign-in/email', { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
  let link = '';
  await expect(async () => {
    const { mails } = await (await admin.get('/api/admin/mails')).json();
    const mail = mails.find((m: { to: string }) => m.to === email);
    expect(mail).toBeDefined();
    link = mail.text.match(/https?:\/\/\S+reset-password\/\S+/)[0];
  }).toPass();
  await admin.dispose();

  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\?token=/);
  await page.getByLabel('Neues Passwort').fill('Herbst-2026');
  await page.getByRole('button', { name: /Passwort (speichern|ändern|festlegen)/ }).click();
  await expect(page.getByText('Passwort geändert')).toBeVisible();

  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort').fill('Herbst-2026');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/member\/dashboard$/);
});
