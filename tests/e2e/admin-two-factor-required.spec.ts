import type { ChildProcess } from 'node:child_process';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { TWO_FACTOR_MESSAGES } from '../../src/shared/two-factor-messages';
import { DEMO, DEMO_PASSWORD, expect, test, uniqueClientIp, uniqueEmail } from './support/fixtures';
import { expectAxeClean } from './support/page-checks';
import { E2E_PORT, startServer, stopServer } from './support/server';

/*
 * Einstellungen can make two-factor sign-in compulsory for admins (decision 33). An admin without it who
 * signs in is taken from the admin area to 'Mein Profil' to set it up, with the reason; once set up, the
 * admin area opens. On a server of its own: switched on in the shared one, it would hold up the other specs'
 * admin journeys.
 */

const PORT = E2E_PORT + 11;
const BASE = `http://localhost:${PORT}`;
const PASSWORD = 'Pflicht-2026';
let server: ChildProcess;

test.beforeAll(async () => {
  test.setTimeout(240_000); // a first start migrates and seeds the demo data
  server = await startServer(PORT, `.tmp/e2e-two-factor-required-${PORT}`, true);
});
test.afterAll(async () => {
  if (server) expect(await stopServer(server)).toBe(0);
});

async function apiContext(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL: BASE, extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() } });
}

/** The demo admin sets up two-factor sign-in (nobody can make it compulsory without it) and switches it on for all admins. */
async function makeTwoFactorCompulsory(office: APIRequestContext) {
  expect((await office.post('/api/auth/sign-in/email', { data: { email: DEMO.admin, password: DEMO_PASSWORD } })).status()).toBe(200);
  const enabled = await office.post('/api/auth/two-factor/enable', { data: { password: DEMO_PASSWORD } });
  expect(enabled.status()).toBe(200);
  const totp = OTPAuth.URI.parse((await enabled.json()).totpURI) as OTPAuth.TOTP;
  expect((await office.post('/api/auth/two-factor/verify-totp', { data: { code: totp.generate() } })).status()).toBe(200);
  const { settings } = await (await office.get('/api/admin/settings')).json();
  const { updatedAt: _updatedAt, ...form } = settings;
  expect((await office.put('/api/admin/settings', { data: { ...form, adminTwoFactorRequired: true } })).status()).toBe(200);
}

test('an admin without two-factor sign-in is taken to set it up when the centre requires it', async ({ page }) => {
  test.slow();
  const office = await apiContext();
  await makeTwoFactorCompulsory(office);

  // A second admin, without two-factor sign-in.
  const email = uniqueEmail('pflicht-admin');
  const newcomer = await apiContext();
  expect((await newcomer.post('/api/auth/sign-up/email', { data: { email, password: PASSWORD, name: 'Paula Pflicht', firstName: 'Paula', lastName: 'Pflicht' } })).status()).toBe(200);
  const { users } = await (await office.get(`/api/admin/users?q=${encodeURIComponent(email)}`)).json();
  expect((await office.post(`/api/admin/users/${users[0].id}/roles`, { data: { role: 'ADMIN' } })).status()).toBe(200);
  await Promise.all([office.dispose(), newcomer.dispose()]);

  await page.goto(`${BASE}/auth`);
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByText('Erfolgreich angemeldet!')).toBeVisible();

  // Sent from the admin area to the profile, the set-up first and the reason with it.
  await expect(page).toHaveURL(/\/member\/profile#zwei-faktor$/);
  const section = page.getByRole('region', { name: 'Zwei-Faktor-Anmeldung' });
  await expect(section.getByText(TWO_FACTOR_MESSAGES.setupRequiredHere)).toBeVisible();
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await expectAxeClean(page, `two-factor required at ${viewport.width} px`);
  }

  // Any admin page sends them back; their own bookings stay open.
  await page.goto(`${BASE}/admin/courses`);
  await expect(page).toHaveURL(/\/member\/profile#zwei-faktor$/);
  expect((await page.request.get(`${BASE}/api/admin/stats`)).status()).toBe(403);
  expect((await page.request.get(`${BASE}/api/me/bookings`)).status()).toBe(200);

  // Set up and confirmed here, the admin area opens.
  await section.getByLabel('Aktuelles Passwort').fill(PASSWORD);
  await section.getByRole('button', { name: 'Einrichten' }).click();
  const key = (await section.locator('code').textContent())!.replace(/\s/g, '');
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key), digits: 6, period: 30, algorithm: 'SHA1' });
  await section.getByLabel('Bestätigungscode').fill(totp.generate());
  await section.getByRole('button', { name: 'Aktivieren' }).click();
  await section.getByRole('link', { name: 'Weiter zur Verwaltung' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
