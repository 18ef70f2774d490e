import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/*
 * The interactive parts of the public site work by keyboard alone (WCAG 2.1 AA): no clicks in these
 * tests, only Tab, Enter, the arrow keys and Escape.
 */

test.use({ viewport: { width: 1280, height: 800 } });

/** Presses Tab until `target` has focus; fails if it takes more than `max` presses. */
async function tabTo(page: Page, target: Locator, max = 40) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached by at most ${max} Tab presses`).toBeFocused();
}

test('the header menu "Kurse" opens with Enter, leads to "Stundenplan" and closes with Escape', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const header = page.getByRole('banner');
  const trigger = header.getByRole('button', { name: 'Kurse', exact: true });
  const timetable = header.getByRole('link', { name: 'Stundenplan', exact: true });

  await tabTo(page, trigger);
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await tabTo(page, timetable, 4);

  await page.keyboard.press('Escape');
  await expect(timetable).toBeHidden();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(trigger).toBeFocused();

  // Once more, and follow the link.
  await page.keyboard.press('Enter');
  await tabTo(page, timetable, 4);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/stundenplan$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stundenplan' })).toBeVisible();
});

test('a FAQ question expands with Enter and collapses again', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Häufige Fragen' })).toBeVisible();
  const question = page.getByRole('main').getByRole('button', { expanded: false }).first();

  await tabTo(page, question);
  // Pin the question by its id: the 'expanded: false' locator above stops matching once it opens.
  const id = await question.getAttribute('id');
  expect(id).toBeTruthy();
  const opened = page.locator(`[id="${id}"]`);

  await page.keyboard.press('Enter');
  await expect(opened).toHaveAttribute('aria-expanded', 'true');
  await expect(opened).toBeFocused();
  const controls = await opened.getAttribute('aria-controls');
  expect(controls, 'the open question names the answer it shows').toBeTruthy();
  const answer = page.locator(`[id="${controls}"]`);
  await expect(answer).toBeVisible();
  await expect(answer).not.toBeEmpty();

  await page.keyboard.press('Enter');
  await expect(opened).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();
});

test('"Weiterlesen" on /aktuelles opens the post in a dialog; Escape closes it and focus returns', async ({ page }) => {
  const { posts } = (await (await page.request.get('/api/posts')).json()) as { posts: { title: string }[] };
  await page.goto('/aktuelles');
  await expect(page.getByRole('heading', { level: 1, name: 'Aktuelles' })).toBeVisible();
  const readMore = page.getByRole('main').getByRole('button', { name: 'Weiterlesen' }).first();

  await tabTo(page, readMore);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: posts[0].title });
  await expect(dialog).toBeVisible();
  // Focus is inside the dialog.
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(readMore).toBeFocused();
});

test('the gallery lightbox opens with Enter, ArrowRight shows the next image, Escape closes it', async ({ page }) => {
  const { media } = (await (await page.request.get('/api/media')).json()) as { media: { altText: string | null }[] };
  expect(media.length).toBeGreaterThan(1);
  await page.goto('/galerie');
  await expect(page.getByRole('heading', { level: 1, name: 'Galerie' })).toBeVisible();
  const images = page.getByRole('main').getByRole('button').filter({ has: page.getByRole('img') });
  await expect(images).toHaveCount(media.length);

  await tabTo(page, images.first());
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img')).toHaveAttribute('alt', media[0].altText!);
  await expect(dialog).toContainText(`Bild 1 von ${media.length}`);

  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('img')).toHaveAttribute('alt', media[1].altText!);
  await expect(dialog).toContainText(`Bild 2 von ${media.length}`);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Focus goes back to the grid: to the image shown last.
  await expect(images.nth(1)).toBeFocused();
});
