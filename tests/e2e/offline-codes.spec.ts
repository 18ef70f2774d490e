import type { Page, Response } from '@playwright/test';
import { expect, signInViaApi, signUpViaApi, test, uniqueEmail } from './support/fixtures';
import { expectAxeClean, expectNoSidewaysScroll } from './support/page-checks';
import { COURSES } from '../../src/server/db/seed/content';
import { getJson, weekSessions, type ApiSession } from './support/sessions';

/*
 * Check-in codes without a network, and the app on the home screen (docs/decisions/0045). A member with
 * bookings opens Meine Buchungen: the service worker is registered, copies the page 'Meine Check-in-Codes',
 * and the codes of the coming days are kept on the device. Offline, reloading Meine Buchungen or opening
 * the codes page shows them with 'Offline – zuletzt aktualisiert …'; signing out removes them, and the
 * next member on the same browser never sees them. At phone and desktop width, with axe. Chromium itself
 * judges the manifest: it parses, its icons load, the app is installable.
 */

const PASSWORD = 'Offline-Codes-2026';
const DAY = 24 * 60 * 60_000;
const SHELL_CACHE_PREFIX = 'sz-shell-';
const CODES_CACHE = 'sz-check-in-codes';

type Code = { bookingId: string; courseName: string; code: string };

/** The demo's own courses: a course another journey makes for itself may be cancelled by it meanwhile. */
const DEMO_COURSES = new Set(COURSES.map((course) => course.name));

/** Two sessions of demo courses within the next six days the member can book for themself. */
async function sessionsToBook(page: Page, taken: Set<string>): Promise<ApiSession[]> {
  const found: ApiSession[] = [];
  for (let week = 0; week < 2 && found.length < 2; week++) {
    for (const session of (await weekSessions(page.request, week)).sessions) {
      const bookable = session.availableSpots >= 2 && !taken.has(session.id) && DEMO_COURSES.has(session.course.name);
      if (found.length < 2 && bookable && Date.parse(session.startTime) < Date.now() + 6 * DAY) found.push(session);
    }
  }
  expect(found, 'two bookable sessions within six days').toHaveLength(2);
  for (const session of found) taken.add(session.id);
  return found;
}

/** The offline copy of the codes page and the codes kept on the device, as the browser holds them. */
const deviceState = (page: Page) =>
  page.evaluate(
    async ({ shellPrefix, codesCache }) => {
      const names = await caches.keys();
      const shell = names.find((name) => name.startsWith(shellPrefix));
      const shellHasPage = shell ? !!(await (await caches.open(shell)).match('/member/check-in-codes')) : false;
      let codes: string[] = [];
      if (names.includes(codesCache)) {
        const cache = await caches.open(codesCache);
        for (const request of await cache.keys()) codes = codes.concat(((await (await cache.match(request))!.json()) as { codes: { code: string }[] }).codes.map((c) => c.code));
      }
      return { shellHasPage, codes, controlled: !!navigator.serviceWorker.controller };
    },
    { shellPrefix: SHELL_CACHE_PREFIX, codesCache: CODES_CACHE },
  );

/** 'Abmelden' in the header, or on a phone in its menu. */
async function signOut(page: Page) {
  const menu = page.getByRole('button', { name: 'Menü öffnen' });
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Abmelden' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Abmelden' }).click();
  }
  await expect(page).toHaveURL(/\/auth$/);
}

/**
 * Runs `steps` with the browser offline. Chromium reports each request that fails meanwhile as a console
 * error; those are expected then, and only those.
 */
async function whileOffline(page: Page, consoleErrors: string[], steps: () => Promise<void>) {
  const from = consoleErrors.length;
  await page.context().setOffline(true);
  try {
    await steps();
  } finally {
    await page.context().setOffline(false);
    const failedRequest = /^Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED)$/;
    consoleErrors.push(...consoleErrors.splice(from).filter((message) => !failedRequest.test(message)));
  }
}

const offlineNotice = (page: Page) => page.getByRole('status').filter({ hasText: /^Offline – zuletzt aktualisiert am \d{2}\.\d{2}\.\d{4} um \d{2}:\d{2} Uhr$/ });

async function expectCodesShown(page: Page, codes: Code[]) {
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Check-in-Codes' })).toBeVisible();
  for (const code of codes) {
    const card = page.locator(`article[data-check-in-booking="${code.bookingId}"]`);
    await expect(card.getByRole('heading', { name: code.courseName })).toBeVisible();
    await expect(card.locator(`code[data-check-in-code="${code.code}"]`)).toHaveText(code.code);
    await expect(card.getByRole('img', { name: new RegExp(`^QR-Code zum Einchecken: ${code.courseName}, `) })).toBeVisible();
  }
}

test('a member’s check-in codes stay on the device: shown offline, gone after signing out', async ({ page, consoleErrors }, testInfo) => {
  test.slow(); // two members, two widths, offline and back, several axe scans
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  const taken = new Set<string>();
  let previousCodes: Code[] = [];

  for (const [index, width] of [390, 1280].entries()) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const email = uniqueEmail(`offline-${width}`);
    await signUpViaApi(page, email, PASSWORD, ['Olivia', 'Oskar'][index], 'Offline');
    for (const session of await sessionsToBook(page, taken)) {
      expect((await page.request.post('/api/bookings', { data: { sessionId: session.id } })).status()).toBe(200);
    }
    const { codes } = await getJson<{ codes: Code[] }>(page.request, '/api/me/check-in-codes');
    expect(codes).toHaveLength(2);

    // Meine Buchungen with network: the worker takes over, copies the codes page, the codes are kept.
    await page.goto('/member/bookings');
    const card = page.getByRole('heading', { name: 'Check-in ohne Netz' }).locator('..').locator('..');
    await expect(card.getByRole('link', { name: 'Meine Check-in-Codes' })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.active?.scriptURL))).toMatch(/\/sw\.js$/);
    await expect.poll(() => deviceState(page), { message: 'worker, offline copy and codes on the device' }).toEqual({
      shellHasPage: true,
      codes: codes.map((c) => c.code),
      controlled: true,
    });
    await expectAxeClean(page, `Meine Buchungen with the offline card at ${width} px`);
    await shot(`bookings-${width}`);

    // No network at the door: reloading Meine Buchungen leads to the codes kept on the device, the page
    // and every built file it loads answered by the worker's copy.
    await whileOffline(page, consoleErrors, async () => {
      const files: { path: string; fromWorker: boolean }[] = [];
      const recordFile = (response: Response) => {
        const path = new URL(response.url()).pathname;
        if (path.startsWith('/assets/')) files.push({ path, fromWorker: response.fromServiceWorker() });
      };
      page.on('response', recordFile);
      await page.reload();
      await expect(page).toHaveURL(/\/member\/check-in-codes$/);
      await expectCodesShown(page, codes);
      await expect(offlineNotice(page)).toBeVisible();
      // A tap and a key (the app then loads its toasts, a file the copy does not hold) change nothing.
      await page.getByRole('heading', { level: 1, name: 'Meine Check-in-Codes' }).click();
      await page.keyboard.press('Tab');
      await expectCodesShown(page, codes);
      page.off('response', recordFile);
      expect(files.map((file) => file.path)).toContainEqual(expect.stringMatching(/^\/assets\/check-in-codes-page-[\w-]+\.js$/));
      expect(files.filter((file) => !file.fromWorker && !file.path.includes('sonner-toaster'))).toEqual([]);
      for (const earlier of previousCodes) await expect(page.getByText(earlier.code)).toHaveCount(0);
      await expectAxeClean(page, `offline codes at ${width} px`);
      await expectNoSidewaysScroll(page, `offline codes at ${width} px`);
      await shot(`offline-codes-${width}`);
      // Opened directly as well (the home-screen shortcut).
      await page.goto('/member/check-in-codes');
      await expectCodesShown(page, codes);
      await expect(offlineNotice(page)).toBeVisible();
    });

    // Back online the same page asks the server again: no offline notice, the codes kept afresh.
    await page.goto('/member/check-in-codes');
    await expectCodesShown(page, codes);
    await expect(page.getByText('Auf diesem Gerät gespeichert, auch ohne Netz abrufbar.')).toBeVisible();
    await expect(offlineNotice(page)).toHaveCount(0);
    await expectAxeClean(page, `codes online at ${width} px`);
    await shot(`codes-online-${width}`);

    // Signing out removes them from the device: offline the page then has nothing to show.
    await page.goto('/member/dashboard');
    await signOut(page);
    await expect.poll(async () => (await deviceState(page)).codes, { message: 'codes left after signing out' }).toEqual([]);
    await whileOffline(page, consoleErrors, async () => {
      await page.goto('/member/check-in-codes');
      await expect(page.getByRole('heading', { level: 2, name: 'Sie sind offline.' })).toBeVisible();
      await expect(page.getByText('Auf diesem Gerät sind keine Check-in-Codes gespeichert.', { exact: false })).toBeVisible();
      for (const code of codes) await expect(page.getByText(code.code)).toHaveCount(0);
      await expectAxeClean(page, `offline without codes at ${width} px`);
      await shot(`offline-empty-${width}`);
    });
    previousCodes = codes;
  }

  // Online and signed out, the codes page sends to sign-in like every member page.
  await page.goto('/member/check-in-codes');
  await expect(page).toHaveURL(/\/auth$/);
});

test('a session that ended without signing out leaves no codes, neither to a visitor nor to the next member', async ({ page, consoleErrors }) => {
  test.slow();
  const taken = new Set<string>();
  const first = uniqueEmail('offline-first');
  await signUpViaApi(page, first, PASSWORD, 'Frieda', 'Früher');
  for (const session of await sessionsToBook(page, taken)) expect((await page.request.post('/api/bookings', { data: { sessionId: session.id } })).status()).toBe(200);
  await page.goto('/member/bookings');
  await expect.poll(async () => (await deviceState(page)).codes).toHaveLength(2);
  const { codes: firstCodes } = await deviceState(page);
  await expect.poll(async () => (await deviceState(page)).shellHasPage, { message: 'the offline copy of the codes page' }).toBe(true);

  // Her session ends behind the page's back (expired, or ended on another device): the next answer of the
  // server is a 401, and the codes go with it.
  await page.context().clearCookies();
  await page.goto('/member/check-in-codes');
  await expect(page).toHaveURL(/\/auth$/);
  await expect.poll(async () => (await deviceState(page)).codes, { message: 'codes on the device after a 401' }).toEqual([]);

  // She signs in again, her codes are kept again; then her session ends and someone else signs in.
  await signInViaApi(page, first, PASSWORD);
  await page.goto('/member/bookings');
  await expect.poll(async () => (await deviceState(page)).codes).toEqual(firstCodes);
  await page.context().clearCookies();
  await signUpViaApi(page, uniqueEmail('offline-next'), PASSWORD, 'Nils', 'Nächster');
  await page.goto('/member/dashboard');
  await expect.poll(async () => (await deviceState(page)).codes, { message: 'codes on the device after another member signed in' }).toEqual([]);
  await whileOffline(page, consoleErrors, async () => {
    await page.goto('/member/check-in-codes');
    // The device holds the new member's (empty) list now, nothing of the one before.
    await expect(offlineNotice(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Keine Check-in-Codes für die nächsten 7 Tage.' })).toBeVisible();
    for (const code of firstCodes) await expect(page.getByText(code)).toHaveCount(0);
  });
});

test('the app can be installed: a valid manifest with loading icons, linked from every page', async ({ page }) => {
  await signInViaApi(page, 'mitglied@sportzentrum.test');
  for (const path of ['/', '/kurse', '/member/bookings']) {
    await page.goto(path);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  }
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.ready.then((registration) => !!registration.active))).toBe(true);

  const cdp = await page.context().newCDPSession(page);
  const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[]; data?: string };
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  expect(manifest.errors).toEqual([]);
  const parsed = JSON.parse(manifest.data!) as { name: string; short_name: string; icons: { src: string; sizes: string }[] };
  expect(parsed).toMatchObject({ name: 'Sportzentrum Lindenau', short_name: 'Sportzentrum', display: 'standalone', start_url: '/member' });
  for (const icon of parsed.icons) {
    const res = await page.request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
  }
  // Chromium installs nothing from a private window, which every test context is; nothing else may stand in the way.
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  const res = await page.request.get('/manifest.webmanifest');
  expect(res.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
});
