import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, test, uniqueEmail } from './support/fixtures';

/*
 * The contact form on /kontakt.
 * Rate limit: 5 messages per hour per IP, shared by every spec (all e2e traffic is 127.0.0.1):
 * this file sends exactly one (the early-typing test answers its request itself); invalid input is refused
 * in the browser.
 */

type Mail = { to: string; subject: string; text: string; template: string };

const toasts = (page: Page) => page.getByRole('region', { name: /^Benachrichtigungen/ });
const form = (page: Page) => page.getByRole('main').locator('form');
const field = (page: Page, label: 'Name' | 'E-Mail' | 'Nachricht') => form(page).getByLabel(label, { exact: true });

test('a sent message shows "Nachricht gesendet!", resets the form and reaches the centre by mail', async ({ page, baseURL, playwright }) => {
  const marker = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const name = 'Erika Mustermann';
  const email = uniqueEmail('kontakt');
  const message = `Guten Tag, ich möchte gern ein Probetraining im Yoga-Kurs vereinbaren. (${marker})`;

  await page.goto('/kontakt');
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  // Values are trimmed before sending.
  await field(page, 'Name').fill(`  ${name}  `);
  await field(page, 'E-Mail').fill(` ${email} `);
  await field(page, 'Nachricht').fill(`${message}\n\n`);
  await form(page).getByRole('button', { name: 'Nachricht senden' }).click();

  await expect(toasts(page).getByText('Nachricht gesendet!')).toBeVisible();
  await expect(toasts(page).getByText('Wir melden uns bald bei Ihnen.')).toBeVisible();
  for (const label of ['Name', 'E-Mail', 'Nachricht'] as const) await expect(field(page, label)).toHaveValue('');

  const { contactEmail } = (await (await page.request.get('/api/settings')).json()) as { contactEmail: string };
  const admin = await playwright.request.newContext({ baseURL });
  try {
    const signIn = await admin.post('/api/auth/sign-in/email', { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
    expect(signIn.status(), 'admin sign-in').toBe(200);
    let mail: Mail | undefined;
    await expect(async () => {
      const { mails } = (await (await admin.get('/api/admin/mails')).json()) as { mails: Mail[] };
      mail = mails.find((m) => m.template === 'contact-notification' && m.text.includes(marker));
      expect(mail).toBeDefined();
    }).toPass({ timeout: 10_000 });
    expect(mail!.to).toBe(contactEmail);
    expect(mail!.subject).toContain(name);
    expect(mail!.text).toContain(`Name: ${name}\n`);
    expect(mail!.text).toContain(`E-Mail: ${email}\n`);
    expect(mail!.text).toContain(message);
  } finally {
    await admin.dispose();
  }
});

test('invalid values show the field messages and keep what was typed', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/contact')) sent.push(request.url());
  });
  const longName = 'N'.repeat(101); // at most 100 characters

  await page.goto('/kontakt');
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  await field(page, 'Name').fill(longName);
  await field(page, 'E-Mail').fill('keine-adresse');
  await field(page, 'Nachricht').fill('   ');
  await form(page).getByRole('button', { name: 'Nachricht senden' }).click();

  // A toast 'Fehler' with the field messages…
  const toast = toasts(page).getByRole('listitem').filter({ hasText: 'Fehler' });
  await expect(toast).toBeVisible();
  for (const text of ['Name ist ungültig', 'E-Mail ist ungültig', 'Nachricht ist ungültig']) await expect(toast).toContainText(text);
  // …each message also tied to its field…
  await expect(field(page, 'Name')).toHaveAccessibleDescription(/Name ist ungültig/);
  await expect(field(page, 'E-Mail')).toHaveAccessibleDescription(/E-Mail ist ungültig/);
  await expect(field(page, 'Nachricht')).toHaveAccessibleDescription(/Nachricht ist ungültig/);
  for (const label of ['Name', 'E-Mail', 'Nachricht'] as const) await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
  // …and nothing typed is lost, nothing sent.
  await expect(field(page, 'Name')).toHaveValue(longName);
  await expect(field(page, 'E-Mail')).toHaveValue('keine-adresse');
  await expect(field(page, 'Nachricht')).toHaveValue('   ');
  expect(sent).toEqual([]);
});

test.describe('before the app has started', () => {
  test.use({ waitForAppAfterLoad: false });

  test('what was typed before the app took over the page is kept and sent', async ({ page }) => {
    // The app's entry script is held back, so the typing certainly comes before React is there.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    let posted: unknown;
    await page.route('**/api/contact', async (route) => {
      posted = route.request().postDataJSON();
      await route.fulfill({ json: { message: 'Wir melden uns bald bei Ihnen.' } });
    });

    await page.goto('/kontakt', { waitUntil: 'commit' });
    await expect(field(page, 'Nachricht')).toBeVisible();
    await field(page, 'Name').fill('Frieda Früh');
    await field(page, 'E-Mail').fill('frieda@example.de');
    await field(page, 'Nachricht').fill('Getippt, bevor die Seite fertig war.');
    release();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.app)).toBe('ready');

    await expect(field(page, 'Name')).toHaveValue('Frieda Früh');
    await form(page).getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(toasts(page).getByText('Nachricht gesendet!')).toBeVisible();
    expect(posted).toMatchObject({ name: 'Frieda Früh', email: 'frieda@example.de', message: 'Getippt, bevor die Seite fertig war.' });
  });
});
