import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/*
 * The footer's newsletter form is a deferred island (src/web/components/deferred-island.tsx): its
 * markup comes with the page, its code (react-hook-form) only when the visitor comes near it, and a
 * navigation still works while it waits. The "Häufige Fragen" block on /preise is one too.
 */

test.use({ viewport: { width: 390, height: 844 } });

const FORM_CHUNK = /\/assets\/newsletter-form-[^/]+\.js$/;

function formChunkRequests(page: Page) {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (FORM_CHUNK.test(request.url())) requested.push(request.url());
  });
  return requested;
}

const footerForm = (page: Page) => page.getByRole('contentinfo').locator('form');
const pendingIsland = (page: Page) => page.getByRole('contentinfo').locator('[data-island-pending]');

test('the footer form is in the page at once, and its code comes when the visitor scrolls to it', async ({ page }) => {
  const requested = formChunkRequests(page);
  await page.goto('/preise');
  await page.waitForLoadState('networkidle');
  await expect(footerForm(page)).toHaveCount(1);
  await expect(pendingIsland(page)).toHaveCount(1);
  expect(requested).toEqual([]);

  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(pendingIsland(page)).toHaveCount(0);
  expect(requested).toHaveLength(1);
  await footerForm(page).getByRole('button', { name: 'Abonnieren' }).click();
  await expect(page.getByRole('region', { name: /^Benachrichtigungen/ }).getByText('Ungültige E-Mail', { exact: true })).toBeVisible();
});

test('a navigation while the footer form waits for its code goes through, and the form keeps working', async ({ page }) => {
  await page.goto('/preise');
  await page.waitForLoadState('networkidle');
  await expect(pendingIsland(page)).toHaveCount(1);

  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Aktuelles' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aktuelles' })).toBeVisible();
  await expect(page).toHaveURL(/\/aktuelles$/);
  await expect(footerForm(page)).toHaveCount(1);
  await expect(pendingIsland(page)).toHaveCount(0);
});

test('on a slow phone, a navigation that has to wait for the island’s code hydrates it without an error', async ({ page, context }) => {
  // React replays the island's render once its code is there; at 6× CPU slowdown that replay is what
  // happens (an error in it reaches the console, which fails the test).
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto('/stundenplan');
  await expect(pendingIsland(page)).toHaveCount(1);
  await page.locator('[data-session-id]').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(pendingIsland(page)).toHaveCount(0);
});

test('the questions on /preise come with the page, and one tapped as soon as it is reached opens', async ({ page }) => {
  const faqChunk: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/faq-section-[^/]+\.js$/.test(request.url())) faqChunk.push(request.url());
  });
  await page.goto('/preise');
  await page.waitForLoadState('networkidle');
  const faq = page.getByRole('main').getByRole('region', { name: 'Häufige Fragen' });
  await expect(faq.getByRole('button', { expanded: false })).not.toHaveCount(0);
  await expect(page.getByRole('main').locator('[data-island-pending]')).toHaveCount(1);
  expect(faqChunk).toEqual([]);

  // Scrolling there and tapping at once: the tap may come before the code, and is not lost.
  const question = faq.getByRole('button', { expanded: false }).first();
  await question.click();
  await expect(faq.getByRole('button', { expanded: true })).toHaveCount(1);
  expect(faqChunk).toHaveLength(1);
});
