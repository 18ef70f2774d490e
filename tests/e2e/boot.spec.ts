import { expect, test } from './support/fixtures';
import { DEMO, signInViaApi } from './support/fixtures';

/*
 * When the app starts over a server-rendered page (docs/decisions/0015): a guest's public page stays
 * markup until the first interaction; a tap on a button before the app is ready is replayed; pages with
 * live free spots and signed-in visitors start at once. Real input only: the fixture's start is off.
 */

test.use({ startAppAfterLoad: false, viewport: { width: 390, height: 844 } });

/** Holds back the app's entry script until the returned function is called. */
async function holdAppScript(page: import('@playwright/test').Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const appState = (page: import('@playwright/test').Page) => page.evaluate(() => document.documentElement.dataset.app ?? 'not started');

test('a guest’s public page starts the app on the first interaction, not before', async ({ page }) => {
  await page.goto('/preise');
  await expect(page.getByRole('heading', { level: 1, name: 'Preise & Mitgliedschaft' })).toBeVisible();
  await page.waitForTimeout(1500);
  expect(await appState(page)).toBe('not started');

  await page.mouse.move(120, 300);
  await expect.poll(() => appState(page)).toBe('ready');
});

test('a tap on a button before the app is ready is carried out once it is', async ({ page }) => {
  // Hold back the app's entry script, so the tap certainly comes first.
  const release = await holdAppScript(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  expect(await appState(page)).toBe('not started');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  release();
  await expect.poll(() => appState(page)).toBe('ready');
  const menu = page.getByRole('dialog');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Preise' })).toBeVisible();
});

test('the timetable, with its live free spots, starts without waiting for the visitor', async ({ page }) => {
  await page.goto('/stundenplan');
  await expect.poll(() => appState(page)).toBe('ready');
});

test('a signed-in visitor’s page starts without waiting, so the header shows their account', async ({ page }) => {
  await signInViaApi(page, DEMO.member);
  await page.goto('/');
  await expect.poll(() => appState(page)).toBe('ready');
});

test('scrolling a guest’s page starts the app without moving the page back to the top', async ({ page }) => {
  const release = await holdAppScript(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.mouse.move(200, 400);
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  expect(await appState(page)).toBe('not started');

  release();
  await expect.poll(() => appState(page)).toBe('ready');
  await page.waitForTimeout(300); // the router's layout effects and a frame after them
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
});
