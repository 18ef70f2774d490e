import type { ChildProcess } from 'node:child_process';
import { startServer, stopServer } from './support/server';
import { expect, test, uniqueEmail } from './support/fixtures';

const PORT = 3101;
const DATA_DIR = '.tmp/e2e-restart-data';
let server: ChildProcess | undefined;

test.afterAll(async () => {
  if (server) await stopServer(server);
});

test('data survives a graceful restart of the server', async ({ page }) => {
  test.setTimeout(420_000); // two server starts, the first one seeding
  const base = `http://localhost:${PORT}`;
  server = await startServer(PORT, DATA_DIR, true);
  const email = uniqueEmail('bleibt');
  const signUp = await page.request.post(`${base}/api/auth/sign-up/email`, {
    data: { email, password: 'Sommer-2026', firstName: 'Bleibt', lastName: 'Da', name: 'Bleibt Da' },
  });
  expect(signUp.status()).toBe(200);

  expect(await stopServer(server)).toBe(0); // SIGTERM: graceful shutdown exits cleanly
  server = await startServer(PORT, DATA_DIR, false);

  // The session is kept in the database, so the member is still signed in after the restart …
  await page.goto(`${base}/member/dashboard`);
  await expect(page.getByRole('heading', { name: /Hallo, Bleibt/ })).toBeVisible();
  // … and the account itself survived: signing in again works.
  await page.context().clearCookies();
  await page.goto(`${base}/auth`);
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort').fill('Sommer-2026');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/member\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Hallo, Bleibt/ })).toBeVisible();
  // Demo data was seeded once, not again on the second start.
  const settings = await (await page.request.get(`${base}/api/settings`)).json();
  expect(settings.siteTitle).toBe('Sportzentrum Lindenau');
});
