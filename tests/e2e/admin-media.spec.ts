import sharp from 'sharp';
import { expect, test } from './support/fixtures';
import { adminPage, toastTitle } from './support/sessions';
import { expectAxeClean, expectNoSidewaysScroll } from './support/page-checks';

/*
 * The media library: an admin uploads a picture with the category Räumlichkeiten and it
 * appears on /galerie under that chip, as AVIF/WebP variants; a text file posing as a PNG is refused; a
 * picture chosen without alt text waits for it; a decorative one needs none, and one with neither is
 * flagged 'Alternativtext fehlt'; the pictures are deleted again. At 1280 px and 390 px, with axe.
 */

const photo = () =>
  sharp({ create: { width: 1800, height: 1200, channels: 3, background: { r: 30, g: 110, b: 160 } } })
    .jpeg({ quality: 80 })
    .toBuffer();

test('an uploaded picture appears on /galerie under its category, and can be deleted again', async ({ browser, baseURL }) => {
  test.slow();
  const admin = await adminPage(browser, baseURL!);
  const alt = `Neue Umkleide ${Date.now() % 100000}`;

  for (const width of [1280, 390]) {
    await admin.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await admin.goto('/admin/media');
    await expect(admin.getByRole('heading', { name: 'Medien', level: 1 })).toBeVisible();
    await expectAxeClean(admin, `media screen at ${width} px`);
    await expectNoSidewaysScroll(admin, `media screen at ${width} px`);
  }

  // A text file named .png is refused by its bytes.
  await admin.setViewportSize({ width: 1280, height: 900 });
  const upload = admin.getByRole('region', { name: 'Bild hochladen' });
  await upload.getByLabel('Alternativtext', { exact: true }).fill('Kein Bild');
  await upload.getByLabel('Bilddatei').setInputFiles({ name: 'bild.png', mimeType: 'image/png', buffer: Buffer.from('Ich bin kein Bild.') });
  await expect(toastTitle(admin, 'Upload fehlgeschlagen')).toBeVisible();
  await expect(admin.getByText('Die Datei ist kein unterstütztes Bild.', { exact: false })).toBeVisible();

  // A picture chosen without alt text waits for it, and goes up with it.
  await upload.getByLabel('Alternativtext', { exact: true }).fill('');
  await upload.getByLabel('Kategorie').selectOption({ label: 'Räumlichkeiten' });
  await upload.getByLabel('Bilddatei').setInputFiles({ name: 'umkleide.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  await expect(upload.getByText('Ausgewählt: umkleide.jpg')).toBeVisible();
  await expect(upload.getByLabel('Alternativtext', { exact: true })).toHaveAccessibleDescription(/Bitte beschreiben Sie das Bild mit einem Alternativtext/);
  await expect(upload.getByLabel('Alternativtext', { exact: true })).toBeFocused();
  await expectAxeClean(admin, 'upload waiting for its alt text');
  await upload.getByLabel('Alternativtext', { exact: true }).fill(alt);
  await upload.getByRole('button', { name: 'Hochladen' }).click();
  await expect(toastTitle(admin, 'Datei hochgeladen')).toBeVisible();
  await expect(upload.getByText('Ausgewählt: umkleide.jpg')).toHaveCount(0);
  const card = admin.getByRole('form', { name: `${alt} bearbeiten` });
  await expect(card.getByLabel('Alternativtext')).toHaveValue(alt);
  await expect(card.getByLabel('Kategorie')).toHaveValue('raeumlichkeiten');
  await expectAxeClean(admin, 'media screen with the new picture');

  // The public gallery: the picture is under Räumlichkeiten, served as AVIF/WebP variants.
  const visitor = await (await browser.newContext({ baseURL, locale: 'de-DE' })).newPage();
  for (const width of [1280, 390]) {
    await visitor.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await visitor.goto('/galerie');
    await visitor.getByRole('button', { name: /^Räumlichkeiten \d+$/ }).click();
    const image = visitor.getByRole('img', { name: alt });
    await expect(image).toBeVisible();
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/media\/uploads\/.+-(480|960|1600)\.avif$/);
    await visitor.getByRole('button', { name: /^Kurse \d+$/ }).click();
    await expect(visitor.getByRole('img', { name: alt })).toHaveCount(0);
    await visitor.getByRole('button', { name: /^Räumlichkeiten \d+$/ }).click();
    await expectAxeClean(visitor, `gallery at ${width} px`);
    await expectNoSidewaysScroll(visitor, `gallery at ${width} px`);
  }

  // A decorative picture needs no alt text; once it is no longer marked so, the library flags the gap.
  for (const width of [1280, 390]) {
    await admin.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await upload.getByLabel('Nur dekorativ (ohne Alternativtext)').check();
    await expect(upload.getByLabel('Alternativtext', { exact: true })).toBeDisabled();
    await upload.getByLabel('Bilddatei').setInputFiles({ name: 'muster.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    await expect(toastTitle(admin, 'Datei hochgeladen').last()).toBeVisible();
    await upload.getByLabel('Nur dekorativ (ohne Alternativtext)').uncheck();
    const decorative = admin.getByRole('form', { name: 'Dekoratives Bild bearbeiten' }).first();
    await expect(decorative.getByLabel('Nur dekorativ')).toBeChecked();
    await expect(admin.getByRole('listitem').filter({ has: decorative }).getByText('Alternativtext fehlt')).toHaveCount(0);
    await decorative.getByLabel('Nur dekorativ').uncheck();
    await decorative.getByRole('button', { name: 'Speichern' }).click();
    await expect(toastTitle(admin, 'Datei aktualisiert').last()).toBeVisible();
    const missing = admin.getByRole('form', { name: 'Bild ohne Alternativtext bearbeiten' }).first();
    await expect(admin.getByRole('listitem').filter({ has: missing }).getByText('Alternativtext fehlt')).toBeVisible();
    await expect(missing.getByRole('textbox', { name: 'Alternativtext' })).toHaveAccessibleDescription('Alternativtext fehlt');
    await expectAxeClean(admin, `picture without alt text at ${width} px`);
    await expectNoSidewaysScroll(admin, `picture without alt text at ${width} px`);
    await missing.getByRole('button', { name: 'Bild ohne Alternativtext löschen' }).click();
    await admin.getByRole('alertdialog', { name: 'Datei wirklich löschen?' }).getByRole('button', { name: 'Löschen' }).click();
    await expect(toastTitle(admin, 'Datei gelöscht').last()).toBeVisible(); // an earlier one may still be on screen
    await expect(admin.getByRole('form', { name: 'Bild ohne Alternativtext bearbeiten' })).toHaveCount(0);
  }

  // Deleted on the phone layout: asks first, then the gallery no longer shows it.
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.getByRole('button', { name: `${alt} löschen` }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Datei wirklich löschen?' });
  await confirm.getByRole('button', { name: 'Löschen' }).click();
  await expect(toastTitle(admin, 'Datei gelöscht').last()).toBeVisible(); // an earlier one may still be on screen
  await expect(admin.getByRole('form', { name: `${alt} bearbeiten` })).toHaveCount(0);
  await visitor.goto('/galerie');
  await visitor.getByRole('button', { name: /^Räumlichkeiten \d+$/ }).click();
  await expect(visitor.getByRole('img', { name: 'Das helle Hauptstudio mit Spiegelwand und großen Fenstern' })).toBeVisible();
  await expect(visitor.getByRole('img', { name: alt })).toHaveCount(0);
});
