import { expect, test } from './support/fixtures';
import { adminPage, toastTitle } from './support/sessions';
import { expectAxeClean, expectNoSidewaysScroll, expectDialogFits } from './support/page-checks';

/*
 * Testimonials and FAQ: a FAQ added in the admin area shows on /faq at once; a testimonial
 * deactivated there leaves the home page. Phones get cards and dialogs that fit, without sideways scrolling.
 */

const suffix = () => `${Date.now() % 100000}`;

test('a FAQ added in the admin area shows on /faq; a deactivated testimonial leaves the home page', async ({ browser, baseURL }) => {
  test.slow(); // two screens with dialogs, two public pages, axe scans
  const admin = await adminPage(browser, baseURL!);
  await admin.setViewportSize({ width: 1280, height: 900 });
  const question = `Gibt es Schließfächer ${suffix()}?`;
  const quote = `Hier fühle ich mich rundum wohl ${suffix()}.`;

  await admin.goto('/admin/faq');
  await admin.getByRole('button', { name: 'Neue FAQ' }).click();
  let dialog = admin.getByRole('dialog', { name: 'Neue FAQ' });
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog.getByText('Bitte geben Sie eine Frage ein.')).toBeVisible();
  await expect(dialog.getByText('Bitte geben Sie eine Antwort ein.')).toBeVisible();
  await expect(dialog.getByLabel('Reihenfolge')).toHaveValue('0');
  await expect(dialog.getByLabel('Aktiv')).toBeChecked();
  await expectAxeClean(admin, 'FAQ dialog with errors');
  await dialog.getByLabel('Frage').fill(question);
  await dialog.getByLabel('Antwort').fill('Ja, abschließbare Fächer gibt es in beiden Umkleiden.');
  await dialog.getByLabel('Kategorie').fill('Allgemein');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(toastTitle(admin, 'FAQ erstellt')).toBeVisible();
  await expect(admin.getByRole('row', { name: new RegExp(question.replace('?', '\\?')) })).toContainText('Allgemein');
  await expectAxeClean(admin, 'FAQ list at 1280 px');

  const visitor = await browser.newPage();
  await visitor.goto(`${baseURL}/faq`);
  await expect(visitor.getByRole('button', { name: question })).toBeVisible();

  await admin.goto('/admin/testimonials');
  await admin.getByRole('button', { name: 'Neues Testimonial' }).click();
  dialog = admin.getByRole('dialog', { name: 'Neues Testimonial' });
  await expect(dialog.getByLabel('Bewertung')).toHaveValue('5');
  await expect(dialog.getByLabel('Aktiv')).toBeChecked();
  await expect(dialog.getByLabel('Hervorgehoben')).not.toBeChecked();
  await dialog.getByLabel('Name').fill('Clara W.');
  await dialog.getByLabel('Rolle').fill('Mitglied seit 2019');
  await dialog.getByLabel('Inhalt').fill(quote);
  await dialog.getByLabel('Bewertung').selectOption('4');
  await dialog.getByLabel('Hervorgehoben').check();
  await expectAxeClean(admin, 'testimonial dialog');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(toastTitle(admin, 'Testimonial erstellt')).toBeVisible();
  const row = admin.getByRole('row', { name: /Clara W\./ });
  await expect(row.getByRole('img', { name: '4 von 5 Sternen' })).toBeVisible();
  await expectAxeClean(admin, 'testimonials at 1280 px');

  await visitor.goto(`${baseURL}/`);
  await expect(visitor.getByText(quote)).toBeVisible();

  await admin.getByRole('button', { name: 'Testimonial von Clara W. bearbeiten' }).click();
  dialog = admin.getByRole('dialog', { name: 'Testimonial bearbeiten' });
  await dialog.getByLabel('Aktiv').uncheck();
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(toastTitle(admin, 'Testimonial aktualisiert')).toBeVisible();
  await visitor.goto(`${baseURL}/`);
  await expect(visitor.getByRole('heading', { name: 'Das sagen unsere Mitglieder' })).toBeVisible();
  await expect(visitor.getByText(quote)).toHaveCount(0);
  await visitor.close();

  // Clean up again: both deletions ask first.
  await admin.getByRole('button', { name: 'Testimonial von Clara W. löschen' }).click();
  await admin.getByRole('alertdialog', { name: 'Testimonial wirklich löschen?' }).getByRole('button', { name: 'Löschen' }).click();
  await expect(toastTitle(admin, 'Testimonial gelöscht')).toBeVisible();
  await admin.goto('/admin/faq');
  await admin.getByRole('button', { name: `${question} löschen` }).click();
  await admin.getByRole('alertdialog', { name: 'FAQ wirklich löschen?' }).getByRole('button', { name: 'Löschen' }).click();
  await expect(toastTitle(admin, 'FAQ gelöscht')).toBeVisible();
  await admin.context().close();
});

test('on a phone testimonials and FAQ show cards and dialogs that fit, without sideways scrolling', async ({ browser, baseURL }) => {
  const admin = await adminPage(browser, baseURL!);
  await admin.setViewportSize({ width: 390, height: 844 });
  for (const [path, button] of [
    ['/admin/testimonials', 'Neues Testimonial'],
    ['/admin/faq', 'Neue FAQ'],
  ] as const) {
    await admin.goto(path);
    await expect(admin.getByRole('list', { name: /^Alle / }).getByRole('listitem').first()).toBeVisible();
    await expect(admin.getByRole('table')).toBeHidden();
    await expectNoSidewaysScroll(admin, path);
    await expectAxeClean(admin, `${path} at 390 px`);
    await admin.getByRole('button', { name: button }).click();
    const dialog = admin.getByRole('dialog', { name: button });
    await expect(dialog).toBeVisible();
    if (path === '/admin/testimonials') {
      // The avatar comes from the media library: picking one fills the address and the preview.
      await dialog.getByRole('button', { name: 'Aus der Mediathek wählen' }).click();
      const picks = dialog.getByRole('group', { name: 'Bilder der Mediathek' }).getByRole('button', { name: / wählen$/ });
      await picks.first().click();
      await expect(dialog.getByRole('img', { name: 'Vorschau des Profilbilds' })).toBeVisible();
      await expect(dialog.getByLabel('Profilbild')).not.toHaveValue('');
    }
    await expectDialogFits(admin, dialog, `${button} dialog`);
    await expectNoSidewaysScroll(admin, `${path} dialog`);
    await expectAxeClean(admin, `${path} dialog at 390 px`);
    await admin.keyboard.press('Escape');
  }
  await admin.context().close();
});

test('the course dialog generates its description with KI, and says so when KI is not set up', async ({ browser, baseURL }) => {
  const admin = await adminPage(browser, baseURL!);
  await admin.setViewportSize({ width: 1280, height: 900 });

  // The end-to-end server has no provider: the button stays disabled and says why, by keyboard too.
  await admin.goto('/admin/courses');
  await admin.getByRole('button', { name: 'Neuer Kurs' }).click();
  let dialog = admin.getByRole('dialog', { name: 'Neuer Kurs' });
  const button = dialog.getByRole('button', { name: 'Beschreibung mit KI generieren' });
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button).toHaveAccessibleDescription(/KI ist nicht eingerichtet/);
  await button.focus();
  await expect(admin.getByRole('tooltip')).toContainText('KI ist nicht eingerichtet');
  let generations = 0;
  await admin.route('**/api/admin/ai/course-description', async (route) => {
    generations += 1;
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.fulfill({ json: { text: 'Sanftes Training für Einsteiger. Für alle Altersgruppen.', message: 'Inhalt generiert!' } });
  });
  await button.click({ force: true });
  expect(generations).toBe(0);
  await expectAxeClean(admin, 'course dialog with KI not set up');
  await admin.keyboard.press('Escape');

  // With a provider (the server's answers are covered by the API tests): the name is needed first, then a
  // spinner, the text lands in the field, and the German toasts follow.
  await admin.route('**/api/admin/ai/status', (route) => route.fulfill({ json: { configured: true } }));
  await admin.reload();
  await admin.getByRole('button', { name: 'Neuer Kurs' }).click();
  dialog = admin.getByRole('dialog', { name: 'Neuer Kurs' });
  await dialog.getByRole('button', { name: 'Beschreibung mit KI generieren' }).click();
  await expect(toastTitle(admin, 'Bitte geben Sie zuerst einen Kursnamen ein')).toBeVisible();
  expect(generations).toBe(0);
  await dialog.getByLabel('Kursname').fill('Sanftes Yoga');
  await dialog.getByRole('button', { name: 'Beschreibung mit KI generieren' }).click();
  await expect(dialog.getByRole('button', { name: 'Wird generiert...' })).toBeVisible();
  await expect(toastTitle(admin, 'Inhalt generiert!')).toBeVisible();
  await expect(dialog.getByLabel('Beschreibung')).toHaveValue('Sanftes Training für Einsteiger. Für alle Altersgruppen.');
  expect(generations).toBe(1);

  await admin.unroute('**/api/admin/ai/course-description');
  await admin.route('**/api/admin/ai/course-description', (route) =>
    route.fulfill({ status: 502, json: { error: { code: 'AI_FAILED', message: 'Fehler bei der Generierung' } } }),
  );
  await dialog.getByRole('button', { name: 'Beschreibung mit KI generieren' }).click();
  await expect(toastTitle(admin, 'Fehler bei der Generierung')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Beschreibung mit KI generieren' })).toBeEnabled();
  await admin.context().close();
});
