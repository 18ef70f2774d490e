import { DEMO, expect, signInViaApi, test } from './support/fixtures';

const ELEVEN_LINKS = ['Start', 'Über uns', 'Trainer', 'Galerie', 'Kurse', 'Stundenplan', 'Kinder & Familie', 'Preise', 'Aktuelles', 'FAQ', 'Kontakt'];

test.describe('public shell', () => {
  test('the header shows the groups and direct links, the footer contact and legal links', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    for (const name of ['Start', 'Preise', 'Aktuelles']) await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
    for (const name of ['Über uns', 'Kurse', 'Service']) await expect(header.getByRole('button', { name, exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Anmelden' })).toBeVisible();

    await header.getByRole('button', { name: 'Kurse', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Stundenplan' }).first()).toBeVisible();

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'info@sportzentrum-lindenau.de' })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    for (const name of ['Impressum', 'Datenschutz', 'AGB']) await expect(footer.getByRole('link', { name })).toBeVisible();
  });

  test('a click on a header group the hover has just opened keeps it open; the next click closes it', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const kurse = header.getByRole('button', { name: 'Kurse', exact: true });
    // The pointer rests on the button: the group opens after a moment, as it may before a slow click lands.
    await kurse.hover();
    await expect(kurse).toHaveAttribute('aria-expanded', 'true');
    await kurse.click();
    await expect(kurse).toHaveAttribute('aria-expanded', 'true');
    await expect(header.getByRole('link', { name: 'Stundenplan', exact: true })).toBeVisible();
    await kurse.click();
    await expect(kurse).toHaveAttribute('aria-expanded', 'false');
    await expect(header.getByRole('link', { name: 'Stundenplan', exact: true })).toHaveCount(0);
  });

  test('signed in, the header offers the areas of the user\'s roles', async ({ page }) => {
    await signInViaApi(page, DEMO.admin);
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Mein Bereich' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Admin' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Abmelden' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Anmelden' })).toHaveCount(0);
  });

  test('while the next page’s code is on its way, a bar at the top shows that the tap was taken', async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/auth-page-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Anmelden' }).click();
    const progress = page.getByRole('progressbar', { name: 'Seite wird geladen' });
    await expect(progress).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Willkommen' })).toBeVisible();
    await expect(progress).toHaveCount(0);
  });

  test('on a phone the menu lists all eleven links', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: /Menü/ }).click();
    const menu = page.getByRole('dialog');
    for (const name of ELEVEN_LINKS) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    await menu.getByRole('link', { name: 'Preise', exact: true }).click();
    await expect(page).toHaveURL(/\/preise$/);
  });

  test('a trainer\'s phone menu tells the public trainer page from the trainer area', async ({ page }) => {
    await signInViaApi(page, DEMO.trainer);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: /Menü/ }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('link', { name: 'Trainer', exact: true })).toHaveAttribute('href', '/trainer');
    await expect(menu.getByRole('link', { name: 'Trainerbereich', exact: true })).toHaveAttribute('href', '/trainer/dashboard');
  });

  test('a managed page shows its published title and content', async ({ page }) => {
    await page.goto('/impressum');
    await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Am Sportpark 12');
  });
});

test.describe('admin shell', () => {
  test('the sidebar collapses with Ctrl+B and remembers it in a cookie', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInViaApi(page, DEMO.admin);
    await page.goto('/admin/dashboard');
    // The centre is named in its town once: the demo title already holds the town.
    await expect(page.getByRole('banner').getByText('Sportzentrum Lindenau', { exact: true })).toBeVisible();
    await expect(page.getByText('Sportzentrum Lindenau · Lindenau')).toHaveCount(0);
    const counters = page.getByRole('region', { name: 'Kennzahlen' });
    await expect(counters).toContainText(/Aktive Kurse\d+/);
    await expect(counters).toContainText('Registrierte Mitglieder');
    const sidebar = page.locator('[data-slot="sidebar"][data-state]');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);
    await page.reload();
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  });

  test('every admin page is reachable from the sidebar', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInViaApi(page, DEMO.admin);
    await page.goto('/admin/dashboard');
    // The dashboard's area blocks link to the same screens; this is about the sidebar.
    await page.getByRole('navigation', { name: 'Admin-Navigation' }).getByRole('link', { name: 'Wartelisten' }).click();
    await expect(page).toHaveURL(/\/admin\/waitlist$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Wartelisten');
  });
});
