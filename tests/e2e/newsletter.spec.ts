import type { APIRequest, APIRequestContext, Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, test, uniqueEmail } from './support/fixtures';

/*
 * Newsletter double opt-in (docs/decisions/0006) through the footer form.
 * Rate limit: 10 sign-ups per hour per IP, shared by every spec (all e2e traffic is 127.0.0.1):
 * this file sends 2; invalid addresses are refused in the browser and send none.
 */

type Mail = { to: string; subject: string; text: string; template: string };

async function adminApi(request: APIRequest, baseURL: string) {
  const api = await request.newContext({ baseURL });
  const res = await api.post('/api/auth/sign-in/email', { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
  expect(res.status(), 'admin sign-in').toBe(200);
  return api;
}

async function mailsTo(api: APIRequestContext, address: string): Promise<Mail[]> {
  const res = await api.get('/api/admin/mails');
  expect(res.status()).toBe(200);
  const { mails } = (await res.json()) as { mails: Mail[] };
  return mails.filter((mail) => mail.to === address);
}

const toasts = (page: Page) => page.getByRole('region', { name: /^Benachrichtigungen/ });
const footerEmail = (page: Page) => page.getByRole('contentinfo').getByRole('textbox', { name: 'E-Mail-Adresse', exact: true });
const footerSubmit = (page: Page) => page.getByRole('contentinfo').getByRole('button', { name: 'Abonnieren' });

test('double opt-in: subscribe in the footer, confirm with the mailed link, unsubscribe', async ({ page, baseURL, playwright }) => {
  const email = uniqueEmail('newsletter');
  const admin = await adminApi(playwright.request, baseURL!);
  try {
    await page.goto('/');
    // The address is trimmed before it is sent.
    await footerEmail(page).fill(`  ${email}  `);
    await footerSubmit(page).click();
    await expect(toasts(page).getByText('Erfolgreich angemeldet!')).toBeVisible();
    await expect(toasts(page).getByText('Sie erhalten ab jetzt unseren Newsletter.')).toBeVisible();
    // Double opt-in: the toast says that the mailed link has to be opened first.
    await expect(toasts(page)).toContainText('Bitte bestätigen Sie dafür zuerst Ihre Anmeldung mit dem Link aus der E-Mail');
    await expect(footerEmail(page)).toHaveValue('');

    let mail: Mail | undefined;
    await expect(async () => {
      const mails = await mailsTo(admin, email);
      expect(mails).toHaveLength(1);
      mail = mails[0];
    }).toPass({ timeout: 10_000 });
    expect(mail!.template).toBe('newsletter-confirm');
    const link = mail!.text.match(/https?:\/\/\S+\/newsletter\/bestaetigen\?token=[\w-]+/)?.[0];
    expect(link, 'confirmation link in the mail').toBeTruthy();
    const confirmUrl = new URL(link!);
    const token = confirmUrl.searchParams.get('token')!;

    await page.goto(confirmUrl.pathname + confirmUrl.search);
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletter-Anmeldung' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Ihre Newsletter-Anmeldung ist bestätigt.')).toBeVisible();

    // The subscriber is active now: signing up again gets the same answer but sends no second mail.
    // (The mail would be written in the same transaction as the answer, so the count is final once the toast shows.)
    await page.goto('/');
    await footerEmail(page).fill(email);
    await footerSubmit(page).click();
    await expect(toasts(page).getByText('Erfolgreich angemeldet!')).toBeVisible();
    expect(await mailsTo(admin, email)).toHaveLength(1);

    await page.goto(`/newsletter/abmelden?token=${token}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletter-Abmeldung' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Sie wurden vom Newsletter abgemeldet.')).toBeVisible();
  } finally {
    await admin.dispose();
  }
});

test('an invalid address is refused with a toast and nothing is sent', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/newsletter/')) sent.push(request.url());
  });
  for (const value of ['keine-adresse@beispiel', 'mit leerzeichen@example.de', '']) {
    await page.goto('/');
    await footerEmail(page).fill(value);
    await footerSubmit(page).click();
    await expect(toasts(page).getByText('Ungültige E-Mail', { exact: true })).toBeVisible();
    await expect(toasts(page).getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
  }
  expect(sent).toEqual([]);
});
