import { expect, test } from './support/fixtures';

test('an unknown path shows the 404 page, links home and logs the path', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto('/gibt-es-nicht/wirklich');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  expect(logged.some((line) => line.includes('/gibt-es-nicht/wirklich'))).toBe(true);
  await page.getByRole('main').getByRole('link', { name: /Startseite/ }).click();
  await expect(page).toHaveURL(/\/$/);
});
