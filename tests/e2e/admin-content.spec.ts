import sharp from 'sharp';
import { expect, test } from './support/fixtures';
import { adminPage, toastTitle } from './support/sessions';
import { expectAxeClean, expectNoSidewaysScroll, expectToastAxeClean } from './support/page-checks';

/*
 * Seiten and Beiträge: an editor writes a post with a picture in the rich-text editor, publishes
 * it and finds it on /aktuelles and in its dialog; unpublished, the post answers 404. The managed pages
 * every visitor reads are changed in managed-pages.site-wide.spec.ts.
 */

const PICTURE = 'Boxtraining am Sandsack im Kursraum 2';

for (const width of [1280, 390] as const) {
  test(`at ${width} px: an editor publishes a post with a picture, it shows on /aktuelles, and unpublished it is gone`, async ({ browser, baseURL, page }) => {
    test.setTimeout(180_000); // the whole journey: editor, six axe scans, the public page, unpublishing
    const admin = await adminPage(browser, baseURL!);
    await admin.setViewportSize({ width, height: 900 });
    const title = `Neuer Kurs ${width} ${Date.now() % 100000}`;

    await admin.goto('/admin/posts');
    await expect(admin.getByRole('heading', { name: 'Beiträge', level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(admin, 'posts list');
    await admin.getByRole('button', { name: 'Neuer Beitrag' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Neuer Beitrag' });
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog.getByText('Bitte geben Sie einen Titel ein.')).toBeVisible();
    await expect(dialog.getByLabel('Veröffentlicht')).not.toBeChecked();
    await expectAxeClean(admin, 'post dialog with errors');

    await dialog.getByLabel('Titel', { exact: true }).fill(title);
    const slug = await dialog.getByLabel('Slug').inputValue();
    expect(slug).toMatch(/^neuer-kurs-\d+-\d+$/);
    await dialog.getByLabel('Auszug').fill('Ab Montag trainieren wir Faszien.');
    await dialog.getByLabel('Kategorie').fill('Kurse');
    await dialog.getByRole('button', { name: 'Aus den Medien wählen' }).click();
    await dialog.getByRole('button', { name: `${PICTURE} wählen` }).click();
    await expect(dialog.getByLabel('Beitragsbild')).toHaveValue(/\/images\/gallery\/boxtraining\.svg$/);
    await expect(dialog.getByRole('img', { name: 'Vorschau: Beitragsbild' })).toBeVisible();

    // The editor: typed text, bold by keyboard, a link and a picture through their dialogs.
    const editor = dialog.getByRole('textbox', { name: 'Inhalt' });
    await editor.click();
    await admin.keyboard.type('Faszientraining macht beweglich. ');
    await admin.keyboard.press('Control+b');
    await admin.keyboard.type('Jeden Montag');
    await admin.keyboard.press('Control+b');
    const toolbar = dialog.getByRole('toolbar', { name: 'Formatierung' });
    await toolbar.getByRole('button', { name: 'Link einfügen' }).click();
    const linkDialog = admin.getByRole('dialog', { name: 'Link einfügen' });
    await linkDialog.getByLabel('URL').fill('https://www.example.de/faszien');
    await linkDialog.getByRole('button', { name: 'Link einfügen' }).click();
    await expect(linkDialog.getByText('Bitte geben Sie einen Linktext ein.')).toBeVisible();
    await linkDialog.getByLabel('Linktext').fill('Mehr über Faszien');
    await linkDialog.getByRole('button', { name: 'Link einfügen' }).click();
    await expect(linkDialog).toBeHidden();
    await toolbar.getByRole('button', { name: 'Bild einfügen' }).click();
    const imageDialog = admin.getByRole('dialog', { name: 'Bild einfügen' });
    await expect(imageDialog.getByLabel('Alternativtext')).toHaveValue('Bild');
    await expectAxeClean(admin, 'image dialog');
    await imageDialog.getByRole('button', { name: `${PICTURE} wählen` }).click();
    await expect(imageDialog.getByLabel('Alternativtext')).toHaveValue(PICTURE);
    await imageDialog.getByRole('button', { name: 'Bild einfügen' }).click();
    await expect(imageDialog).toBeHidden();
    await expect(editor.locator('strong')).toHaveText('Jeden Montag');
    await expect(editor.getByRole('link', { name: 'Mehr über Faszien' })).toBeVisible();
    await expect(editor.getByRole('img', { name: PICTURE })).toBeVisible();

    // The toolbar is one tab stop, its buttons reached by the arrow keys.
    await toolbar.getByRole('button', { name: 'Überschrift 2' }).focus();
    await admin.keyboard.press('ArrowRight');
    await expect(toolbar.getByRole('button', { name: 'Überschrift 3' })).toBeFocused();
    await admin.keyboard.press('End');
    await expect(toolbar.getByRole('button', { name: 'Wiederholen' })).toBeFocused();

    await dialog.getByLabel('Veröffentlicht').check();
    await expectNoSidewaysScroll(admin, 'post dialog');
    await expectAxeClean(admin, `post editor at ${width} px`);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(toastTitle(admin, 'Beitrag erstellt')).toBeVisible();
    await expectToastAxeClean(admin, 'the toast');
    const entries = width === 1280 ? admin.getByRole('row') : admin.getByRole('list', { name: 'Alle Beiträge, neueste zuerst' }).getByRole('listitem');
    await expect(entries.filter({ hasText: title })).toContainText('Veröffentlicht');
    await expectAxeClean(admin, `posts list at ${width} px`);

    // The visitor finds it on /aktuelles, with its picture, and reads it in the dialog.
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/aktuelles');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card).toContainText('Ab Montag trainieren wir Faszien.');
    await expect(card.locator('img')).toHaveAttribute('src', /boxtraining\.svg$/);
    await card.getByRole('button', { name: 'Weiterlesen' }).click();
    const postDialog = page.getByRole('dialog', { name: title });
    await expect(postDialog.getByText('Faszientraining macht beweglich.')).toBeVisible();
    await expect(postDialog.locator('strong')).toHaveText('Jeden Montag');
    await expect(postDialog.getByRole('link', { name: 'Mehr über Faszien' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(postDialog.getByRole('img', { name: PICTURE })).toBeVisible();
    await expectAxeClean(page, `post dialog on /aktuelles at ${width} px`);
    await page.keyboard.press('Escape');

    // Unpublished, the post is gone from the list and its own page answers 404.
    await admin.getByRole('button', { name: `${title} bearbeiten` }).click();
    const editDialog = admin.getByRole('dialog', { name: 'Beitrag bearbeiten' });
    await expect(editDialog.getByRole('textbox', { name: 'Inhalt' }).getByRole('img', { name: PICTURE })).toBeVisible();
    await editDialog.getByLabel('Veröffentlicht').uncheck();
    await editDialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(toastTitle(admin, 'Beitrag aktualisiert')).toBeVisible();
    const gone = await page.goto(`/aktuelles/${slug}`);
    expect(gone?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Beitrag nicht gefunden' })).toBeVisible();
    await page.goto('/aktuelles');
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);

    // Deleted after asking.
    await admin.getByRole('button', { name: `${title} löschen` }).click();
    await expect(admin.getByRole('alertdialog', { name: 'Beitrag wirklich löschen?' })).toBeVisible();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click();
    await expect(toastTitle(admin, 'Beitrag gelöscht')).toBeVisible();
    await admin.context().close();
  });
}

test('the post editor uploads a new Beitragsbild into the library, and its KI helpers fill content, excerpt and picture', async ({ browser, baseURL }) => {
  test.slow();
  const admin = await adminPage(browser, baseURL!);
  await admin.setViewportSize({ width: 390, height: 844 });
  const title = `Hoffest ${Date.now() % 100000}`;
  await admin.goto('/admin/posts');
  await admin.getByRole('button', { name: 'Neuer Beitrag' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Neuer Beitrag' });
  await dialog.getByLabel('Titel', { exact: true }).fill(title);

  // A picture uploaded from the editor is filed under posts/, titled after the post, and chosen at once.
  await dialog.getByRole('button', { name: 'Aus den Medien wählen' }).click();
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 120, b: 40 } } }).jpeg().toBuffer();
  await dialog.getByLabel('Neues Bild').setInputFiles({ name: 'hoffest.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(toastTitle(admin, 'Datei hochgeladen')).toBeVisible();
  await expect(dialog.getByLabel('Beitragsbild')).toHaveValue(/^\/media\/posts\/\d{8}-\d{6}-[0-9a-f]{8}-960\.webp$/);
  await expect(dialog.getByRole('img', { name: 'Vorschau: Beitragsbild' })).toBeVisible();
  const uploaded = await dialog.getByLabel('Beitragsbild').inputValue();
  const library = (await (await admin.request.get('/api/admin/media?pageSize=50')).json()) as { media: { id: string; url: string; altText: string | null }[] };
  const stored = library.media.find((item) => item.url === uploaded);
  expect(stored?.altText).toBe(title);

  // The KI helpers, the provider's answers stood in for (the server's side is covered by the API tests).
  await admin.route('**/api/admin/ai/status', (route) => route.fulfill({ json: { configured: true } }));
  await admin.route('**/api/admin/ai/post-content', (route) => route.fulfill({ json: { text: '<p>Am Samstag feiern wir im Hof.</p><p>Mit Musik und Kuchen.</p>', message: 'Inhalt generiert!' } }));
  await admin.route('**/api/admin/ai/excerpt', (route) => route.fulfill({ json: { text: 'Hoffest mit Musik und Kuchen.', message: 'Auszug generiert!' } }));
  await admin.route('**/api/admin/ai/image', (route) =>
    route.fulfill({ json: { media: { id: stored!.id, url: '/images/gallery/boxtraining.svg', altText: 'Hof mit Lichterketten' }, message: 'Bild generiert!' } }),
  );
  await admin.reload();
  await admin.getByRole('button', { name: 'Neuer Beitrag' }).click();
  await dialog.getByRole('button', { name: 'Auszug generieren' }).click();
  await expect(toastTitle(admin, 'Bitte erstellen Sie zuerst Inhalt')).toBeVisible();
  await dialog.getByRole('button', { name: 'Inhalt generieren' }).click();
  await expect(toastTitle(admin, 'Bitte geben Sie zuerst einen Titel ein')).toBeVisible();
  await dialog.getByLabel('Titel', { exact: true }).fill(title);
  await dialog.getByRole('button', { name: 'Inhalt generieren' }).click();
  await expect(toastTitle(admin, 'Inhalt generiert!')).toBeVisible();
  const editor = dialog.getByRole('textbox', { name: 'Inhalt' });
  await expect(editor).toContainText('Am Samstag feiern wir im Hof.');
  await dialog.getByRole('button', { name: 'Auszug generieren' }).click();
  await expect(toastTitle(admin, 'Auszug generiert!')).toBeVisible();
  await expect(dialog.getByLabel('Auszug')).toHaveValue('Hoffest mit Musik und Kuchen.');

  await dialog.getByRole('button', { name: 'Bild mit KI erstellen' }).click();
  await dialog.getByRole('button', { name: 'Bild generieren' }).click();
  await expect(toastTitle(admin, 'Bitte geben Sie eine Bildbeschreibung ein')).toBeVisible();
  await dialog.getByLabel('Bildbeschreibung').fill('Hof mit Lichterketten');
  await dialog.getByRole('button', { name: 'Bild generieren' }).click();
  await expect(toastTitle(admin, 'Bild generiert!')).toBeVisible();
  await expect(dialog.getByLabel('Beitragsbild')).toHaveValue('/images/gallery/boxtraining.svg');
  await expectNoSidewaysScroll(admin, 'post editor with the KI helpers at 390 px');
  await expectAxeClean(admin, 'post editor with the KI helpers at 390 px');

  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(toastTitle(admin, 'Beitrag erstellt')).toBeVisible();
  const posts = (await (await admin.request.get('/api/admin/posts')).json()) as { posts: { id: string; title: string; excerpt: string | null; content: string }[] };
  const saved = posts.posts.find((post) => post.title === title);
  expect(saved).toMatchObject({ excerpt: 'Hoffest mit Musik und Kuchen.', content: '<p>Am Samstag feiern wir im Hof.</p><p>Mit Musik und Kuchen.</p>' });
  await admin.request.delete(`/api/admin/posts/${saved!.id}`);
  await admin.request.delete(`/api/admin/media/${stored!.id}`);
  await admin.context().close();
});
