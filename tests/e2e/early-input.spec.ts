import type { Page } from '@playwright/test';
import { DEMO, expect, signUpViaApi, test, uniqueEmail } from './support/fixtures';
import { sessionCard, toastTitle, weekSessions } from './support/sessions';

/*
 * A visitor acts the moment a page is on screen, not when the app is ready (docs/decisions/0017). Every
 * test here acts right after `domcontentloaded`, without waiting for the app; what it does must have the
 * effect it has in the running app. Some hold the app's entry script back, so the action certainly comes
 * before React is there at all.
 */

test.use({ waitForAppAfterLoad: false, viewport: { width: 390, height: 844 } });

const open = (page: Page, path: string) => page.goto(path, { waitUntil: 'domcontentloaded' });
const openHeld = async (page: Page, path: string) => {
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByRole('contentinfo')).toBeVisible();
};
const appState = (page: Page) => page.evaluate(() => document.documentElement.dataset.app ?? 'not started');
const footer = (page: Page) => page.getByRole('contentinfo');
const toasts = (page: Page) => page.getByRole('region', { name: /^Benachrichtigungen/ });

/**
 * Holds back the app's entry script until the returned function is called. A module script runs before
 * `domcontentloaded`, so pages opened meanwhile are waited for by what they show (`openHeld`).
 */
async function holdAppScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('the browser runs React 19 (react-dom), hydrating the server’s markup', async ({ page }) => {
  // React DOM announces itself to the developer tools' hook; a stand-in hook records what registers.
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers: new Map(),
      supportsFiber: true,
      inject(renderer: { rendererPackageName: string; version: string }) {
        w.__renderer = { name: renderer.rendererPackageName, version: renderer.version };
        return 1;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
  await open(page, '/preise');
  await expect.poll(() => appState(page)).toBe('ready');
  const renderer = await page.evaluate(() => (window as unknown as { __renderer?: { name: string; version: string } }).__renderer);
  expect(renderer?.name).toBe('react-dom');
  expect(renderer?.version).toMatch(/^19\./);
  // Hydrated, not rendered anew: the server's heading is the very node React now owns.
  expect(await page.evaluate(() => Object.keys(document.querySelector('h1')!).some((key) => key.startsWith('__reactFiber')))).toBe(true);
});

test('the footer newsletter: an address typed or pasted at once is subscribed', async ({ page }) => {
  await open(page, '/');
  const email = uniqueEmail('sofort');
  await footer(page).getByRole('textbox', { name: 'E-Mail-Adresse', exact: true }).fill(email);
  await footer(page).getByRole('button', { name: 'Abonnieren' }).click();
  await expect(toasts(page).getByText('Erfolgreich angemeldet!')).toBeVisible();

  await open(page, '/kurse');
  const field = footer(page).getByRole('textbox', { name: 'E-Mail-Adresse', exact: true });
  await field.focus();
  await page.keyboard.insertText(uniqueEmail('eingefuegt')); // as a paste or the browser's auto-fill writes it
  await page.keyboard.press('Enter');
  await expect(toasts(page).getByText('Erfolgreich angemeldet!')).toBeVisible();
  await expect(toasts(page).getByText('Ungültige E-Mail', { exact: true })).toHaveCount(0);
});

test('the FAQ search filters what was typed at once', async ({ page }) => {
  await open(page, '/faq');
  const questions = page.getByRole('main').getByRole('button', { expanded: false });
  const all = await questions.count();
  await page.getByRole('searchbox', { name: /suchen/i }).fill('Parkpl');
  await expect(questions).not.toHaveCount(all);
  await expect(questions.first()).toContainText(/Park/);
});

test('the contact form sends what was typed at once', async ({ page }) => {
  await open(page, '/kontakt');
  const form = page.getByRole('main').locator('form');
  await form.getByLabel('Name', { exact: true }).fill('Frieda Flink');
  await form.getByLabel('E-Mail', { exact: true }).fill(uniqueEmail('kontakt'));
  await form.getByLabel('Nachricht', { exact: true }).fill('Gibt es einen Kurs am Samstagmorgen?');
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(toasts(page).getByText('Nachricht gesendet!')).toBeVisible();
});

test('the mobile menu button opens the menu at once', async ({ page }) => {
  await open(page, '/');
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Preise' })).toBeVisible();
});

test('a timetable card opens its session at once', async ({ page }) => {
  const { sessions } = await weekSessions(page.request, 1);
  const session = sessions[0];
  await open(page, `/stundenplan?woche=${session.startTime.slice(0, 10)}`);
  await sessionCard(page, session.id).click();
  await expect(page.getByRole('dialog', { name: session.course.name })).toBeVisible();
});

test('‘Jetzt buchen’ on a course page books at once', async ({ page }) => {
  await signUpViaApi(page, uniqueEmail('gleich'), 'Gleich-Buchen-2026', 'Greta', 'Gleich');
  const { sessions } = await weekSessions(page.request, 2);
  const session = sessions.find((s) => s.availableSpots >= 2)!;
  await open(page, `/kurse/${session.course.id}`);
  await page.getByRole('button', { name: 'Jetzt buchen' }).first().click();
  await expect(toastTitle(page, 'Buchung bestätigt!')).toBeVisible();
});

test('before the app’s script has even run: the typed address and the tap on ‘Abonnieren’ are kept', async ({ page }) => {
  const release = await holdAppScript(page);
  await openHeld(page, '/preise');
  await footer(page).getByRole('textbox', { name: 'E-Mail-Adresse', exact: true }).fill(uniqueEmail('vorher'));
  await footer(page).getByRole('button', { name: 'Abonnieren' }).click();
  expect(await appState(page)).toBe('not started');
  expect(new URL(page.url()).search).toBe(''); // not sent as a GET with the address in the URL
  release();
  await expect(toasts(page).getByText('Erfolgreich angemeldet!')).toBeVisible();
});

test('before the app’s script has run: a tap on ‘Menü öffnen’ opens the menu once it is there', async ({ page }) => {
  const release = await holdAppScript(page);
  await openHeld(page, '/');
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Preise' })).toBeVisible();
});

test('before the app’s script has run: a click on the header’s ‘Kurse’ opens its menu once it is there', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const release = await holdAppScript(page);
  await openHeld(page, '/');
  const header = page.getByRole('banner');
  const kurse = header.getByRole('button', { name: 'Kurse', exact: true });
  await kurse.click();
  expect(await appState(page)).toBe('not started');
  release();
  await expect(kurse).toHaveAttribute('aria-expanded', 'true');
  await expect(header.getByRole('link', { name: 'Stundenplan', exact: true })).toBeVisible();
});

test('hydration leaves the page where the visitor scrolled it, and a new page starts at the top', async ({ page }) => {
  const release = await holdAppScript(page);
  await openHeld(page, '/');
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  release();
  await expect.poll(() => appState(page)).toBe('ready');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

  // A full page load of another page is not given this page's position.
  await page.unrouteAll();
  await open(page, '/faq');
  await expect.poll(() => appState(page)).toBe('ready');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a signed-in member’s page is rendered with their account in the header, not the sign-in button', async ({ page }) => {
  await page.request.post('/api/auth/sign-in/email', { data: { email: DEMO.member, password: 'Demo1234!' } });
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('title="Mein Bereich"');
  expect(html).not.toContain('title="Anmelden"');
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, '/');
  await expect(page.getByRole('link', { name: 'Mein Bereich' })).toBeVisible();
});
