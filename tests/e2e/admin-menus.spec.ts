import type { Page } from '@playwright/test';
import { BUILT_IN_NAVIGATION } from '../../src/shared/navigation';
import { expect, test } from './support/fixtures';
import { adminPage, toastTitle } from './support/sessions';
import { expectAxeClean, expectNoSidewaysScroll } from './support/page-checks';

/*
 * Menüs: one card per menu; the office renames a header link, moves links by keyboard, and the
 * public header shows the new label at once, in the desktop navigation and in the phone menu, with the
 * menu in the page's own HTML (no request for it on the first load). Each test puts the seeded menus
 * back, so the other specs find the site's usual links.
 */

type ApiMenu = { id: string; name: string; location: 'header' | 'footer' };

/** Puts the seeded menus back (the built-in links under their seeded names), whatever the test changed. */
async function restoreSeededMenus(admin: Page) {
  const { menus } = (await (await admin.request.get('/api/admin/menus')).json()) as { menus: ApiMenu[] };
  for (const [location, name] of [
    ['header', 'Hauptmenü'],
    ['footer', 'Fußzeile'],
  ] as const) {
    const menu = menus.find((m) => m.location === location);
    const body = { data: { name, location, items: BUILT_IN_NAVIGATION[location] } };
    const res = menu ? await admin.request.put(`/api/admin/menus/${menu.id}`, body) : await admin.request.post('/api/admin/menus', body);
    expect(res.ok(), `restore the ${location} menu`).toBe(true);
  }
}

/** A guest's first load of `path`, counting requests for the menus on the way. */
async function guestVisit(page: Page, path: string) {
  const navigationRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/navigation') navigationRequests.push(request.url());
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return navigationRequests;
}

const RENAMED = 'Familienangebote';

async function renameKidsLink(admin: Page) {
  await admin.getByRole('button', { name: 'Hauptmenü bearbeiten' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Menü bearbeiten' });
  await expect(dialog.getByLabel('Name')).toHaveValue('Hauptmenü');
  await expect(dialog.getByLabel('Ort')).toHaveValue('header');
  const labels = dialog.getByLabel('Bezeichnung');
  await expect(labels).toHaveCount(11);
  await expect(labels.nth(6)).toHaveValue('Kinder & Familie');
  return { dialog, labels };
}

test('1280 px: cards, the link editor by keyboard, and the renamed link in the public header', async ({ browser, baseURL, page }) => {
  test.slow(); // admin dialog, reordering, a public visit and axe scans
  const admin = await adminPage(browser, baseURL!);
  await admin.setViewportSize({ width: 1280, height: 900 });
  try {
    await admin.goto('/admin/menus');
    const cards = admin.getByRole('list', { name: 'Alle Menüs' }).getByRole('listitem');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText('Hauptmenü');
    await expect(cards.nth(0)).toContainText('Kopfzeile (Hauptnavigation)');
    await expect(cards.nth(0)).toContainText('11 Einträge');
    await expect(cards.nth(1)).toContainText('Fußzeile');
    await expect(cards.nth(1)).toContainText('Fußzeile (Entdecken)');
    await expect(cards.nth(1)).toContainText('10 Einträge');
    // Both places have their menu: nothing to create.
    await expect(admin.getByRole('button', { name: 'Neues Menü' })).toHaveCount(0);
    await expectAxeClean(admin, 'menu cards at 1280 px');

    const { dialog, labels } = await renameKidsLink(admin);
    const targets = dialog.getByLabel('Ziel');

    // Bad input is named at the field, in German, and nothing is saved.
    await labels.nth(6).fill('');
    await targets.nth(6).fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog.getByText('Bitte geben Sie eine Bezeichnung ein.')).toBeVisible();
    await expect(dialog.getByText('Bitte geben Sie einen Pfad der Website ein, der mit / beginnt (z. B. /kurse), oder eine https://-Adresse.')).toBeVisible();
    await expect(labels.nth(6)).toHaveAttribute('aria-invalid', 'true');
    await expectAxeClean(admin, 'menu dialog with errors');

    await labels.nth(6).fill(RENAMED);
    await targets.nth(6).fill('/kinder-familie');

    // Up and down by keyboard: the focus stays on the moved link's button, its fields move along.
    const up = dialog.getByRole('button', { name: `„${RENAMED}“ nach oben verschieben` });
    await up.focus();
    await admin.keyboard.press('Enter');
    await expect(labels.nth(5)).toHaveValue(RENAMED);
    await expect(labels.nth(6)).toHaveValue('Stundenplan');
    await expect(up).toBeFocused();
    await expect(dialog.getByText(`„${RENAMED}“ ist jetzt an Position 6 von 11.`)).toBeAttached();
    await admin.keyboard.press('Tab'); // to its "nach unten"
    await expect(dialog.getByRole('button', { name: `„${RENAMED}“ nach unten verschieben` })).toBeFocused();
    await admin.keyboard.press('Enter');
    await expect(labels.nth(6)).toHaveValue(RENAMED);
    await expect(targets.nth(6)).toHaveValue('/kinder-familie');
    await expect(dialog.getByLabel('Gruppe (optional)').nth(6)).toHaveValue('Kurse');

    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(toastTitle(admin, 'Menü aktualisiert')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(cards.nth(0)).toContainText(RENAMED);

    // The public header at once: in the "Kurse" drop-down, from the page's own HTML.
    const requests = await guestVisit(page, '/');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Kurse', exact: true }).click();
    await expect(header.getByRole('link', { name: RENAMED, exact: true })).toHaveAttribute('href', '/kinder-familie');
    await expect(header.getByRole('link', { name: 'Kinder & Familie', exact: true })).toHaveCount(0);
    expect(requests, 'no request for the menus on the first load').toEqual([]);
    await expectAxeClean(page, 'public header with the renamed link');
  } finally {
    await restoreSeededMenus(admin);
    await admin.context().close();
  }
});

test('1280 px: a deleted menu gives way to the built-in links, and a new one takes its place', async ({ browser, baseURL, page }) => {
  test.slow();
  const admin = await adminPage(browser, baseURL!);
  await admin.setViewportSize({ width: 1280, height: 900 });
  try {
    await admin.goto('/admin/menus');
    await admin.getByRole('button', { name: 'Fußzeile löschen' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click();
    await expect(toastTitle(admin, 'Menü gelöscht')).toBeVisible();
    await guestVisit(page, '/');
    const footer = page.getByRole('navigation', { name: 'Fußzeilennavigation' });
    await expect(footer.getByRole('link')).toHaveText(BUILT_IN_NAVIGATION.footer.map((item) => item.label));

    await admin.getByRole('button', { name: 'Neues Menü' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Neues Menü' });
    await expect(dialog.getByLabel('Ort')).toHaveValue('footer');
    await dialog.getByLabel('Name').fill('Fußzeile kurz');
    await dialog.getByRole('button', { name: 'Eintrag hinzufügen' }).click();
    await expect(dialog.getByLabel('Bezeichnung')).toBeFocused();
    await dialog.getByLabel('Bezeichnung').fill('Probetraining');
    await dialog.getByLabel('Ziel').fill('/kontakt');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(toastTitle(admin, 'Menü erstellt')).toBeVisible();
    await expect(admin.getByRole('list', { name: 'Alle Menüs' })).toContainText('1 Eintrag');

    await page.reload();
    await expect(footer.getByRole('link')).toHaveText(['Probetraining']);
    await expect(footer.getByRole('link', { name: 'Probetraining' })).toHaveAttribute('href', '/kontakt');
  } finally {
    await restoreSeededMenus(admin);
    await admin.context().close();
  }
});

test('390 px: cards and the editor fit a phone, and the phone menu shows the renamed link', async ({ browser, baseURL, page }) => {
  test.slow();
  const admin = await adminPage(browser, baseURL!);
  await admin.setViewportSize({ width: 390, height: 844 });
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await admin.goto('/admin/menus');
    await expect(admin.getByRole('list', { name: 'Alle Menüs' }).getByRole('listitem')).toHaveCount(2);
    await expectNoSidewaysScroll(admin, 'menu cards at 390 px');
    await expectAxeClean(admin, 'menu cards at 390 px');

    const { dialog, labels } = await renameKidsLink(admin);
    await expectNoSidewaysScroll(admin, 'menu dialog at 390 px');
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await labels.nth(6).fill(RENAMED);
    await expectAxeClean(admin, 'menu dialog at 390 px');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(toastTitle(admin, 'Menü aktualisiert')).toBeVisible();

    const requests = await guestVisit(page, '/');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('link', { name: RENAMED, exact: true })).toHaveAttribute('href', '/kinder-familie');
    await expect(menu.getByRole('link', { name: 'Kinder & Familie', exact: true })).toHaveCount(0);
    expect(requests, 'no request for the menus on the first load').toEqual([]);
    await expectAxeClean(page, 'phone menu with the renamed link');
    await menu.getByRole('link', { name: RENAMED, exact: true }).click();
    await expect(page).toHaveURL(/\/kinder-familie$/);
  } finally {
    await restoreSeededMenus(admin);
    await admin.context().close();
  }
});
