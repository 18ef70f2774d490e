import { XSS_DOCUMENT } from '../support/xss-corpus';
import { expect, test } from './support/fixtures';
import { adminPage, toastTitle } from './support/sessions';
import { expectAxeClean, expectNoSidewaysScroll } from './support/page-checks';

/*
 * Changes to the pages every visitor reads (/ueber-uns unpublished for a moment, /datenschutz holding the
 * script payloads): this project runs after all the others, so no other spec reads these pages meanwhile.
 */

test('an editor changes /ueber-uns and the public page shows it at once; unpublished it answers 404', async ({ browser, baseURL, page }) => {
  test.slow();
  const admin = await adminPage(browser, baseURL!);
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.goto('/admin/pages');
  await expect(admin.getByRole('list', { name: 'Alle Seiten, neueste zuerst' }).getByRole('listitem').first()).toBeVisible();
  await expect(admin.getByRole('table')).toBeHidden();
  await expectNoSidewaysScroll(admin, 'pages list at 390 px');
  await expectAxeClean(admin, 'pages list at 390 px');
  await admin.setViewportSize({ width: 1280, height: 900 });
  const row = admin.getByRole('row', { name: /Über uns/ });
  await expect(row).toContainText('/ueber-uns');
  await expect(row).toContainText('Veröffentlicht');

  const sentence = `Neu seit heute: Sauna im Untergeschoss ${Date.now() % 100000}.`;
  await admin.getByRole('button', { name: 'Über uns bearbeiten' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Seite bearbeiten' });
  await expect(dialog.getByLabel('Slug')).toHaveValue('ueber-uns');
  const editor = dialog.getByRole('textbox', { name: 'Inhalt' });
  await expect(editor.getByRole('heading', { name: 'Bewegung für alle Generationen' })).toBeVisible();
  await editor.getByText('Am besten lernen Sie uns').click();
  await admin.keyboard.press('Control+End');
  await admin.keyboard.press('Enter');
  await admin.keyboard.type(sentence);
  await expectAxeClean(admin, 'page editor at 1280 px');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(toastTitle(admin, 'Seite aktualisiert')).toBeVisible();

  const shown = await page.goto('/ueber-uns');
  expect(shown?.status()).toBe(200);
  await expect(page.getByRole('main').getByText(sentence)).toBeVisible();

  // Unpublished for a moment: the public page answers 'Seite nicht gefunden' with 404; then back online.
  const setPublished = async (published: boolean) => {
    await admin.getByRole('button', { name: 'Über uns bearbeiten' }).click();
    const edit = admin.getByRole('dialog', { name: 'Seite bearbeiten' });
    await edit.getByLabel('Veröffentlicht').setChecked(published);
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await expect(toastTitle(admin, 'Seite aktualisiert').last()).toBeVisible();
    await expect(edit).toBeHidden();
  };
  await setPublished(false);
  const hidden = await page.goto('/ueber-uns');
  expect(hidden?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
  await setPublished(true);
  expect((await page.goto('/ueber-uns'))?.status()).toBe(200);
  await admin.context().close();
});

test('a published post and page full of script payloads render without any payload running', async ({ browser, baseURL, page }) => {
  const admin = await adminPage(browser, baseURL!);
  const stamp = Date.now() % 100000;
  const post = await admin.request.post('/api/admin/posts', {
    data: { title: `Sicherheitstest ${stamp}`, slug: `sicherheitstest-${stamp}`, content: XSS_DOCUMENT, excerpt: '<img src=x onerror="window.__xss(0)">', isPublished: true },
  });
  expect(post.status()).toBe(201);
  const pageRes = await admin.request.post('/api/admin/pages', { data: { title: `Sicherheitsseite ${stamp}`, slug: `sicherheitsseite-${stamp}`, content: XSS_DOCUMENT, isPublished: true } });
  expect(pageRes.status()).toBe(201);
  const privacy = (await (await admin.request.get('/api/admin/pages')).json()).pages.find((p: { slug: string }) => p.slug === 'datenschutz');

  // Every payload calls window.__xss (or alert); both are watched from before the first script runs.
  await page.addInitScript(() => {
    const fired: unknown[] = [];
    Object.defineProperty(window, '__xssFired', { value: fired });
    (window as unknown as { __xss: (n: unknown) => void }).__xss = (n) => fired.push(n);
    window.alert = (message) => fired.push(`alert:${String(message)}`);
  });
  page.on('dialog', (dialog) => {
    throw new Error(`a payload opened a dialog: ${dialog.message()}`);
  });

  await page.goto('/aktuelles');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: `Sicherheitstest ${stamp}` }) });
  await expect(card).toContainText('<img src=x onerror="window.__xss(0)">');
  await card.getByRole('button', { name: 'Weiterlesen' }).click();
  const postDialog = page.getByRole('dialog', { name: `Sicherheitstest ${stamp}` });
  await expect(postDialog.getByText('Nutzlast 50:')).toBeVisible();
  await page.goto(`/aktuelles/sicherheitstest-${stamp}`);
  await expect(page.getByText('Nutzlast 50:')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xssFired: unknown[] }).__xssFired)).toEqual([]);
  expect(await page.locator('.prose-content').locator('script, iframe, svg, object, embed, form, [onerror], [onload], [style], [id]').count()).toBe(0);

  // A managed page renders the same way (the four legal slugs read it; this one is fetched the way they are).
  const pageJson = await page.request.get(`/api/pages/sicherheitsseite-${stamp}`);
  expect(pageJson.status()).toBe(200);
  if (privacy) {
    await admin.request.put(`/api/admin/pages/${privacy.id}`, {
      data: { title: privacy.title, slug: 'datenschutz', content: `${privacy.content}${XSS_DOCUMENT}`, metaTitle: privacy.metaTitle, metaDescription: privacy.metaDescription, isPublished: true },
    });
    await page.goto('/datenschutz');
    await expect(page.getByText('Nutzlast 50:')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __xssFired: unknown[] }).__xssFired)).toEqual([]);
    await admin.request.put(`/api/admin/pages/${privacy.id}`, {
      data: { title: privacy.title, slug: 'datenschutz', content: privacy.content, metaTitle: privacy.metaTitle, metaDescription: privacy.metaDescription, isPublished: true },
    });
  }
  await admin.context().close();
});
