import { COURSE_IMAGES } from '../../src/shared/images';
import { expect, test } from './support/fixtures';
import { sessionCard, weekSessions } from './support/sessions';

/* A phone 390 px wide: nothing that carries content is cut off. */

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
});

test('the session popup shows the whole course picture', async ({ page }) => {
  const { week, sessions } = await weekSessions(page.request, 1);
  const session = sessions.find((s) => COURSE_IMAGES[s.course.name]);
  expect(session, 'a session of a course with a picture next week').toBeTruthy();
  await page.goto(`/stundenplan?woche=${week}`);
  await sessionCard(page, session!.id).click();
  const picture = page.getByRole('dialog', { name: session!.course.name }).locator('img');
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const { shown, natural } = await picture.evaluate((img: HTMLImageElement) => ({
    shown: img.clientWidth / img.clientHeight,
    natural: img.naturalWidth / img.naturalHeight,
  }));
  expect(Math.abs(shown - natural), `box ${shown.toFixed(3)} vs picture ${natural.toFixed(3)}`).toBeLessThan(0.02);
});

test('the FAQ search field shows its whole placeholder', async ({ page }) => {
  await page.goto('/faq');
  const search = page.getByRole('searchbox', { name: 'Fragen durchsuchen' });
  await expect(search).toBeVisible();
  const { textWidth, room } = await search.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const placeholder = getComputedStyle(input, '::placeholder');
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${placeholder.fontWeight} ${placeholder.fontSize} ${placeholder.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { textWidth: context.measureText(input.placeholder).width, room };
  });
  expect(textWidth, 'placeholder width against the room inside the field').toBeLessThanOrEqual(room);
});
